"""Every event card, its choices, waiting cards (R-7) and choices-first (R-8)."""

import pytest

from companion.errors import Malformed, Refusal
from fievre_table import C, E, Table

RED8 = C("red", 8, 4)


def three_with_mines(**options) -> Table:
    """3 players; turn 1 gives Ana red 8/4, Ben blue 3/3, Cleo green 4/3 (roll 11: nothing produces)."""
    table = Table(3, **options)
    table.turn([RED8, C("blue", 3, 3), C("green", 4, 3)])
    return table


def test_first_turn_reveals_only_concessions():
    table = Table(3)
    with pytest.raises(Refusal) as refused:
        table.reveal(C("red", 3, 1), E("stagecoach"), C("blue", 4, 5))
    assert refused.value.rule == "R-6"
    assert table.game.turn == 0 and table.game.pile == 60


def test_saloon_collects_two_from_each_producing_concession_of_its_town():
    table = three_with_mines()
    ids = table.reveal(C("yellow", 3, 4), E("saloon"), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0])
    table.take(ids[1])
    assert table.game.to_act() == 1
    with pytest.raises(Refusal) as refused:
        table.take(ids[2])                         # Ben must place his saloon first
    assert refused.value.rule == "R-8"
    table.act("event", player=1, event="saloon", town="red")
    table.take(ids[2])
    before = table.gold
    table.roll(4, 4)                               # 8: Ana's red 8 pays 4, Ana pays Ben's saloon 2
    assert table.gold == [before[0] + 2, before[1] + 2, before[2]]
    assert table.game.summary()["saloons"][1] == [{"id": ids[1], "town": "red", "girls": False}]


def test_dancing_girls_wait_for_a_saloon_then_must_be_placed_first():
    table = three_with_mines()
    ids = table.reveal(E("girls"), C("yellow", 3, 4), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0])
    assert table.game.summary()["waiting"] == [["girls"], [], []]
    assert table.game.to_act() == 1                # nothing to place yet: Ben chooses on
    with pytest.raises(Refusal) as refused:
        table.act("event", player=0, event="girls", saloon=ids[0])
    assert refused.value.rule == "R-7"
    table.take_in_order(*ids[1:])
    table.roll(5, 6)
    ids = table.reveal(E("saloon"), C("yellow", 5, 2), C("purple", 5, 3))
    table.auction(None)
    table.take(ids[0])
    table.act("event", player=0, event="saloon", town="red")
    assert table.game.to_act() == 0                # the Girls can go in now: that comes first
    with pytest.raises(Refusal):
        table.take(ids[1])
    table.act("event", player=0, event="girls", saloon=ids[0])
    assert table.game.summary()["waiting"] == [[], [], []]
    assert table.game.summary()["saloons"][0][0]["girls"] is True


def test_girls_raise_the_saloon_fee_to_four():
    table = three_with_mines()
    ids = table.reveal(C("yellow", 3, 4), E("saloon"), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1])
    table.act("event", player=1, event="saloon", town="red")
    table.take(ids[2])
    table.roll(5, 6)
    ids = table.reveal(C("yellow", 5, 2), E("girls"), C("purple", 5, 3))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1])
    table.act("event", player=1, event="girls", saloon=ids[1] - 3)
    table.take(ids[2])
    before = table.gold
    table.roll(2, 6)
    assert table.gold[:2] == [before[0] + 4 - 4, before[1] + 4]


def test_governor_waits_until_its_owner_is_mayor():
    table = Table(3)
    table.turn([C("yellow", 5, 2), C("blue", 3, 3), C("green", 4, 3)])
    ids = table.reveal(E("governor"), C("blue", 4, 5), C("green", 5, 2))
    table.auction(None)
    table.take(ids[0])
    assert table.game.summary()["waiting"][0] == ["governor"]
    table.take_in_order(*ids[1:])
    assert table.game.mayors == {"blue": 1, "green": 2}
    table.roll(5, 6)
    ids = table.reveal(C("yellow", 8, 5), C("red", 3, 1), C("red", 4, 3))
    table.auction(None)
    table.take(ids[0])                             # Ana: second yellow -> mayor -> place the Governor now
    assert table.game.mayors["yellow"] == 0 and table.game.to_act() == 0
    table.act("event", player=0, event="governor", town="yellow")
    assert table.game.summary()["governor"] == "yellow"


