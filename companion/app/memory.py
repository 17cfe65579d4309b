"""Bounded caches: a kiosk draws all day, so everything kept for speed has a bound.

`Lru` is the one cache type the app's drawing uses (text pictures, fonts, fitted sizes,
wrapped lines, panel faces…): least recently used entries go first, so a long session
keeps what the current screens need and nothing of the thousand screens before. Every
`Lru` registers under a name; `cache_sizes()` reports them with the spare panel surfaces
(the soak script prints it), `live()` counts the Surfaces or Fonts still alive (the memory
tests check both).

Each cache of pixels (an `Lru` with `weigh`) has its own budget, and together they share
one ceiling (`ceiling()`: CEILING_SCREENS screens of pixels at the window's size): a session
that has shown every table would keep every cache near its own budget, and the sum of the
budgets is several times what issue 16 allows (RSS ≤ a bare window + 30 MB). After each
frame (`trim()`, called by the shell once the frame is drawn, so nothing is dropped while a
panel paints from it) the least recently used entries of all the pixel caches together go
until the sum fits: the pictures of the screens shown last stay, whichever cache holds
them. `give_back()` returns the memory they freed to the system while the app waits.

The caches of words and layouts (text sizes, fitted sizes, label layouts, wrapped lines…)
hold Python objects, bounded by entries: their bounds set the peak of Python's memory in
play, and pymalloc keeps its 1 MiB arenas for good once a few long-lived objects pin each.
Each holds a few screens' worth (the busiest, Fièvre's rules, measures ~850 texts; a table
≤ 100 layouts; an Aurum sheet ~70 cards, ~10 KB of objects each), not thousands: at a
quarter of the bounds the words had, and 150 sheet cards instead of 400, the soak's four
rounds at 800×480 ended 6 MB lower at rest (+26.7 MB over a bare window instead of +32.4),
with 18-43 % more misses of the words' caches (a few µs each) and the same pictures drawn
afresh (`tests/app/test_memory_words.py`: no screen is measured twice).

At rest (`at_ease`, called by the shell's loop whenever a frame is on screen and nothing
waits): the young garbage is collected at once (`tidy`), and once nobody has touched the
app for REST_SECONDS, `rest` keeps only the pictures the screen shown uses and gives the
rest of the memory back: an app left on its home screen after a game, or on a table while
the players talk, holds what that screen needs, not the last eight screens.
"""

from __future__ import annotations

import gc
import time
import weakref
from collections import OrderedDict

# every cache by name, for the reports; weakly: a table's own cache (holding its widgets, and
# through them the table and its game) goes with the table, not at the next one's making
_caches: "weakref.WeakValueDictionary[str, Lru]" = weakref.WeakValueDictionary()
_pixels: list["Lru"] = []   # the caches of pixels (with `weigh`): they share the ceiling
_clock = 0                  # ticks at each use of a pixel cache's entry: "least recently used" across caches

# The ceiling of all the pixel caches together, in screens of pixels at the window's size,
# chosen with figures. The busiest screens (Aurum's bids, Fièvre's reveal under a sheet) use
# 6.2 screens of pixels in their first frame, at 800×480 and 1920×1080 alike (panel pictures,
# their faces upright and turned, the scratch to turn them, the screen under a dialog, cards,
# lines): the ceiling must hold that, or each frame would drop what the next one needs. Above
# it, `scripts/soak --ceiling-screens N` (800×480, 3 rounds of the four games in both modes)
# gave, per action or tap after the first round, pictures drawn afresh / RSS over a bare window:
# 6 screens 6.07 / +56 MB, 8: 5.70 / +61, 10: 5.54 / +64, 16: 5.40 / +75 (no ceiling: +144).
# Eight screens draw 6 % more pictures afresh than sixteen for 14 MB less (66 MB at 1080p).
# Aurum's lead retaken (undo, redo) at 1920×1080 uses 5.2 screens: at six it repaints two
# panels and their faces each time, at eight nothing (as with no ceiling).
CEILING_SCREENS = 8
_screen = 800 * 480 * 4     # bytes of one screen of pixels in the window
_ceiling = CEILING_SCREENS * _screen


