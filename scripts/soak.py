"""Soak test (not part of CI): a café's day of play, headless; is memory flat or growing?

    scripts/soak [--sizes 800x480,1920x1080] [--rounds N] [--taps N] [--rotate R] [--seed S]
                 [--ceiling-screens N] [--no-rest] [--objects]

For each window size (its own process, so each RSS is its own), `--rounds` rounds, each of
one random legal game of each of the four games in table mode and again in wall mode (other
players, other names), played action by action through the app as taps would (every frame
drawn; now and then an action undone and taken again), each game followed by random taps on
a locked kiosk (most on a button of the screen: menus, history, settings, new games, the
game-over; now and then left idle until the attract screen shows, or Escape), `--taps` of
them in all; the app's loop work between frames (`memory.at_ease`) after each. After each
game, back on the home screen: one JSON line with the RSS, a bare pygame-ce window's RSS at
the same size measured in the same run (issue 16 goal 5: RSS ≤ bare + 30 MB), the bytes of
every cache of pixels and their shared ceiling (`companion/app/memory.py`), and the Python
objects alive; each reading also gives the RSS in use ("in use": after the C allocator gave
back what it holds free, `memory.give_back(force=True)`, glibc only), which wobbles less,
and the RSS at rest ("rest": the app then left alone on home for `memory.REST_SECONDS`, as
players do between games: `memory.rest`; the next game starts from there; `--no-rest`: the
next game starts at once, the caches as play left them, as before the rest existed).
Then a verdict per size: the RSS at rest (without rest: in use) after half the rounds
(every table seen in both modes, the caches of words and layouts, bounded by entries, full
after four or five) against the end, and its slope over the second half; exit status 1
when memory still grows. `--objects` also prints which kinds of Python objects grew
between the first round and the end; `--ceiling-screens` tries another shared ceiling
(the verdict line gives the pictures drawn afresh per action: what a lower one costs).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "aurum"), str(ROOT / "tests" / "numereum")]  # the tests' random tables
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("aurum", "numereum", "pikoko", "fievre")
MODES = ("table", "wall")
GOAL_EXTRA_MB = 30.0   # issue 16 goal 5: RSS ≤ a bare pygame-ce window + 30 MB at the same size
GROWTH_LIMIT = 4.0     # MB in use over the second half: the pymalloc arenas and the C
                       # allocator's free lists wobble by a few MB
SLOPE_LIMIT = 1.0      # MB per round over the later rounds: more than this is a leak
UNDO_EVERY = 7         # an action in seven is undone and taken again, as players do
NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Mia", "Lou", "Noor", "Karl", "Sam", "Iris", "Jules"]

BARE = """
import sys, time, pygame
pygame.display.init()
pygame.display.set_mode((int(sys.argv[1]), int(sys.argv[2])))
pygame.display.flip()
print("READY", flush=True)
sys.stdin.read()
"""


def rss_mb(pid: int | str = "self") -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource  # not Linux: the peak is the best we have
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def bare_window_mb(size: tuple[int, int]) -> float:
    """RSS of a bare pygame-ce window of `size` (same interpreter and driver), its frame shown."""
    child = subprocess.Popen([sys.executable, "-c", BARE, *map(str, size)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True)
    try:
        if child.stdout.readline().strip() != "READY":
            return float("nan")
        return rss_mb(child.pid)
    finally:
        child.stdin.close()
        child.wait(timeout=30)


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of y against x."""
    if len(points) < 2:
        return 0.0
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    var = sum((x - mx) ** 2 for x in xs)
    return 0.0 if not var else sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / var


class Reading(NamedTuple):
    games: int      # games played so far
    rss: float      # MB, as the app runs
    in_use: float   # MB, once the C allocator gave back what it holds free
    rested: float   # MB, once the app rested on home (`memory.rest`; without: in_use)
    pixels: float   # MB held by the caches of pixels
    made: int       # pictures drawn afresh so far (entries put in the caches of pixels)
    work: int       # actions and taps so far


# -- random legal games (the tests' own simulated tables and the engines' samples) ---------------
def random_game(game: str, seed: int) -> tuple[list[str], dict, list[dict]]:
    """(players, options, actions) of a whole random legal game of `game`."""
    rng = random.Random(seed)
    if game == "aurum":
        from aurum_table_sim import Table as AurumTable
        count = rng.choice((3, 4))
        table = AurumTable(rng, count, {"first": seed % count})
        table.play_game(max_rounds=3)
        players, options, actions = count, {"first": seed % count}, table.actions
    elif game == "numereum":
        from numereum_table import Table as NumereumTable
        data = NumereumTable(rng).play().record()
        players, options, actions = len(data["players"]), data["options"], data["actions"]
    elif game == "pikoko":
        from companion.games.pikoko.sample import default_options
        from companion.games.pikoko.sample import random_game as pikoko_game
        players = rng.choice((3, 4, 5))
        actions, _ = pikoko_game(players, seed, first=0)
        options = default_options(players, 0)
    else:
        from companion.games.fievre.sample import random_record
        data = random_record(rng.choice((3, 4, 5)), seed)
        players, options, actions = len(data["players"]), data["options"], data["actions"]
    names = [f"{name} {seed % 97}" for name in rng.sample(NAMES, players)]  # other guests, other names
    return names, options, actions


