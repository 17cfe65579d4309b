import sys
from pathlib import Path

# the Fièvre tests share a small table driver (fievre_table.py) beside them
sys.path.insert(0, str(Path(__file__).parent))
