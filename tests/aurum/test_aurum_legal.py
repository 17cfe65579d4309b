"""The legal-action helpers the app greys cards out with: they agree with `apply` exactly."""

import random

from companion.games.aurum.legal import SwapOptions
from aurum_table_sim import Table, new, run

BIDS_4P = [("bid", 0, "Bi9"), ("bid", 1, "Cu9"), ("bid", 2, "P9"), ("bid", 3, "Ag9")]


def test_play_choices_grey_out_suits_in_the_trick_and_known_cards_with_reasons():
    game = run(new(4), ("aside", ["P6", "Ag2"]), *BIDS_4P, ("play", 0, "Cu5"))
    choices = game.play_choices()
    assert list(choices)[-1] == "Au0"  # the collection's gold after the 50 metal cards
    assert len(choices) == 51
    assert choices["Cu7"].text.en == "Copper is already in this trick"
    assert choices["Ag9"].text.en == "Silver 9 is Dev's bid card" and choices["Ag9"].rule == "R-7"
    assert choices["P6"].rule == "R-7" and choices["P6"].text.de.endswith("neben dem Vorrat")
    assert choices["Zn4"] is None and choices["Au0"] is None
    assert "Zn4" in game.playable() and not any(c.startswith("Cu") for c in game.playable())
    assert game.playable_gold() == ["Au0"]


def test_no_gold_to_lead_and_bidding_choices():
    game = run(new(4), *BIDS_4P)
    assert game.playable_gold() == []
    fresh = new(3)
    assert fresh.bidders() == [0, 1, 2]
    choices = fresh.bid_choices(0)
    assert len(choices) == 36 and all(why is None for why in choices.values())
    run(fresh, ("bid", 1, "Zn4"))
    assert fresh.bid_choices(0)["Zn4"].rule == "R-7" and fresh.bidders() == [0, 2]
    assert new(4, first=1).bidders() == [1]


def test_swap_options_and_swappers_in_order_from_the_leader():
    game = run(new(4, first=2), ("bid", 2, "Bi9"), ("bid", 3, "Cu9"), ("bid", 0, "P9"), ("bid", 1, "Ag9"))
    assert game.swappers() == [2, 3, 0, 1]
    options = game.swap_options(3)
    assert isinstance(options, SwapOptions) and options.golds == ("Au0",) and options.bids_of == (3, 1)
    assert options.cards["Zn1"] is None and options.cards["Ag9"].rule == "R-7"
    run(game, ("swap", 3, "Au0", "Zn1", 1))
    assert game.swappers() == [2, 0, 1]
    assert game.swap_refusal(3).rule == "R-6"
    run(game, ("play", 2, "Bi1"))
    assert game.swappers() == [] and game.swap_refusal(0).text.en.startswith("Bids are swapped only between tricks")


def test_stop_refusal_helper():
    game = run(new(4), *BIDS_4P)
    assert game.stop_refusal().rule == "R-9"
    run(game, ("play", 0, "Bi1"))
    assert game.stop_refusal() is None
    assert game.stop_refusal(hand=["Bi2"]).text.en.startswith("The revealed hand must be all of Ben's 11 cards")


def test_helpers_agree_with_apply_throughout_random_games():
    table = Table(random.Random(3), 4, {"first": 1})
    original = table.act
    checked = []

    def act_and_compare(action):
        game = table.game
        seat = game.to_act()
        if seat is not None and not game.bidding:
            for card, why in game.play_choices(seat).items():
                assert (why is None) == (game.why_not({"do": "play", "player": seat, "card": card}) is None)
            if action["do"] == "play":
                assert game.play_choices(seat)[action["card"]] is None
                checked.append(action["card"])
        original(action)

    table.act = act_and_compare
    table.play_game()
    assert table.game.finished and len(checked) > 40


def test_team_bid_last_trick_and_bids_kept_per_round_for_the_table_screen():
    game = run(new(4, first=0, zero_gold=False), ("bid", 0, "Bi3"), ("bid", 1, "Cu9"), ("bid", 2, "P7"), ("bid", 3, "Ag1"),
               ("play", 0, "Bi2"), ("play", 1, "Cu2"), ("play", 2, "P8"), ("play", 3, "Zn8"))
    assert game.team_bid(0) == game.team_bid(2) == 7 and game.team_bid(1) == 9
    assert game.last_trick_cards == [(0, "Bi2"), (1, "Cu2"), (2, "P8"), (3, "Zn8")]
    assert (game.last_trick.winner, game.last_trick.lowest, game.last_trick.gold_taken) == (3, 1, "Au2")
    run(game, ("play", 1, "Bi1"), ("stop", 2))
    assert game.round_bids == [["Bi3", "Cu9", "P7", "Ag1"]] and game.last_trick is None and game.team_bid(0) is None


def test_aside_and_reveal_choices():
    game = new(4)
    assert all(why is None for why in game.aside_choices().values())
    run(game, ("aside", ["P6", "Ag2"]))
    assert all(why is not None for why in game.aside_choices().values())
    assert new(3).aside_choices()["Bi1"].text.en == "With 3 players no cards are set aside"
    run(game, ("bid", 0, "Bi9"), ("bid", 1, "Cu9"), ("bid", 2, "P9"), ("bid", 3, "Ag9"), ("play", 0, "Zn5"))
    choices = game.reveal_choices(1)
    assert choices["Zn1"] is None  # Zinc is in the trick: it may be in a hand that cannot play
    assert choices["Bi1"].rule == "R-9" and choices["P6"].rule == "R-7" and choices["Zn5"].rule == "R-7"
