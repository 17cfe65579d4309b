"""The shared screens on a portrait screen, in every language: nothing cut to "…". Beside
their names, settings' and a new game's choices read "En…", "Chiffres dans n'importe quel o…";
a title between its back and right buttons read "⋮"; the history page's three buttons in a row
read "Nochmal (Nächster begin…", "Protok…"."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.i18n import LANGUAGES
from companion.app.layout import Metrics, Rect
from companion.app.options_ui import StackedLine

STATES = ["history", "history-game", "game-over", "aurum-new-options", "numereum-new-options", "fievre-new-options",
          "aurum-log", "numereum-log", "pikoko-log", "fievre-log"]


def cut(app) -> list[str]:
    return [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]


@pytest.mark.parametrize("size", [(480, 800), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("state", STATES)
def test_a_shared_screen_reads_whole_in_portrait(tmp_path, monkeypatch, state, lang, size):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged(state, size, "table", lang)
    assert cut(app) == []
    assert testing.layout_problems(app) == []


def test_choices_that_would_be_cut_side_by_side_go_one_under_another():
    m = Metrics(480, 800)
    short = StackedLine(m, "en", 460, "Sound", ["On", "Off"])
    long = StackedLine(m, "fr", 460, "Suites", ["Chiffres dans l'ordre (R-4)", "Chiffres dans n'importe quel ordre"])
    assert not short.stacked and long.stacked
    assert long.height > short.height
    title, cells = long.place(Rect(10, 10, 460, long.height), 2)
    assert cells[0].width == cells[1].width == 460 and cells[1].top > cells[0].bottom > title.bottom
    title, cells = short.place(Rect(10, 10, 460, short.height), 2)
    assert cells[0].top == cells[1].top and cells[0].right < cells[1].left


@pytest.mark.parametrize("size", [(480, 800), (720, 1280)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_home_reads_whole_on_portrait_screens(tmp_path, monkeypatch, lang, size):
    """720×1280, the kiosk's upright display: every game's name, player count and tagline
    whole (beside a tall emblem each tagline was cut). At 480×800 four tiles leave a tagline
    one line: the longest (fr, de, es) show their first clauses ("Auktionen, Minen, Städte"),
    not a word cut to "…"."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("home", size, "table", lang)
    assert cut(app) == []
    assert testing.layout_problems(app) == []


def test_a_paragraph_too_long_for_its_box_keeps_its_first_whole_clauses(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    from companion.app.widgets import Paragraph, leading_clauses
    assert leading_clauses("Auctions, mines, towns: the app is the bank") == ["Auctions", "Auctions, mines",
                                                                             "Auctions, mines, towns"]
    assert leading_clauses("No clause here") == []
    app = testing.make_app()
    words = "Auktionen, Minen, Städte: die App ist die Bank"
    box = Rect(0, 0, 260, 30)
    assert Paragraph(box, words, app.metrics.font("small"), clauses=True).layout(app)[1] == ["Auktionen, Minen, Städte"]
    assert Paragraph(box, words, app.metrics.font("small")).layout(app)[1][0].endswith("…")
    roomy = Rect(0, 0, 700, 30)
    assert Paragraph(roomy, words, app.metrics.font("small"), clauses=True).layout(app)[1] == [words]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_score_sheet_gives_a_longer_name_its_room_on_a_10_inch_tablet(tmp_path, monkeypatch, lang, mode):
    """1280×800: the game-over's sheet shares its columns by the names' widths, so "Cleo"
    beside "Ana", "Ben" and "Dev" is not cut to "Cl…" on a wall (even columns cut it in de)."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("game-over", (1280, 800), mode, lang)
    assert cut(app) == []
    assert testing.layout_problems(app) == []
