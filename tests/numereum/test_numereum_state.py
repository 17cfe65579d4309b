"""The referee changes its live state in place for the verbs whose every check comes first
(`game._IN_PLACE`) and tries the others on a copy. Nothing may leak between steps: a refused
or only-asked-about action changes nothing, what the game handed out earlier stays as it was
after later actions, and an undo (a replay of one action less) gives the same game."""

import copy
import pickle

import pytest

from support import EXAMPLES, SHARED
from companion import record as records
from companion.errors import Malformed, Refusal

RECORDS = sorted(EXAMPLES.glob("numereum*.json")) + sorted((SHARED / "examples" / "numereum").glob("*.json"))
RECORDS = [path for path in RECORDS if not path.name.endswith(".expected.json")]


def inside(game) -> tuple:
    """Everything the game holds that changes with an action."""
    return pickle.dumps(game._state), len(game.log)


def handed_out(game) -> list:
    """What the app reads of a game (the very objects it gets)."""
    return [game.summary(), game.hand(0), game.hand(1), game.fresh_cards(0), game.fresh_cards(1),
            game.combinations_made(0), game.combinations_made(1), game.unseen_values(), game.legal_verbs(),
            game.valid_combinations(0), game.valid_combinations(1)]


def wrong_actions(game) -> list[dict]:
    """Actions of every verb that the state makes doubtful: a second card that would be
    refused after the first moved, cards from nowhere, verbs out of turn, bad fields."""
    unseen = [value for value in game.unseen_values() if game.unseen_copies(value) == 1]
    summary = game.summary()
    seen_card = next((c for side in summary["reserve"] for c in side), "17")
    actions = [{"do": "concede"}, {"do": "close"}, {"do": "close", "cards": []}, {"do": "concede", "player": 0}]
    if len(unseen) >= 2:
        first, second = unseen[:2]
        actions += [{"do": "reveal", "cards": [first, first]}, {"do": "reveal", "cards": [first, seen_card]},
                    {"do": "reveal", "cards": [first, "B10"]}, {"do": "reveal", "cards": [first, second, "01"]},
                    {"do": "reserve", "player": 0, "cards": [first, first]},
                    {"do": "bid", "cards": [first, first]}, {"do": "raise", "cards": [first, first]},
                    {"do": "bid", "cards": ["B100", seen_card]}]
    for seat in (0, 1):
        reserve = summary["reserve"][seat]
        actions += [{"do": "combine", "player": seat, "cards": reserve[:3]},
                    {"do": "combine", "player": seat, "cards": (reserve[:2] + ["B10"])[:3]},
                    {"do": "combine", "player": seat, "cards": reserve[:2] + unseen[:1]},
                    {"do": "combine", "player": 2 + seat, "cards": reserve[:3]}]
    return actions


def steps(path):
    record = records.load(path)
    game = records.new_game(record)
    yield game, None
    for action in record.actions:
        game.apply(action)
        yield game, action


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_a_refused_or_asked_action_changes_nothing_at_any_point_of_a_real_game(path):
    refused = 0
    for game, _ in steps(path):
        for action in wrong_actions(game):
            before = inside(game)
            asked = game.why_not(action)
            assert inside(game) == before, action
            if asked is None:
                continue  # legal here: nothing to refuse
            with pytest.raises((Refusal, Malformed)) as caught:
                game.apply(action)
            assert inside(game) == before, action
            assert caught.value.message("en") == asked.message("en")
            refused += 1
    assert refused > 100  # every verb refused many times over


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_what_the_game_handed_out_stays_as_it_was_after_later_actions(path):
    kept = []
    for game, _ in steps(path):
        given = handed_out(game)
        kept.append((given, copy.deepcopy(given)))
    for given, as_given in kept:
        assert given == as_given


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
def test_each_step_equals_a_fresh_replay_and_an_undo_is_the_shorter_replay(path):
    record = records.load(path)
    checkpoints = []
    for count, (game, _) in enumerate(steps(path)):
        fresh = records.replay(record, count)
        assert handed_out(game) == handed_out(fresh)
        assert [e.message for e in game.log] == [e.message for e in fresh.log]
        checkpoints.append((count, pickle.dumps(game), handed_out(game)))
    for count, kept, view in checkpoints:  # a checkpoint taken then still is that game
        assert handed_out(pickle.loads(kept)) == view == handed_out(records.replay(record, count))


def test_the_unseen_values_follow_a_reveal_made_in_place():
    record = records.load(RECORDS[0])
    game = records.new_game(record)
    for action in record.actions:
        before = game.unseen_values()
        game.apply(action)
        if action["do"] == "reveal":
            assert set(action["cards"]) & set(before)
            assert not set(action["cards"]) & set(game.unseen_values())
