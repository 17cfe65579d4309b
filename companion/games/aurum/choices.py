"""Which cards a card sheet may offer now, answered in one pass (issue 16).

A sheet shows the whole deck (~55 cards) and greys out each card that cannot be chosen;
the reason is read only when someone taps a greyed card. Building a refusal formats its
message, so answering card by card through `_check` (as `play_choices` does, for the
referee's own use) costs ~54 messages per record change. Here legality is worked out with
set operations over what is known where, and each reason is a `Reason`: the engine's own
check, run when the reason is shown, so the words are exactly those `apply` would give.
That the one-pass answers equal the per-card checks is proved over random games
(tests/aurum/test_aurum_choices.py).

Pure standard library: the app asks through `Session.ask("card_choices", purpose, seat)`,
which keeps the answer until the record changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from companion.games.aurum.deck import card_order, gold_value, suit_of

PURPOSES = ("bid", "play", "aside", "reveal", "swap")


class Reason:
    """Why a card cannot be chosen, built when first shown: `message(lang)` as a `Refusal`."""

    __slots__ = ("_refusal", "_built")

    def __init__(self, refusal):
        self._refusal = refusal  # () -> Refusal: the engine's check for this card
        self._built = None

    def refusal(self):
        if self._built is None:
            self._built = self._refusal()
        return self._built

    def message(self, lang: str = "en") -> str:
        return self.refusal().message(lang)

    @property
    def rule(self):
        return self.refusal().rule


@dataclass(frozen=True)
class Choices:
    """The cards a sheet shows, in order (every base-metal card of the deck, then for a play
    each gold the seat holds), and those that may be chosen now; `why(card)` for the rest."""

    cards: tuple[str, ...]
    allowed: frozenset
    reasons: dict  # card -> Reason, for every card not allowed

    def why(self, card: str) -> Reason | None:
        return None if card in self.allowed else self.reasons[card]


def known_elsewhere(game, seat: int | None) -> set[str]:
    """Cards that cannot be in `seat`'s hand (R-7): aside, bid, in the trick, played, or
    known in another hand (`seat` None: in any hand). The same places `game.where` looks."""
    out = set(game.aside) | {card for card in game.bids if card} | {card for _, card in game.trick} | game.played
    for other in range(game.n):
        if other != seat:
            out |= game.in_hand[other]
    return out


def could_hold(game, seat: int) -> set[str]:
    """Base-metal cards `seat`'s hand may hold: its hand is not empty and, when all of it is
    known, the card is one of those (`game._hand_allows`)."""
    size, known = game.hand_size[seat], game.in_hand[seat]
    if size == 0:
        return set()
    return set(known) if len(known) >= size else set(game.deck)


def allowed_cards(game, purpose: str, seat: int | None) -> set[str]:
    """The cards `_check` (or the sheet's own per-card rule, for aside and reveal) accepts."""
    if purpose == "aside":
        if game.finished or not game.teams or game.aside or any(game.bids):
            return set()
        return game.deck - known_elsewhere(game, None)
    if purpose == "reveal":
        blocked = game.trick_suits()
        return {card for card in game.deck - known_elsewhere(game, seat) if suit_of(card) in blocked}
    if game.finished:
        return set()
    free = game.deck - known_elsewhere(game, seat)
    if purpose == "bid":
        expected = game.next_bidder() if game.bidding else None
        if not game.bidding or game.bids[seat] is not None or (expected is not None and seat != expected):
            return set()
        return free & could_hold(game, seat)
    if purpose == "swap":
        return free & could_hold(game, seat) if game.swap_refusal(seat) is None else set()
    # play
    if game.bidding or seat != game.to_act():
        return set()
    golds = set(game.collections[seat]) if game.trick else set()
    blocked = game.trick_suits()
    return golds | {card for card in free & could_hold(game, seat) if suit_of(card) not in blocked}


@lru_cache(maxsize=8)
def in_order(deck: frozenset) -> tuple[str, ...]:
    """The deck's cards in the sheet's order, sorted once per deck (a game keeps one deck, made
    for its player count; the sheet asks after every action)."""
    return tuple(sorted(deck, key=card_order))


def shown_cards(game, purpose: str, seat: int | None) -> tuple[str, ...]:
    """What the sheet lists: the deck's base metal in order; for a play, then the seat's gold."""
    deck = game.deck
    cards = in_order(deck) if isinstance(deck, frozenset) else tuple(sorted(deck, key=card_order))
    if purpose == "play" and seat is not None and game.collections[seat]:
        cards += tuple(sorted(set(game.collections[seat]), key=gold_value))
    return cards


def card_choices(game, purpose: str, seat: int | None) -> Choices:
    """Every card the sheet for `purpose` shows to `seat`, which may be chosen, and a
    `Reason` (built when shown) for each other one."""
    if purpose == "play" and seat is None:
        seat = game.to_act()
    if (purpose == "play" and seat is None) or (purpose == "swap" and game.swap_refusal(seat) is not None):
        return Choices((), frozenset(), {})  # nothing to choose from (the sheet says why elsewhere)
    cards = shown_cards(game, purpose, seat)
    allowed = frozenset(allowed_cards(game, purpose, seat))
    refusal = game.card_refusal
    reasons = {card: Reason(lambda card=card: refusal(purpose, seat, card)) for card in cards if card not in allowed}
    return Choices(cards, allowed, reasons)
