"""Production, collapses, the end of the game, refusals that change nothing, the dice (R-5)."""

import copy
import json
import subprocess
import sys

import pytest

from companion import dice, record
from companion.errors import Malformed, Refusal
from companion.games.fievre.sample import random_record
from fievre_table import C, E, Table
from support import ROOT


def test_dangerous_mines_collapse_on_two_and_twelve_before_anything_produces():
    table = Table(3)
    table.turn([C("green", 7, 6, dangerous=True), C("green", 2, 6), C("purple", 6, 9, dangerous=True)])
    table.turn([C("green", 9, 4), C("green", 8, 3), C("purple", 12, 5)])
    assert table.game.mayors == {"green": 0, "purple": 2}   # Ana reached 2 greens first; Ben ties
    before = table.gold
    table.turn([C("red", 3, 1), C("red", 4, 3), C("red", 5, 5)], dice=(1, 1))
    assert table.game.last_collapsed == [0, 2]
    assert table.gold == [before[0], before[1] + 6, before[2]]    # green 2/6 pays Ben
    assert table.game.mayors == {"green": 1, "purple": 2}   # Ana lost one: Ben owns strictly more; Cleo keeps purple
    summary = table.game.summary()
    assert [c["id"] for c in summary["concessions"][0]] == [3, 6]
    assert all(not c["dangerous"] for seat in summary["concessions"] for c in seat)


def test_a_dangerous_mine_survives_other_rolls_and_produces_on_its_number():
    table = Table(3)
    table.turn([C("green", 7, 6, dangerous=True), C("red", 3, 1), C("blue", 4, 5)], dice=(3, 4))
    assert table.gold == [16, 10, 10] and 0 in table.game.concessions


def test_mayor_card_returns_to_the_box_when_nobody_owns_one_there():
    table = Table(3, start_gold=20)
    table.turn([C("red", 3, 1), C("yellow", 3, 4), C("blue", 3, 3)])
    table.turn([C("red", 4, 3), C("yellow", 5, 2), C("blue", 4, 5)])
    assert table.game.mayors == {"red": 0, "yellow": 1, "blue": 2}
    ids = table.reveal(C("purple", 3, 5), E("dynamite"), E("dynamite"))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1])
    table.act("event", player=1, event="dynamite", target=0)
    assert table.game.mayors["red"] == 0             # still mayor with 1
    table.take(ids[2])
    table.act("event", player=2, event="dynamite", target=3)
    assert "red" not in table.game.mayors            # nobody owns a red: back to the box
    assert table.game.score(0) == table.gold[0] + 5  # purple 3/5, no Mayor card


def test_production_payouts_preview_matches_production():
    table = Table(3)
    ids = table.turn([C("red", 8, 4), C("blue", 8, 2), C("green", 4, 3)], dice=None)
    assert table.game.payouts([4, 4]) == [4, 2, 0]
    table.roll(4, 4)
    assert table.gold == [14, 12, 10]
    assert [(m.payee, m.amount) for m in table.game.last_production] == [(0, 4), (1, 2)]
    assert ids == [0, 1, 2]


def test_the_game_ends_after_the_turn_that_empties_the_pile_and_ties_share_the_win():
    table = Table(3, deck_size=6)
    table.turn([C("red", 3, 1), C("red", 4, 1), C("red", 5, 1)])
    assert not table.game.finished
    table.turn([C("blue", 3, 2), C("blue", 4, 2), C("yellow", 5, 2)])
    summary = table.game.summary()
    assert summary["finished"] and summary["pile"] == 0 and summary["turn"] == 2
    assert summary["scores"] == [13, 13, 13] and summary["winners"] == [0, 1, 2]
    with pytest.raises(Refusal, match="over"):
        table.reveal(C("red", 6, 1))


def test_a_short_last_reveal_is_played_out():
    table = Table(3, deck_size=4)
    table.turn([C("red", 3, 1), C("red", 4, 1), C("red", 5, 1)])
    with pytest.raises(Refusal, match="Reveal 1 cards"):
        table.reveal(C("blue", 3, 3), C("blue", 4, 4))
    ids = table.reveal(C("blue", 3, 3))
    table.auction(2, 1)
    table.take(ids[0])
    table.roll(1, 2)
    assert table.game.finished and table.game.summary()["winners"] == [2]


