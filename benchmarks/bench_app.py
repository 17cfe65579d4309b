"""The table app: frame time of the busiest screen at 1920×1080 (≤ 2 ms; Numereum's long
reserve with every bid button, table and wall mode: see `_frame.py` for what each figure
is), start to first frame (≤ 1 s), idle CPU over 10 s (< 2 %), memory of the running app
(≤ 150 MB RSS).

Headless (SDL dummy driver). Start, idle CPU and RSS are measured on a real child process
running the real loop; the frame times in this process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import _frame

ROOT = _frame.ROOT
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


def frame_times() -> None:
    from companion.app.tables.numereum import NumereumTable, _busy, sample_session

    def busy(app):
        _busy(app)

    for mode in _frame.MODES:
        # the busiest screen: a 17-card reserve, all bid buttons; a tap = a seat picks its bid
        app = _frame.staged(busy, mode)
        scene, counter = app.top, iter(range(10 ** 9))
        _frame.report("numereum-busy pick", app, mode,
                      tap=lambda: scene.pick.__setitem__(0, ("B70", "B80")[next(counter) % 2]))
        _frame.report("numereum-busy redo", app, mode)   # the last action taken back and again
        for name, count, choose in (("combine", 5, lambda s, i: s.selected.__setitem__(0, [0, 1, 2][: 2 + i % 2])),
                                    ("keypad", 13, lambda s, i: s.digits.__setitem__(0, "5"[: i % 2]))):
            def stage(app, count=count, name=name):
                app.session = sample_session(count)
                table = NumereumTable(app, app.session)
                table.typing[0] = "bid" if name == "keypad" else None
                app.push(table)
            app = _frame.staged(stage, mode)
            scene, counter = app.top, iter(range(10 ** 9))
            _frame.report(f"numereum-{name}", app, mode, tap=lambda s=scene, c=counter, f=choose: f(s, next(c)))


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
