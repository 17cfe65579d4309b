"""Aurum's seat panels in table mode between taps: a seat without a button keeps the room
of one (where that costs nothing shown), so its facts stay in place when a button comes or
goes (a trick complete brings every seat's swap, a turn brings "Choose", the game's end
takes them all) and the frame after the tap repaints the words that changed, not the panel."""

from __future__ import annotations

import pytest

from companion.app import staging
from companion.app.tables import aurum_samples
from companion.app.widgets import Button, Label


def facts(app, seat) -> dict:
    """Where each of the seat's own facts is (name, bid, tricks…; not the shared strip)."""
    panel = next(w for w in app.top.widgets if w.id == f"seat:{seat}")
    game = app.top.game
    names = {game.name(s) for s in range(game.n)}
    label = next(c for c in panel.children if isinstance(c, Label) and c.text in names)
    return {"name": tuple(label.rect), "button": any(isinstance(c, Button) for c in panel.children)}


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
@pytest.mark.parametrize("stage, seats", [(aurum_samples.stage_between, (0, 3)),
                                          (aurum_samples.stage_trick_table, (3,)),
                                          (aurum_samples.stage_over_table, (0, 1, 3))])
def test_a_button_coming_or_going_moves_no_fact(size, stage, seats):
    app = staging.fresh_app(size, "table", "en")
    staging.stage(app, stage)
    app.render()
    with staging.unsaved():
        last = app.session.actions[-1]
        app.session.undo()
    app.invalidate()
    app.render()
    before = {seat: facts(app, seat) for seat in seats}
    with staging.unsaved():
        assert app.session.submit(last) is None
    app.invalidate()
    app.render()
    after = {seat: facts(app, seat) for seat in seats}
    # the button came or went (or the game ended), and the facts stayed where they were
    assert any(before[s]["button"] != after[s]["button"] for s in seats) or app.top.game.finished
    assert {s: after[s]["name"] for s in seats} == {s: before[s]["name"] for s in seats}


def seat_widgets(app) -> dict:
    return {w.id: [c for c in w.children if not isinstance(c, Button)] for w in app.top.widgets
            if (w.id or "").startswith("seat:")}


def shown(app) -> dict:
    return {seat: [(type(c).__name__, tuple(c.rect), getattr(c, "text", None), getattr(c, "colour", None))
                   for c in children] for seat, children in seat_widgets(app).items()}


def test_a_rebuild_that_changed_no_words_places_no_widget_anew():
    """A seat's strip, facts and gold tiles are kept with the words they show: a rebuild
    that changed none (most panels, most taps) takes the very same widgets; one that changed
    them shows exactly what placing them afresh shows."""
    app = staging.fresh_app((1920, 1080), "table", "en")
    staging.stage(app, aurum_samples.stage_trick_table)
    app.render()
    before = seat_widgets(app)
    app.invalidate()
    app.render()
    again = seat_widgets(app)
    assert len(again) == 4 and all(len(again[s]) > 5 for s in again)
    assert all(all(a is b for a, b in zip(before[s], again[s])) and len(before[s]) == len(again[s]) for s in again)
    staging.retake_last(app)  # "Dev plays" again in every strip: kept from the first build
    kept = shown(app)
    app.game_scene().arrangements.clear()  # placed afresh: the same
    app.invalidate()
    app.render()
    assert shown(app) == kept


def between_tricks(lang: str):
    """The 1080p table between two tricks, drawn."""
    app = staging.fresh_app((1920, 1080), "table", lang)
    staging.stage(app, aurum_samples.stage_between)
    app.render()
    return app


def test_a_panel_measured_afresh_words_each_fact_before_measuring(monkeypatch):
    """Arranging a panel measures its facts in up to a dozen ways: they are worded in the
    table's language once, before, so the measuring translates nothing."""
    from companion.app.tables import aurum_seat
    app = between_tricks("de")
    worded = []
    say = aurum_seat.say
    monkeypatch.setattr(aurum_seat, "say", lambda thing, lang: worded.append(thing) or say(thing, lang))
    app.game_scene().arrangements.clear()
    app.game_scene().forget_seats()  # (built again, not put back whole: `seat_key`)
    app.invalidate()
    app.render()
    assert worded and all(isinstance(thing, str) for thing in worded)
    assert "Vorrat" in " ".join(worded)  # in the table's language


def test_a_table_panel_works_out_its_seat_facts_once_a_build(monkeypatch):
    """A table-mode panel tries its facts with and without the cards in hand: both come from
    one pass over the seat (its bid, score and words worked out once, not once per variant)."""
    from companion.app.tables.aurum import AurumTable
    app = between_tricks("en")
    asked = []
    bid_text = AurumTable.bid_text
    monkeypatch.setattr(AurumTable, "bid_text", lambda self, seat: asked.append(seat) or bid_text(self, seat))
    app.game_scene().forget_seats()  # (built again, not put back whole: `seat_key`)
    app.invalidate()
    app.render()
    assert sorted(asked) == [0, 1, 2, 3]


def test_a_seat_whose_facts_a_play_left_alone_keeps_its_words(monkeypatch):
    """A card played changes the facts of the seat that played it (its hand) and of the
    seats whose turn comes or goes: the others' facts are not worded again, and every seat's
    panel still says what a panel built afresh says."""
    from companion.app import testing
    from companion.app.tables.aurum import AurumTable
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, aurum_samples.stage_trick_table)
    app.render()
    table = app.game_scene()
    with staging.unsaved():
        last = app.session.actions[-1]
        app.session.undo()
    app.invalidate()
    app.render()
    asked = []
    pair = AurumTable.seat_fact_pair
    monkeypatch.setattr(AurumTable, "seat_fact_pair", lambda self, seat: asked.append(seat) or pair(self, seat))
    app.invalidate()
    app.render()
    assert asked == []  # nothing changed: nothing worded
    with staging.unsaved():
        assert app.session.submit(last) is None
    app.invalidate()
    app.render()
    player = last["player"]
    assert player in asked and len(asked) < table.game.n
    assert testing.kept_panels_differ(app, table) == []

