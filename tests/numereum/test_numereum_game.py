"""The Numereum referee, round by round: setup, prizes, bids, concede and raise, combinations,
known cards (R-6), the end conditions; a refusal never changes anything."""

import pytest

from companion.errors import Malformed, Refusal
from companion.games.numereum import OPTIONS, describe, new_game
from companion.options import resolve

PLAYERS = ["Iris", "Jules"]


def game(*actions, **options):
    g = new_game(PLAYERS, resolve(OPTIONS, options, 2, "Numereum"))
    for action in actions:
        g.apply(action)
    return g


def reserve(seat, a, b):
    return {"do": "reserve", "player": seat, "cards": [a, b]}


def reveal(hand_prize, reserve_prize):
    return {"do": "reveal", "cards": [hand_prize, reserve_prize]}


def bid(a, b):
    return {"do": "bid", "cards": [a, b]}


def raise_(a, b):
    return {"do": "raise", "cards": [a, b]}


def combine(seat, *cards):
    return {"do": "combine", "player": seat, "cards": list(cards)}


CONCEDE, CLOSE = {"do": "concede"}, {"do": "close"}
SETUP = [reserve(0, "17", "08"), reserve(1, "50", "51")]


def refused(g, action, contains="", rule=None):
    """The action is refused with a message containing `contains`, and nothing changes."""
    before = g.summary(), g.hand(0), g.hand(1), g.legal_verbs()
    with pytest.raises(Refusal) as caught:
        g.apply(action)
    assert contains in caught.value.message("en"), caught.value.message("en")
    assert caught.value.rule == rule
    assert (g.summary(), g.hand(0), g.hand(1), g.legal_verbs()) == before
    assert g.why_not(action).message("en") == caught.value.message("en")
    return caught.value


# ---- setup and the round's steps ------------------------------------------------------------

def test_setup_takes_two_reserve_cards_each_from_the_pile():
    g = game(*SETUP)
    s = g.summary()
    assert s["reserve"] == [["17", "08"], ["50", "51"]]
    assert s["hand_size"] == [12, 12] and s["pile"] == 50 and s["rounds"] == [] and not s["finished"]
    assert g.legal_verbs() == ["reveal"]
    assert g.hand(0).basics == ("B0", "B0", "B10", "B20", "B30", "B40", "B50", "B60", "B70", "B80", "B90", "B100")


def test_setup_refusals():
    g = game(reserve(0, "17", "08"))
    refused(g, reveal("25", "30"), "reserve cards")
    refused(g, reserve(0, "20", "21"), "Iris has already laid out a reserve")
    refused(g, reserve(1, "17", "21"), "17 is already in Iris's reserve", rule="R-6")
    refused(g, reserve(1, "B10", "21"), "basic card")
    refused(g, bid("B0", "B0"), "reserve cards")


def test_concede_gives_the_prizes_to_the_higher_bidder():
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"))
    s = g.summary()
    assert s["to_act"] == 0 and g.legal_verbs() == ["concede", "raise"] and g.can_raise()
    refused(g, CLOSE, "Iris bid lower and must first concede or raise")
    g.apply(CONCEDE)
    s = g.summary()
    assert s["reserve"] == [["17", "08"], ["50", "51", "30"]]  # reserve prize to Jules
    assert g.hand(1).known == ("25",) and s["hand_size"] == [11, 12]  # hand prize into Jules's hand
    assert s["to_act"] is None and g.legal_verbs() == ["close"]
    g.apply(CLOSE)
    assert g.summary()["rounds"] == [{"scores": [0, 0], "winner": 1}]
    assert g.summary()["pile"] == 48


def test_equal_first_bids_discard_the_prizes_and_end_the_bidding():
    g = game(*SETUP, reveal("25", "30"), bid("B40", "B40"), CLOSE)
    s = g.summary()
    assert s["rounds"][-1] == {"scores": [0, 0], "winner": None}
    assert s["reserve"] == [["17", "08"], ["50", "51"]] and s["hand_size"] == [11, 11]
    g.apply(reveal("26", "31"))
    refused(g, bid("B10", "25"), "25 is already in the discard", rule="R-6")


