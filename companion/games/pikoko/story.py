"""What the Pikoko referee tells the table: one `Event` per action and per consequence.

The game calls these while it applies an accepted action: round and trick headings, the
trump, bets, every card with the peacock it came from, a peacock that failed to follow
(what a later revoke is checked against, R-2), who took each trick and leads next, the
scoring of each seat, the next first player, the winner. Words live in
`assets/translations/<lang>/pikoko.json` (keys `pikoko.event.*`).
"""

from __future__ import annotations

from companion.gamelog import event
from companion.games.pikoko.deck import COLOUR_NAMES, colours_of, is_multicoloured, number_of
from companion.text import Message

COLOURS = {name: Message(f"pikoko.event.colour.{name}") for name in COLOUR_NAMES}
_CARDS: dict[str, Message] = {}


def card(code: str) -> Message:
    """A card's name as words (`red 5`, `multicoloured 7`), made once per code."""
    found = _CARDS.get(code)
    if found is None:
        if is_multicoloured(code):
            found = Message("pikoko.event.card_multi", number=number_of(code))
        else:
            found = Message("pikoko.event.card", colour=COLOURS[colours_of(code)[0]], number=number_of(code))
        _CARDS[code] = found
    return found


class Story:
    __slots__ = ("game",)

    def __init__(self, game):
        self.game = game

    def _add(self, kind: str, key: str, seats: tuple = (), heading: bool = False, **fields) -> None:
        self.game.log.append(event(kind, key, fields, seats, heading))

    def round_starts(self, number: int, first: int) -> None:
        self._add("round", "pikoko.event.round", (), True, round=number, name=self.game.players[first])

    def trump(self, code: str, colour: str | None) -> None:
        if colour is None:
            self._add("trump", "pikoko.event.no_trump", (), card=card(code))
        else:
            self._add("trump", "pikoko.event.trump", (), card=card(code), colour=COLOURS[colour])

    def hand(self, owner: int) -> None:
        self._add("hand", "pikoko.event.hand", (owner,), name=self.game.players[owner])

    def bet(self, by: int, on: int, tokens: int) -> None:
        names = self.game.players
        self._add("bet", "pikoko.event.bet", (by,), name=names[by], target=names[on], n=tokens)

    def confidence(self, by: int, on: int | None) -> None:
        names = self.game.players
        if on is None:
            self._add("confidence", "pikoko.event.no_confidence", (by,), name=names[by])
        else:
            self._add("confidence", "pikoko.event.confidence", (by,), name=names[by], target=names[on])

    def trick_heading(self, number: int) -> None:
        self._add("trick", "pikoko.event.trick", (), True, n=number)

    def play(self, player: int, peacock: int, code: str, counted: str | None) -> None:
        names = self.game.players
        if counted is None:
            self._add("play", "pikoko.event.play", (player,), name=names[player], card=card(code), owner=names[peacock])
        else:
            self._add("play", "pikoko.event.play_as", (player,), name=names[player], card=card(code),
                      owner=names[peacock], colour=COLOURS[counted])

    def void(self, player: int, peacock: int, code: str, led: str) -> None:
        names = self.game.players
        self._add("void", "pikoko.event.void", (player, peacock), name=names[player], owner=names[peacock],
                  card=card(code), colour=COLOURS[led])

    def trick_won(self, number: int, winner: int, code: str, leader: int) -> None:
        names = self.game.players
        self._add("trick", "pikoko.event.trick_won", (winner, leader), owner=names[winner], n=number, card=card(code),
                  name=names[leader])

    def scored(self, result, totals: list[int]) -> None:
        names = self.game.players
        for seat, name in enumerate(names):
            bets = sum(points for (by, _), points in result.bet_points.items() if by == seat)
            self._add("score", "pikoko.event.score", (seat,), name=name, n=result.tricks[seat],
                      bets=bets, confidence=result.confidence_points[seat], score=result.scores[seat],
                      total=totals[seat])

    def game_over(self, winners: list[int], totals: list[int]) -> None:
        names = self.game.players
        self._add("end", "pikoko.event.game_over", tuple(winners), names=", ".join(names[s] for s in winners),
                  n=len(winners), points=totals[winners[0]])
