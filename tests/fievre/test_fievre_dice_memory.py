"""R-5 extended: the companion remembers every roll it made, across undo and restart.

A turn it rolled for refuses dice from the table (and a turn rolled at the table refuses the
companion's dice); undoing a roll keeps it in the record's `dice_rolled`, so the same dice come
back, even when the choices before the roll are made differently.
"""

import pytest

from companion import dice, record
from companion.errors import Malformed, Refusal
from companion.games import fievre
from companion.games.fievre import rolls
from fievre_table import C, E, Table

PLAYERS = ["Ana", "Ben", "Cleo"]


def _record(actions, **extra) -> record.Record:
    return record.from_json({"format": 1, "game": "fievre", "players": PLAYERS, "options": {"seed": 7},
                             "actions": actions, **extra})


def _ready_to_roll() -> tuple[record.Record, fievre.Fievre]:
    """Turn 1 played up to its roll (no Telegraph: production follows the roll at once)."""
    table = Table(3, seed=7)
    table.turn([C("red", 3, 1), C("red", 4, 1), C("blue", 5, 1)], dice=None)
    rec = _record(table.actions)
    return rec, record.replay(rec)


def _apply(rec: record.Record, action: dict) -> record.Record:
    record.replay(rec).apply(action)       # legal now
    return rec.with_action(action)


def test_undoing_a_companion_roll_keeps_its_dice_and_refuses_table_dice():
    rec, game = _ready_to_roll()
    dice = list(game.next_dice())
    rolled = _apply(rec, {"do": "roll", "dice": dice, "by": "companion"})
    undone = rolled.without_last()
    assert undone.extra[rolls.KEY] == [{"turn": 1, "roll": "production", "nth": 0, "by": "companion", "dice": dice}]
    again = record.replay(undone)
    assert list(again.next_dice()) == dice and again.next_roller() == "companion"
    other = [6, 6] if dice != [6, 6] else [1, 1]
    for action in ({"do": "roll", "dice": other}, {"do": "roll", "dice": dice, "by": "table"}):
        refusal = again.why_not(action)
        assert isinstance(refusal, Refusal) and refusal.rule == "R-5"
        assert f"{dice[0]} + {dice[1]}" in refusal.message("en")
    refusal = again.why_not({"do": "roll", "dice": other, "by": "companion"})
    assert isinstance(refusal, Refusal) and refusal.rule == "R-5"
    again.apply({"do": "roll", "dice": dice, "by": "companion"})
    assert again.rounds[-1]["roll"] == dice


def test_undoing_table_dice_allows_a_corrected_entry_but_not_the_companion():
    rec, _ = _ready_to_roll()
    undone = _apply(rec, {"do": "roll", "dice": [6, 5], "by": "table"}).without_last()
    again = record.replay(undone)
    assert again.next_roller() == "table"
    refusal = again.why_not({"do": "roll", "dice": list(again.next_dice()), "by": "companion"})
    assert isinstance(refusal, Refusal) and refusal.rule == "R-5"
    assert again.why_not({"do": "roll", "dice": [6, 6], "by": "table"}) is None     # a typo can be fixed
    assert again.why_not({"do": "roll", "dice": [6, 6]}) is None                    # no 'by' = table dice


def test_the_memory_survives_a_restart(tmp_path):
    rec, game = _ready_to_roll()
    undone = _apply(rec, {"do": "roll", "dice": list(game.next_dice()), "by": "companion"}).without_last()
    path = tmp_path / "game.json"
    record.save(path, undone)
    restarted = record.replay(record.load(path))
    assert restarted.why_not({"do": "roll", "dice": [1, 2], "by": "table"}).rule == "R-5"