def test_raise_adds_both_cards_and_the_higher_total_wins():
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"), raise_("B100", "B0"))
    s = g.summary()
    assert s["rounds"] == [] and s["reserve"][0] == ["17", "08", "30"] and g.hand(0).known == ("25",)
    assert s["hand_size"] == [11, 10]
    g.apply(CLOSE)
    assert g.summary()["rounds"][-1]["winner"] == 0


def test_equal_totals_after_a_raise_discard_the_prizes():
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"), raise_("B50", "B20"), CLOSE)
    assert g.summary()["rounds"][-1]["winner"] is None
    assert g.summary()["reserve"] == [["17", "08"], ["50", "51"]]


def test_bid_non_basic_cards_go_to_the_bidders_own_reserve_whoever_wins():
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"), CONCEDE, CLOSE,  # Jules now holds 25
             reveal("26", "31"), bid("B70", "25"), CONCEDE)
    s = g.summary()
    assert s["reserve"][1] == ["50", "51", "30", "25"]  # Jules lost, but keeps his bid 25
    assert s["reserve"][0] == ["17", "08", "31"] and g.hand(0).known == ("26",)
    assert s["to_act"] is None


def test_basic_cards_bid_are_spent_R6():
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"), CONCEDE, CLOSE, reveal("26", "31"))
    refused(g, bid("B10", "B20"), "Iris has no B10 left: it was already bid", rule="R-6")
    g.apply(bid("B0", "B0"))  # two zeros exist
    g.apply(CLOSE)
    g.apply(reveal("27", "32"))
    g.apply(bid("B0", "B20"))
    g.apply(CONCEDE)
    g.apply(CLOSE)
    g.apply(reveal("28", "33"))
    refused(g, bid("B0", "B30"), "Iris has no B0 left", rule="R-6")


# ---- known cards (R-6) --------------------------------------------------------------------

def test_R6_a_card_never_seen_can_only_come_from_unseen_hand_cards():
    g = game(*SETUP, reveal("25", "30"))
    refused(g, bid("99", "B10"), "Iris's hand is entirely known and holds no 99", rule="R-6")
    assert g.legal_bid_cards(0) == ["B0", "B10", "B20", "B30", "B40", "B50", "B60", "B70", "B80", "B90", "B100"]


@pytest.mark.parametrize("card, where", [
    ("17", "17 is already in Iris's reserve"),
    ("51", "51 is already in Jules's reserve"),
    ("25", "25 is already on the table as a prize"),
])
def test_R6_a_card_seen_elsewhere_cannot_be_bid_and_the_referee_says_where(card, where):
    g = game(*SETUP, reveal("25", "30"))
    refused(g, bid("B10", card), where, rule="R-6")


def test_R6_cards_drawn_after_a_combination_are_unseen_and_may_be_bid():
    g = game(*SETUP, reveal("60", "25"), bid("B40", "B10"), CONCEDE)
    assert [c.cards for c in g.valid_combinations(0)] == [("17", "08", "25")]
    g.apply(combine(0, "17", "08", "25"))
    assert g.hand(0).hidden == 1 and g.summary()["pile"] == 47 and g.summary()["combinations"] == [1, 0]
    g.apply(CLOSE)
    g.apply(reveal("61", "26"))
    refused(g, bid("B20", "99"), "Jules's hand is entirely known", rule="R-6")
    refused(g, bid("17", "B20"), "17 is already in one of Iris's combinations", rule="R-6")
    g.apply(bid("99", "B20"))  # an unseen card from Iris's hidden draw
    assert g.hand(0).hidden == 0
    g.apply(CONCEDE)
    assert g.summary()["reserve"][0] == ["99", "26"]


def test_R6_a_known_hand_card_can_be_bid_by_its_holder_only():
    g = game(*SETUP, reveal("60", "25"), bid("B40", "B10"), CONCEDE, CLOSE, reveal("61", "26"))
    refused(g, bid("B10", "60"), "60 is already in Iris's hand", rule="R-6")
    assert "60" in g.legal_bid_cards(0) and "60" not in g.legal_bid_cards(1)
    g.apply(bid("60", "B20"))
    assert g.hand(0).known == ()


# ---- combinations ---------------------------------------------------------------------------

def won_round_one():
    return game(*SETUP, reveal("60", "25"), bid("B40", "B10"), CONCEDE)


