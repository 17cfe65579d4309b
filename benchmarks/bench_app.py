"""The table app: frame time of the busiest screen at 1920×1080 (≤ 2 ms), start to first
frame (≤ 1 s), idle CPU over 10 s (< 2 %), memory of the running app (≤ 150 MB RSS).

Headless (SDL dummy driver). Start, idle CPU and RSS are measured on a real child process
running the real loop; the frame time in this process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

IDLE_SECONDS = 10

CHILD = """
import os, sys, time
started = float(sys.argv[1])
from companion.app.shell import App
app = App((1920, 1080), mode="table", resume=True)
app.render()
print("FIRST", time.time() - started, flush=True)
if app.top.name == "resume":
    app.open_session()       # idle on the busiest screen: the game table
app.render()
print("READY", flush=True)
app.run()
"""


def best_ms(work, frames: int = 40, batches: int = 7) -> float:
    """CPU time per frame, best batch: other work on a shared machine only ever adds time."""
    best = float("inf")
    for _ in range(batches):
        start = time.process_time()
        for _ in range(frames):
            work()
        best = min(best, (time.process_time() - start) / frames * 1000)
    return best


def frame_times() -> None:
    from companion.app import staging, widgets
    from companion.app.tables.numereum import NumereumTable, _busy, sample_session

    with tempfile.TemporaryDirectory() as data:
        os.environ["COMPANION_DATA_DIR"] = data
        for mode in ("table", "wall"):
            for name, count, seat_tap in (("busy", None, lambda s, i: s.pick.__setitem__(0, ("B70", "B80")[i % 2])),
                                          ("bids", 3, lambda s, i: s.pick.__setitem__(0, ("B80", "B90")[i % 2])),
                                          ("combine", 5, lambda s, i: s.selected.__setitem__(0, [0, 1, 2][: 2 + i % 2])),
                                          ("keypad", 13, lambda s, i: s.digits.__setitem__(0, "5"[: i % 2]))):
                app = staging.fresh_app((1920, 1080), mode, "en")
                if count is None:  # a 17-card reserve, all bid buttons: the busiest screen
                    _busy(app)
                    scene = app.top
                else:
                    app.session = sample_session(count)
                    scene = NumereumTable(app, app.session)
                    scene.typing[0] = "bid" if name == "keypad" else None
                    app.push(scene)
                app.render()
                counter = iter(range(10 ** 9))

                def cold():  # nothing kept: every widget of the screen built and drawn
                    widgets._panels.clear()
                    app.full_redraw()
                    app.render()

                def after_tap():  # one seat changed its choice: rebuild, draw what changed
                    seat_tap(scene, next(counter))
                    app.invalidate()
                    app.render()

                def press():  # a finger goes down on a card: the highlight only
                    app.pressed = next(w for w in app.leaves() if w.id in ("bid:0:B10", "bid:0:B90", "reserve:0:0",
                                                                               "bkey:0:1"))
                    app.needs_draw = True
                    app.render()
                    app.pressed = None

                print(f"frame 1920x1080 numereum-{name:8} {mode:5}  full {best_ms(cold):5.2f} ms"
                      f"  after a tap {best_ms(after_tap):5.2f} ms  press {best_ms(press):5.2f} ms  (target ≤ 2 ms)")


def child_figures() -> None:
    with tempfile.TemporaryDirectory() as data:
        env = dict(os.environ, COMPANION_DATA_DIR=data, PYTHONPATH=str(ROOT))
        # an unfinished game on disk, so the child resumes to the game table
        subprocess.run([sys.executable, "-c",
                        "from companion.app.tables.numereum import sample_session; sample_session(5, saved=True)"],
                       env=env, check=True)
        child = subprocess.Popen([sys.executable, "-c", CHILD, repr(time.time())], env=env,
                                 stdout=subprocess.PIPE, text=True)
        try:
            first = child.stdout.readline().split()
            print(f"start to first frame        {float(first[1]) * 1000:6.0f} ms  (target ≤ 1000 ms)")
            assert child.stdout.readline().strip() == "READY"
            time.sleep(1)
            before = cpu_seconds(child.pid)
            wall = time.perf_counter()
            time.sleep(IDLE_SECONDS)
            used = cpu_seconds(child.pid) - before
            share = used / (time.perf_counter() - wall) * 100
            print(f"idle CPU over {IDLE_SECONDS} s           {share:6.2f} %   (target < 2 %)")
            print(f"memory (RSS), game table    {rss_mb(child.pid):6.1f} MB  (target ≤ 150 MB)")
        finally:
            child.kill()
            child.wait()


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    frame_times()
    if Path("/proc/self/stat").exists():
        child_figures()
    else:
        print("start, idle CPU and RSS need /proc (Linux); skipped")


if __name__ == "__main__":
    main()