def fit_window(width: int, height: int) -> None:
    """Set the shared ceiling for a window of this size (the shell calls it on each new size)."""
    global _ceiling, _screen
    _screen = width * height * 4
    _ceiling = CEILING_SCREENS * _screen


def ceiling() -> int:
    """Bytes all the pixel caches may hold together, after a frame."""
    return _ceiling


def pixels_held() -> int:
    """Bytes all the pixel caches hold now."""
    return sum(cache.bytes for cache in _pixels)


# Pictures dropped go back to the C allocator, which keeps most of that memory: after the
# first big picture freed (a screen under a dialog, a sheet), glibc serves every picture
# smaller than it from its heap and keeps the heap's free holes mapped. The soak at 1920×1080
# measured 252 MB of RSS of which 86 MB free in the allocator (800×480: 96, 14 free).
# `give_back()` returns them (malloc_trim) once the caches have dropped a couple of screens
# of pixels since the last time: the app's loop calls it while nothing waits (it takes a
# few ms at 1080p), never during a frame.
GIVE_BACK_SCREENS = 2
_dropped = 0                # bytes the pixel caches dropped since the last give-back
_libc = None


def give_back(force: bool = False) -> bool:
    """Return the memory freed by dropped pictures to the system (glibc; elsewhere nothing
    to do) when the caches have dropped GIVE_BACK_SCREENS screens of pixels since the last
    time, or `force`; True when it did."""
    global _dropped, _libc
    if not force and _dropped < GIVE_BACK_SCREENS * _screen:
        return False
    _dropped = 0
    if _libc is None:
        try:
            import ctypes
            _libc = ctypes.CDLL("libc.so.6").malloc_trim
        except (OSError, AttributeError):   # not glibc: its allocator gives back on its own
            _libc = False
    if _libc:
        _libc(0)
    return bool(_libc)


def now() -> int:
    """The pixel caches' clock: `used_since(now())` after a frame is what that frame used."""
    return _clock


def used_since(tick: int) -> int:
    """Bytes of the pixel caches' entries used (read or put) after `tick`."""
    return sum(cache._weights[key] for cache in _pixels for key, used in cache._used.items() if used > tick)


def trim() -> int:
    """Drop the least recently used entries of all the pixel caches together until their
    sum fits the ceiling; returns how many went. Cheap when under the ceiling: one sum over
    a few dozen caches. (What the frame just drawn used is the most recent: it goes last.)"""
    held = pixels_held()
    dropped = 0
    while held > _ceiling:
        oldest = min((cache for cache in _pixels if cache._items), key=Lru.oldest_use, default=None)
        if oldest is None:
            break
        held -= oldest.drop_oldest()
        dropped += 1
    return dropped


# -- at rest ----------------------------------------------------------------------------------
# Seconds without input before `rest`: players who think, talk or deal between taps leave a
# table alone for that long. What a rest costs the next tap is only what the screen shown
# does not use (a dialog, a sheet, another table): `benchmarks/bench_idle.py` measures it.
REST_SECONDS = 30.0


class Quiet:
    """How long nobody has touched the app: `due()` once per quiet spell of `seconds`."""

    def __init__(self, seconds: float = REST_SECONDS, clock=time.monotonic):
        self.seconds, self.clock = seconds, clock
        self.since = clock()
        self.rested = False

    def stir(self) -> None:
        """Input: a new quiet spell begins."""
        self.since, self.rested = self.clock(), False

    def due(self) -> bool:
        return not self.rested and self.clock() - self.since >= self.seconds


quiet = Quiet()
_tidied_at = -1     # the app's frame count at the last `tidy`


def stirred() -> None:
    """The loop had input: the rest waits for the next quiet spell."""
    quiet.stir()


