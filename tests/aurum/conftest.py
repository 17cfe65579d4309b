import sys
from pathlib import Path

# the Aurum tests share a small table simulator (aurum_table_sim.py) beside them
sys.path.insert(0, str(Path(__file__).parent))