def test_only_one_governor_at_a_time():
    table = Table(3)
    table.turn([C("yellow", 5, 2), C("blue", 3, 3), C("green", 4, 3)])
    table.turn([C("yellow", 6, 4), C("blue", 4, 5), C("green", 5, 2)])     # everybody mayor of one town
    ids = table.reveal(E("governor"), E("governor"), C("red", 3, 1))          # any number accepted
    table.auction(None)
    table.take(ids[0])
    table.act("event", player=0, event="governor", town="yellow")
    table.take(ids[1])
    assert table.game.to_act() == 2                # Ben's Governor waits: one at a time
    assert table.game.summary()["waiting"][1] == ["governor"]


def test_new_vein_adds_three_follows_expropriation_and_is_lost_with_the_mine():
    table = three_with_mines()
    ids = table.reveal(E("new_vein"), C("red", 3, 1), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0])
    with pytest.raises(Refusal, match="not a concession of Ana"):
        table.act("event", player=0, event="new_vein", concession=1)
    table.act("event", player=0, event="new_vein", concession=0)
    table.take_in_order(*ids[1:])
    before = table.gold
    table.roll(4, 4)
    assert table.gold[0] == before[0] + 7           # red 8/4 + 3
    assert table.game.score(0) == table.gold[0] + 7 + 0
    # Ben (owns red 3) expropriates Ana's red 8: the vein goes with it.
    ids = table.reveal(C("yellow", 3, 4), E("expropriation"), C("purple", 5, 3))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1])
    assert table.game.targets(table.game.required()[0]) == {"concession": [0]}
    table.act("event", player=1, event="expropriation", concession=0)
    assert table.owner(0) == 1 and table.game.concessions[0].vein
    assert table.game.mayors.get("red") == 1        # Ben: 2 reds
    table.take(ids[2])
    table.roll(5, 6)
    # Cleo dynamites it: the vein is gone with the mine, and Ben's Mayor card stays.
    ids = table.reveal(C("yellow", 5, 2), C("blue", 4, 5), E("dynamite"))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1]); table.take(ids[2])
    table.act("event", player=2, event="dynamite", target=0)
    assert 0 not in table.game.concessions
    assert table.game.mayors.get("red") == 1


def test_dynamite_hits_only_opponents_and_takes_the_girls_with_a_saloon():
    table = three_with_mines()
    ids = table.reveal(E("saloon"), E("girls"), E("dynamite"))
    table.auction(None)
    table.take(ids[0]); table.act("event", player=0, event="saloon", town="blue")
    table.take(ids[1])                             # Ben has no saloon: his Girls wait
    table.take(ids[2])
    with pytest.raises(Refusal, match="opponent"):
        table.act("event", player=2, event="dynamite", target=2)      # Cleo's own mine
    assert table.game.targets(table.game.required()[0]) == {"target": [0, 1, ids[0]]}
    table.act("event", player=2, event="dynamite", target=ids[0])
    assert table.game.summary()["saloons"] == [[], [], []]


def test_dynamite_and_expropriation_without_a_target_are_discarded():
    table = Table(3)
    table.turn([C("red", 3, 1), C("green", 7, 6, dangerous=True), C("purple", 6, 9, dangerous=True)], dice=(6, 6))
    assert sorted(table.game.concessions) == [0]    # both dangerous mines collapsed on 12
    ids = table.reveal(E("expropriation"), E("dynamite"), C("blue", 4, 5))
    table.auction(None)
    table.take(ids[0])                              # Ana: nobody else owns a red
    assert table.game.to_act() == 1 and table.game.required() == []
    table.take(ids[1])                              # Ben: Ana's red 3 is a target
    assert table.game.to_act() == 1
    table.act("event", player=1, event="dynamite", target=0)
    assert table.game.concessions == {}