ILLEGAL = [
    {"do": "bid", "player": 1, "amount": 3},                   # not Ben's turn
    {"do": "bid", "player": 0, "amount": 99},                  # more than Ana has
    {"do": "take", "player": 0, "card": 0},                    # auction still running
    {"do": "roll", "dice": [3, 4]},
    {"do": "produce"},
    {"do": "telegraph", "player": 0, "die": 0, "value": 3},
    {"do": "event", "player": 0, "event": "dynamite", "target": 1},
    {"do": "reveal", "cards": [{"town": "red", "roll": 3, "nuggets": 1}] * 3},
]


@pytest.mark.parametrize("action", ILLEGAL, ids=lambda a: a["do"])
def test_a_refused_action_changes_nothing_and_explains_itself_in_three_languages(action):
    table = Table(3)
    table.turn([C("red", 3, 1), C("yellow", 3, 4), C("blue", 3, 3)])
    table.reveal(C("red", 4, 3), E("stagecoach"), C("blue", 4, 5))
    before = copy.deepcopy(table.game.__dict__)
    summary = table.game.summary()
    refusal = table.game.why_not(action)
    assert isinstance(refusal, Refusal)
    with pytest.raises(Refusal) as raised:
        table.game.apply(action)
    assert table.game.summary() == summary
    assert table.game.__dict__ == before
    text = raised.value.text
    assert text.en and text.fr and text.de and len({text.en, text.fr, text.de}) >= 2


@pytest.mark.parametrize("action", [
    {"do": "bid", "player": 0},
    {"do": "bid", "player": 0, "amount": "3"},
    {"do": "bid", "player": 7, "amount": 3},
    {"do": "pass", "player": 0, "why": "x"},
    {"do": "roll", "dice": [0, 7]},
    {"do": "shout"},
    {"do": "reveal", "cards": [{"town": "pink", "roll": 3, "nuggets": 1}]},
    {"do": "reveal", "cards": [{"town": "red", "roll": 13, "nuggets": 1}]},
    {"do": "reveal", "cards": ["ZZ9"]},
    {"do": "reveal", "cards": [{"event": "meteor"}]},
    "bid",
])
def test_malformed_actions_are_malformed_and_change_nothing(action):
    table = Table(3)
    summary = table.game.summary()
    with pytest.raises(Malformed):
        table.game.apply(action)
    assert table.game.summary() == summary


def test_deck_codes_stand_for_cards_in_records():
    table = Table(3)
    table.act("reveal", cards=["G7", "P6", "R10"])
    assert table.game.cards[0].dangerous and table.game.cards[2].nuggets == 6
    table.auction(None)
    table.take_in_order(0, 1, 2)
    table.roll(5, 6)
    table.act("reveal", cards=["DYN2", "HLD1", "STG1"])
    assert [table.game.cards[i].event for i in (3, 4, 5)] == ["dynamite", "holdup", "stagecoach"]


def test_summary_fields_follow_the_spec():
    table = Table(4, first=1)
    table.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 7, 6, dangerous=True), C("blue", 6, 1)], winner=2, price=4)
    summary = table.game.summary()
    assert set(summary) >= {"finished", "winners", "scores", "rounds", "to_act", "gold", "concessions", "saloons",
                            "mayors", "governor", "held", "waiting", "pile", "turn"}
    assert summary["concessions"][2] == [{"id": 0, "town": "red", "roll": 3, "nuggets": 1, "dangerous": False, "vein": False}]
    assert summary["rounds"] == [{"scores": summary["scores"], "price": 4, "auction_winner": 2, "roll": [5, 6]}]
    assert summary["pile"] == 56 and summary["turn"] == 1 and summary["to_act"] is None
    assert sum(summary["gold"]) == 40


def test_seeded_dice_stay_in_range_and_reproduce():
    for seed in (0, 1, 12345, 2**40 + 7):
        rolls = [dice.roll(seed, position) for position in range(200)]
        assert rolls == [dice.roll(seed, position) for position in range(200)]
        assert all(len(r) == 2 and all(1 <= d <= 6 for d in r) for r in rolls)
    assert len({dice.roll(seed, 0) for seed in range(100)}) > 20       # seeds differ