def test_the_same_dice_come_back_when_undo_changes_the_choices_before_the_roll():
    """Undo past the takes, let a Hold-up roll first this time: the turn's dice still stay."""
    table = Table(3, seed=11)
    table.turn([C("red", 3, 1), C("red", 4, 1), C("blue", 5, 1)], dice=(1, 1))
    ids = table.reveal(E("holdup"), C("green", 5, 1), C("green", 6, 1))
    table.auction()
    before_takes = _record(table.actions, options={"seed": 11})
    rec = before_takes
    for card in (ids[1], ids[2], ids[0]):          # nobody takes the Hold-up until the last
        game = record.replay(rec)
        rec = _apply(rec, {"do": "take", "player": game.next_chooser(), "card": card})
    game = record.replay(rec)
    thief = game.step().seat
    holdup = {"do": "event", "player": thief, "event": "holdup", "victim": (thief + 1) % 3, "number": 12,
              "dice": list(game.next_dice()), "by": "companion"}
    rec = _apply(rec, holdup)
    production = list(record.replay(rec).next_dice())
    rec = _apply(rec, {"do": "roll", "dice": production, "by": "companion"})
    while len(rec.actions) > len(before_takes.actions):      # undo back to before the takes
        rec = rec.without_last()
    game = record.replay(rec)
    rec = _apply(rec, {"do": "take", "player": game.next_chooser(), "card": ids[0]})   # Hold-up taken first now
    game = record.replay(rec)
    assert list(game.next_dice()) == holdup["dice"]           # the turn's first Hold-up: same dice
    thief = game.step().seat
    assert game.why_not(dict(holdup, player=thief, victim=(thief + 1) % 3, dice=[6, 6], by="table")).rule == "R-5"
    # undo past the reveal and reveal other cards (no Hold-up: the seeded position moves): same dice
    while len(rec.actions) > len(before_takes.actions) - 4:
        rec = rec.without_last()
    assert rec.actions[-1]["do"] == "roll"
    rec = _apply(rec, {"do": "reveal", "cards": [C("green", 7, 1), C("green", 8, 1), C("green", 9, 1)]})
    for seat in (0, 1, 2):
        rec = _apply(rec, {"do": "pass", "player": seat})
    for card in (ids[0], ids[1], ids[2]):
        game = record.replay(rec)
        rec = _apply(rec, {"do": "take", "player": game.next_chooser(), "card": card})
    game = record.replay(rec)
    assert game.rolls == 1 and list(game.next_dice()) == production != list(dice.roll(11, 1))


def test_helpers_for_the_app():
    rec, game = _ready_to_roll()
    dice = list(game.next_dice())
    assert rolls.undo_crosses_roll(rec) is None and fievre.rolled_turns(rec) == {}
    rolled = _apply(rec, {"do": "roll", "dice": dice, "by": "companion"})
    crossed = fievre.undo_crosses_roll(rolled)
    assert (crossed.turn, crossed.by, list(crossed.dice)) == (1, "companion", dice)
    assert fievre.rolled_turns(rolled) == {1: "companion"} == fievre.rolled_turns(rolled.without_last())
    assert fievre.companion_dice(rolled.without_last(), 1) == tuple(dice)
    assert fievre.companion_dice(rolled, 2) is None
    table_rolled = _apply(rec, {"do": "roll", "dice": [2, 2]})
    assert fievre.rolled_turns(table_rolled) == {1: "table"}
    assert fievre.companion_dice(table_rolled, 1) is None
    assert fievre.undo_crosses_roll(table_rolled).by == "table"
    assert fievre.undo_crosses_roll(rolled.with_action({"do": "reveal", "cards": []})) is None


def test_records_without_the_memory_replay_as_before():
    rec, game = _ready_to_roll()
    plain = _apply(rec, {"do": "roll", "dice": [4, 4]})
    assert rolls.KEY not in plain.extra
    assert record.summary(plain)["rounds"][0]["roll"] == [4, 4]
    # junk in the memory is ignored like any unknown top-level content
    junk = _record(plain.actions, dice_rolled=[{"turn": "x"}, 3, {"turn": 1, "roll": "production", "nth": 0,
                                                                 "by": "nobody", "dice": [1, 1]}])
    assert record.summary(junk)["rounds"][0]["roll"] == [4, 4]


def test_a_record_that_contradicts_its_memory_stops_at_the_roll():
    rec, game = _ready_to_roll()
    memory = [{"turn": 1, "roll": "production", "nth": 0, "by": "companion", "dice": [3, 3]}]
    bad = _record(rec.actions + [{"do": "roll", "dice": [5, 1]}], dice_rolled=memory)
    with pytest.raises(record.ReplayError) as refused:
        record.replay(bad)
    assert refused.value.index == len(rec.actions) and "(R-5)" in refused.value.line()


def test_a_bad_roller_is_malformed():
    rec, game = _ready_to_roll()
    assert isinstance(game.why_not({"do": "roll", "dice": [1, 2], "by": "dealer"}), Malformed)


def test_the_remembered_rolls_are_parsed_once_per_list_and_never_shared_out():
    """An undo reads the record's `dice_rolled` three times: the list is parsed once, and what
    each caller gets is its own (changing it changes nothing for the next caller), while another
    list, or the same one grown, is read afresh."""
    entries = [{"turn": 1, "roll": "production", "nth": 0, "by": "companion", "dice": [2, 5]}]
    extra = {"dice_rolled": entries}
    first = rolls.stored(extra)
    first.clear()
    again = rolls.stored(extra)
    assert list(again) == [("production", 1, 0)] and again[("production", 1, 0)].dice == (2, 5)
    entries.append({"turn": 2, "roll": "production", "nth": 0, "by": "table", "dice": [6, 6]})
    assert set(rolls.stored(extra)) == {("production", 1, 0), ("production", 2, 0)}
    other = {"dice_rolled": [{"turn": 1, "roll": "production", "nth": 0, "by": "table", "dice": [1, 1]}]}
    assert rolls.stored(other)[("production", 1, 0)].by == "table"
    assert rolls.stored({}) == {} and rolls.stored({"dice_rolled": "junk"}) == {}
