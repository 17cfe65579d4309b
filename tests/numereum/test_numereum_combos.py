"""The five criteria and super-combinations, with the rulebook's own examples; the reserve search."""

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from companion.games.numereum.combos import (ANY_ORDER, all_combinations, check, criteria_met, explain,
                                             explanations)

RULEBOOK = [
    # cards, criteria met (the rulebook names the first one; the others are what the digits also show)
    ("17 08 25", ("addition",)),
    ("03 42 45", ("addition",)),
    ("07 04 28", ("multiplication",)),
    ("14 03 42", ("multiplication",)),
    ("33 35 37", ("equidistance", "quadruple")),  # four 3s too: a super-combination
    ("17 24 31", ("equidistance",)),
    ("12 34 59", ("suite",)),
    ("01 23 47", ("suite",)),
    ("42 34 56", ("suite",)),
    ("54 32 12", ("suite",)),
    ("53 33 38", ("quadruple",)),
    ("21 11 41", ("quadruple",)),
    ("01 02 03", ("addition", "equidistance")),
    ("33 03 36", ("addition", "quadruple")),
    ("34 56 12", ("equidistance", "suite")),
]


@pytest.mark.parametrize("cards, criteria", RULEBOOK, ids=[c for c, _ in RULEBOOK])
def test_rulebook_examples(cards, criteria):
    combination = check(cards.split())
    assert combination.criteria == criteria
    assert combination.super == (len(criteria) >= 2)
    assert combination.draws == (2 if len(criteria) >= 2 else 1)


def test_the_rulebooks_super_combinations_draw_two():
    for cards in ("01 02 03", "33 03 36", "34 56 12"):
        assert check(cards.split()).super and check(cards.split()).draws == 2


def test_order_of_the_cards_given_does_not_matter():
    for cards, criteria in RULEBOOK:
        for order in itertools.permutations(cards.split()):
            assert criteria_met(order) == criteria


@pytest.mark.parametrize("cards, words", [
    ("17 08 25", "17 + 08 = 25"),
    ("08 17 25", "08 + 17 = 25"),
    ("25 17 08", "17 + 08 = 25"),
])
def test_addition_is_explained_with_the_cards_as_printed(cards, words):
    assert explain(cards.split(), "addition").en == words


def test_explanations_in_three_languages():
    assert explain("07 04 28".split(), "multiplication").en == "07 × 04 = 28"
    steps = explain("31 17 24".split(), "equidistance")
    assert (steps.en, steps.fr, steps.de) == ("17, 24, 31: steps of 7", "17, 24, 31 : écarts de 7",
                                               "17, 24, 31: Abstände von 7")
    run = explain("34 56 12".split(), "suite")
    assert run.en == "12 34 56: 1 2 3 4 5 in a row" and "à la suite" in run.fr and "hintereinander" in run.de
    four = explain("53 33 38".split(), "quadruple")
    assert four.en == "53 33 38: the digit 3 four times" and "quatre fois" in four.fr and "viermal" in four.de
    assert [name for name, _ in explanations(check("33 03 36".split()))] == ["addition", "quadruple"]
    assert explain("17 08 26".split(), "addition") is None


def test_descending_run_reads_right_to_left_of_the_digits():
    assert explain("54 32 12".split(), "suite").en == "54 32 12: 5 4 3 2 1 in a row"


@pytest.mark.parametrize("cards", ["31 42 50", "15 24 30", "13 52 40", "95 87 60"])
def test_R4_a_card_is_never_read_backwards(cards):
    # the digits hold five consecutive values, but no order of the cards shows them in a row
    assert "suite" not in criteria_met(cards.split())
    assert "suite" in criteria_met(cards.split(), ANY_ORDER)


def test_R4_five_digits_must_stand_next_to_each_other():
    assert "suite" not in criteria_met(["12", "39", "45"])  # 1 2 3 . 4 5: broken by the 9
    assert "suite" in criteria_met(["12", "39", "45"], ANY_ORDER)
    assert "suite" in criteria_met(["91", "23", "45"])  # the run may skip the first digit
    assert "suite" in criteria_met(["98", "76", "50"])  # 9 8 7 6 5, last digit left over


def test_R5_equal_values_are_evenly_spaced():
    assert criteria_met(["40", "40", "40"]) == ("equidistance",)
    assert explain(["40", "40", "40"], "equidistance").en == "40, 40, 40: steps of 0"


def test_zero_and_one_in_products_and_sums():
    assert "multiplication" in criteria_met(["00", "00", "57"])  # 00 = 00 × 57
    assert "multiplication" in criteria_met(["01", "57", "57"])
    assert "addition" in criteria_met(["00", "45", "45"])
    assert criteria_met(["00", "45", "46"]) == ()


def test_more_than_four_of_a_digit_is_still_a_quadruple():
    assert "quadruple" in criteria_met(["11", "11", "12"])
    assert explain(["11", "11", "11"], "quadruple").en == "11 11 11: the digit 1 six times"


def test_a_combination_takes_three_cards():
    with pytest.raises(ValueError):
        check(["17", "08"])


def _brute(reserve, suite="in_order", fresh=None):
    return [check([reserve[i] for i in t], suite) for t in itertools.combinations(range(len(reserve)), 3)
            if (fresh is None or set(t) & set(fresh)) and criteria_met([reserve[i] for i in t], suite)]


codes = st.integers(0, 99).map(lambda v: f"{v:02d}")


@settings(max_examples=150, deadline=None)
@given(reserve=st.lists(codes, max_size=18), suite=st.sampled_from(["in_order", "any_order"]), data=st.data())
def test_reserve_search_finds_exactly_the_combinations_a_brute_force_finds(reserve, suite, data):
    fresh = data.draw(st.none() | st.sets(st.integers(0, max(len(reserve) - 1, 0))))
    fresh = None if fresh is None else [i for i in fresh if i < len(reserve)]
    assert all_combinations(reserve, suite, fresh) == _brute(reserve, suite, fresh)


def test_reserve_search_respects_cards_entered_this_round():
    reserve = ["17", "08", "25", "30", "05"]
    everything = {c.cards for c in all_combinations(reserve)}
    assert ("17", "08", "25") in everything and ("25", "30", "05") in everything
    only_30 = {c.cards for c in all_combinations(reserve, fresh=[3])}
    assert ("17", "08", "25") not in only_30 and ("25", "30", "05") in only_30
    assert all_combinations(reserve, fresh=[]) == []
    assert all_combinations(["17", "08"]) == []
