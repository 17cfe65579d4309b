"""Random legal games of Pikoko: no crash, 8 tricks a round, every card played at most once,
scores recompute from the bets, tricks and confidence cards; junk never changes the state."""

import copy

from hypothesis import given, settings, strategies as st

from companion import record as records
from companion.errors import CompanionError
from companion.games.pikoko import deck
from companion.games.pikoko.sample import random_game


def points_by_hand(bets, tricks, confidence):
    """An independent count of a round, straight from the rulebook's table."""
    players = len(tricks)
    scores = []
    for by in range(players):
        total = sum({0: 2, 1: 1}.get(abs(bets[(by, on)] - tricks[on]), 0) for on in range(players))
        trusted = confidence[by]
        total += 1 if trusted is None else (3 if bets[(by, trusted)] == tricks[trusted] else -1)
        scores.append(total)
    return scores


def winner_by_hand(plays, trump):
    """(player, card, counted colour) plays -> seat owning the winning card."""
    led = plays[0][2]
    wanted = trump if any(colour == trump for _, _, colour in plays) else led
    player, _, _ = max((p for p in plays if p[2] == wanted), key=lambda p: deck.number_of(p[1]))
    return (player + 1) % len(plays)


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**9), hands=st.sampled_from([None, True, False]))
def test_random_legal_games(players, seed, hands):
    actions, game = random_game(players, seed, enter_hands=hands)
    assert game.finished and len(game.results) == 3
    for result in game.results:
        assert sum(result.tricks) == 8
        assert result.scores == points_by_hand(result.bets, result.tricks, result.confidence)
    summary = game.summary()
    assert summary["scores"] == [sum(r.scores[s] for r in game.results) for s in range(players)]
    best = max(summary["scores"])
    assert all(summary["scores"][s] == best for s in summary["winners"])
    # the record replays to the same summary
    rec = records.from_json({"format": 1, "game": "pikoko", "players": [f"P{s + 1}" for s in range(players)],
                             "options": {"first": game.results[0].first}, "actions": actions})
    assert records.summary(rec)["scores"] == summary["scores"]


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**9))
def test_every_card_played_at_most_once_and_tricks_won_by_the_cards_owner(players, seed):
    actions, game = random_game(players, seed, rounds=1)
    result = game.results[0]
    trump_card = next(a["card"] for a in actions if a["do"] == "trump")
    played = [a["card"] for a in actions if a["do"] == "play"]
    assert len(played) == 8 * players == len(set(played)) and trump_card not in played
    assert set(played) <= set(deck.cards(players))
    # recount the tricks from the plays alone
    trump = None if deck.is_multicoloured(trump_card) else deck.colours_of(trump_card)[0]
    tricks, current = [0] * players, []
    for action in (a for a in actions if a["do"] == "play"):
        card = action["card"]
        colour = action.get("as") or (current[0][2] if current and current[0][2] in deck.colours_of(card) else deck.colours_of(card)[0])
        current.append((action["player"], card, colour))
        if len(current) == players:
            tricks[winner_by_hand(current, trump)] += 1
            current = []
    assert tricks == result.tricks


JUNK = st.one_of(
    st.fixed_dictionaries({"do": st.just("play"), "player": st.integers(-1, 5),
                           "card": st.sampled_from(deck.ALL_CARDS + ("R12", "")),
                           "as": st.sampled_from(deck.COLOUR_NAMES + ("green",))}),
    st.fixed_dictionaries({"do": st.just("bet"), "by": st.integers(-1, 5), "on": st.integers(0, 5),
                           "tokens": st.integers(-2, 12)}),
    st.fixed_dictionaries({"do": st.just("confidence"), "by": st.integers(0, 5), "on": st.sampled_from([0, 1, 2, 9, "none", None])}),
    st.fixed_dictionaries({"do": st.just("trump"), "card": st.sampled_from(deck.ALL_CARDS)}),
    st.fixed_dictionaries({"do": st.sampled_from(["hand", "undo", ""]), "player": st.integers(0, 4),
                           "cards": st.lists(st.sampled_from(deck.ALL_CARDS), max_size=9)}),
    st.fixed_dictionaries({"do": st.sampled_from([None, 1, ["play"], {"do": "play"}]),
                           "card": st.sampled_from([["R5"], None, 5.5, {"a": 1}])}),
    st.fixed_dictionaries({"do": st.sampled_from(["play", "bet", "confidence", "hand", "trump"]),
                           "player": st.sampled_from([[0], None, 1.0, "0"]), "by": st.sampled_from([[0], 1.5]),
                           "on": st.sampled_from([[1], {"x": 1}, "none"]), "card": st.sampled_from([["B3"], 3]),
                           "as": st.sampled_from([["red"], 2]), "tokens": st.sampled_from([[1], 1.0, True])}),
)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), cut=st.integers(0, 150), junk=st.lists(JUNK, min_size=1, max_size=8))
def test_refused_or_malformed_actions_leave_the_game_unchanged(players, seed, cut, junk):
    _, game = random_game(players, seed, stop_after=cut)
    for action in junk:
        trial = copy.deepcopy(game)
        before = repr(trial.summary()), dict(trial.bets), dict(trial.played), dict(trial.confidence), copy.deepcopy(trial.hands)
        try:
            trial.apply(action)
        except CompanionError:
            after = repr(trial.summary()), dict(trial.bets), dict(trial.played), dict(trial.confidence), copy.deepcopy(trial.hands)
            assert after == before
            assert game.why_not(action) is not None
        else:
            assert game.why_not(action) is None
