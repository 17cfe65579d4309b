"""The in-app Log reads like a score sheet: built from `game.log`, headings kept on every page,
every action numbered with its consequences under it, in the app's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from companion import record as records
from companion.app import tables, testing
from companion.app.i18n import say
from companion.app.scenes.log_screen import sheet
from companion.app.session import Session

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


@pytest.fixture
def opened():

    def made(example: str, lang: str = "en", mode: str = "table", size=(800, 480)):
        """The app after the whole example game, its Log opened from the game frame."""
        app = testing.make_app(size, mode=mode, lang=lang, resume=False)
        app.session = Session(records.load(EXAMPLES / example), None)
        app.push(tables.get(app.session.record.game).play(app, app.session))
        testing.tap(app, "log")
        assert app.top.name == "log"
        return app
    return made


def page_words(app) -> list[tuple[str, str]]:
    """(kind, words) of the log lines on the page shown: kind is heading/action/consequence."""
    testing.widget(app, "page:previous")  # builds the page
    return [(w.id.split(":")[1], say(w.text, app.lang)) for w in app.leaves() if (w.id or "").startswith("log:")]


def numbers(app) -> list[int]:
    from companion.app.widgets import Label
    return [int(w.text) for w in app.leaves() if isinstance(w, Label) and str(w.text).isdigit()
            and w.rect.left < app.metrics.px(80)]


def every_page(app, check: bool = False) -> list[list[tuple[str, str]]]:
    """Each page from the first to the last, turned with the page buttons; `check`: each one
    held to the type scale and touch targets (`app.problems`)."""
    while testing.widget(app, "page:previous").enabled:
        testing.tap(app, "page:previous")
    pages = [page_words(app)]
    seen = [numbers(app)]
    app.problems = testing.layout_problems(app, allow=()) if check else []
    while testing.widget(app, "page:next").enabled:
        testing.tap(app, "page:next")
        pages.append(page_words(app))
        seen.append(numbers(app))
        app.problems += testing.layout_problems(app, allow=()) if check else []
    app.numbers_seen = [n for page in seen for n in page]
    return pages


@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
@pytest.mark.parametrize("example", ["fievre-4p.json", "aurum-4p.json", "numereum-2p.json", "pikoko-5p.json"])
def test_a_long_game_reads_from_the_first_turn_every_event_under_headings(opened, example, lang):
    app = opened(example, lang)
    game = app.session.game
    assert len(app.session.actions) >= 40
    assert not testing.widget(app, "page:next").enabled            # it opens on the last page
    assert testing.layout_problems(app, allow=()) == []
    pages = every_page(app, check=True)
    assert len(pages) > 1 and app.problems == []
    headings = {say(e.message, lang) for e in game.log if e.heading}
    for page in pages[1:]:
        assert page[0][0] == "heading"                              # a later page never starts headless
        if page[0][1] not in headings:                              # "(continued)": cut between two actions,
            assert page[1][0] == "action"                           # never between an action and its consequences
    lines = [line for page in pages for line in page]
    told = [words for kind, words in lines if not (kind == "heading" and words not in headings)]
    assert told == [say(event.message, lang) for event in game.log]  # every event, in order, in the language
    assert app.numbers_seen == list(range(1, len(app.session.actions) + 1))  # every action, numbered once
    assert sum(kind == "heading" for kind, _ in lines) > sum(e.heading for e in game.log)  # headings kept


def test_the_first_page_starts_with_the_first_turn_and_a_payment_sits_under_its_action(opened):
    app = opened("fievre-4p.json", "en")
    pages = every_page(app)
    first = pages[0]
    assert first[0] == ("heading", "Turn 1 — Cleo starts")
    lines = [line for page in pages for line in page]
    paid = lines.index(("consequence", "Ana pays Dev 10 gold for the auction"))
    assert lines[paid - 1] == ("consequence", "Ana wins the auction for 10 gold")
    assert lines[paid - 2] == ("action", "Ben passes")


def test_turning_a_page_measures_no_line_again_but_a_new_language_does(opened, monkeypatch):
    from companion.app.scenes.log_screen import LogScreen
    app = opened("fievre-4p.json", "en")
    measured = []
    real = LogScreen.height
    monkeypatch.setattr(LogScreen, "height", lambda self, line, width: measured.append(line) or real(self, line, width))
    testing.tap(app, "page:previous")
    app.invalidate()
    app.render()
    assert measured == []                        # laid out when the log opened, kept
    english = page_words(app)
    app.settings.language = "de"
    app.invalidate()
    app.render()
    assert len(measured) > len(app.top.lines)     # German words wrap otherwise: laid out again
    assert page_words(app) != english


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_table_wall_switch_stays_and_works(opened, mode):
    app = opened("fievre-4p.json", "en", mode=mode)
    other = "wall" if mode == "table" else "table"
    testing.tap(app, f"mode:{other}")
    assert app.mode == other and app.top.name == "log"
    assert testing.layout_problems(app, allow=()) == []


def test_portrait_and_large_screens_keep_the_log_readable(opened):
    for size in ((720, 1280), (1280, 800)):
        app = opened("fievre-5p.json", "de", size=size)
        assert testing.layout_problems(app, allow=()) == []
        assert testing.scale_problems(app, cut=True) == []     # not even the title cut with "…"


def test_a_game_without_a_log_gets_one_numbered_line_per_action():
    lines = sheet(object(), 2, ["Ana bids", "Ben passes", "not yet played"])
    assert [(line.kind, line.text, line.number) for line in lines] == [("action", "Ana bids", 1), ("action", "Ben passes", 2)]


def test_an_empty_game_says_so(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    full = records.load(EXAMPLES / "fievre-3p.json")
    app.session = Session(records.Record(full.game, full.players, full.options, [], dict(full.extra)), None)
    app.push(tables.get("fievre").play(app, app.session))
    testing.tap(app, "log")
    assert testing.layout_problems(app, allow=()) == []
    assert not testing.widget(app, "page:next").enabled and not testing.widget(app, "page:previous").enabled
