"""Bids, leftovers, swaps, plays, stopping and known-card tracking: each rule and ruling,
with the refusal the table would read (English here; every refusal has fr and de too)."""

import copy

import pytest

from companion.errors import Malformed, Refusal
from aurum_table_sim import expand, known_places, new, run

BIDS_4P = [("bid", 0, "Bi9"), ("bid", 1, "Cu9"), ("bid", 2, "P9"), ("bid", 3, "Ag9")]


def snapshot(game):
    return (game.summary(), sorted(known_places(game)), list(game.hand_size), copy.deepcopy(game.swapped))


def refused(game, action, *words, rule=None):
    """The action is refused with a message holding `words`, and nothing changed."""
    before = snapshot(game)
    assert isinstance(game.why_not(expand(action)), Refusal)
    with pytest.raises(Refusal) as caught:
        game.apply(expand(action))
    for word in words:
        assert word in caught.value.text.en, caught.value.text.en
    assert caught.value.text.fr != caught.value.text.en or not any(c.isalpha() for c in caught.value.text.en)
    assert caught.value.rule == rule
    assert snapshot(game) == before
    return caught.value


# -- bids -----------------------------------------------------------------------------

def test_four_players_bid_clockwise_from_the_token_holder():
    game = new(4, first=2)
    assert game.summary()["to_act"] == 2
    refused(game, ("bid", 0, "Cu7"), "Cleo's turn")
    run(game, ("bid", 2, "Cu7"))
    assert game.summary()["to_act"] == 3
    run(game, ("bid", 3, "Zn1"), ("bid", 0, "Bi2"), ("bid", 1, "P4"))
    assert game.summary()["bids"] == ["Bi2", "P4", "Cu7", "Zn1"]
    assert game.summary()["to_act"] == 2  # the token holder leads the first trick


def test_three_players_bid_in_any_order_and_to_act_is_null_meanwhile():
    game = new(3, first=1)
    assert game.summary()["to_act"] is None
    run(game, ("bid", 2, "Ag3"), ("bid", 0, "Bi1"))
    assert game.summary()["to_act"] is None
    refused(game, ("bid", 0, "Bi2"), "already bid")
    run(game, ("bid", 1, "Zn2"))
    assert game.summary()["to_act"] == 1


def test_a_bid_is_a_base_metal_card_of_this_deck_not_known_elsewhere():
    game = new(3)
    refused(game, ("bid", 0, "Au0"), "base-metal", "not gold")
    refused(game, ("bid", 0, "Cu4"), "Copper is not used with 3 players")
    refused(game, ("bid", 0, "Zn10"), "no 10s")
    run(game, ("bid", 0, "Zn4"))
    refused(game, ("bid", 1, "Zn4"), "Zinc 4", "Ana's bid card", rule="R-7")


def test_leftovers_are_four_player_only_before_any_bid_and_cannot_be_bid():
    refused(new(3), ("aside", ["P6", "Ag2"]), "With 3 players")
    game = new(4)
    refused(game, ("aside", ["P6", "P6"]), "twice")
    refused(game, ("aside", ["P6", "Au2"]), "not gold")
    run(game, ("aside", ["P6", "Ag2"]))
    refused(game, ("aside", ["P7", "Ag3"]), "once, at the start of a round")
    refused(game, ("bid", 0, "Ag2"), "face up beside the supply", rule="R-7")
    run(game, ("bid", 0, "Ag3"))
    assert game.summary()["to_act"] == 1


def test_play_and_swap_wait_for_every_bid():
    game = new(4)
    run(game, ("bid", 0, "Bi9"))
    refused(game, ("play", 0, "Cu3"), "Everyone bids")
    refused(game, ("swap", 0, "Au0", "Cu3", 0), "Everyone bids")


# -- plays ----------------------------------------------------------------------------

def test_no_suit_twice_in_a_trick_and_the_turn_goes_clockwise():
    game = run(new(4), *BIDS_4P, ("play", 0, "Cu5"))
    refused(game, ("play", 2, "Zn5"), "Ben's turn")
    refused(game, ("play", 1, "Cu6"), "Copper is already in this trick")
    run(game, ("play", 1, "Zn6"))
    refused(game, ("play", 2, "Zn1"), "Zinc is already in this trick")


def test_a_trick_is_never_led_with_gold():
    game = run(new(4), *BIDS_4P)
    refused(game, ("play", 0, "Au0"), "never led with gold")


