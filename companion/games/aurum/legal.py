"""What may be done now, for the app: it greys out every card that cannot be played, bid or
swapped, and tapping one shows the reason (the same `Refusal` that `apply` would raise).

Mixed into `Aurum`; every answer is computed by the very checks `apply` runs, so the app
and the referee can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.errors import Refusal
from companion.games.aurum import messages as say
from companion.games.aurum.choices import Choices, card_choices, shown_cards
from companion.games.aurum.deck import gold_value, suit_of


@dataclass(frozen=True)
class SwapOptions:
    """A swap open to `seat` right now: which gold it may spend, whose bid it may change,
    and, per base-metal card, None if it may go in as the new bid or the reason not."""

    seat: int
    golds: tuple[str, ...]
    bids_of: tuple[int, ...]
    cards: dict[str, Refusal | None]


class LegalActions:
    """Legal-action helpers (needs the attributes of `Aurum`)."""

    def _seat_or_due(self, seat: int | None) -> int | None:
        return self.to_act() if seat is None else seat

    def play_choices(self, seat: int | None = None) -> dict[str, Refusal | None]:
        """Every base-metal card of this deck, then each gold in `seat`'s collection: None if
        `seat` may play it now, else the reason not (R-7 says where a known card is)."""
        seat = self._seat_or_due(seat)
        if seat is None:
            return {}
        return {card: self.card_refusal("play", seat, card) for card in shown_cards(self, "play", seat)}

    def playable(self, seat: int | None = None) -> list[str]:
        """Base-metal cards `seat` may play now, as far as the referee knows."""
        return [c for c, why in self.play_choices(seat).items() if why is None and not c.startswith("Au")]

    def playable_gold(self, seat: int | None = None) -> list[str]:
        """Gold from `seat`'s collection it may play now (never to lead)."""
        return [c for c, why in self.play_choices(seat).items() if why is None and c.startswith("Au")]

    def bid_choices(self, seat: int) -> dict[str, Refusal | None]:
        return {card: self.card_refusal("bid", seat, card) for card in shown_cards(self, "bid", seat)}

    def bidders(self) -> list[int]:
        """Seats that may bid now: the next one clockwise in 4p, anyone still to bid in 3p."""
        if not self.bidding:
            return []
        if self.teams:
            return [self.next_bidder()]
        return [s for s in range(self.n) if self.bids[s] is None]

    def swap_refusal(self, seat: int) -> Refusal | None:
        """Why `seat` cannot swap now at all, or None if some swap is open to it."""
        name = self.name(seat)
        if self.finished:
            return say.game_over()
        if self.bidding:
            return say.bids_first()
        if self.trick:
            return say.swap_mid_trick()
        if seat in self.swapped:
            return say.swap_twice(name)
        if not self.collections[seat]:
            return say.no_gold(name, "Au", [])
        if self.hand_size[seat] == 0:
            return say.hand_empty(name)
        return None

    def swap_terms(self, seat: int) -> tuple[tuple[str, ...], tuple[int, ...]] | Refusal:
        """The gold `seat` may pay (lowest first) and whose bid it may change, or why no swap
        is open to it: what a swap offers besides the card."""
        problem = self.swap_refusal(seat)
        if problem:
            return problem
        return tuple(sorted(set(self.collections[seat]), key=gold_value)), \
            ((seat,) if not self.teams else (seat, self.partner(seat)))

    def swap_options(self, seat: int) -> SwapOptions | Refusal:
        terms = self.swap_terms(seat)
        if isinstance(terms, Refusal):
            return terms
        golds, bids_of = terms
        cards = {card: self.card_refusal("swap", seat, card) for card in shown_cards(self, "swap", seat)}
        return SwapOptions(seat, golds, bids_of, cards)

    def swappers(self) -> list[int]:
        """Seats that may still swap before this trick, in playing order from the leader (R-6)."""
        if self.finished or self.bidding or self.trick:
            return []
        order = [(self.leader + step) % self.n for step in range(self.n)]
        return [s for s in order if self.swap_refusal(s) is None]

    def stop_refusal(self, seat: int | None = None, hand: list[str] | None = None) -> Refusal | None:
        """Why `seat` may not say "cannot play" now (with this revealed hand), or None."""
        seat = self._seat_or_due(seat)
        if seat is None:
            return say.game_over() if self.finished else say.bids_first()
        return self._check({"do": "stop", "player": seat, "hand": hand})


    def aside_choices(self) -> dict[str, Refusal | None]:
        """Each base-metal card as one of the face-up leftovers: None if it may be one."""
        return {card: self.card_refusal("aside", None, card) for card in shown_cards(self, "aside", None)}

    def reveal_choices(self, seat: int) -> dict[str, Refusal | None]:
        """Each base-metal card as part of `seat`'s revealed hand when it cannot play: None if
        it may be in that hand, else why not (known elsewhere, or playable after all)."""
        return {card: self.card_refusal("reveal", seat, card) for card in shown_cards(self, "reveal", seat)}

    def card_refusal(self, purpose: str, seat: int | None, card: str) -> Refusal | None:
        """Why `card` cannot be chosen on the card sheet for `purpose` ("bid", "play",
        "aside", "reveal", "swap") by `seat`, or None: the checks `apply` runs (a swap paying
        the seat's lowest gold for its own bid; a revealed card may not be one it could play)."""
        if purpose == "aside":
            if self.finished or not self.teams or self.aside or any(self.bids):
                return self._check({"do": "aside", "cards": ["Bi1", "Bi2"]})
            return self._base_card_for(None, card, say.A_LEFTOVER)
        if purpose == "reveal":
            problem = self._base_card_for(seat, card, say.A_LEFTOVER)
            if problem is None and suit_of(card) not in self.trick_suits():
                problem = say.shown_playable(card)
            return problem
        if purpose == "swap":
            gold = min(self.collections[seat], key=gold_value, default="Au0")
            return self._check({"do": "swap", "player": seat, "gold": gold, "card": card, "bid_of": seat})
        return self._check({"do": purpose, "player": seat, "card": card})

    def card_choices(self, purpose: str, seat: int | None = None) -> Choices:
        """The card sheet's answer in one pass, reasons built when shown (`choices`)."""
        return card_choices(self, purpose, seat)
