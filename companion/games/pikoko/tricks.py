"""What a played card counts as, and who takes a trick: small pure functions.

They take cards of the deck (`deck.is_code`) and read the per-card tables `deck` builds
once, as a replay asks them for every card played.
"""

from __future__ import annotations

from companion.games.pikoko.deck import COLOURS_OF, NUMBER


def shows(card: str, colour: str) -> bool:
    """Whether a card shows a colour (a multicoloured feather shows three)."""
    return colour in COLOURS_OF[card]


def counted_colour(card: str, led: str | None, chosen: str | None) -> str | None:
    """The colour a card counts as in a trick (None when a choice is needed but missing).

    A single-colour card is its colour. A multicoloured card that shows the led colour is
    that colour; otherwise (or when it leads) it is the colour its player chose.
    """
    own = COLOURS_OF[card]
    if len(own) == 1:
        return own[0]
    if led is not None and led in own:
        return led
    return chosen


def needs_choice(card: str, led: str | None) -> bool:
    """Whether the player must say which colour the card counts as (R-4)."""
    own = COLOURS_OF[card]
    return len(own) > 1 and (led is None or led not in own)


def winning_index(plays: list[tuple[str, str]], trump: str | None) -> int:
    """Index of the winning play among (card, counted colour) pairs, in play order.

    The highest trump wins if any trump was played, else the highest card of the led
    colour. Each number exists once per colour, so there is never a tie.
    """
    wanted = plays[0][1]
    if trump is not None:
        for _, colour in plays:
            if colour == trump:
                wanted = trump
                break
    best, index = -1, 0
    for at, (card, colour) in enumerate(plays):
        if colour == wanted and NUMBER[card] > best:
            best, index = NUMBER[card], at
    return index