def test_gold_comes_from_the_players_collection_and_may_go_onto_gold():
    game = run(new(4), *BIDS_4P, ("play", 0, "Cu5"))
    refused(game, ("play", 1, "Au3"), "Ben has no Au3", "Au0")
    run(game, ("play", 1, "Au0"), ("play", 2, "Au0"))
    assert game.collections[1] == [] and [c for _, c in game.trick] == ["Cu5", "Au0", "Au0"]


def test_known_cards_are_refused_with_where_they_are():
    """R-7: played this round, another bid, or set aside."""
    game = run(new(4), ("aside", ["P6", "Ag2"]), *BIDS_4P,
               ("play", 0, "Cu5"), ("play", 1, "Zn6"), ("play", 2, "Bi1"), ("play", 3, "Ag7"))
    refused(game, ("play", 2, "Cu5"), "Copper 5 was already played this round", rule="R-7")
    refused(game, ("play", 2, "Ag9"), "Silver 9 is Dev's bid card", rule="R-7")
    refused(game, ("play", 2, "P6"), "face up", rule="R-7")
    assert game.why_not(expand(("play", 2, "Cu10"))) is None


def test_three_player_plays_refuse_copper_and_tens():
    game = run(new(3), ("bid", 0, "Bi9"), ("bid", 1, "Ag9"), ("bid", 2, "P9"))
    refused(game, ("play", 0, "Cu3"), "Copper is not used")
    refused(game, ("play", 0, "Zn10"), "no 10s")


# -- swaps ----------------------------------------------------------------------------

def test_swap_of_the_partners_bid_moves_the_old_card_to_the_swappers_hand():
    game = run(new(4), *BIDS_4P, ("swap", 0, "Au0", "Zn3", 2))
    summary = game.summary()
    assert summary["bids"] == ["Bi9", "Cu9", "Zn3", "Ag9"]
    assert summary["collections"][0] == [] and "Au0" in summary["supply"]  # gold back to the supply
    assert game.in_hand[0] == {"P9"}
    # P9 is now known to be in Ana's hand: nobody else can play it, Ana can
    run(game, ("play", 0, "Cu2"))
    refused(game, ("play", 1, "P9"), "Phosphorus 9 is in Ana's hand", rule="R-7")
    run(game, ("play", 1, "Bi2"), ("play", 2, "Zn4"), ("play", 3, "Ag1"))
    run(game, ("play", 3, "Cu1"), ("play", 0, "P9"))
    assert game.in_hand[0] == set()


def test_own_bid_swap_and_team_bid_is_the_higher_card():
    game = run(new(4), *BIDS_4P, ("swap", 1, "Au0", "Zn1", 1))
    assert game.bids[1] == "Zn1" and game.in_hand[1] == {"Cu9"}


def test_swaps_only_between_tricks_once_per_player_per_pause():
    game = run(new(4), *BIDS_4P, ("swap", 2, "Au0", "Zn3", 2))  # out of order: accepted
    refused(game, ("swap", 2, "Au0", "Zn4", 0), "already swapped before this trick", rule="R-6")
    refused(game, ("swap", 1, "Au0", "Zn4", 0), "own bid or their partner's, not Ana's")
    refused(game, ("swap", 1, "Au5", "Zn4", 1), "Ben has no Au5")
    refused(game, ("swap", 1, "Au0", "Zn3", 1), "Zinc 3 is Cleo's bid card", rule="R-7")
    run(game, ("play", 0, "Cu5"))
    refused(game, ("swap", 1, "Au0", "Zn4", 1), "only between tricks")


def test_swaps_open_again_before_the_next_trick():
    game = new(4, zero_gold=False)
    run(game, *BIDS_4P, ("play", 0, "Bi2"), ("play", 1, "Cu2"), ("play", 2, "P7"), ("play", 3, "Zn8"))
    run(game, ("swap", 1, "Au2", "Ag5", 1))
    run(game, ("play", 1, "Bi1"), ("play", 2, "Cu1"), ("play", 3, "Zn7"), ("play", 0, "Ag3"))
    assert game.collections[2] == ["Au1"]
    run(game, ("swap", 2, "Au1", "Zn2", 0))
    assert game.bids[0] == "Zn2" and game.in_hand[2] == {"Bi9"}


def test_three_players_swap_only_their_own_bid():
    game = run(new(3), ("bid", 0, "Bi9"), ("bid", 1, "Ag9"), ("bid", 2, "P9"))
    refused(game, ("swap", 0, "Au0", "Zn3", 1), "only their own bid")
    run(game, ("swap", 0, "Au0", "Zn3", 0))
    assert game.summary()["supply"][0] == "Au0"  # back in the supply, never collectable


