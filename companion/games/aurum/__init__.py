"""Aurum: trick-taking without following suit, with bids, a gold supply and nuggets.

Rules: `../shared/rules/aurum.md`; records: `spec/records.md` (Aurum section).
"""

from __future__ import annotations

from companion.games import engine_on_demand
from companion.games.aurum.deck import card_name
from companion.options import Option
from companion.text import Message

NAME = Message("aurum.name")
PLAYERS = range(3, 5)
OPTIONS = [
    Option("first", "seat", 0, Message("aurum.option.first_player_token_round_1")),
    Option("zero_gold", "bool", True, Message("aurum.option.each_player_starts_round_with")),
    Option("scoring", "choice", "nuggets", Message("aurum.option.scoring"), choices=("nuggets", "cumulative"),
           help=Message("aurum.option.nuggets_first_2_round_wins")),
]


def new_game(players: list[str], options: dict) -> Aurum:
    from companion.games.aurum.game import Aurum  # loaded with a game, not with the home screen
    return Aurum(players, options)


def describe(action: dict, players: list[str]) -> str:
    """`play Cu5 by Ben`, `swap Au1: Zn1 for Ben's bid by Ben`, `stop by Cleo`."""
    verb = action.get("do", "?")
    seat = action.get("player")
    who = f" by {players[seat]}" if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players) else ""
    if verb == "aside":
        cards = action.get("cards")
        return f"aside {' '.join(map(str, cards)) if isinstance(cards, list) else cards}"
    if verb == "swap":
        bid_of = action.get("bid_of")
        whose = f"{players[bid_of]}'s" if isinstance(bid_of, int) and 0 <= bid_of < len(players) else "a"
        return f"swap {action.get('gold')}: {action.get('card')} for {whose} bid{who}"
    if verb in ("bid", "play"):
        return f"{verb} {action.get('card')}{who}"
    return f"{verb}{who}"


__all__ = ["NAME", "PLAYERS", "OPTIONS", "new_game", "describe", "Aurum", "card_name"]
__getattr__ = engine_on_demand(__name__, ('Aurum',))
