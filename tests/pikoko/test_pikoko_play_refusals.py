"""`Pikoko.play_refusals()` and `trump_refusals()` (the card grid's answers, all at once) say
what `why_not` says for every play the seat to act may name, revokes (R-2) and colour
choices (R-4) included, and for every card turned up as trump."""

from hypothesis import given, settings, strategies as st

from companion import record as records
from companion.games.pikoko import deck
from companion.games.pikoko.sample import random_game
from companion.games.pikoko.tricks import needs_choice


def worded(refusal):
    if refusal is None:
        return None
    return type(refusal).__name__, refusal.message("en"), getattr(refusal, "rule", None), getattr(refusal, "trick", None)


def one_by_one(game) -> dict:
    """The answers `why_not` gives, play by play (what the grid asked before)."""
    player, led = game.to_act(), game.led_colour()
    answers = {}
    for card in game.deck:
        choices = game.colour_choices(card)
        assert bool(choices) == needs_choice(card, led)
        for chosen in choices or (None,):
            action = {"do": "play", "player": player, "card": card}
            if chosen is not None:
                action["as"] = chosen
            answers[(card, chosen)] = worded(game.why_not(action))
    return answers


@settings(max_examples=25, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 10**6), hands=st.sampled_from([True, False]))
def test_play_refusals_answer_as_why_not_does_card_by_card(players, seed, hands):
    actions, _ = random_game(players, seed, enter_hands=hands, first=0)
    game = new_game([f"P{i}" for i in range(players)])
    for action in actions:
        if game.to_act() is None:
            assert game.play_refusals() == {}
        else:
            found = game.play_refusals()
            assert {key: worded(why) for key, why in found.items()} == one_by_one(game)
        assert_trump_refusals_as_why_not(game)
        game.apply(action)
    assert_trump_refusals_as_why_not(game)   # the game over


def assert_trump_refusals_as_why_not(game):
    trumps = {card: worded(game.why_not({"do": "trump", "card": card})) for card in deck.ALL_CARDS}
    assert {card: worded(why) for card, why in game.trump_refusals().items()} == trumps


def new_game(players):
    return records.new_game(records.Record("pikoko", players, {"first": 0}, [], {}))


def test_a_revoke_is_among_the_answers():
    """Ana's peacock did not follow pink in trick 1 (P3 led, W5 and P2 after), then shows
    P6 in trick 3: R-2, naming trick 1."""
    game = new_game(["Iris", "Jules", "Ana"])
    game.apply({"do": "trump", "card": "Y2"})
    for by in range(3):
        for on in range(3):
            game.apply({"do": "bet", "by": by, "on": on, "tokens": 1})
    for player, card in ((0, "P3"), (1, "W5"), (2, "P2"), (0, "B3"), (1, "B2"), (2, "B5"), (2, "R3"), (0, "R5")):
        game.apply({"do": "play", "player": player, "card": card})
    found = game.play_refusals()
    assert found[("P6", None)].rule == "R-2" and found[("P6", None)].trick == 1
    assert worded(found[("P6", None)]) == worded(game.why_not({"do": "play", "player": 1, "card": "P6"}))
