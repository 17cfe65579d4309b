"""La Fièvre's seat panels are built anew only when what they show changed: a build with the
same game and the same choices on screen keeps every seat's children, and a tap keeps those
of the seats it leaves alone — and what each panel holds is always what building it from
scratch gives."""

from __future__ import annotations

import pytest

from companion import record as records
from companion.app import staging, testing
from companion.app.changes import shown_entry
from companion.app.session import Session
from companion.app.tables.fievre import FievreTable
from companion.games.fievre.sample import random_record


def children(app) -> list[list]:
    return [list(panel.children) for panel in app.top.panels]


def entries(app) -> list[list]:
    return [[shown_entry(child, app) for child in panel.children] for panel in app.top.panels]


def counting(monkeypatch, name: str) -> list:
    """The seats `FievreTable.<name>` is called for (its argument `seat`)."""
    calls = []
    method = getattr(FievreTable, name)

    def counted(self, *args):
        calls.append(args[1] if name == "lay_out_seat" else args[0])   # (panel, seat, area) / (seat, area)
        return method(self, *args)
    monkeypatch.setattr(FievreTable, name, counted)
    return calls


@pytest.mark.parametrize("name,mode", [("fievre-auction-5p", "table"), ("fievre-payouts", "wall"),
                                       ("fievre-end", "table")])
def test_a_build_of_the_same_game_keeps_every_seat(monkeypatch, name, mode):
    """A build of the table with the same record (a tick of the tumbling dice, which the
    table's own key leaves to a build: here that key is set aside): no seat's facts are
    worked out again, no seat is laid out again."""
    app = staging.staged(name, (800, 480), mode)
    before = children(app)
    worked, laid = counting(monkeypatch, "seat_facts"), counting(monkeypatch, "lay_out_seat")
    app.top._built_on = None   # built, not kept whole (`FievreTable.table_state`)
    app.invalidate()
    app.render()
    assert worked == [] and laid == []
    assert all(a is b for seat_a, seat_b in zip(before, children(app)) for a, b in zip(seat_a, seat_b))


def test_a_tap_lays_out_only_the_seats_whose_facts_changed(monkeypatch):
    """Arming or disarming the Mustang (the table's own choice) changes one seat's button: the other
    panels keep their very children."""
    app = staging.staged("fievre-mustang", (1920, 1080), "table")
    seat = next(s for s in range(len(app.top.players)) if app.find(f"mustang:{s}") is not None)
    armed = app.top.mustang
    before = children(app)
    laid = counting(monkeypatch, "lay_out_seat")
    testing.tap(app, f"mustang:{seat}")
    app.render()
    assert app.top.mustang == (None if armed == seat else seat)
    assert laid == [seat]
    for other, (old, new) in enumerate(zip(before, children(app))):
        assert (other == seat) != all(a is b for a, b in zip(old, new)), other


def test_a_seat_laid_out_again_for_its_note_keeps_its_name_gold_and_chips(monkeypatch):
    """Around a table each seat with nothing of its own reads who bids now: a bid lays those
    seats out again for their note alone, and their name, gold and chips are the very widgets
    they had (only the note is made again)."""
    app = staging.staged("fievre-auction", (1920, 1080), "table")
    session = app.session
    last = testing.take_back_last_action(app)
    before = children(app)
    laid = counting(monkeypatch, "lay_out_seat")
    with staging.unsaved():
        assert session.submit(last) is None
    app.invalidate()
    app.render()
    noted = [seat for seat in laid if seat != last["player"] and app.find(f"note:{seat}") is not None
             and any(child.id == f"note:{seat}" for child in before[seat])]
    assert noted, "no seat laid out again for its note alone"
    for seat in noted:
        kept = {child.id: child for child in before[seat] if not child.id.startswith("note:")}
        now = {child.id: child for child in app.top.panels[seat].children if not child.id.startswith("note:")}
        assert kept.keys() == now.keys() and any(key.startswith("mines:") for key in now)
        assert all(now[key] is kept[key] for key in now), seat


@pytest.mark.parametrize("players,mode,seed", [(4, "table", 3), (5, "wall", 8), (3, "table", 11)])
def test_kept_seats_show_what_a_build_from_scratch_shows_through_a_whole_game(players, mode, seed):
    """Every action of a sample game, and every undo back over the last ones: each panel's
    children are those a table built from nothing gives (words, places, looks, ids)."""
    data = random_record(players, seed)
    app = staging.fresh_app((800, 480), mode, "en")
    session = Session(records.from_json({**data, "actions": []}), None)
    app.session = session
    app.push(FievreTable(app, session))
    app.render()

    def same_as_fresh():
        kept = entries(app)
        fresh = FievreTable(app, session)
        fresh.seen_actions, fresh.forced, fresh.mustang = app.top.seen_actions, app.top.forced, app.top.mustang
        app.stack[-1] = fresh
        app.invalidate()
        app.render()
        assert entries(app) == kept, len(session.actions)
    actions = data["actions"]
    for index, action in enumerate(actions):
        with staging.unsaved():
            assert session.submit(action) is None
        app.invalidate()
        app.render()
        if index % 3 == 0 or index > len(actions) - 6:
            same_as_fresh()
    for _ in range(4):
        with staging.unsaved():
            session.undo()
        app.invalidate()
        app.render()
        same_as_fresh()


def test_a_first_frame_lays_out_every_seat_again(monkeypatch):
    """Every kept picture dropped (a never-seen screen, a layout check): every seat is laid
    out afresh too."""
    app = staging.staged("fievre-payouts", (800, 480), "table")
    laid = counting(monkeypatch, "lay_out_seat")
    app.full_redraw()
    app.render()
    assert sorted(laid) == list(range(len(app.top.players)))


def test_a_table_left_keeps_nothing_of_its_game():
    """The kept seats are the table's own: once it is left and another game played, nothing
    holds the first game's session (buttons hold the table, the table its session)."""
    import gc
    import weakref
    app = testing.make_app((800, 480), mode="table", lang="en")
    sessions = []
    for players in (["Ana", "Ben", "Cleo", "Dev"], ["Ana", "Ben", "Cleo"]):   # the second has no seat 3 to replace
        app.start_game("fievre", players, {})
        sessions.append(weakref.ref(app.session))
        for _ in range(3):
            app.invalidate()
            app.render()
        app.go_home()
        app.render()
    gc.collect()
    assert sessions[0]() is None
