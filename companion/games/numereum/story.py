"""What the Numereum referee tells the table: one `Event` per action and per consequence.

The game may refuse an action after it told part of it, so the story first collects the
events of the trial in `events`; the game moves them to its `log` only once the action
is accepted. Words live in `assets/translations/<lang>/numereum.json` (`numereum.event.*`).
"""

from __future__ import annotations

from companion.gamelog import Event, event
from companion.games.numereum.combos import CRITERIA
from companion.games.numereum.deck import BASICS, CODES
from companion.text import Joined, Message

_CRITERIA = {name: Message(f"numereum.event.criterion.{name}") for name in CRITERIA}
_REASONS = {reason: Message(f"numereum.event.reason.{reason}")
            for reason in ("five_combinations", "empty_hand", "pile_exhausted")}
# every code a record may name, in words: a basic card says so (`basic 70`); a drawn card is
# its two digits. Looked up for every card of every event, so worded once here.
_CARDS: dict[str, object] = {code: Message("numereum.event.basic", value=code[1:]) if code in BASICS else code
                             for code in CODES}
card = _CARDS.__getitem__  # the words for a code


class Story:
    __slots__ = ("names", "events")

    def __init__(self, names: list[str]):
        self.names = names
        self.events: list[Event] = []

    def _add(self, kind: str, key: str, seats: tuple = (), heading: bool = False, **fields) -> None:
        self.events.append(event(kind, key, fields, seats, heading))

    # -- the actions ------------------------------------------------------------------

    def reserve(self, seat: int, cards: list[str]) -> None:
        self._add("reserve", "numereum.event.reserve", (seat,), name=self.names[seat],
                  first=card(cards[0]), second=card(cards[1]))

    def reveal(self, round_number: int, cards: list[str]) -> None:
        self._add("round", "numereum.event.round", (), True, round=round_number)
        self._add("reveal", "numereum.event.reveal", (), hand=card(cards[0]), reserve=card(cards[1]))

    def bid(self, cards: list[str]) -> None:
        self._add("bid", "numereum.event.bid", (), a=self.names[0], b=self.names[1], x=card(cards[0]), y=card(cards[1]))

    def tie(self) -> None:
        self._add("bid", "numereum.event.tie")

    def lower(self, seat: int) -> None:
        self._add("bid", "numereum.event.lower", (seat,), name=self.names[seat])

    def concede(self, seat: int) -> None:
        self._add("bid", "numereum.event.concede", (seat,), name=self.names[seat])

    def raised(self, cards: list[str], totals: list[int]) -> None:
        self._add("bid", "numereum.event.raise", (), a=self.names[0], b=self.names[1], x=card(cards[0]),
                  y=card(cards[1]), ta=totals[0], tb=totals[1])

    def bid_to_reserve(self, seat: int, code: str) -> None:
        self._add("reserve", "numereum.event.bid_to_reserve", (seat,), name=self.names[seat], card=card(code))

    def prizes_to(self, winner: int | None, hand: str, reserve: str) -> None:
        if winner is None:
            self._add("prize", "numereum.event.prizes_discarded", (), hand=card(hand), reserve=card(reserve))
        else:
            self._add("prize", "numereum.event.prizes_won", (winner,), name=self.names[winner],
                      hand=card(hand), reserve=card(reserve))

    def combine(self, seat: int, cards: list[str], criteria: tuple[str, ...], this_round: int) -> None:
        self._add("combine", "numereum.event.combine", (seat,), name=self.names[seat],
                  cards=Joined([card(c) for c in cards]), criteria=Joined([_CRITERIA[c] for c in criteria]))

    # -- what the referee does on its own ---------------------------------------------

    def draws(self, seat: int, count: int) -> None:
        key = "numereum.event.draw_super" if count == 2 else "numereum.event.draw"
        self._add("draw", key, (seat,), name=self.names[seat], n=count)

    def pile_short(self, seat: int, owed: int, left: int) -> None:
        self._add("draw", "numereum.event.pile_short", (seat,), name=self.names[seat], n=owed, left=left)

    def close(self) -> None:
        self._add("round", "numereum.event.close")

    def round_scored(self, number: int, made: list[int], totals: list[int]) -> None:
        for seat in (0, 1):
            self._add("score", "numereum.event.score", (seat,), name=self.names[seat], round=number,
                      n=made[seat], total=totals[seat])

    def game_over(self, winners: list[int], reason: str, totals: list[int]) -> None:
        self._add("end", "numereum.event.game_over", tuple(winners),
                  name=self.names[winners[0]], reason=_REASONS.get(reason, reason), n=totals[winners[0]])
