"""Every scene, in a representative state, at the four target sizes and in both modes:
no text overflows its box, every touch target is at least ~9 mm, nothing overlaps.

The states come from `companion.app.staging.states()` (each game's table registers its
own), grouped per game so a problem is reported against the table that has it."""

from __future__ import annotations

import pytest

from companion.app import staging, tables, testing
from companion.text import DEFAULT, LANGUAGES

SIZES = [(800, 480), (1280, 800), (1920, 1080), (720, 1280)]
GROUPS = ["app", *tables.all_games()]


def group_of(name: str) -> str:
    return next((game for game in tables.all_games() if name.startswith(game + "-") or name == game), "app")


def problems(group, size, mode, lang):
    found, names = [], []
    for name, stage in staging.states():
        if group_of(name) != group:
            continue
        app = staging.fresh_app(size, mode, lang)
        staging.stage(app, stage)
        names.append(name)
        found += [f"{name} {size[0]}x{size[1]} {mode} {lang}: {problem}" for problem in testing.layout_problems(app)]
    return names, found


@pytest.mark.parametrize("group", GROUPS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_layout_of_every_scene(group, size):
    names = []
    for mode in ("table", "wall"):
        shown, found = problems(group, size, mode, "en")
        names += shown
        assert found == []
    if group == "app":
        assert {"home", "settings", "history", "keyboard", "damaged-save"} <= set(names)
    if group == "numereum":
        assert {"numereum-bids", "numereum-combine", "numereum-hint", "numereum-end", "numereum-rules"} <= set(names)


@pytest.mark.parametrize("group", ["app", "numereum"])
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != DEFAULT])  # every installed language
def test_layout_in_every_other_language(group, lang):
    for size in [(800, 480), (720, 1280)]:
        for mode in ("table", "wall"):
            assert problems(group, size, mode, lang)[1] == []


def test_the_checker_catches_real_problems():
    """The layout check itself must fail on a cramped screen, or it proves nothing."""
    from companion.app.scene import Scene
    from companion.app.widgets import Button, Label

    class Cramped(Scene):
        name = "cramped"

        def build(self):
            self.add(Button((10, 10, 30, 30), "tiny", lambda: None, id="tiny"))
            self.add(Button((20, 20, 100, 60), "over", lambda: None, id="over"))
            self.add(Label((200, 200, 40, 12), "a sentence far too long for this box", 16))
            self.add(Button((780, 300, 60, 60), "edge", lambda: None, id="edge"))

    app = testing.make_app((800, 480))
    app.push(Cramped(app))
    found = "\n".join(testing.layout_problems(app))
    assert "tiny is 30×30" in found
    assert "tiny overlaps over" in found
    assert "does not fit" in found
    assert "edge at" in found and "off screen" in found


SHARED = ("home", "settings", "history", "keyboard", "damaged-save", "dialog-seat", "resume", "kiosk-attract", "kiosk-pin")


def shared_screen(name: str) -> bool:
    """The screens the app owns (not a table's play states): home, settings, new game,
    rules, log, history, text entry, kiosk attract and PIN, dialogs."""
    return name in SHARED or any(part in name for part in ("-new-", "-rules", "-log"))


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_shared_screens_keep_to_the_scale_at_800x480(lang, mode):
    """Measured from what is drawn: no text under 20 px, nothing cut with "…", no target
    under 48 px or closer than 2 mm to another, in every installed language."""
    found, names = [], []
    for name, stage in staging.states():
        if not shared_screen(name):
            continue
        app = staging.fresh_app((800, 480), mode, lang)
        staging.stage(app, stage)
        names.append(name)
        found += [f"{name} {mode} {lang}: {problem}" for problem in testing.layout_problems(app, allow=())
                  if not testing.unconverted(app.top.name)]
    assert {"home", "settings", "keyboard", "kiosk-attract", "kiosk-pin", "numereum-new-players"} <= set(names)
    assert found == []
