"""What a played card counts as, and who takes a trick: small pure functions."""

from __future__ import annotations

from companion.games.pikoko.deck import colours_of, number_of


def shows(card: str, colour: str) -> bool:
    """Whether a card shows a colour (a multicoloured feather shows three)."""
    return colour in colours_of(card)


def counted_colour(card: str, led: str | None, chosen: str | None) -> str | None:
    """The colour a card counts as in a trick (None when a choice is needed but missing).

    A single-colour card is its colour. A multicoloured card that shows the led colour is
    that colour; otherwise (or when it leads) it is the colour its player chose.
    """
    own = colours_of(card)
    if len(own) == 1:
        return own[0]
    if led is not None and led in own:
        return led
    return chosen


def needs_choice(card: str, led: str | None) -> bool:
    """Whether the player must say which colour the card counts as (R-4)."""
    own = colours_of(card)
    return len(own) > 1 and (led is None or led not in own)


def winning_index(plays: list[tuple[str, str]], trump: str | None) -> int:
    """Index of the winning play among (card, counted colour) pairs, in play order.

    The highest trump wins if any trump was played, else the highest card of the led
    colour. Each number exists once per colour, so there is never a tie.
    """
    led = plays[0][1]
    wanted = trump if trump is not None and any(colour == trump for _, colour in plays) else led
    best = max((number_of(card), index) for index, (card, colour) in enumerate(plays) if colour == wanted)
    return best[1]
