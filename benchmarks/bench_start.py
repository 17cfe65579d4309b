"""Starting (issue 16 goal 4), on real child processes, against `python -c pass` measured in
the same run, interleaved with it so that a busy machine slows both alike:
- start to first frame: the real command line (`companion --size 800x480`, dummy video
  driver) until the first frame is on screen, on the home screen and with an unfinished
  game to resume (goal ≤ 4×; ≤ 3× so that it holds under load);
- the `companion replay` process (goal ≤ 2×).

Wall and CPU time (user + system, from the kernel's accounting of the finished child) are
medians over `BENCH_START_REPEATS` runs (15 by default); the load average is printed beside.
Each figure is one readable line and one JSON line with its reference.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REPEATS = int(os.environ.get("BENCH_START_REPEATS", "15"))
FIRST_FRAME_GOAL, PROCESS_GOAL = 4.0, 2.0

# The app as `companion --size 800x480` starts it, ended by the first frame's callback (the
# start counter's "started", which still runs: else every start counts as failed and the
# fourth starts in safe mode): nothing after the first frame is timed.
FIRST_FRAME = """
import os, sys
from companion.app import startup
started = startup.StartCounter.started
def on_screen(counter):
    started(counter)
    os._exit(0)
startup.StartCounter.started = on_screen
from companion.cli import main
sys.exit(main(["--size", "800x480"]))
"""


def run_once(command: list[str], env: dict) -> tuple[float, float]:
    """Wall ms and CPU ms (user + system) of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode(errors="replace").strip()
    process.stderr.close()
    if process.returncode != 0:
        raise SystemExit(f"{' '.join(command[:4])}… failed ({process.returncode}): {error[-300:]}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def interleaved(command: list[str], reference: list[str], env: dict) -> dict:
    """Medians of `command` and of `reference`, run in turns."""
    run_once(command, env), run_once(reference, env)  # warm the file and bytecode caches
    ours, theirs = [], []
    for _ in range(REPEATS):
        ours.append(run_once(command, env))
        theirs.append(run_once(reference, env))
    median = lambda runs, at: statistics.median(run[at] for run in runs)  # noqa: E731
    return {"wall_ms": median(ours, 0), "cpu_ms": median(ours, 1),
            "reference_wall_ms": median(theirs, 0), "reference_cpu_ms": median(theirs, 1)}


def report(bench: str, label: str, figures: dict, goal: float, **extra) -> None:
    wall = figures["wall_ms"] / figures["reference_wall_ms"]
    cpu = figures["cpu_ms"] / max(figures["reference_cpu_ms"], 0.1)
    load = _load()
    print(f"{label:40} wall {figures['wall_ms']:6.1f} ms ({wall:4.2f}×)  cpu {figures['cpu_ms']:6.1f} ms ({cpu:4.2f}×)"
          f"  python -c pass {figures['reference_wall_ms']:.1f} / {figures['reference_cpu_ms']:.1f} ms"
          f"  goal ≤ {goal:g}: {'ok' if max(wall, cpu) <= goal else 'OVER'}  load {load}")
    print(json.dumps({"bench": bench, **extra, **{k: round(v, 1) for k, v in figures.items()},
                      "wall_ratio": round(wall, 2), "cpu_ratio": round(cpu, 2), "goal_ratio": goal, "load": load}))


def _load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "unknown"


def main() -> None:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, COMPANION_DATA_DIR=data, PYTHONPATH=str(ROOT), SDL_VIDEODRIVER="dummy",
                   SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("COMPANION_CONFIG_DIR", None)
        # bytecode cached, as an installed app runs (pip compiles it)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(data) / "pycache")
        # the reference: the bare interpreter, outside the venv (whose .pth files every start pays)
        bare = [getattr(sys, "_base_executable", sys.executable), "-c", "pass"]
        app = [sys.executable, "-c", FIRST_FRAME]
        report("first_frame", "start to first frame, home (800x480)", interleaved(app, bare, env),
               FIRST_FRAME_GOAL, screen="home")
        subprocess.run([sys.executable, "-c",  # an unfinished game on disk: the app offers to resume it
                        "from companion.app.tables.numereum import sample_session; sample_session(5, saved=True)"],
                       env=env, check=True)
        report("first_frame", "start to first frame, resume (800x480)", interleaved(app, bare, env),
               FIRST_FRAME_GOAL, screen="resume")
        saved = Path(data) / "current.json"
        if not saved.is_file():
            raise SystemExit("the app did not keep the unfinished game: the resume figure is not one")
        report("process", "companion replay", interleaved([sys.executable, "-m", "companion", "replay", str(saved)], bare, env),
               PROCESS_GOAL, command="python -m companion replay")


if __name__ == "__main__":
    main()
