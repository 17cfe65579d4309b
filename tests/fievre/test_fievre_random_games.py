"""Random legal games to the end: the bank's books balance, scores recompute, dice come from the seed."""

from hypothesis import given, settings, strategies as st

from companion import dice, record
from companion.games.fievre.money import half_up
from companion.games.fievre.sample import random_record

START = 10


def _bank_share(price: int) -> int:
    """3 players: what is left for the bank after two receivers kept half each, rounded up."""
    first = half_up(price)
    second = half_up(price - first)
    return price - first - second


def _production(summary: dict, rolled: list[int]) -> int:
    total = sum(rolled)
    return sum(c["nuggets"] + (3 if c["vein"] else 0)
               for seat in summary["concessions"] for c in seat
               if c["roll"] == total and not (c["dangerous"] and total in (2, 12)))


@settings(max_examples=60, deadline=None)
@given(players=st.integers(3, 5), seed=st.integers(0, 2**32), short=st.booleans())
def test_random_games_balance_the_books_to_the_last_coin(players, seed, short):
    deck_size = 45 if short and players == 3 else 60
    data = random_record(players, seed, deck_size=deck_size)
    rec = record.from_json(data)
    game = record.new_game(rec)
    minted = players * START
    position = 0
    pending_roll = None
    destroyed = 0          # concessions dynamited or collapsed
    for action in data["actions"]:
        before = game.summary()
        verb = action["do"]
        if verb == "roll" or (verb == "event" and action["event"] == "holdup"):
            assert all(1 <= d <= 6 for d in action["dice"])
            assert tuple(action["dice"]) == dice.roll(seed, position)        # seed + position
            position += 1
        game.apply(action)
        taken = [game.cards[i] for i in range(game.next_id)]
        if verb == "take":
            card = game.cards[action["card"]]
            if card.event == "stagecoach":
                minted += 10
            if card.event == "card_shark":
                minted -= sum(min(4, g) for seat, g in enumerate(before["gold"]) if seat != action["player"])
        if verb in ("bid", "pass") and game.phase == "choose" and players == 3:
            minted -= _bank_share(game.price)
        if verb == "roll":
            pending_roll = (before, action["dice"])
        if verb == "telegraph":
            pending_roll = (pending_roll[0], [v if i != action["die"] else action["value"] for i, v in enumerate(pending_roll[1])])
        if verb in ("roll", "telegraph", "produce") and game.phase in ("reveal", "over"):
            state, rolled = pending_roll
            minted += _production(state, rolled)
            destroyed += len(game.last_collapsed)
        if verb == "event" and action["event"] == "dynamite" and not game.cards[action["target"]].is_event:
            destroyed += 1
        assert sum(game.gold) == minted, f"books off after {action}"
        assert all(g >= 0 for g in game.gold)
        assert len(taken) == game.next_id
    assert game.finished
    summary = record.summary(rec)
    assert summary == dict(game="fievre", players=rec.players, **game.summary())
    # every movement is in the ledger: replaying it gives each seat's gold
    gold = [START] * players
    for move in game.ledger:
        if move.payer is not None:
            gold[move.payer] -= move.amount
        if move.payee is not None:
            gold[move.payee] += move.amount
    assert gold == summary["gold"]
    # the score formula recomputes from the summary alone
    for seat in range(players):
        mines = sum(c["nuggets"] + (3 if c["vein"] else 0) for c in summary["concessions"][seat])
        mayors = sum(1 for town, mayor in summary["mayors"].items() if mayor == seat)
        assert summary["scores"][seat] == summary["gold"][seat] + mines + 5 * mayors
    best = max(summary["scores"])
    assert summary["winners"] == [s for s in range(players) if summary["scores"][s] == best]
    assert summary["pile"] == 0 and summary["turn"] == len(summary["rounds"]) == deck_size // players
    assert all(1 <= d <= 6 for r in summary["rounds"] for d in r["roll"])
    # cards are conserved: every concession revealed is owned by someone or was destroyed
    assert game.next_id == deck_size
    revealed = sum(1 for card in game.cards.values() if not card.is_event)
    assert revealed == sum(len(seat) for seat in summary["concessions"]) + destroyed
