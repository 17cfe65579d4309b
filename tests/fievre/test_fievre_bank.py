"""The bank's money rules: the auction and its payment cascade, tolls, mayors, bankruptcy."""

import pytest

from companion.errors import Refusal
from companion.games.fievre.money import cascade
from fievre_table import C, E, Table

FOUR = [C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3), C("blue", 6, 1)]


@pytest.mark.parametrize("players, price, want", [
    (4, 10, [(3, 5), (2, 3), (1, 2)]),           # rules: 4p, 10 -> 5, 3, 2
    (5, 9, [(4, 5), (3, 2), (2, 1), (1, 1)]),     # rules: 5p, 9 -> 5, 2, 1, 1
    (3, 10, [(2, 5), (1, 3), (None, 2)]),         # rules: 3p, 10 -> 5, 3, bank 2
])
def test_cascade_follows_the_rulebook_examples(players, price, want):
    assert cascade(price, 0, players) == want


def test_cascade_keeps_every_coin_and_never_pays_the_winner():
    for players in (3, 4, 5):
        for winner in range(players):
            for price in range(0, 40):
                shares = cascade(price, winner, players)
                assert sum(amount for _, amount in shares) == price
                assert all(seat != winner for seat, _ in shares)


@pytest.mark.parametrize("players, winner, price, gold", [
    (4, 1, 10, [15, 0, 12, 13]),
    (5, 0, 9, [1, 11, 11, 12, 15]),
    (3, 0, 10, [0, 13, 15]),
])
def test_auction_payment_moves_the_gold(players, winner, price, gold):
    table = Table(players)
    table.reveal(*(FOUR + [C("purple", 8, 1)])[:players])
    table.auction(winner, price)
    assert table.gold == gold
    assert table.game.winner == winner and table.game.price == price
    assert table.game.to_act() == winner          # the winner chooses first


def test_all_pass_gives_the_cards_to_the_first_player_for_nothing():
    table = Table(4, first=2)
    ids = table.reveal(*FOUR)
    table.auction(None)
    assert table.game.winner == 2 and table.game.price == 0
    assert table.gold == [10] * 4
    table.take_in_order(*ids)
    assert [table.owner(i) for i in ids] == [2, 3, 0, 1]
    table.roll(5, 6)
    assert table.game.summary()["rounds"][0] == {"scores": [13, 11, 11, 12], "price": 0, "auction_winner": 2, "roll": [5, 6]}
    assert table.game.first == 2


def test_auction_order_skips_passed_players_and_ends_with_one_bidder_left():
    table = Table(4)
    table.reveal(*FOUR)
    table.act("bid", player=0, amount=2)
    table.act("pass", player=1)
    table.act("bid", player=2, amount=3)
    table.act("bid", player=3, amount=4)
    table.act("bid", player=0, amount=5)
    assert table.game.to_act() == 2                   # seat 1 passed: out for this auction
    with pytest.raises(Refusal, match="Cleo's turn"):
        table.act("bid", player=1, amount=9)
    table.act("pass", player=2)
    table.act("pass", player=3)
    assert table.game.winner == 0 and table.game.price == 5


@pytest.mark.parametrize("amount, message", [(3, "more than 3"), (0, "more than 3"), (11, "only 10 gold")])
def test_bids_must_beat_the_current_bid_within_the_bidders_gold(amount, message):
    table = Table(4)
    table.reveal(*FOUR)
    table.act("bid", player=0, amount=3)
    assert table.game.bid_range(1) == (4, 10)
    with pytest.raises(Refusal, match=message):
        table.act("bid", player=1, amount=amount)


def test_a_player_without_gold_can_only_pass():
    table = Table(4, start_gold=0)
    table.reveal(*FOUR)
    assert table.game.bid_range(0) is None
    with pytest.raises(Refusal) as refused:
        table.act("bid", player=0, amount=1)
    assert refused.value.rule == "R-3"
    assert "only pass" in str(refused.value)


def _mayor_of_red(table: Table) -> list[int]:
    """Turns 1-2: Ana takes two red concessions (mayor of red); returns their ids."""
    ids1 = table.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3), C("blue", 6, 1)])
    ids2 = table.turn([C("red", 4, 3), C("blue", 4, 5), C("yellow", 3, 4), C("green", 5, 2)])
    assert table.game.mayors == {"red": 0}
    return [ids1[0], ids2[0]]