def test_combination_refusals():
    g = game(reserve(0, "17", "10"), reserve(1, "50", "51"), reveal("60", "25"), bid("B40", "B10"), CONCEDE)
    refused(g, combine(0, "17", "10", "25"), "17, 10, 25 meet none of the five criteria")
    g = won_round_one()
    refused(g, combine(0, "17", "08", "33"), "33 is not in Iris's reserve")
    refused(g, combine(0, "17", "08", "B10"), "basic card")
    refused(g, combine(1, "50", "51", "25"), "25 is not in Jules's reserve")
    g.apply(combine(0, "17", "08", "25"))
    refused(g, combine(0, "17", "08", "25"), "17 is already in one of Iris's combinations", rule="R-2")


def test_old_reserve_cards_alone_cannot_combine():
    # Iris holds 17 08 25 from earlier rounds; this round she gains only 70: 17+08=25 is stale
    g = game(reserve(0, "17", "08"), reserve(1, "50", "51"), reveal("60", "25"), bid("B40", "B10"), CONCEDE,
             CLOSE, reveal("61", "70"), bid("B50", "B20"), CONCEDE)
    assert g.summary()["reserve"][0] == ["17", "08", "25", "70"]
    refused(g, combine(0, "17", "08", "25"), "must have entered Iris's reserve this round")
    assert g.valid_combinations(0) == []


def test_super_combination_draws_two_and_the_round_scores_it():
    g = game(reserve(0, "01", "02"), reserve(1, "50", "51"), reveal("60", "03"), bid("B40", "B10"), CONCEDE,
             combine(0, "01", "02", "03"))
    s = g.summary()
    assert g.hand(0).hidden == 2 and s["pile"] == 50 - 2 - 2 and s["reserve"][0] == []
    g.apply(CLOSE)
    assert g.summary()["rounds"][-1] == {"scores": [1, 0], "winner": 0}
    assert g.summary()["scores"] == [1, 0] and g.combinations_made(0) == [("01", "02", "03")]


def test_R4_in_order_runs_and_the_any_order_house_rule():
    moves = [reserve(0, "31", "42"), reserve(1, "60", "61"), reveal("70", "50"), bid("B40", "B10"), CONCEDE]
    strict = game(*moves)
    error = refused(strict, combine(0, "31", "42", "50"), "a run must read in each card's own digit order", rule="R-4")
    assert "chiffres" in error.message("fr") and "Ziffernfolge" in error.message("de")
    relaxed = game(*moves, suite="any_order")
    relaxed.apply(combine(0, "31", "42", "50"))
    assert relaxed.summary()["combinations"] == [1, 0]


def test_both_players_may_combine_in_any_order():
    g = game(reserve(0, "17", "08"), reserve(1, "03", "42"), reveal("60", "25"), bid("B10", "B10"), CLOSE,
             reveal("61", "45"), bid("B20", "B40"), CONCEDE)
    assert [c.cards for c in g.valid_combinations(1)] == [("03", "42", "45")]
    g.apply(combine(1, "03", "42", "45"))
    g.apply(CLOSE)
    assert g.summary()["rounds"][-1] == {"scores": [0, 1], "winner": 1}


# ---- the end ------------------------------------------------------------------------------------

def burn_ties(g, cards):
    """Rounds where both bid the same basic card: nothing is won, one card each is spent."""
    for index, card in enumerate(cards):
        g.apply(reveal(f"{60 + 2 * index}", f"{61 + 2 * index}"))
        g.apply(bid(card, card))
        g.apply(CLOSE)


