"""Aurum in table mode: the shared state (whose turn, the supply, why no gold) is read from
every chair, in each seat's own panel (turned to face it), and each card of the trick lies in
front of the seat that played it, facing it."""

from __future__ import annotations

import pytest

from companion.app import testing
from companion.app.i18n import say
from companion.app.tables import aurum_samples as samples
from companion.app.tables import aurum_words as words

LANGS = ["en", "fr", "de", "es"]


def open_sample(count, four=True, lang="en", size=(800, 480), mode="table"):
    app = testing.make_app(size, mode=mode, lang=lang, resume=False)
    app.session = samples.session_after(count, four)
    app.open_session()
    if app.top.name == "aurum-sheet":  # the table itself: the sheet put away
        testing.tap(app, "sheet:hide")
    app.render()
    return app


def panel_texts(app, seat) -> list[str]:
    panel = testing.widget(app, f"seat:{seat}")
    return [child.label_text(app) for child in panel.children if hasattr(child, "label_text")]


def supply_line(app) -> str:
    game = app.top.game
    values = " ".join(str(int(code[2:])) for code in sorted(game.supply, key=lambda c: int(c[2:])))
    return f"{say(words.SUPPLY, app.lang)} ☀ {values}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("four, count", [(True, 90), (True, 26), (True, 6), (True, 3), (False, 57), (False, 1)])
def test_every_panel_says_whose_turn_and_the_supply(lang, four, count):
    app = open_sample(count, four, lang)
    table = app.top
    game = table.game
    turn = game.name(game.to_act()) if game.to_act() is not None else None
    if game.bidding:
        status = say(words.to_bid(turn) if game.teams else words.EVERYONE_BIDS, lang)
    elif game.trick:
        status = say(words.to_play(turn), lang)
    else:
        status = say(words.to_lead(turn), lang)
    if count == 6:   # trick 1 under way: whose turn it is, never "Dev leads" to the later players
        assert status == say(words.to_play(game.name(0)), lang)
    for slot in table.frame.seats:
        shown = panel_texts(app, slot.seat)
        assert status in shown, (slot.seat, shown)
        assert supply_line(app) in shown, (slot.seat, shown)
    assert {panel.angle for panel in table.panels} == ({0, 90, 180, 270} if four else {0, 90, 270})
    assert testing.layout_problems(app, allow=()) == []


def test_each_card_of_the_trick_lies_in_front_of_its_player_facing_them():
    app = open_sample(90)    # round 2: Ana led, Ben played gold, Cleo next
    table = app.top
    for seat, _ in table.game.trick:
        played = testing.widget(app, f"played:{seat}")
        assert played.angle == table.panels[seat].angle


def test_a_lowest_card_that_took_no_gold_says_so_to_every_seat():
    for lang in ("en", "de"):
        app = open_sample(30, lang=lang)   # Dev's ■4 was lowest; no gold 4 is left
        played = testing.widget(app, "played:3")
        assert "✗☀" in [child.label_text(app) for child in played.children if hasattr(child, "label_text")]
        assert testing.layout_problems(app, allow=()) == []
    # where a panel has room (portrait: long side panels) it says why in words, facing its seat
    app = open_sample(30, size=(720, 1280))
    assert any("no ☀4 left in the supply" in text for text in panel_texts(app, 1))
    assert testing.layout_problems(app, allow=()) == []


def test_wall_mode_keeps_the_shared_lines_in_the_upright_centre():
    app = open_sample(90, mode="wall")
    assert not any(text == supply_line(app) for text in panel_texts(app, 0))
    assert any(supply_line(app).split(" ", 1)[1] in w.label_text(app) for w in app.leaves() if hasattr(w, "label_text"))


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (720, 1280)])
def test_the_shared_strip_fits_other_screens_whole(size):
    """Nothing overflows, and (stricter than the layout tests off the 7" panel) no word is cut
    with "…": a narrow portrait panel puts its button on a row of its own and wraps."""
    for lang in ("de", "es"):
        for count in (26, 90, None):
            app = open_sample(count, lang=lang, size=size)
            assert testing.layout_problems(app, allow=()) == [], (lang, size, count)
            cut = [p for p in testing.scale_problems(app, cut=True) if "abbreviated" in p]
            assert cut == [], (lang, size, count)


@pytest.mark.parametrize("lang", LANGS)
def test_the_winners_are_said_in_every_panel_whole(lang):
    app = open_sample(None, lang=lang)        # the whole sample game
    game = app.top.game
    assert game.finished
    winners = say(words.winners_line([game.name(s) for s in game.winners]), lang)
    for seat in range(4):
        assert winners in panel_texts(app, seat)
    assert testing.layout_problems(app, allow=()) == []              # not "★ Ben &…" along a side