def test_expropriation_pays_the_toll_counted_before_the_seizure():
    table = Table(3, start_gold=20)
    table.turn([C("red", 3, 1), C("red", 4, 3), C("blue", 3, 3)])
    table.turn([C("red", 5, 5), C("yellow", 3, 4), C("blue", 4, 5)])
    assert table.game.mayors == {"red": 0, "blue": 2}
    ids = table.reveal(C("green", 4, 3), E("expropriation"), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0]); table.take(ids[1])
    before = table.gold
    table.act("event", player=1, event="expropriation", concession=0)
    assert table.gold[1] == before[1] - 2 and table.gold[0] == before[0] + 2
    assert table.game.mayors["red"] == 1            # Ana now owns 1, Ben 2: Ben takes the office


def test_card_shark_fines_everyone_else_and_a_poor_player_pays_what_they_have():
    table = Table(3)
    table.reveal(C("red", 3, 1), C("red", 4, 3), C("blue", 3, 3))
    table.auction(1, 8)                             # Ben pays 8: Ana 4, Cleo 2, bank 2
    table.take_in_order(1, 2, 0)
    table.roll(5, 6)
    assert table.gold == [14, 2, 12]
    ids = table.reveal(C("yellow", 3, 4), E("card_shark"), C("blue", 4, 5))
    table.auction(None)                             # Ben first, then Cleo takes the Card Shark
    table.take(ids[0])
    table.take(ids[1])
    assert table.gold == [10, 0, 12]
    moves = [m for m in table.game.ledger if m.reason == "card_shark"]
    assert [(m.payer, m.payee, m.amount, m.owed) for m in moves] == [(0, None, 4, 4), (1, None, 2, 4)]


def test_stagecoach_brings_ten_gold_from_the_bank():
    table = three_with_mines()
    ids = table.reveal(E("stagecoach"), C("yellow", 3, 4), C("purple", 4, 6))
    table.auction(None)
    before = table.gold
    table.take(ids[0])
    assert table.gold == [before[0] + 10] + before[1:]


@pytest.mark.parametrize("number, dice, paid", [(7, [3, 4], 7), (8, [3, 4], 0), (12, [6, 6], 10)])
def test_holdup_pays_the_number_when_the_dice_reach_it(number, dice, paid):
    table = three_with_mines()
    ids = table.reveal(E("holdup"), C("yellow", 3, 4), C("purple", 4, 6))
    table.auction(None)
    table.take(ids[0])
    rolls = table.game.rolls
    with pytest.raises(Refusal, match="another player"):
        table.act("event", player=0, event="holdup", victim=0, number=number, dice=dice)
    before = table.gold
    table.act("event", player=0, event="holdup", victim=2, number=number, dice=dice)
    assert table.gold == [before[0] + paid, before[1], before[2] - paid]   # Cleo has 10: R-3 caps 12 at 10
    assert table.game.rolls == rolls + 1            # the hold-up used one roll of the dice


def test_mustang_jumps_right_after_the_winner():
    table = Table(4)
    table.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3), C("blue", 6, 1)])
    ids = table.reveal(C("red", 4, 3), C("yellow", 3, 4), C("green", 5, 2), E("mustang"))
    table.auction(None)
    table.take_in_order(*ids)
    table.roll(5, 6)
    assert table.game.summary()["held"] == [[], [], [], ["mustang"]]
    ids = table.reveal(C("red", 5, 5), C("yellow", 6, 4), C("green", 6, 5), C("blue", 7, 4))
    table.auction(None)
    with pytest.raises(Refusal) as early:
        table.take(ids[0], player=3, mustang=True)   # before the winner has chosen
    assert early.value.rule == "R-12"
    table.take(ids[0])
    assert table.game.to_act() == 1 and table.game.mustang_holders() == [3]
    assert table.game.takeable(3) == ids[1:]
    table.take(ids[3], player=3, mustang=True)
    assert table.game.summary()["held"][3] == []
    assert table.game.next_chooser() == 1
    with pytest.raises(Refusal, match="Ben's turn"):
        table.take(ids[1], player=2)
    table.take_in_order(ids[1], ids[2])
    assert [table.owner(i) for i in ids] == [0, 1, 2, 3]