# -- stopping and the end of a round (R-2, R-8, R-9) --------------------------------------

def test_a_leader_with_cards_cannot_stop():
    game = run(new(4), *BIDS_4P)
    refused(game, ("stop", 0), "leads", rule="R-9")


def test_stop_is_refused_when_a_known_card_in_hand_is_playable():
    game = run(new(4), *BIDS_4P, ("swap", 1, "Au0", "Zn1", 1), ("play", 0, "Bi5"))
    refused(game, ("stop", 1), "Ben holds Copper 9", rule="R-9")  # Cu9 came back from his bid
    run(game, ("play", 1, "Cu9"))
    assert game.why_not({"do": "stop", "player": 2}) is None


def test_revealed_hand_is_checked_card_by_card():
    game = run(new(3), ("bid", 0, "Bi9"), ("bid", 1, "Ag9"), ("bid", 2, "P9"),
               ("swap", 1, "Au0", "Bi1", 1), ("play", 0, "Zn5"), ("play", 1, "Ag2"))
    eleven = ["Zn1", "Zn2", "Zn3", "Zn4", "Zn6", "Ag3", "Ag4", "Ag5", "Ag6", "Ag7", "Ag8"]
    refused(game, ("stop", 2, eleven[:10]), "all of Cleo's 11 cards, not 10", rule="R-9")
    refused(game, ("stop", 2, eleven[:10] + ["Zn1"]), "appears twice")
    refused(game, ("stop", 2, eleven[:10] + ["P3"]), "Phosphorus 3 in the revealed hand can be played", rule="R-9")
    refused(game, ("stop", 2, eleven[:10] + ["Ag9"]), "Silver 9 is in Ben's hand", rule="R-7")
    refused(game, ("stop", 2, eleven[:10] + ["Zn5"]), "Zinc 5 is already in this trick", rule="R-7")
    run(game, ("stop", 2, eleven))
    assert game.round == 2 and game.rounds[0]["tricks"] == [0, 0, 0]


def test_revealed_hand_must_show_cards_known_to_be_in_it():
    game = run(new(3), ("bid", 0, "Bi9"), ("bid", 1, "Ag9"), ("bid", 2, "P9"),
               ("swap", 2, "Au0", "Ag1", 2), ("play", 0, "P5"), ("play", 1, "Zn2"))
    # Cleo holds P9 (back from her bid) and P is in the trick: she may stop, but must show P9
    hand = ["Zn1", "Zn3", "Zn4", "Zn5", "Zn6", "P1", "P2", "P3", "P4", "P6", "P7"]
    refused(game, ("stop", 2, hand), "Phosphorus 9 is known to be in Cleo's hand but was not shown", rule="R-9")
    run(game, ("stop", 2, hand[:-1] + ["P9"]))
    assert game.round == 2


def test_unfinished_trick_counts_for_nobody_and_its_gold_is_lost():
    """R-2: stop mid-trick; the Au0 played returns to the supply, nobody wins or takes gold."""
    game = run(new(4, first=0), *BIDS_4P, ("play", 0, "Cu1"), ("play", 1, "Au0"))
    run(game, ("stop", 2))
    assert game.rounds[0]["tricks"] == [0, 0, 0, 0]
    assert game.rounds[0]["gold_points"] == [0, 0, 0, 0]
    assert game.round == 2 and game.summary()["collections"] == [["Au0"]] * 4


def test_stop_belongs_to_the_player_due_to_play():
    game = run(new(4), *BIDS_4P, ("play", 0, "Cu1"))
    refused(game, ("stop", 2), "Ben's turn")


def test_eleven_full_tricks_end_the_round_automatically():
    import random

    from aurum_table_sim import Table

    table = Table(random.Random(4), 4, {"first": 1}, gold_rate=0.0, swap_rate=0.0)  # a deal where nobody gets stuck
    table.play_round()
    assert table.endings == ["empty leader"]
    assert sum(table.game.rounds[0]["tricks"]) == 11 and table.game.round == 2


def test_non_leader_with_empty_hand_and_gold_may_play_it_or_stop():
    """R-8: with the hand played out (fast-forwarded here), gold still keeps a player in."""
    game = run(new(4), *BIDS_4P, ("play", 0, "Cu1"))
    game.hand_size[1] = 0
    assert game.why_not({"do": "play", "player": 1, "card": "Zn3"}).text.en == "Ben has no cards left in hand"
    assert game.playable_gold(1) == ["Au0"]
    assert game.why_not({"do": "stop", "player": 1, "hand": []}) is None
    run(game, ("play", 1, "Au0"))
    assert game.to_act() == 2 and game.round == 1