def test_no_raise_when_the_opponent_has_no_card_and_the_empty_hand_loses():
    g = game(*SETUP)
    burn_ties(g, ["B0", "B0", "B10", "B20", "B30", "B40", "B50", "B60", "B70", "B80"])
    g.apply(reveal("90", "91"))
    g.apply(bid("B90", "B100"))  # Iris lower, both hold one card: she may raise, but concedes
    assert g.can_raise()
    g.apply(CONCEDE)
    g.apply(CLOSE)  # Jules: B90 and the prize 90; Iris: B100
    g.apply(reveal("92", "93"))
    g.apply(bid("B100", "B90"))
    assert g.summary()["to_act"] == 1 and not g.can_raise() and g.legal_verbs() == ["concede"]
    error = refused(g, raise_("B0", "90"), "No raise: Iris has no card left in hand")
    assert "Pas de surenchère" in error.message("fr")
    g.apply(CONCEDE)
    assert g.summary()["hand_size"] == [1, 1]  # Iris took the hand prize 92
    g.apply(CLOSE)
    g.apply(reveal("94", "95"))
    g.apply(bid("92", "90"))
    assert not g.can_raise()
    g.apply(CONCEDE)
    g.apply(CLOSE)
    s = g.summary()
    assert s["finished"] and s["reason"] == "empty_hand" and s["winners"] == [0] and s["hand_size"] == [1, 0]
    assert s["to_act"] is None and g.legal_verbs() == []
    refused(g, reveal("96", "97"), "The game is over")


def test_both_hands_empty_at_once_with_nothing_else_to_part_them_the_younger_wins():
    cards = ["B0", "B0", "B10", "B20", "B30", "B40", "B50", "B60", "B70", "B80", "B90", "B100"]
    for younger in (0, 1):
        g = game(*SETUP, younger=younger)
        burn_ties(g, cards)
        s = g.summary()
        assert s["finished"] and s["reason"] == "empty_hand" and s["winners"] == [younger]
        assert s["hand_size"] == [0, 0] and len(s["rounds"]) == 12


def test_pile_exhausted_before_the_prizes_the_younger_wins_R3():
    g = game(*SETUP, reveal("60", "61"), deck_size=7)
    assert not g.finished
    g.apply(bid("B10", "B10"))
    g.apply(CLOSE)  # one card left: the next prizes cannot be drawn in full
    s = g.summary()
    assert s["finished"] and s["reason"] == "pile_exhausted" and s["winners"] == [1] and s["pile"] == 1
    assert s["rounds"] == [{"scores": [0, 0], "winner": None}]


def test_pile_exhausted_by_a_combination_draw_ends_the_game_at_once_R3_R7():
    g = game(reserve(0, "01", "02"), reserve(1, "50", "51"), reveal("60", "03"), bid("B40", "B10"), CONCEDE,
             deck_size=7, younger=1)
    assert g.summary()["pile"] == 1
    g.apply(combine(0, "01", "02", "03"))  # a super-combination needs 2 cards; 1 is left
    s = g.summary()
    assert s["finished"] and s["reason"] == "pile_exhausted" and s["winners"] == [1]
    assert s["pile"] == 0 and g.hand(0).hidden == 1 and s["combinations"] == [1, 0]
    assert s["rounds"] == [{"scores": [1, 0], "winner": 0}]
    refused(g, CLOSE, "The game is over")


def test_setup_with_a_pile_too_short_for_the_first_prizes():
    g = game(reserve(0, "01", "02"), reserve(1, "50", "51"), deck_size=6)
    g.apply(reveal("60", "61"))  # 6 cards: just enough for the first prizes
    assert g.summary()["pile"] == 0


# ---- home-made decks (R-1, R-5) ------------------------------------------------------------------

def test_a_deck_option_allows_repeats_as_often_as_listed_R1():
    g = game(reserve(0, "40", "40"), reserve(1, "50", "51"), deck=[40, 40, 40, 50, 51, 60, 61, 62, 63, 64])
    g.apply(reveal("60", "40"))
    g.apply(bid("B50", "B10"))
    g.apply(CONCEDE)
    g.apply(combine(0, "40", "40", "40"))  # equal values are evenly spaced
    g.apply(CLOSE)
    g.apply(reveal("61", "62"))
    refused(g, bid("B10", "40"), "40 is already in one of Iris's combinations", rule="R-6")
    refused(g, bid("B10", "77"), "There is no 77 in this game's deck", rule="R-1")
    assert g.summary()["pile"] == 10 - 4 - 4 - 1


# ---- bad input ------------------------------------------------------------------------------------

