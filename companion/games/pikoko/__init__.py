"""Pikoko, the peacock trick game (3 to 5 players): the referee.

Nobody sees their own cards: each player plays from the peacock of the player on their
left, and everyone bets tokens on how many tricks everyone will take.
"""

from __future__ import annotations

from companion.errors import Malformed
from companion.games import engine_on_demand
from companion.games.pikoko import deck
from companion.options import Option
from companion.text import Message

NAME = Message("pikoko.name")
PLAYERS = range(3, 6)


def _check_colours(value, players: int) -> None:
    if not isinstance(value, list) or len(value) != players:
        raise Malformed(f"option 'colors' must list one colour per player ({players})")
    for colour in value:
        if colour not in deck.COLOURS:
            raise Malformed(f"option 'colors': unknown colour {colour!r} (red, yellow, pink, white, blue)")
    if len(set(value)) != len(value):
        raise Malformed("option 'colors': each player needs a different colour")


OPTIONS = [
    Option("colors", "any", lambda players: list(deck.COLOUR_NAMES[:players]),
           Message("pikoko.option.player_colours"), check=_check_colours),
    Option("first", "seat", 0,
           Message("pikoko.option.first_player_round_1")),
]


def new_game(players: list[str], options: dict) -> Pikoko:
    from companion.games.pikoko.game import Pikoko  # loaded with a game, not with the home screen
    return Pikoko(players, options)


def describe(action: dict, players: list[str]) -> str:
    """The short form of an action in refusal lines, e.g. `play M4 as white by Ben`."""
    def name(seat) -> str:
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players):
            return players[seat]
        return str(seat)

    verb = action.get("do")
    if verb == "trump":
        return f"trump {action.get('card')}"
    if verb == "hand":
        return f"hand of {name(action.get('player'))}"
    if verb == "bet":
        return f"bet {action.get('tokens')} by {name(action.get('by'))} on {name(action.get('on'))}"
    if verb == "confidence":
        on = action.get("on")
        return f"confidence by {name(action.get('by'))} on {'none' if on == 'none' else name(on)}"
    if verb == "play":
        chosen = f" as {action['as']}" if "as" in action else ""
        return f"play {action.get('card')}{chosen} by {name(action.get('player'))}"
    return str(verb)


__getattr__ = engine_on_demand(__name__, ('Pikoko',))
