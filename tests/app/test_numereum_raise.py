"""Numereum's raise faces the raiser (every seat served, issue 13): while a raise is entered,
Cancel is in the raiser's own panel, turned to them, and both panels say what each player
does; the centre (upright for the bottom seat only) says nothing of it."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.i18n import L, say
from companion.app.tables.numereum import NumereumTable, sample_session
from companion.app.tables.numereum_look import NumberCard


def raising(size, mode, lang, actions: int):
    """The sample game after `actions` (the lower bidder to concede or raise), the lower
    bidder's first card tapped on its panel (a raise begins), the table on top; (app, raiser)."""
    def stage(app):
        app.session = sample_session(actions)
        app.push(NumereumTable(app, app.session))
    app = staging.staged(stage, size, mode, lang)
    raiser = app.session.summary()["to_act"]
    card = next(w for w in app.leaves() if isinstance(w, NumberCard) and w.enabled
                and (w.id or "").startswith(f"bid:{raiser}:"))
    testing.tap(app, card.id)
    if app.top.name.startswith("numereum-"):  # the other seat bids on its sheet (its panel pages its
        testing.tap(app, "cancel")            # cards: a narrow wall panel): put away, the table shows
    assert app.top.raising and app.top.pick[raiser] == card.code
    return app, raiser


def panel(app, seat):
    return testing.widget(app, f"seat:{seat}")


@pytest.mark.parametrize("actions", [4, 9])   # Jules (top seat) raises; Iris (bottom seat) raises
def test_cancel_is_in_the_raisers_panel_facing_them_and_works_from_there(actions):
    app, raiser = raising((800, 480), "table", "en", actions)
    cancel = testing.widget(app, f"cancel-raise:{raiser}")
    assert cancel.parent is panel(app, raiser)
    assert panel(app, raiser).angle == (180 if raiser == 1 else 0)   # turned to the top seat's player
    ids = {w.id for w in app.leaves()}
    assert f"cancel-raise:{1 - raiser}" not in ids and "cancel-raise" not in ids
    testing.tap(app, cancel.id)   # through the panel's turn
    assert not app.top.raising and app.top.pick == [None, None]
    assert f"concede:{raiser}" in {w.id for w in app.leaves()}   # back to concede or raise


def test_both_panels_say_the_raise_and_the_centre_does_not():
    app, raiser = raising((800, 480), "table", "en", 4)
    sentence = say(L("table_numereum.raising", name=app.session.players[raiser]), "en")
    other = panel(app, 1 - raiser)
    assert any(sentence == say(getattr(w, "text", None), "en") for w in other.children)
    centre_words = [say(w.text, "en") for w in app.leaves() if w.parent is None and hasattr(w, "text")]
    assert not any("second card" in words for words in centre_words)
    testing.tap(app, f"bid:{raiser}:{app.top.pick[raiser]}")   # the raiser takes the card back
    mine = panel(app, raiser)
    assert any(sentence == say(getattr(w, "text", None), "en") for w in mine.children)


@pytest.mark.parametrize("size", [(800, 480), (1280, 800), (1920, 1080), (720, 1280)])
@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_the_raise_reads_whole_in_every_language(size, mode, lang):
    app, raiser = raising(size, mode, lang, 4)
    cancel = testing.widget(app, f"cancel-raise:{raiser}")
    assert cancel.parent is panel(app, raiser)
    assert testing.layout_problems(app, allow=()) == []   # nothing cut, targets ≥ 9 mm
