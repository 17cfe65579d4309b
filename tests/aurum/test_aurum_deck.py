"""Which cards exist in Aurum, for 3 and 4 players, and what gold is worth."""

from collections import Counter

import pytest

from companion.games.aurum import deck


def test_four_players_use_all_fifty_base_metal_cards():
    cards = deck.base_cards(4)
    assert len(cards) == len(set(cards)) == 50
    assert {deck.suit_of(c) for c in cards} == {"Bi", "Cu", "P", "Ag", "Zn"}


def test_three_player_deck_has_no_copper_and_no_tens():
    cards = deck.base_cards(3)
    assert len(cards) == 36
    assert not any(c.startswith("Cu") for c in cards)
    assert not any(deck.value_of(c) == 10 for c in cards)


def test_gold_counts_match_the_box():
    assert Counter(deck.deck_cards())["Au0"] == 4
    assert sum(deck.GOLD_COUNTS.values()) == 15
    assert Counter(deck.gold_cards(4)) == Counter({"Au0": 4, "Au1": 2, "Au2": 2, "Au3": 2, "Au4": 1, "Au5": 1,
                                                   "Au6": 1, "Au7": 1, "Au8": 1})


def test_au8_is_absent_with_three_players_and_the_fourth_au0_stays_out():
    gold = Counter(deck.gold_cards(3))
    assert "Au8" not in gold
    assert gold["Au0"] == 3  # one per player
    assert "Au0" not in deck.supply_cards(3) and "Au8" not in deck.supply_cards(3)
    assert sorted(deck.supply_cards(3)) == ["Au1", "Au1", "Au2", "Au2", "Au3", "Au3", "Au4", "Au5", "Au6", "Au7"]


def test_zero_gold_variant_removes_every_au0():
    assert "Au0" not in deck.gold_cards(4, zero_gold=False)
    assert len(deck.gold_cards(4, zero_gold=False)) == 11


@pytest.mark.parametrize("code, points", [("Au0", 0), ("Au1", 1), ("Au3", 1), ("Au4", 2), ("Au6", 2), ("Au7", 3), ("Au8", 3)])
def test_gold_points(code, points):
    assert deck.gold_points(code) == points == deck.gold_points(deck.gold_value(code))


@pytest.mark.parametrize("code", ["Bi1", "Zn10", "P10", "Au0", "Au8", "Cu5"])
def test_codes_of_the_game(code):
    assert deck.is_code(code)


@pytest.mark.parametrize("code", ["Cu0", "Cu11", "Au9", "cu5", "Cu05", "X1", "Cu", "Au", "", "Bi-1", None, 5])
def test_not_codes(code):
    assert not deck.is_code(code)


def test_every_suit_has_a_distinct_mark_and_symbol_and_three_names():
    marks = {s.mark for s in deck.SUITS.values()} | {deck.GOLD_MARK}
    symbols = {s.symbol for s in deck.SUITS.values()} | {deck.GOLD_SYMBOL}
    assert len(marks) == len(symbols) == 6
    assert deck.SUITS["Cu"].name.get("fr") == "Cuivre" and deck.SUITS["Ag"].name.get("de") == "Silber"
    assert deck.card_name("P7", "de") == "Phosphor 7"


def test_card_order_sorts_by_suit_then_value_with_gold_last():
    assert sorted(["Au1", "Zn2", "Bi10", "Bi2"], key=deck.card_order) == ["Bi2", "Bi10", "Zn2", "Au1"]