def tidy() -> None:
    """Collect the young garbage now, while nothing waits. A scene's widgets hold their
    parent (cycles only the collector frees): left to the collector's own thresholds, the
    trees of the screens before reach its oldest generation and stay until its rare full
    collections, and the peak of Python objects sets how many of pymalloc's 1 MiB arenas the
    process keeps for good (a few live objects pin each). After each frame, a collection of
    the two young generations (a fraction of a ms) kept 22 arenas instead of 27 over the
    soak's eight games at 800×480, RSS at rest 4 MB lower.

    Each such collection counts towards the collector's next full one, which it would start
    inside a frame's work (at the first allocations past its threshold): one frame in eleven
    drew 6-9 ms late in a Numereum game at 800×480 (its frames take ~1.5 ms; on a Pi, a 60 ms
    hitch). So the full collection is made here, while the frame is on screen, whenever the
    collector's count says one is due (it skips some when little has aged since the last;
    this one is always made: 2-4 ms of idle time every eleven frames, after `settle_start_up`)."""
    gc.collect(1)
    if full_collection_due():
        gc.collect()


def full_collection_due() -> bool:
    """Whether the collector would make its next collection a full one (its count of young
    collections since the last full one is past its threshold)."""
    return gc.get_count()[2] > gc.get_threshold()[2]


def settle_start_up() -> None:
    """At start-up, once the app's code is loaded: what is loaded so far (modules, classes,
    words: ~22,000 objects) lives as long as the app, so it goes out of the collector's sight
    (`gc.freeze`), and a full collection walks what the screens made since: 0.3 ms instead of
    5 at the start of a game at 800×480, 3 instead of 8 forty actions into it."""
    gc.freeze()


def at_ease(app) -> bool:
    """The loop's work while a frame is on screen and nothing waits: young garbage, dropped
    pictures' memory back to the system, and the rest once a quiet spell is long enough.
    True when it rested."""
    global _tidied_at
    if app.frames != _tidied_at:    # only after a frame: an idle loop wakes each second for nothing
        _tidied_at = app.frames
        tidy()
    give_back()
    if not quiet.due():
        return False
    quiet.rested = True
    rest(app)
    return True


def rest(app) -> int:
    """Keep only the pictures the screen shown uses; give the rest of the memory back.
    The fonts go (each keeps its FreeType face and glyphs: 2 MB after the soak's eight games
    at 800×480); the screen is drawn whole (every widget, not only those changed: each
    picture it shows is used again, each font it needs opened again), then every picture
    older than that frame goes, with the spare panel surfaces and the screen kept whole
    (unless a dialog is open over it); a full collection, and the freed memory goes back to
    the system. Returns how many pictures went. The caches of words and layouts stay: they
    are Python objects, whose memory pymalloc keeps anyway (freeing them gave 0.8 MB of RSS
    back, and would cost the next screens their layouts)."""
    from companion.app import panels
    if "fonts" in _caches:      # (theme's; a test's caches alone have none)
        _caches["fonts"].clear()
    for _ in range(2):   # the first frame after a rebuild may still look up pictures it then replaces
        app.let_go_of_screen()  # (its widgets drawn, not the screen kept whole blitted)
        before = now()
        app.draw_whole()  # (see above)
        app.render()
    app.let_go_of_screen()
    dropped = sum(cache.drop_unused_since(before) for cache in _pixels)
    panels._spares.clear()
    gc.collect()
    give_back(force=True)
    return dropped