def test_an_undone_roll_made_again_gives_the_same_dice():
    data = random_record(4, seed=99, actions=60)
    rec = record.from_json(data)
    game = record.replay(rec)
    while game.phase != "choose" or game.offer or game.required():
        data = random_record(4, seed=99, actions=len(data["actions"]) + 1)
        rec = record.from_json(data)
        game = record.replay(rec)
    rolled = list(game.next_dice())
    after = rec.with_action({"do": "roll", "dice": rolled})
    undone = record.replay(after.without_last())
    assert list(undone.next_dice()) == rolled
    assert record.replay(after).rolls == undone.rolls + 1


def _replay(path_or_text, tmp_path):
    path = tmp_path / "game.json"
    path.write_text(path_or_text if isinstance(path_or_text, str) else json.dumps(path_or_text))
    return subprocess.run([sys.executable, "-m", "companion", "replay", str(path)], capture_output=True, text=True,
                          cwd=ROOT, timeout=60)


def test_replay_of_an_illegal_record_exits_1_naming_the_action_and_the_rule(tmp_path):
    data = random_record(3, seed=5, actions=3)
    game = record.replay(record.from_json(data))
    data["actions"].append({"do": "bid", "player": game.to_act(), "amount": 500})
    run = _replay(data, tmp_path)
    assert run.returncode == 1 and run.stdout == ""
    line = run.stderr.strip()
    assert "\n" not in line and "Traceback" not in line
    assert line.startswith("action 3 (bid 500 by ") and "only" in line and "gold" in line


def test_replay_names_the_ruling_that_refused(tmp_path):
    data = {"format": 1, "game": "fievre", "players": ["Ana", "Ben", "Cleo"], "options": {},
            "actions": [{"do": "reveal", "cards": [{"event": "mustang"}, "R3", "B4"]}]}
    run = _replay(data, tmp_path)
    assert run.returncode == 1
    assert run.stderr.strip().startswith("action 0 (reveal 3 cards): First turn") and "(R-6)" in run.stderr


@pytest.mark.parametrize("bad", [
    '{"format": 1, "game": "fievre", "players": ["A", "B"], "actions": []}',
    '{"format": 1, "game": "fievre", "players": ["A", "B", "C"], "options": {"deck_size": "big"}, "actions": []}',
    '{"format": 1, "game": "fievre", "players": ["A", "B", "C"], "actions": [{"do": "reveal", "cards": [{"town": "red"}]}]}',
    '{"format": 1, "game": "fievre", "players": ["A", "B", "C"], "actions": [{"do": "roll", "dice": [1]}]}',
    '{"format": 1, "game": "fievre", "players": ["A", "B", "C"], "actions": [',
])
def test_malformed_records_exit_2_with_one_line(bad, tmp_path):
    run = _replay(bad, tmp_path)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.strip() and "\n" not in run.stderr.strip() and "Traceback" not in run.stderr


def test_step_tells_the_app_who_does_what_next():
    table = Table(3)
    assert table.game.step().kind == "reveal"
    ids = table.reveal(C("red", 3, 1), C("yellow", 3, 4), C("blue", 3, 3))
    assert (table.game.step().kind, table.game.step().seat) == ("bid", 0)
    table.auction(1, 2)
    assert (table.game.step().kind, table.game.step().seat) == ("take", 1)
    table.take_in_order(*ids)
    assert table.game.step().kind == "roll"
    table.roll(5, 6)
    ids = table.reveal(E("saloon"), E("telegraph"), C("blue", 4, 5))
    table.auction(None)
    table.take(ids[0])
    step = table.game.step()
    assert (step.kind, step.seat, step.choice.event) == ("choose", 1, "saloon")
    table.act("event", player=1, event="saloon", town="red")
    table.take_in_order(*ids[1:])
    table.roll(2, 2)
    assert table.game.step().kind == "telegraph"
    assert table.game.can_telegraph(2) and not table.game.can_telegraph(0)