# -- the app, driven ----------------------------------------------------------------------------
class Driver:
    """One app at one size on a locked kiosk, with its own fake clock and random taps."""

    def __init__(self, size: tuple[int, int], rotate: int, seed: int):
        import pygame
        from companion.app.shell import App
        from companion.app.testing import ManualClock
        from companion.kiosk.settings import Settings
        self.pygame = pygame
        self.clock = ManualClock()
        self.app = App(size, fullscreen=False, resume=False, kiosk=True, rotate=rotate)
        self.app.kiosk.use_clock(self.clock)
        self.app.kiosk.settings = Settings(kiosk=True, idle_minutes=5)
        self.physical = pygame.display.get_surface().get_size()
        self.rng = random.Random(seed)
        self.actions = self.taps = self.frames_attract = self.closed = 0
        self.app.render()

    def tap(self, logical) -> None:
        from companion.kiosk import rotation as turn
        pygame, app = self.pygame, self.app
        x, y = turn.to_physical(logical, self.physical, app.kiosk.rotation)
        where = dict(touch_id=1, finger_id=0, x=(x + 0.5) / self.physical[0], y=(y + 0.5) / self.physical[1],
                     dx=0.0, dy=0.0)
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, where))
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, where))
        app.pump()
        self.idle()

    def random_tap(self) -> None:
        """Mostly on a button of the current screen, the rest anywhere; now and then the
        table left alone until the attract screen shows, or Escape and a close request."""
        from companion.app.scenes.kiosk_attract import Attract
        pygame, app, rng = self.pygame, self.app, self.rng
        self.clock.now += 0.5
        roll = rng.random()
        if roll < 0.002:
            self.clock.now += 5 * 60 + 1
            app.step()
            self.frames_attract += isinstance(app.top, Attract)
        elif roll < 0.004:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
            app.pump()
        targets = [w for w in app.leaves() if w.touchable and w.enabled]
        if targets and rng.random() < 0.85:
            rect = rng.choice(targets).screen_rect().clip(app.window.get_rect())
            if rect.width and rect.height:
                self.tap((rng.randrange(rect.left, rect.right), rng.randrange(rect.top, rect.bottom)))
        else:
            width, height = app.window.get_size()
            self.tap((rng.randrange(width), rng.randrange(height)))
        self.taps += 1
        if not app.running:
            raise SystemExit("the app closed: a kiosk must not")

    def idle(self) -> None:
        """What the app's loop does once a frame is on screen and nothing waits (the soak
        never waits: each action or tap is input, the rest comes at the readings)."""
        from companion.app import memory
        self.app.prepare_undo()
        memory.stirred()
        memory.at_ease(self.app)

    def play(self, game: str, mode: str, seed: int) -> None:
        """A whole game on the table, each action drawn; one in UNDO_EVERY undone and taken again."""
        app = self.app
        players, options, actions = random_game(game, seed)
        app.settings.mode = mode
        app.start_game(game, players, options)
        app.render()
        session = app.session
        for number, action in enumerate(actions, 1):
            self.clock.now += 2
            if app.session is not session:   # the table closed itself (a bug: its message is on screen)
                print(f"{game} (seed {seed}): the table closed after action {number - 1}", file=sys.stderr)
                self.closed += 1
                return
            if not enter(app, action):
                raise SystemExit(f"{game} (seed {seed}) refused action {number} {action}")
            app.render()
            self.idle()
            if number % UNDO_EVERY == 0 and number < len(actions):
                app.undo()
                app.render()
                enter(app, action)
                app.render()
            self.actions += 1
        app.render()  # the game-over opens after the last move's frame
        app.render()


# An action players enter on a scene that closes once it is entered: the trump grid opens by
# itself at each Pikoko round and a tap on its card closes it; an action submitted without it
# left the grid open over the whole game, hiding Pikoko's table from every frame.
ENTERED_ON = {"trump": "pikoko-trump"}


def enter(app, action: dict) -> bool:
    """An action entered as a player's tap enters it: the announcements before it read, the
    action submitted, and the scene it is entered on closed; False when refused."""
    read_announcements(app)
    if not app.submit(action):
        return False
    if app.top.name == ENTERED_ON.get(action.get("do")):
        app.pop(app.top)
    return True


