"""R-5 through the Fièvre table: dice nobody can game, even with Undo or a restart."""

from __future__ import annotations

from companion.app import testing
from companion.games.fievre import deck

from app_flows import fievre_reveal as tap_reveal
from fievre_app import app, new_game  # noqa: F401 (app: the shared fixture)


def to_the_roll(app, players: int = 3):
    """A new game (3 seats), the first cards taken: the dice are next."""
    new_game(app)
    codes = ("R3", "Y5", "G4", "B6", "P8")[:players]
    tap_reveal(app, [deck.card_by_code(code).as_card() for code in codes])
    testing.tap_all(app, *[f"pass:{seat}" for seat in range(players)])
    for card in range(players):
        testing.tap(app, f"offer:{card}")
    assert app.find("roll") is not None


def roll_and_undo(app) -> list[int]:
    testing.tap(app, "roll")
    rolled = app.session.actions[-1]["dice"]
    assert app.session.actions[-1]["by"] == "companion"
    testing.tap(app, "undo")
    assert app.top.name == "fievre-undo-dice"
    testing.tap(app, "undo-dice:yes")
    assert app.top.name == "fievre" and app.session.actions[-1]["do"] == "take"
    return rolled


def test_after_undoing_the_apps_roll_table_dice_are_refused_with_the_reason(app):
    to_the_roll(app)
    rolled = roll_and_undo(app)
    physical = app.find("physical")
    assert not physical.enabled                                   # greyed: it cannot be used
    testing.tap(app, "physical")                                  # tapping it says why
    assert any("R-5" in toast and f"{rolled[0]} + {rolled[1]}" in toast for toast in testing.toasts(app))
    assert app.top.name == "fievre"
    app.toasts.clear()
    app.top.open_dice()                                           # even typed in, 6 + 6 is refused
    count = len(app.session.actions)
    testing.tap(app, "pair:6:6")
    assert len(app.session.actions) == count
    assert any("R-5" in toast for toast in testing.toasts(app))
    testing.tap(app, "cancel")
    testing.tap(app, "roll")
    assert app.session.actions[-1]["dice"] == rolled


def test_undo_before_the_roll_then_other_choices_roll_the_same_dice_and_the_table_was_asked(app):
    to_the_roll(app)
    rolled = roll_and_undo(app)
    testing.tap(app, "undo")           # back over the last card (it went by itself) to a take: no roll crossed
    assert app.top.name == "fievre" and app.session.actions[-1]["do"] == "take"
    first, second = app.session.game.offer
    testing.tap_all(app, f"offer:{second}", f"offer:{first}")      # the other way round this time
    testing.tap(app, "roll")
    assert app.session.actions[-1]["dice"] == rolled


def test_the_question_is_written_for_every_side_of_the_table(app):
    to_the_roll(app)
    testing.tap_all(app, "roll", "undo")
    question = app.top
    assert question.name == "fievre-undo-dice"
    seats = {slot.angle for slot in app.stack[-2].frame.seats}
    assert seats - {0}, "a table with seats on more than one side"
    for angle in seats - {0}:                                    # every side but the box's reads its copy
        side = app.find(f"undo-dice:side:{angle}")
        assert side is not None and side.angles == (angle,)
        assert "They will stay" in side.label_text(app)
    assert testing.layout_problems(app, allow=()) == []
    testing.tap(app, "undo-dice:keep")                            # kept: nothing undone
    assert app.session.actions[-1]["do"] == "roll"


def test_a_restart_keeps_the_memory_and_the_log_keeps_a_line(app):
    to_the_roll(app)
    rolled = roll_and_undo(app)
    line = app.top.log_lines()[-1].get("en")
    assert "taken back" in line and f"{rolled[0]} + {rolled[1]}" in line
    again = testing.make_app((800, 480), mode="table", lang="en")  # the app restarts on the saved game
    testing.tap(again, "resume")
    assert again.top.name == "fievre"
    assert not again.find("physical").enabled
    testing.tap(again, "roll")
    assert again.session.actions[-1]["dice"] == rolled


def test_a_turn_rolled_at_the_table_refuses_the_apps_dice(app):
    to_the_roll(app)
    testing.tap(app, "physical")
    testing.tap(app, "pair:2:3")
    assert app.session.actions[-1] == {"do": "roll", "dice": [2, 3], "by": "table"}
    testing.tap(app, "undo")                                      # a table entry: corrected without a question
    assert app.top.name == "fievre" and app.session.actions[-1]["do"] == "take"
    assert not app.find("roll").enabled
    testing.tap(app, "roll")
    assert any("R-5" in toast for toast in testing.toasts(app))
    assert app.session.actions[-1]["do"] == "take"
    testing.tap(app, "physical")
    testing.tap(app, "pair:4:1")
    assert app.session.actions[-1] == {"do": "roll", "dice": [4, 1], "by": "table"}


def test_the_roll_shows_each_mine_and_each_fee_not_only_net_totals(tmp_path, monkeypatch):
    """Issue 15: after a roll, the centre lists every mine's pay and every saloon fee."""
    from companion.app.tables.fievre import FievreTable
    from companion.app.tables.fievre_stage import sample_session
    from companion.games.fievre.words import announcement

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)

    def saloon_paid(game, action):
        return action["do"] == "reveal" and any(e.kind == "saloon" for e in FievreTable.production_events_of(game))

    app.session = sample_session(4, 7, saloon_paid)
    table = FievreTable(app, app.session)
    app.push(table)
    app.render()
    events = table.production_events_of(table.game)
    assert any(e.kind == "saloon" for e in events) and any(e.kind == "production" for e in events)
    shown = table.payout_text()
    for event in events:                                        # each piece, not the net sum per seat
        assert announcement(event.message).get("en") in shown
    assert "(saloon)" in shown
    assert testing.layout_problems(app, allow=()) == []
