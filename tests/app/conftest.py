import os
import sys
from pathlib import Path

# the app tests share small UI flows (app_flows.py) beside them
sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