def test_toll_is_paid_to_the_mayor_per_concession_they_own_there():
    table = Table(4)
    _mayor_of_red(table)
    table.reveal(C("purple", 3, 5), C("red", 5, 5), C("green", 6, 5), C("blue", 7, 4))
    table.auction(None)
    before = table.gold
    table.take(8)
    table.take(9)                                     # Ben takes a red concession: 2 gold to Ana
    assert table.gold[1] == before[1] - 2 and table.gold[0] == before[0] + 2


def test_governor_doubles_the_toll():
    table = Table(4)
    _mayor_of_red(table)
    ids = table.reveal(E("governor"), C("red", 5, 5), C("green", 6, 5), C("blue", 7, 4))
    table.auction(None)
    table.take(ids[0])
    assert table.game.to_act() == 0                   # place it before the next card
    with pytest.raises(Refusal) as first:
        table.take(ids[1])
    assert first.value.rule in ("R-7", "R-8")
    with pytest.raises(Refusal, match="not mayor"):
        table.act("event", player=0, event="governor", town="green")
    table.act("event", player=0, event="governor", town="red")
    before = table.gold
    table.take(ids[1])                                # Ben: 2 concessions x 2 = 4
    assert table.gold[1] == before[1] - 4 and table.gold[0] == before[0] + 4
    assert table.game.summary()["governor"] == "red"


def test_mayor_overtaken_while_a_toll_is_due_is_paid_first_and_loses_the_governor():
    table = Table(4, start_gold=30)
    _mayor_of_red(table)
    # Turn 3: Ana places a Governor on red; Ben and Cleo take red (toll 4 each, doubled).
    ids = table.reveal(E("governor"), C("red", 5, 5), C("green", 6, 5), C("blue", 7, 4))
    table.auction(None)
    table.take(ids[0])
    table.act("event", player=0, event="governor", town="red")
    table.take_in_order(*ids[1:])
    table.roll(5, 6)
    # Turn 4: Ben wins and takes a second red (toll 4); Cleo takes yellow.
    ids = table.reveal(C("red", 6, 4), C("yellow", 6, 4), C("green", 8, 3), C("blue", 8, 2))
    table.auction(1, 1)
    table.take_in_order(*ids)
    table.roll(5, 6)
    assert table.game.mayors["red"] == 0 and table.game.count(1, "red") == 2   # a tie keeps the mayor
    # Turn 5: Ben takes a third red: pays Ana 2 x 2 = 4 first, then becomes mayor; the Governor is discarded.
    ids = table.reveal(C("red", 7, 3), C("yellow", 7, 2), C("green", 9, 4), C("blue", 9, 7))
    table.auction(1, 1)
    before = table.gold
    table.take(ids[0])
    assert table.gold[0] == before[0] + 4 and table.gold[1] == before[1] - 4
    summary = table.game.summary()
    assert summary["mayors"]["red"] == 1 and summary["governor"] is None


def test_toll_bankruptcy_pays_what_is_left_and_no_more():
    table = Table(4)
    _mayor_of_red(table)
    # Ben spends all his gold on the auction, then takes a red concession he cannot pay for in full.
    ids = table.reveal(C("red", 5, 5), C("yellow", 6, 4), C("green", 6, 5), C("blue", 7, 4))
    table.auction(1, table.gold[1])
    assert table.gold[1] == 0
    before = table.gold
    table.take(ids[0])
    assert table.gold == before                      # owed 2, had 0: nothing moves
    assert table.game.ledger[-1].owed == 2 and table.game.ledger[-1].amount == 0
    assert table.game.count(1, "red") == 1


def test_mayor_needs_two_and_strictly_more_than_anyone():
    table = Table(3)
    table.turn([C("red", 3, 1), C("red", 4, 3), C("yellow", 5, 2)])
    assert table.game.mayors == {}                    # one each: nobody
    table.turn([C("red", 5, 5), C("red", 6, 4), C("blue", 3, 3)])
    assert table.game.mayors == {"red": 0}            # Ana had 2 first; Ben's tie does not unseat her
    table.turn([C("blue", 4, 5), C("red", 7, 3), C("green", 6, 5)])
    assert table.game.mayors == {"red": 1}            # Ben 3 > Ana 2
    assert table.game.score(1) == table.gold[1] + (3 + 4 + 3) + 5
