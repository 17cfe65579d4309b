"""The caches of words and layouts are bounded to a few screens (their bounds set the peak of
Python's memory in play, which pymalloc keeps: `memory`), never below one screen: drawing
any screen a second time measures, fits, lays out and wraps nothing afresh, and makes no
Aurum sheet card or Fièvre chip layout anew."""

from __future__ import annotations

import pytest

from companion.app import memory, staging

WORDS = ("text sizes", "fitted sizes", "label layouts", "wrapped lines")
TABLES = ("aurum sheet cards", "fievre chip layouts")   # the tables' biggest entries (~10 and ~3 KB)


def misses() -> dict[str, int]:
    caches = memory.caches()   # (a table's caches are there once its module is loaded)
    return {name: caches[name].puts for name in WORDS + TABLES if name in caches}


@pytest.mark.parametrize("size", [(800, 480), (720, 1280)])
def test_every_screen_drawn_again_finds_all_its_words_and_layouts_kept(size):
    app = staging.fresh_app(size, "table", "en")
    for name, stage in staging.states():
        app.go_home()
        app.render()
        staging.stage(app, stage)
        app.render()
        before = misses()
        app.full_redraw()   # every widget built and drawn again (panel pictures too)
        app.render()
        # (a table's own caches go with the table left behind, when the collector runs)
        after = {cache: puts for cache, puts in misses().items() if cache in before}
        assert after == {cache: puts for cache, puts in before.items() if cache in after}, \
            f"{name}: measured again, {after} against {before}"


def test_the_bounds_hold_several_of_the_busiest_screens():
    """The rules of Fièvre measure the most texts; a bound under a few of its screens would
    thrash as players go between the rules and a table."""
    app = staging.fresh_app((800, 480), "table", "en")
    for name in WORDS:
        memory.caches()[name].clear()
    staging.stage(app, dict(staging.states())["fievre-rules"])
    app.render()
    used = {name: len(memory.caches()[name]) for name in WORDS}
    assert all(memory.caches()[name].limit >= 2 * used[name] for name in WORDS), used
