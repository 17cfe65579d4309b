"""Pikoko's table at 800×480 with 3-5 players: the words a table reads are whole where they
fit (no "…" and no designed short form when the long one has room)."""

from __future__ import annotations

import pytest

from companion.app import testing
from companion.app.staging import staged
from companion.app.tables import pikoko
from companion.app.tables import pikoko_words as words
from companion.text import say


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_round_and_trick_are_whole_beside_the_trump_with_three_players(lang):
    app = staged(pikoko._stage(3, pikoko._mid_trick(3, 4)), lang=lang)
    status = say(pikoko.PikokoTable.status_text(app.top), lang)
    assert any(w.label_text(app) == status for w in app.leaves())
    assert testing.layout_problems(app, allow=()) == []


def test_enter_bets_is_whole_before_any_trick():
    app = staged(pikoko._stage(3, 4), lang="de")
    assert app.find("enter-bets").rect.width > app.top.frame.center.width * 0.6   # no empty trick beside it
    assert testing.layout_problems(app, allow=()) == []


@pytest.mark.parametrize("players", [4, 5])
def test_wall_panels_say_vertrauen_and_spielen_whole(players):
    app = staged(pikoko._stage(players, pikoko._mid_trick(players, 2)), mode="wall", lang="de")
    for seat in range(players):
        assert app.find(f"confidence:{seat}").label_text(app) in (say(words.CONFIDENCE, "de"),
                                                                  say(words.CONFIDENCE_LAID, "de"))
    assert testing.layout_problems(app, allow=()) == []


def test_a_wall_panel_says_its_bets_in_short_where_the_long_form_would_be_cut():
    app = staged(pikoko._stage(3, 4), mode="wall", lang="es")
    assert testing.layout_problems(app, allow=()) == []     # 'Apuestas 1/3 · 3/9 fichas' was cut


@pytest.mark.parametrize("size", [(800, 480), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_the_top_seats_of_five_say_their_buttons_whole(lang, size):
    """A top seat of five is short of width: each button gets the width its words need
    ("Vertrauen" beside "Spielen", no more "Vertr." and a "▶" wrapped over "Spielen")."""
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 6)), size, lang=lang)
    for seat in (2, 3):
        assert app.find(f"confidence:{seat}").label_text(app) == say(words.CONFIDENCE, lang)
        assert app.find(f"play:{seat}").label_text(app) in (say(words.PLAY, lang), say(words.PLAY_PLAIN, lang))
    assert testing.layout_problems(app, allow=()) == []


def fits(app, widget, size) -> bool:
    from companion.app import theme
    return theme.text_size(widget.label_text(app), size, True)[0] <= widget.rect.width


def test_portrait_centre_and_top_seats_are_never_cut():
    """720×1280, five players: the round and the trick each on a line of their own ("Runde
    1/3 · Sti…" was cut); a top seat's play button says ▶ alone rather than "Spie…"."""
    app = staged(pikoko._stage(5, pikoko._mid_trick(5, 6)), (720, 1280), lang="de")
    m = app.metrics
    status = [w for w in app.top.widgets if w.label_text(app) in ("Runde 1/3", "Stich 2/8")]
    assert len(status) == 2 and all(fits(app, w, m.font("body")) for w in status)
    for seat in (2, 3):
        button = app.find(f"play:{seat}")
        assert button.label_text(app) in (say(words.PLAY, "de"), say(words.PLAY_PLAIN, "de"), "▶")
        assert fits(app, button, m.font("small"))


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr", "de", "es"])
def test_the_centre_is_whole_on_bigger_screens(size, lang):
    """Beside a facing trick the status goes on two lines and the trump card keeps a
    card's shape rather than cutting "Round 1/3 · Tric…" and "from Ana's peac…"; before any
    trick the next step takes the width ("Wetten eingeben" was cut)."""
    for stage in (pikoko._stage(4, pikoko._mid_trick(4, 5)), pikoko._stage(5, 14)):
        app = staged(stage, size, lang=lang)
        assert [p for p in testing.scale_problems(app, cut=True) if "abbreviated" in p] == []
        trump = app.find("trump-card").rect
        assert trump.height <= trump.width * 3 // 2


@pytest.mark.parametrize("lang", ["en", "de", "es"])
def test_portrait_next_step_is_never_cut(lang):
    """720×1280: "Wetten eingeben" and "from Ana's peacock" were cut in the narrow centre;
    the second line goes above the button, or to the seats' panels that say it too."""
    for stage in (pikoko._stage(4, pikoko._mid_trick(4, 5)), pikoko._stage(4, 5)):
        app = staged(stage, (720, 1280), lang=lang)
        assert [p for p in testing.scale_problems(app, cut=True) if "abbreviated" in p] == []