class Lru:
    """A dict that keeps at most `limit` entries, dropping the least recently used; with
    `budget`, also at most that many bytes as measured by `weigh(value)` (pictures: those
    caches also share the ceiling, see `trim`). `drop(value)` is told of each entry that
    goes because of a bound (e.g. to reuse its memory), not of one replaced or popped."""

    def __init__(self, name: str, limit: int, *, budget: int | None = None, weigh=None, drop=None):
        self.name, self.limit, self.budget, self.weigh, self.drop = name, limit, budget, weigh, drop
        self._items: OrderedDict = OrderedDict()
        self._used: dict = {}   # key -> the tick of its last use (pixel caches only)
        # key -> its weight when counted: taken off as counted, so a value whose pixels grow
        # while kept (a panel face painted further later) never drives `bytes` below what is
        # held (it did: -34 MB of faces, and the shared ceiling let the rest grow that much)
        self._weights: dict = {}
        self.bytes = 0
        self.puts = 0           # entries made (misses: work a bigger bound would have saved)
        if name in _caches and _caches[name] in _pixels:
            _pixels.remove(_caches[name])   # a module imported again (tests) replaces its cache
        _caches[name] = self
        if weigh is not None:
            _pixels.append(self)

    def get(self, key, default=None):
        found = self._items.get(key, _MISSING)
        if found is _MISSING:
            return default
        self._items.move_to_end(key)
        if self.weigh is not None:
            global _clock
            _clock += 1
            self._used[key] = _clock
        return found

    def put(self, key, value):
        self.puts += 1
        self.pop(key)
        self._items[key] = value
        if self.weigh is not None:
            global _clock
            _clock += 1
            self._used[key] = _clock
            weight = self._weights[key] = self.weigh(value)
            self.bytes += weight
        while len(self._items) > 1 and (len(self._items) > self.limit
                                        or (self.budget is not None and self.bytes > self.budget)):
            self.drop_oldest()
        return value

    def pop(self, key, default=None):
        found = self._items.pop(key, _MISSING)
        if found is _MISSING:
            return default
        if self.weigh is not None:
            self.bytes -= self._weights.pop(key)
            del self._used[key]
        return found

    def reweigh(self, key) -> None:
        """Count again the pixels of an entry that grew or shrank while kept."""
        if self.weigh is not None and key in self._items:
            weight = self.weigh(self._items[key])
            self.bytes += weight - self._weights[key]
            self._weights[key] = weight

    def oldest_use(self) -> int:
        """The tick of the least recently used entry's last use (0 for a cache of counts)."""
        return self._used.get(next(iter(self._items)), 0) if self._items else 0

    def drop_oldest(self) -> int:
        """Drop the least recently used entry (told to `drop`); returns its bytes."""
        global _dropped
        key, dropped = self._items.popitem(last=False)
        weight = 0
        if self.weigh is not None:
            weight = self._weights.pop(key)
            self.bytes -= weight
            _dropped += weight
            del self._used[key]
        if self.drop is not None:
            self.drop(dropped)
        return weight

    def drop_unused_since(self, tick: int) -> int:
        """Drop every entry not used after `tick` (not told to `drop`: their memory goes back);
        returns how many went."""
        old = [key for key, used in self._used.items() if used <= tick]
        for key in old:
            self.pop(key)
        return len(old)

    def __contains__(self, key) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def values(self):
        return list(self._items.values())

    def clear(self) -> None:
        self._items.clear()
        self._used.clear()
        self._weights.clear()
        self.bytes = 0


def surface_bytes(surface) -> int:
    """What a pygame Surface's pixels take."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


_MISSING = object()


def import_without(blocked: str, module: str):
    """`module` imported while `blocked` cannot be, for a library that imports another only
    for compatibility and copes without it: qrcode imports Pillow's drawers (4.8 MB of RSS:
    Pillow, its FreeType, its image libraries) though the app only asks it for a QR matrix.
    Once imported, `module` is what it is (Pillow imported later is used as usual)."""
    import importlib
    import sys
    if module in sys.modules or blocked in sys.modules:
        return importlib.import_module(module)
    sys.modules[blocked] = None     # `import blocked` raises ImportError, which the library catches
    try:
        return importlib.import_module(module)
    finally:
        del sys.modules[blocked]


def caches() -> dict[str, Lru]:
    return dict(_caches)


def cache_sizes(app=None) -> dict[str, tuple[int, int]]:
    """(entries, bytes) of every registered cache and of the spare panel surfaces; with the
    app, its scene stack and toasts (bytes 0: not measured)."""
    sizes = {name: (len(cache), cache.bytes) for name, cache in sorted(_caches.items())}
    from companion.app import panels
    sizes["spare panel surfaces"] = (len(panels._spares), sum(surface_bytes(s) for s in panels._spares))
    if app is not None:
        sizes["scenes"] = (len(app.stack), 0)
        sizes["toasts"] = (len(app.toasts), 0)
    return sizes


def live(kind) -> int:
    """How many objects of `kind` are reachable from Python (pygame's Surfaces and Fonts are
    not tracked by the garbage collector, so this walks from everything that is)."""
    seen: set[int] = set()
    count = 0
    todo = gc.get_objects()
    while todo:
        obj = todo.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, kind):
            count += 1
        if isinstance(obj, (str, bytes, int, float, type(None))):
            continue
        todo.extend(gc.get_referents(obj))
    return count