def test_telegraph_changes_one_die_before_production():
    table = three_with_mines()
    ids = table.reveal(C("yellow", 3, 4), E("telegraph"), C("purple", 4, 6))
    table.auction(None)
    table.take_in_order(*ids)
    assert table.game.telegraph_holders() == [1]
    before = table.gold
    table.roll(5, 6)                                # 11: production waits for the Telegraph or 'produce'
    assert table.game.phase == "production" and table.gold == before
    with pytest.raises(Refusal, match="no Telegraph"):
        table.act("telegraph", player=0, die=0, value=2)
    with pytest.raises(Refusal):
        table.reveal(C("yellow", 5, 2), C("red", 3, 1), C("red", 4, 3))
    table.act("telegraph", player=1, die=1, value=3)     # 5 + 3 = 8: Ana's red 8 produces
    assert table.gold == [before[0] + 4, before[1], before[2]]
    assert table.game.summary()["rounds"][-1]["roll"] == [5, 3]
    assert table.game.summary()["held"][1] == []
    with pytest.raises(Refusal, match="right after a production roll") as late:
        table.act("telegraph", player=1, die=1, value=3)
    assert late.value.rule == "R-11"


def test_produce_keeps_the_telegraph_for_a_later_roll():
    table = three_with_mines()
    ids = table.reveal(C("yellow", 3, 4), E("telegraph"), C("purple", 4, 6))
    table.auction(None)
    table.take_in_order(*ids)
    table.roll(4, 4)
    table.act("produce")
    assert table.game.summary()["held"][1] == ["telegraph"]
    assert table.game.phase == "reveal"


def test_events_needing_no_choice_have_no_event_action():
    table = three_with_mines()
    with pytest.raises(Malformed):
        table.act("event", player=0, event="stagecoach")
    with pytest.raises(Malformed):
        table.act("event", player=0, event="teleport")


def test_a_card_that_becomes_placeable_after_production_is_placed_before_the_next_take():
    table = Table(3)
    table.turn([C("green", 2, 6), C("green", 7, 6, dangerous=True), C("red", 3, 1)])
    table.turn([C("yellow", 3, 4), C("green", 8, 3), C("blue", 3, 3)])
    assert table.game.mayors == {"green": 1}
    table.turn([E("governor"), C("yellow", 5, 2), C("blue", 4, 5)])
    assert table.game.summary()["waiting"][0] == ["governor"]
    table.turn([C("green", 9, 4), C("red", 4, 3), C("purple", 3, 5)], dice=(6, 6))   # Ben's dangerous mine collapses
    assert table.game.mayors["green"] == 0            # Ana 2 > Ben 1
    assert table.game.summary()["waiting"][0] == ["governor"]   # never placed after a roll
    ids = table.reveal(C("purple", 4, 6), C("purple", 5, 3), C("red", 5, 5))
    with pytest.raises(Refusal) as early:
        table.act("event", player=0, event="governor", town="green")
    assert early.value.rule == "R-7"                  # not during the auction
    table.auction(None)
    step = table.game.step()
    assert (step.kind, step.seat, step.choice.event) == ("choose", 0, "governor")
    with pytest.raises(Refusal):
        table.take(ids[0])
    table.act("event", player=0, event="governor", town="green")
    table.take_in_order(*ids)
    assert table.game.summary()["governor"] == "green"


def test_the_mustang_is_kept_by_whoever_chooses_next_anyway():
    table = Table(3)
    table.turn([C("red", 3, 1), C("yellow", 5, 2), C("green", 4, 3)])
    table.turn([C("red", 4, 3), E("mustang"), C("green", 5, 2)])       # Ben keeps the Mustang
    ids = table.reveal(C("red", 5, 5), C("yellow", 6, 4), C("green", 6, 5))
    table.auction(None)                                               # Ana first, Ben next anyway
    table.take(ids[0])
    assert table.game.mustang_holders() == []
    with pytest.raises(Refusal) as refused:
        table.take(ids[1], player=1, mustang=True)
    assert refused.value.rule == "R-12"
    table.take(ids[1])
    assert table.game.summary()["held"][1] == ["mustang"]