def read_announcements(app) -> None:
    """What a player's accepted tap does before its action: the announcements of the move
    before are read and go (without it each announcement would carry all those before it)."""
    app.toasts = [toast for toast in app.toasts if not (toast.error or toast.passing)]


def cache_mb() -> dict[str, float]:
    """MB held by every cache of pixels (and the spare panel surfaces), largest first."""
    from companion.app import memory
    sizes = {name: size / 2**20 for name, (_, size) in memory.cache_sizes().items() if size}
    return dict(sorted(sizes.items(), key=lambda kv: -kv[1]))


def soak_one(size: tuple[int, int], args) -> int:
    """The whole soak at one window size, in this process; 1 when memory grows."""
    folder = Path(tempfile.mkdtemp(prefix="companion-soak-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None))
    os.environ["COMPANION_DATA_DIR"] = str(folder / "data")
    os.environ["COMPANION_CONFIG_DIR"] = str(folder / "config")
    from companion.app import history, memory

    label = f"{size[0]}x{size[1]}"
    if args.ceiling_screens:
        memory.CEILING_SCREENS = args.ceiling_screens
    bare = bare_window_mb(size)
    driver = Driver(size, args.rotate, args.seed)
    app = driver.app
    per_game = max(0, args.taps // (args.rounds * len(MODES) * len(GAMES)))
    began = time.perf_counter()
    readings: list[Reading] = []
    objects: dict[int, Counter] = {}

    def reading(games: int, game: str, mode: str) -> None:
        gc.collect()
        now = rss_mb()
        in_use = rss_mb() if memory.give_back(force=True) else now
        held, spares = memory.pixels_held(), memory.cache_sizes()["spare panel surfaces"][1]
        made = sum(cache.puts for cache in memory._pixels)   # pixels drawn afresh: what the caches did not hold
        rested = in_use
        if not args.no_rest:
            memory.rest(app)
            rested = rss_mb()
        readings.append(Reading(games, now, in_use, rested, held / 2**20, made, driver.actions + driver.taps))
        if args.objects and games and games % (len(MODES) * len(GAMES)) == 0:
            objects[games] = Counter(type(obj).__name__ for obj in gc.get_objects())
        caches = cache_mb()
        top = ", ".join(f"{name} {mb:.1f}" for name, mb in list(caches.items())[:6])
        print(f"{label} {games:3} games {driver.actions:6} actions {time.perf_counter() - began:5.0f} s  RSS {now:6.1f} MB "
              f"(bare {bare:.1f}, {now - bare:+.1f}; in use {in_use:.1f}; at rest {rested:.1f}, {rested - bare:+.1f})  "
              f"pixels {held / 2**20:.1f} / ceiling {memory.ceiling() / 2**20:.0f} MB + spares {spares / 2**20:.1f}: {top}",
              flush=True)
        print(json.dumps({"bench": "soak", "size": label, "rotate": args.rotate, "games": games, "game": game, "mode": mode,
                          "actions": driver.actions, "rss_mb": round(now, 1), "reference_bare_window_mb": round(bare, 1),
                          "extra_mb": round(now - bare, 1), "goal_extra_mb": GOAL_EXTRA_MB,
                          "pixels_mb": round(held / 2**20, 2), "ceiling_mb": round(memory.ceiling() / 2**20, 2),
                          "spares_mb": round(spares / 2**20, 2), "python_objects": len(gc.get_objects()),
                          "pictures_made": made,
                          "caches_mb": {name: round(mb, 2) for name, mb in caches.items()},
                          "in_use_rss_mb": round(in_use, 1), "rest_rss_mb": round(rested, 1),
                          "rest_extra_mb": round(rested - bare, 1)}), flush=True)

    reading(0, "", "")
    games = 0
    for round_number in range(args.rounds):
        for mode in MODES:
            for game in GAMES:
                games += 1
                driver.play(game, mode, seed=args.seed * 1000 + games)
                for _ in range(per_game):
                    driver.random_tap()
                app.go_home()
                app.render()
                reading(games, game, mode)

    per_round = len(MODES) * len(GAMES)
    warm = per_round * max(1, args.rounds // 2)
    warm_round = warm // per_round
    first = next(reading for reading in readings if reading.games == warm)
    later = [(reading.games // per_round, reading.rested) for reading in readings
             if reading.games >= warm and reading.games % per_round == 0]
    end = readings[-1]
    growth, per_round_slope = end.rested - first.rested, slope(later)
    growing = args.rounds > 1 and (growth > GROWTH_LIMIT or per_round_slope > SLOPE_LIMIT)
    extra, rest_extra = end.rss - bare, end.rested - bare
    measured = "in use" if args.no_rest else "at rest"
    made = (end.made - first.made) / max(1, end.work - first.work)  # what a lower ceiling costs
    ceiling_mb = memory.ceiling() / 2**20
    print(f"{label}: {games} games ({driver.actions} actions, frames {app.frames}, attract screens "
          f"{driver.frames_attract}, filed in the history {len(history.finished_games(1_000_000))}) in "
          f"{time.perf_counter() - began:.0f} s; RSS {measured} after round {warm_round} {first.rested:.1f} MB, end "
          f"{end.rested:.1f} MB ({growth:+.1f}; {per_round_slope:+.2f} MB a round); bare window {bare:.1f} MB; "
          f"RSS at the end of the last game {end.rss:.1f} MB: {extra:+.1f}, {measured} {end.rested:.1f} MB: "
          f"{rest_extra:+.1f} (goal ≤ +{GOAL_EXTRA_MB:.0f}: {'ok' if rest_extra <= GOAL_EXTRA_MB else 'OVER'}); "
          f"pictures drawn afresh after round {warm_round}: "
          f"{made:.2f} an action or tap (ceiling {ceiling_mb:.0f} MB)")
    print(f"verdict {label}: {'GROWING' if growing else 'flat' if args.rounds > 1 else 'one round: no verdict'} "
          f"(limits: {GROWTH_LIMIT:+.1f} MB after round {warm_round}, {SLOPE_LIMIT:+.1f} MB a round)")
    print(json.dumps({"bench": "soak-verdict", "size": label, "rotate": args.rotate, "games": games,
                      "actions": driver.actions, "rss_mb": round(end.rss, 1), "reference_bare_window_mb": round(bare, 1),
                      "extra_mb": round(extra, 1), "goal_extra_mb": GOAL_EXTRA_MB, "in_use_rss_mb": round(end.in_use, 1),
                      "rest": not args.no_rest, "rest_rss_mb": round(end.rested, 1), "rest_extra_mb": round(rest_extra, 1),
                      "warm_mb": round(first.rested, 1), "warm_after_rounds": warm_round,
                      "growth_mb": round(growth, 1), "slope_mb_per_round": round(per_round_slope, 2),
                      "pixels_mb": round(end.pixels, 2), "ceiling_mb": round(ceiling_mb, 2),
                      "pictures_made_per_action": round(made, 3), "verdict": "growing" if growing else "flat"}),
          flush=True)
    if objects:
        start, last = objects[min(objects)], objects[max(objects)]
        grew = sorted(((last[kind] - start[kind], kind) for kind in last), reverse=True)[:12]
        print(f"{label} Python objects grown since round 1: " + ", ".join(f"{kind} {n:+}" for n, kind in grew if n > 0))
    driver.pygame.quit()
    return 1 if growing else 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="soak", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", "--size", default="800x480,1920x1080", help="window sizes, comma separated")
    parser.add_argument("--rounds", type=int, default=4, help="rounds of the four games in both modes (default 4)")
    parser.add_argument("--taps", type=int, default=4000, help="random taps in all, spread after the games")
    parser.add_argument("--rotate", type=int, default=0, choices=(0, 90, 180, 270))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ceiling-screens", type=float, help="try another shared ceiling of the pixel caches "
                        "(memory.CEILING_SCREENS), to choose it with figures")
    parser.add_argument("--no-rest", action="store_true", help="never leave the app alone between games "
                        "(no `memory.rest`): the RSS as play leaves it")
    parser.add_argument("--objects", action="store_true", help="diagnostic: which Python objects grew")
    args = parser.parse_args(argv)
    try:
        sizes = [tuple(int(v) for v in size.split("x")) for size in args.sizes.split(",")]
        if any(len(size) != 2 or min(size) < 100 for size in sizes):
            raise ValueError
    except ValueError:
        parser.error(f"--sizes: WIDTHxHEIGHT[,WIDTHxHEIGHT…], got {args.sizes!r}")
    args.rounds = max(1, args.rounds)
    if len(sizes) == 1:
        return soak_one(sizes[0], args)
    status = 0
    for width, height in sizes:  # one process each: each RSS is that size's alone
        rest = [a for a in (argv if argv is not None else sys.argv[1:])]
        command = [sys.executable, __file__, *strip_sizes(rest), "--sizes", f"{width}x{height}"]
        status |= subprocess.run(command).returncode
    return status


def strip_sizes(argv: list[str]) -> list[str]:
    """The command line without its --sizes/--size option."""
    out, skip = [], False
    for item in argv:
        if skip:
            skip = False
        elif item in ("--sizes", "--size"):
            skip = True
        elif not item.startswith(("--sizes=", "--size=")):
            out.append(item)
    return out


if __name__ == "__main__":
    sys.exit(main())
