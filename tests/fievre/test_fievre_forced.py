"""`forced.only_action`: the action the rules leave no choice about (the referee enters it)."""

from __future__ import annotations

from companion.games.fievre.forced import only_action, was_forced
from fievre_table import C, E, Table


def test_a_bidder_who_cannot_outbid_can_only_pass():
    t = Table(3)
    t.reveal(C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3))
    assert only_action(t.game) is None                 # Ana may bid: a choice
    t.act("bid", player=0, amount=10)                  # all her gold: nobody else has more
    assert only_action(t.game) == {"do": "pass", "player": 1}
    t.act("pass", player=1)
    assert only_action(t.game) == {"do": "pass", "player": 2}


def test_a_bidder_with_no_gold_passes_even_before_any_bid():
    t = Table(3)
    t.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3)], winner=0, price=10, dice=(6, 6))
    assert t.gold[0] == 0                              # all spent, nothing produced on 12
    t.reveal(C("red", 4, 1), C("yellow", 6, 2), C("green", 5, 3))
    while t.game.to_act() != 0:
        t.act("pass", player=t.game.to_act()) if only_action(t.game) is None else t.act(**only_action(t.game))
    assert t.game.bid == 0 and only_action(t.game) == {"do": "pass", "player": 0}   # no gold, no bid


def test_the_last_card_goes_to_the_last_seat_unless_a_mustang_may_jump():
    t = Table(3)
    ids = t.reveal(C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3))
    t.auction(winner=0, price=1)
    assert only_action(t.game) is None                 # three cards: the winner chooses
    t.act("take", player=0, card=ids[0])
    assert only_action(t.game) is None                 # two left: a choice
    t.act("take", player=1, card=ids[1])
    forced = {"do": "take", "player": 2, "card": ids[2]}
    assert only_action(t.game) == forced and was_forced(t.game, forced)
    assert not was_forced(t.game, {"do": "take", "player": 2, "card": ids[1]})


def test_an_event_choice_or_the_dice_are_never_forced():
    t = Table(3)
    t.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3)], winner=0, price=1, dice=(6, 6))
    ids = t.reveal(E("saloon"), C("yellow", 6, 2), C("green", 5, 3))
    t.auction(winner=t.game.to_act(), price=1)
    assert t.game.step().kind == "take" and only_action(t.game) is None   # three cards: a choice
    t.take(ids[0])
    assert t.game.step().kind == "choose" and only_action(t.game) is None
