"""Resolving a complete trick, step by step in the ruled order (rules 4.1–4.4, R-1)."""

from companion.games.aurum.deck import supply_cards
from companion.games.aurum.tricks import resolve
from aurum_table_sim import new, run

FULL = supply_cards(4)


def test_lowest_base_metal_takes_gold_of_its_value_and_highest_wins():
    result = resolve([(0, "Bi7"), (1, "Cu2"), (2, "P9"), (3, "Ag4")], FULL)
    assert (result.lowest, result.gold_taken, result.winner) == (1, "Au2", 2)


def test_all_equal_values_the_last_player_wins_and_takes_gold():
    result = resolve([(2, "Bi5"), (3, "Cu5"), (0, "P5"), (1, "Ag5")], FULL)
    assert result.winner == 1 and result.lowest == 1 and result.gold_taken == "Au5"


def test_ties_on_lowest_and_highest_go_to_the_later_player():
    result = resolve([(0, "Bi3"), (1, "Cu8"), (2, "P3"), (3, "Ag8")], FULL)
    assert result.lowest == 2 and result.winner == 3


def test_highest_gold_beats_any_base_metal_and_gold_ties_go_to_the_later_gold():
    result = resolve([(0, "Bi3"), (1, "Au2"), (2, "Cu10"), (3, "Au2")], FULL)
    assert result.winner == 3
    assert resolve([(0, "Zn10"), (1, "Au0"), (2, "Cu9")], FULL).winner == 1  # even a gold 0 wins


def test_lowest_card_9_or_10_takes_no_gold():
    assert resolve([(0, "Bi9"), (1, "Cu10"), (2, "P10"), (3, "Ag10")], FULL).gold_taken is None
    assert resolve([(0, "Bi10"), (1, "Cu10"), (2, "P10"), (3, "Ag10")], FULL).gold_taken is None


def test_no_gold_when_the_supply_has_none_of_that_value():
    supply = [c for c in FULL if c != "Au8"]
    assert resolve([(0, "Bi8"), (1, "Cu9"), (2, "P10"), (3, "Ag9")], supply).gold_taken is None


def test_gold_played_in_the_trick_cannot_be_collected_in_that_trick():
    """R-1: the Au2 played here goes back only after the lowest card took its gold."""
    supply = [c for c in FULL if c != "Au2"]
    result = resolve([(0, "Bi2"), (1, "Au2"), (2, "P6"), (3, "Ag7")], supply)
    assert result.gold_taken is None and result.gold_returned == ("Au2",)


def test_in_a_game_gold_returns_after_the_taking_and_the_lowest_player_leads():
    game = new(4, first=0, zero_gold=False)
    run(game, ("bid", 0, "Bi9"), ("bid", 1, "Cu9"), ("bid", 2, "P9"), ("bid", 3, "Ag9"),
        ("play", 0, "Bi2"), ("play", 1, "Cu2"), ("play", 2, "P7"), ("play", 3, "Zn8"))
    # Cu2 (later) takes Au2; Zn8 wins; Ben leads next
    assert game.collections[1] == ["Au2"] and game.tricks == [0, 0, 0, 1] and game.to_act() == 1
    run(game, ("play", 1, "P2"), ("play", 2, "Ag2"), ("play", 3, "Zn7"), ("play", 0, "Bi3"))
    assert game.collections[2] == ["Au2"] and "Au2" not in game.supply and game.to_act() == 2
    # Ben plays his Au2 into a trick whose lowest card is a 2: it cannot be taken back
    run(game, ("play", 2, "Zn2"), ("play", 3, "Bi4"), ("play", 0, "Cu4"), ("play", 1, "Au2"))
    summary = game.summary()
    assert summary["collections"] == [[], [], ["Au2"], []]
    assert summary["supply"].count("Au2") == 1 and summary["tricks"] == [0, 1, 0, 2]
    assert game.to_act() == 2  # Zn2 was the lowest: Cleo leads


def test_one_pass_resolve_agrees_with_the_rule_functions_on_random_tricks():
    """`resolve` walks the trick once for speed; `winner` and `lowest_player` say the rule."""
    import random

    from companion.games.aurum.deck import base_cards, gold_cards
    from companion.games.aurum.tricks import lowest_player, winner

    rng = random.Random(15)
    for _ in range(2000):
        players = rng.choice((3, 4))
        cards = rng.sample(base_cards(players), players)
        golds = gold_cards(players)
        plays = [(seat, cards[seat] if seat == 0 or rng.random() < 0.7 else rng.choice(golds)) for seat in range(players)]
        result = resolve(plays, golds)
        assert result.winner == winner(plays) and result.lowest == lowest_player(plays)
