"""The action the rules leave no choice about, if any: the referee may enter it by itself.

Only two moments qualify, and only when nothing else is legal:
- a bidder who cannot outbid (their gold is not above the current bid, R-3 with 0 gold)
  can only pass;
- the last card on offer, with one seat left to take it and no Mustang to jump in, goes to
  that seat.
Everything else (a bid, which card, an event's target, the dice) is a person's choice.
Standard library only, like the rest of the engine.
"""

from __future__ import annotations

from companion.games.fievre.game import AUCTION, CHOOSE


def only_action(game) -> dict | None:
    """The one legal action now, when the rules leave no choice; else None."""
    step = game.step()
    if game.phase == AUCTION and step.kind == "bid" and step.seat is not None:
        if game.bid_range(step.seat) is None:
            action = {"do": "pass", "player": step.seat}
            return action if game.why_not(action) is None else None
        return None
    if game.phase == CHOOSE and step.kind == "take" and len(game.offer) == 1 and not game.mustang_holders():
        action = {"do": "take", "player": step.seat, "card": game.offer[0]}
        return action if game.why_not(action) is None else None
    return None


def was_forced(game, action: dict) -> bool:
    """Whether `action`, about to be applied to `game` (or just undone back to it), was the
    only legal one: Undo goes back over such actions to the last choice a person made."""
    return only_action(game) == action