def test_non_leader_with_empty_hand_and_no_gold_ends_the_round():
    game = run(new(4, zero_gold=False), *BIDS_4P)
    game.hand_size[1] = 0
    run(game, ("play", 0, "Cu1"))
    assert game.round == 2 and game.rounds[0]["tricks"] == [0, 0, 0, 0]


def test_leader_with_empty_hand_ends_the_round_even_holding_gold():
    game = run(new(4), *BIDS_4P, ("play", 0, "Cu5"), ("play", 1, "Zn4"), ("play", 2, "P3"))
    game.hand_size[3] = 1  # Dev's last card: the lowest, so he takes gold 2 and is due to lead
    run(game, ("play", 3, "Ag2"))
    assert game.round == 2 and game.rounds[0]["tricks"] == [1, 0, 0, 0]
    assert game.rounds[0]["gold_points"] == [0, 1, 0, 1]


def test_fully_known_hand_refuses_any_other_card():
    """R-12: Ben's one remaining card is known (Cu9, back from his bid)."""
    game = run(new(4), *BIDS_4P, ("swap", 1, "Au0", "Zn1", 1), ("play", 0, "Bi5"))
    game.hand_size[1] = 1
    refused(game, ("play", 1, "P3"), "Ben's hand is known: Cu9", rule="R-7")
    run(game, ("play", 1, "Cu9"))


# -- the game as a whole ----------------------------------------------------------------

def test_malformed_actions_are_not_refusals_and_change_nothing():
    game = run(new(4), *BIDS_4P)
    before = snapshot(game)
    for bad in ({"do": "pass", "player": 0}, {"do": "play", "player": 0}, {"do": "play", "player": 0, "card": "Cu11"},
                {"do": "play", "player": 7, "card": "Cu1"}, {"do": "play", "player": "0", "card": "Cu1"},
                {"do": "play", "player": 0, "card": "Cu1", "extra": 1}, {"do": "aside", "cards": ["P6"]},
                {"do": "swap", "player": 0, "gold": "Cu1", "card": "Zn1", "bid_of": 0}, "play", None):
        with pytest.raises(Malformed):
            game.apply(bad)
        assert isinstance(game.why_not(bad), Malformed)
    assert snapshot(game) == before


def test_actions_after_the_end_are_refused():
    game = new(3)
    for _ in range(2):  # two rounds where Ana alone keeps her gold 0 and wins
        run(game, ("bid", 0, "Bi9"), ("bid", 1, "Ag9"), ("bid", 2, "P9"),
            ("swap", 1, "Au0", "Zn8", 1), ("swap", 2, "Au0", "Zn7", 2),
            ("play", game.token, "Ag1" if game.token == 0 else "P1"))
        run(game, ("stop", (game.token + 1) % 3))
    assert game.finished and game.summary()["winners"] == [0]
    refused(game, ("bid", 0, "Bi1"), "The game is over")


def test_a_card_back_in_ones_own_hand_may_be_swapped_in_again():
    game = new(4, zero_gold=False)
    run(game, *BIDS_4P, ("play", 0, "Bi2"), ("play", 1, "Cu2"), ("play", 2, "P7"), ("play", 3, "Zn8"),
        ("swap", 1, "Au2", "Ag5", 1))  # Cu9 back in Ben's hand
    run(game, ("play", 1, "Bi1"), ("play", 2, "Cu1"), ("play", 3, "Zn7"), ("play", 0, "Ag3"))
    assert game.collections[2] == ["Au1"] and game.collections[1] == []
    # Cleo cannot swap in Ben's Cu9; after the next trick Ben (with new gold) could swap it back
    refused(game, ("swap", 2, "Au1", "Cu9", 2), "Copper 9 is in Ben's hand", rule="R-7")
    run(game, ("play", 2, "P5"), ("play", 3, "Bi3"), ("play", 0, "Zn4"), ("play", 1, "Ag1"))
    assert game.collections[1] == ["Au1"]  # Ben's Ag1 was the lowest
    run(game, ("swap", 1, "Au1", "Cu9", 1))  # his own known card goes back in as his bid
    assert game.bids[1] == "Cu9" and game.in_hand[1] == {"Ag5"}
