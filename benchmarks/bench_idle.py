"""The app at rest (issue 16 goal 5), on real child processes:
- idle CPU of the app sitting on a game table, over `BENCH_IDLE_SECONDS` (60 by default),
  on the dummy driver and, when `Xvfb` is installed, on X11 (goal ≤ 0.5 %);
- its RSS against a bare pygame-ce window of the same size in the same conditions
  (goal ≤ bare + 30 MB);
- the rest (`memory.rest`: after `memory.REST_SECONDS` without input, only the pictures
  of the screen shown are kept): what it costs, what it keeps, and the frame after the next
  tap against the same frame without a rest (measured in the same process), at 800×480 and
  1920×1080 (in-process; `--rest` measures only these, `--idle` only the others);
(`companion replay` and start to first frame against `python -c pass`, goal 4: `bench_start.py`.)

Each figure is one readable line marked against its goal and one JSON line with its
reference beside it.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
IDLE_SECONDS = float(os.environ.get("BENCH_IDLE_SECONDS", "60"))
SIZE = (800, 480)

APP = """
from companion.app.shell import App
app = App((%d, %d), mode="table", resume=True)
app.render()
if app.top.name == "resume":
    app.open_session()
app.render()
print("READY", flush=True)
app.run()
""" % SIZE

BARE = """
import time, pygame
pygame.display.init()
pygame.display.set_mode((%d, %d))
pygame.display.flip()
print("READY", flush=True)
time.sleep(3600)
""" % SIZE


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


@contextmanager
def child(script: str, env: dict):
    process = subprocess.Popen([sys.executable, "-c", script], env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout.readline().strip() == "READY"
        yield process
    finally:
        process.kill()
        process.wait()


def idle_figures(driver: str, env: dict) -> None:
    with child(APP, env) as app, child(BARE, env) as bare:
        time.sleep(2)
        before, wall = cpu_seconds(app.pid), time.perf_counter()
        time.sleep(IDLE_SECONDS)
        share = (cpu_seconds(app.pid) - before) / (time.perf_counter() - wall) * 100
        app_mb, bare_mb = rss_mb(app.pid), rss_mb(bare.pid)
    print(f"idle CPU, {driver:5} over {IDLE_SECONDS:3.0f} s        {share:6.2f} %   (goal ≤ 0.5 %: {_mark(share <= 0.5)})")
    print(f"RSS, {driver:5} {SIZE[0]}x{SIZE[1]}          {app_mb:6.1f} MB  bare window {bare_mb:.1f} MB, "
          f"+{app_mb - bare_mb:.1f} MB (goal ≤ +30: {_mark(app_mb - bare_mb <= 30)})")
    print(json.dumps({"bench": "idle", "driver": driver, "seconds": IDLE_SECONDS, "cpu_percent": round(share, 3),
                      "goal_percent": 0.5}))
    print(json.dumps({"bench": "memory", "driver": driver, "size": f"{SIZE[0]}x{SIZE[1]}", "rss_mb": round(app_mb, 1),
                      "reference_bare_window_mb": round(bare_mb, 1), "goal_extra_mb": 30}))


@contextmanager
def x_server():
    """A private Xvfb display, or None when Xvfb is not installed."""
    if not shutil.which("Xvfb"):
        yield None
        return
    display = f":{90 + os.getpid() % 50}"
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.5)
    try:
        yield display
    finally:
        server.terminate()
        server.wait()


def _mark(ok: bool) -> str:
    return "ok" if ok else "OVER"


REST_STATES = ("aurum-bids", "numereum-bids", "pikoko-bets", "fievre-reveal", "fievre-telegraph-sheet")
OTHER_SCREENS = ("numereum-raise-sheet", "aurum-trick", "pikoko-play", "fievre-auction")  # shown before each


def rest_figures(sizes=((800, 480), (1920, 1080))) -> None:
    """Per table screen: the rest's own ms, the MB of pictures kept, and the frame after a
    tap (the screen's last action taken back and again) with and without a rest before it;
    also the collection of young garbage after that frame (`memory.tidy`). CPU ms, best of 5."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import _frame
    from companion.app import memory, staging
    states = dict(staging.states())
    worst = 0.0
    for size in sizes:
        label = f"{size[0]}x{size[1]}"
        for name in REST_STATES:
            app = staging.fresh_app(size, "table", "en")

            def busy():  # other screens first, as in play: the caches hold more than this one
                for other in OTHER_SCREENS + (name,):
                    app.go_home()
                    staging.stage(app, states[other])
                    app.render()

            busy()
            untap, tap = _frame.retake_last_action(app)
            quick = dict(frames=1, batches=5)
            # without a rest, the same garbage left (a rest ends with a full collection, and a
            # collection the interpreter starts in a timed frame would count against the other)
            tap_ms = _frame.best_ms(lambda: _frame.frame(app), before=lambda: (gc.collect(), untap(), tap()), **quick)
            # the young garbage collected after each frame (`memory.tidy`, idle time in the loop)
            tidy_ms = _frame.best_ms(memory.tidy, before=lambda: (untap(), tap(), _frame.frame(app)), **quick)
            held = memory.pixels_held()
            rest_ms = _frame.best_ms(lambda: memory.rest(app), before=busy, **quick)
            kept = memory.pixels_held()
            after_ms = _frame.best_ms(lambda: _frame.frame(app), before=lambda: (memory.rest(app), untap(), tap()), **quick)
            ratio = after_ms / tap_ms
            worst = max(worst, ratio)
            print(f"rest {label:9} {name:24} rest {rest_ms:6.1f} ms, pictures {held / 2**20:5.1f} → {kept / 2**20:5.1f} MB; "
                  f"frame after a tap {tap_ms:5.2f} ms (then young garbage {tidy_ms:4.2f} ms), after a rest "
                  f"{after_ms:5.2f} ms: {ratio:4.2f}×")
            print(json.dumps({"bench": "rest", "size": label, "state": name, "rest_ms": round(rest_ms, 2),
                              "pictures_mb": round(held / 2**20, 2), "kept_mb": round(kept / 2**20, 2),
                              "tap_after_rest_ms": round(after_ms, 3), "reference_tap_ms": round(tap_ms, 3),
                              "ratio": round(ratio, 2), "tidy_ms": round(tidy_ms, 3)}))
    print(f"rest: the frame after a tap after a rest is at worst {worst:.2f}× the same frame without it")


def main(argv: list[str]) -> None:
    if "--idle" not in argv:
        rest_figures()
    if "--rest" in argv:
        return
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, COMPANION_DATA_DIR=data, PYTHONPATH=str(ROOT), SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("COMPANION_CONFIG_DIR", None)
        # bytecode cached, as an installed app runs (pip compiles it): without it every start
        # compiles every module again (PYTHONDONTWRITEBYTECODE in a CI or sandbox environment)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(data) / "pycache")
        subprocess.run([sys.executable, "-c",  # an unfinished game on disk: the app idles on its table
                        "from companion.app.tables.numereum import sample_session; sample_session(5, saved=True)"],
                       env=dict(env, SDL_VIDEODRIVER="dummy"), check=True)
        dummy = dict(env, SDL_VIDEODRIVER="dummy")
        idle_figures("dummy", dummy)
        with x_server() as display:
            if display is None:
                print("idle CPU and RSS on X11: Xvfb is not installed, skipped")
            else:
                idle_figures("x11", dict(env, SDL_VIDEODRIVER="x11", DISPLAY=display))


if __name__ == "__main__":
    main(sys.argv[1:])