@pytest.mark.parametrize("action, words", [
    ({"do": "shuffle"}, "unknown Numereum verb"),
    ({"do": "bid", "cards": ["B10"]}, "must hold 2 cards"),
    ({"do": "bid", "cards": ["B15", "B10"]}, "unknown card code 'B15'"),
    ({"do": "bid", "cards": ["7", "B10"]}, "unknown card code '7'"),
    ({"do": "bid", "cards": "B10 B20"}, "must be a list"),
    ({"do": "bid"}, "needs the field 'cards'"),
    ({"do": "bid", "cards": ["B10", "B20"], "player": 0}, "has no field 'player'"),
    ({"do": "combine", "player": 2, "cards": ["17", "08", "25"]}, "seat"),
    ({"do": "combine", "player": "0", "cards": ["17", "08", "25"]}, "whole number"),
    ({"do": "reveal", "cards": [25, 30]}, "unknown card code 25"),
])
def test_malformed_actions_change_nothing(action, words):
    g = game(*SETUP, reveal("25", "30"))
    before = g.summary()
    with pytest.raises(Malformed, match=words):
        g.apply(action)
    assert g.summary() == before


def test_refusals_speak_three_languages():
    g = game(*SETUP, reveal("25", "30"))
    error = g.why_not(bid("B10", "17"))
    assert error.message("en") == "17 is already in Iris's reserve (R-6)"
    assert error.message("fr") == "17 est déjà dans la réserve de Iris (R-6)"
    assert error.message("de") == "17 ist schon in der Reserve von Iris (R-6)"


def test_describe_names_the_action_for_refusal_lines():
    assert describe(bid("B70", "B80"), PLAYERS) == "bid B70 by Iris, B80 by Jules"
    assert describe(combine(0, "17", "08", "25"), PLAYERS) == "combine 17 08 25 by Iris"
    assert describe(CONCEDE, PLAYERS) == "concede"
    assert describe({"do": "bid", "cards": 3}, PLAYERS) == "bid"


def test_legal_verbs_follow_the_round():
    g = game()
    assert g.legal_verbs() == ["reserve"] and g.phase == "setup"
    g = game(*SETUP)
    assert g.legal_verbs() == ["reveal"]
    g.apply(reveal("60", "25"))
    assert g.legal_verbs() == ["bid"]
    g.apply(bid("B40", "B10"))
    assert g.legal_verbs() == ["concede", "raise"] and g.legal_bid_cards(1)[0] == "B0"
    g.apply(CONCEDE)
    assert g.legal_verbs() == ["combine", "close"] and g.legal_bid_cards(0) == []
    assert g.valid_combinations(1) == []


def test_R9_a_repeated_value_combines_the_older_copy_first():
    deck = [10, 10, 20, 5, 15, 30, 50, 51, 60, 61, 62, 63]
    g = game(reserve(0, "10", "20"), reserve(1, "50", "51"),
             reveal("10", "05"), bid("B50", "B10"), CONCEDE, CLOSE,  # Iris: a 10 in hand, 05 in reserve
             reveal("60", "15"), bid("B60", "B20"), CONCEDE, CLOSE,
             reveal("61", "30"), bid("10", "B30"), raise_("B100", "B40"), deck=deck)
    assert g.summary()["reserve"][0] == ["10", "20", "05", "15", "10", "30"]  # the second 10 is new
    g.apply(combine(0, "10", "20", "30"))  # takes the old 10 ...
    g.apply(combine(0, "05", "10", "15"))  # ... so the new one still makes this one legal
    assert g.summary()["combinations"] == [2, 0] and g.summary()["reserve"][0] == []


def test_about_has_a_summary_and_every_ruling_in_three_languages():
    from companion.games.numereum import about
    assert [rule for rule, _ in about.RULINGS] == [f"R-{n}" for n in range(1, 10)]
    for text in about.SUMMARY + [text for _, text in about.RULINGS]:
        assert text.en and text.fr != text.en and text.de != text.en


def test_fresh_cards_mark_what_entered_the_reserve_this_round():
    """The app's combination picker marks these 'new': a combination needs one of them."""
    g = game(*SETUP, reveal("25", "30"), bid("B10", "B40"), CONCEDE, CLOSE,
             reveal("26", "31"), bid("B70", "25"), CONCEDE)
    assert g.fresh_cards(1) == [False, False, False, True]  # 50 51 30 old, 25 bid this round
    assert g.fresh_cards(0) == [False, False, True]  # 17 08 old, 31 the reserve prize
