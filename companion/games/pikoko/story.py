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
    """Appends the game's events to its log. Each event is one `event(...)` with its fields
    as a dict literal: a replay makes one or two per action, so no keyword repacking."""

    __slots__ = ("log", "names")

    def __init__(self, game):
        self.log = game.log        # the game's own list, appended to in place
        self.names = game.players  # seat -> name, never changed during a game

    def _add(self, kind: str, key: str, fields: dict, seats: tuple = (), heading: bool = False) -> None:
        self.log.append(event(kind, key, fields, seats, heading))

    def round_starts(self, number: int, first: int) -> None:
        self._add("round", "pikoko.event.round", {"round": number, "name": self.names[first]}, (), True)

    def trump(self, code: str, colour: str | None) -> None:
        if colour is None:
            self._add("trump", "pikoko.event.no_trump", {"card": card(code)})
        else:
            self._add("trump", "pikoko.event.trump", {"card": card(code), "colour": COLOURS[colour]})

    def hand(self, owner: int) -> None:
        self._add("hand", "pikoko.event.hand", {"name": self.names[owner]}, (owner,))

    def bet(self, by: int, on: int, tokens: int) -> None:
        names = self.names
        self._add("bet", "pikoko.event.bet", {"name": names[by], "target": names[on], "n": tokens}, (by,))

    def confidence(self, by: int, on: int | None) -> None:
        names = self.names
        if on is None:
            self._add("confidence", "pikoko.event.no_confidence", {"name": names[by]}, (by,))
        else:
            self._add("confidence", "pikoko.event.confidence", {"name": names[by], "target": names[on]}, (by,))

    def trick_heading(self, number: int) -> None:
        self._add("trick", "pikoko.event.trick", {"n": number}, (), True)

    def play(self, player: int, peacock: int, code: str, counted: str | None) -> None:
        names = self.names
        if counted is None:
            self._add("play", "pikoko.event.play", {"name": names[player], "card": card(code), "owner": names[peacock]}, (player,))
        else:
            self._add("play", "pikoko.event.play_as", {"name": names[player], "card": card(code), "owner": names[peacock],
                                                       "colour": COLOURS[counted]}, (player,))

    def void(self, player: int, peacock: int, code: str, led: str) -> None:
        names = self.names
        self._add("void", "pikoko.event.void", {"name": names[player], "owner": names[peacock], "card": card(code),
                                                 "colour": COLOURS[led]}, (player, peacock))

    def trick_won(self, number: int, winner: int, code: str, leader: int) -> None:
        names = self.names
        self._add("trick", "pikoko.event.trick_won", {"owner": names[winner], "n": number, "card": card(code),
                                                       "name": names[leader]}, (winner, leader))

    def scored(self, result, totals: list[int]) -> None:
        for seat, name in enumerate(self.names):
            bets = sum(points for (by, _), points in result.bet_points.items() if by == seat)
            self._add("score", "pikoko.event.score", {"name": name, "n": result.tricks[seat], "bets": bets,
                                                       "confidence": result.confidence_points[seat],
                                                       "score": result.scores[seat], "total": totals[seat]}, (seat,))

    def game_over(self, winners: list[int], totals: list[int]) -> None:
        names = self.names
        self._add("end", "pikoko.event.game_over", {"names": ", ".join(names[s] for s in winners), "n": len(winners),
                                                     "points": totals[winners[0]]}, tuple(winners))
