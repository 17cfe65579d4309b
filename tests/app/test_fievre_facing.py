"""At a real table every Fièvre sheet faces the seat that must answer it (issue 13): the bid
keypad its bidder, an event's choice (saloon town, Hold-up, Dynamite…) the seat that took the
event, the Telegraph its holder, the revealed cards and the dice the turn's first player; a
refusal of a tap in the sheet is told in the sheet, facing that seat too. On a wall the
sheets stay upright."""

from __future__ import annotations

import pytest

from companion.app import staging, testing
from companion.app.tables import fievre_stage as stage
from companion.app.tables.fievre_sheets import Sheet


# sheet → (where the sample game stops, how the sheet is opened, the seat that must answer)
SHEETS = {
    "bid": (stage.late(5, stage._auction_busy), stage._bid_sheet, lambda g: g.bidder),
    "choice": (stage._waiting_for("choose"), stage._choice, lambda g: g.step().choice.seat),
    "holdup": (stage._waiting_for("choose", "holdup"), stage._holdup, lambda g: g.step().choice.seat),
    "telegraph": (stage._telegraph_window, stage._telegraph, lambda g: g.telegraph_holders()[0]),
    "reveal": (stage.late(3, stage._next_is("reveal")), stage._reveal_sheet, lambda g: g.first),
    "dice": (stage.late(3, stage._waiting_for("roll")), stage._dice_sheet, lambda g: g.first),
}


def open_sheet(players: int, sheet: str, mode: str = "table"):
    until, then, _ = SHEETS[sheet]
    app = staging.staged(stage._stage(players, until, then), mode=mode)
    assert isinstance(app.top, Sheet)
    return app, app.stack[-2]


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("sheet", sorted(SHEETS))
def test_each_sheet_faces_the_seat_that_chooses(players, sheet):
    app, table = open_sheet(players, sheet)
    seat = SHEETS[sheet][2](app.session.game)
    assert app.top.facing() == seat
    assert app.top.sheet.angle == table.panels[seat].angle
    assert not testing.layout_problems(app)


def test_a_side_seat_reads_its_sheet_turned_to_it():
    """The test above cannot pass by everything staying upright: some sheets face side seats."""
    angles = set()
    for players in (3, 4, 5):
        for sheet in SHEETS:
            app, _ = open_sheet(players, sheet)
            angles.add(app.top.sheet.angle)
    assert angles & {90, 270} and angles - {0}


def test_every_widget_of_a_turned_sheet_turns_with_it():
    for players in (3, 4, 5):
        app, _ = open_sheet(players, "holdup")
        if app.top.sheet.angle:
            break
    else:
        pytest.skip("no sample Hold-up taken by a turned seat")
    scene = app.top
    assert all(widget is scene.sheet for widget in scene.widgets)   # all put into the turned sheet


def test_a_refused_tap_is_told_in_the_sheet_facing_its_seat():
    for players in (3, 4, 5):
        app, _ = open_sheet(players, "bid")
        if app.top.sheet.angle:
            break
    sheet = app.top
    before = list(app.session.actions)
    sheet.digits = ""
    app.invalidate()
    app.render()
    testing.tap(app, "done")                    # no amount yet: refused with the range allowed
    assert testing.toasts(app)
    told = app.toasts[-1].panel          # in the sheet's box (rebuilt or not), turned with it
    assert told is not None and told.angle == sheet.sheet.angle != 0 and told.rect == sheet.sheet.rect
    assert app.top is sheet and app.session.actions == before


@pytest.mark.parametrize("sheet", sorted(SHEETS))
def test_on_a_wall_the_sheets_stay_upright(sheet):
    app, _ = open_sheet(4, sheet, mode="wall")
    assert app.top.sheet.angle == 0


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_around_a_table_every_seat_reads_the_auction_facing_it(mode):
    """The centre faces one side: each seat with nothing of its own to read gets the state of
    the auction (who bids, the bid) in its own panel, turned to it. On a wall, only the centre."""
    app = staging.fresh_app((800, 480), mode, "en")
    staging.stage(app, dict(staging.states())["fievre-auction"])
    table = app.top
    g = table.game
    state = table.instruction().get("en")
    idle = [seat for seat in range(g.n) if seat != g.bidder and seat not in g.passed and seat != g.high]
    assert idle
    for seat in idle:
        said = [w.label_text(app) for w in table.panels[seat].children]
        assert (state in said) == (mode == "table"), (seat, said)
    assert testing.layout_problems(app, allow=()) == []
