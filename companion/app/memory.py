"""Bounded caches: a kiosk draws all day, so everything kept for speed has a bound.

`Lru` is the one cache type the app's drawing uses (text pictures, fonts, fitted sizes,
wrapped lines, panel faces…): least recently used entries go first, so a long session
keeps what the current screens need and nothing of the thousand screens before. Every
`Lru` registers under a name; `cache_sizes()` reports them with the kept panel pictures
(the soak script prints it), `live()` counts the Surfaces or Fonts still alive (the memory
tests check both).
"""

from __future__ import annotations

import gc
from collections import OrderedDict

_caches: dict[str, "Lru"] = {}


class Lru:
    """A dict that keeps at most `limit` entries, dropping the least recently used; with
    `budget`, also at most that many bytes as measured by `weigh(value)` (pictures)."""

    def __init__(self, name: str, limit: int, *, budget: int | None = None, weigh=None):
        self.name, self.limit, self.budget, self.weigh = name, limit, budget, weigh
        self._items: OrderedDict = OrderedDict()
        self.bytes = 0
        _caches[name] = self

    def get(self, key, default=None):
        found = self._items.get(key, _MISSING)
        if found is _MISSING:
            return default
        self._items.move_to_end(key)
        return found

    def put(self, key, value):
        self.pop(key)
        self._items[key] = value
        self.bytes += self._weight(value)
        while len(self._items) > 1 and (len(self._items) > self.limit
                                        or (self.budget is not None and self.bytes > self.budget)):
            _, dropped = self._items.popitem(last=False)
            self.bytes -= self._weight(dropped)
        return value

    def pop(self, key, default=None):
        found = self._items.pop(key, _MISSING)
        if found is _MISSING:
            return default
        self.bytes -= self._weight(found)
        return found

    def _weight(self, value) -> int:
        return self.weigh(value) if self.weigh is not None else 0

    def __contains__(self, key) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def values(self):
        return list(self._items.values())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def surface_bytes(surface) -> int:
    """What a pygame Surface's pixels take."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


_MISSING = object()


def caches() -> dict[str, Lru]:
    return dict(_caches)


def cache_sizes(app=None) -> dict[str, tuple[int, int]]:
    """(entries, bytes) of every registered cache and of the kept panel pictures; with the
    app, its scene stack and toasts (bytes 0: not measured)."""
    sizes = {name: (len(cache), cache.bytes) for name, cache in sorted(_caches.items())}
    from companion.app import widgets
    sizes["panel pictures"] = (len(widgets._panels), sum(p.bytes() for p in widgets._panels.values()))
    sizes["spare panel surfaces"] = (len(widgets._spares), sum(surface_bytes(s) for s in widgets._spares))
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
