"""The printable deck's values (R-1) and the card-code helpers."""

from itertools import combinations

import pytest

from companion.games.numereum.combos import CRITERIA, criteria_met
from companion.games.numereum.deck import (BASIC_CODES, BASIC_VALUES, NON_BASIC_CODES, NON_BASIC_VALUES, is_code,
                                           value_of)


def test_basic_hand_is_the_rulebooks_twelve_cards():
    assert sorted(BASIC_VALUES) == [0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]
    assert BASIC_CODES.count("B0") == 2 and len(BASIC_CODES) == 12 and "B100" in BASIC_CODES


def test_the_printable_deck_has_54_distinct_two_digit_values():
    assert len(NON_BASIC_VALUES) == 54 == len(set(NON_BASIC_VALUES))
    assert all(isinstance(v, int) and 0 <= v <= 99 for v in NON_BASIC_VALUES)
    assert NON_BASIC_CODES[0] == f"{NON_BASIC_VALUES[0]:02d}" and all(len(c) == 2 for c in NON_BASIC_CODES)


def test_every_criterion_and_super_combinations_can_happen_with_the_printable_deck():
    seen = {name: 0 for name in CRITERIA}
    supers = any_combination = 0
    triples = list(combinations(NON_BASIC_CODES, 3))
    for triple in triples:
        met = criteria_met(triple)
        for name in met:
            seen[name] += 1
        supers += len(met) >= 2
        any_combination += bool(met)
    assert all(count >= 20 for count in seen.values()), seen
    assert supers >= 20
    # neither rare nor automatic: a few percent of all triples combine
    assert 0.02 < any_combination / len(triples) < 0.10


@pytest.mark.parametrize("code, value", [("B0", 0), ("B100", 100), ("07", 7), ("00", 0), ("99", 99)])
def test_codes_and_values(code, value):
    assert is_code(code) and value_of(code) == value


@pytest.mark.parametrize("code", ["7", "100", "B5", "B", "b10", "0x", "", None, 7, "٠٧"])
def test_not_codes(code):
    assert not is_code(code)
    with pytest.raises(ValueError):
        value_of(code)
