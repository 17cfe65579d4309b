"""La Fièvre de l'Or (Boomtown), 3 to 5 players: the companion is the bank.

Legal-action helpers for the app live on the game object (`companion.games.fievre.game.Fievre`):
`phase`, `to_act()`, `bid_range(seat)`, `takeable(seat)`, `mustang_holders()`, `required()`
(choices due, first one first) and `targets(choice)`, `telegraph_holders()`, `next_dice()` and
`next_roller()` (R-5), `cascade(price)`, `payouts(dice)`, `why_not(action)`.

The game log (`game.log`, `companion.gamelog.Event`): one event per action and one per thing the
bank does because of it — each hop of an auction payment, tolls, saloon fees, production per
mine, a bankrupt payer's shortfall, mayors, collapses, events, the final scores; turn headings
have `heading=True`. Events that move gold carry `gold` (per seat), so `10 + the sum of a seat's
changes` is its gold after every action (another `start_gold` is a setup event). Sentences:
`fievre.log.*` in `assets/translations/<lang>/fievre.json`; `words.announcement(message)` gives
the short form ("Ana → Ben 2 (saloon)") to show the seats concerned.

R-5, dice nobody can game (`rolls.py`): a `roll` (and a Hold-up) may say `"by": "companion"` or
`"table"`; the record's top-level `dice_rolled` remembers every roll made, kept by undo
(`Record.without_last` asks `remembered`). Helpers for the app: `rolled_turns(record)`,
`companion_dice(record, turn)`, `undo_crosses_roll(record)` (the roll an undo would take back,
whose dice stay), `game.next_roller()`.
"""

from __future__ import annotations

from companion.errors import Malformed
from companion.games import engine_on_demand
from companion.games.fievre.rolls import companion_dice, remembered, rolled_turns, undo_crosses_roll  # noqa: F401 (R-5 helpers)
from companion.options import Option
from companion.text import Message

NAME = Message("fievre.name")
PLAYERS = range(3, 6)


def _deck_fits(size, players):
    if size < players:
        raise Malformed(f"option 'deck_size' must hold at least one card per player ({players})")


OPTIONS = [
    Option("first", "seat", 0, Message("fievre.first_player")),
    Option("start_gold", "int", 10, Message("fievre.starting_gold"), minimum=0, maximum=999),
    Option("deck_size", "int", 60, Message("fievre.cards_deck"),
           minimum=3, maximum=300, check=_deck_fits,
           help=Message("fievre.45_shorter_three_player_game")),
    Option("seed", "int", 0, Message("fievre.dice_seed"), minimum=0, maximum=2**63 - 1),
]


def new_game(players: list[str], options: dict) -> Fievre:
    from companion.games.fievre.game import Fievre  # loaded with a game, not with the home screen
    return Fievre(players, options)


def describe(action: dict, players: list[str]) -> str:
    """The short form of an action in refusal lines: `bid 12 by Ben`, `take card 7 by Ana`."""
    verb = action.get("do", "?")
    seat = action.get("player")
    by = f" by {players[seat]}" if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(players) else ""
    if verb == "reveal":
        cards = action.get("cards")
        return f"reveal {len(cards)} cards" if isinstance(cards, list) else "reveal"
    if verb == "bid":
        return f"bid {action.get('amount')}{by}"
    if verb == "take":
        jump = " with the Mustang" if action.get("mustang") else ""
        return f"take card {action.get('card')}{by}{jump}"
    if verb == "event":
        return f"{action.get('event')}{by}"
    if verb == "roll":
        rolled = action.get("dice")
        return "roll " + " ".join(map(str, rolled)) if isinstance(rolled, list) else "roll"
    if verb == "telegraph":
        return f"telegraph die {action.get('die')} to {action.get('value')}{by}"
    return f"{verb}{by}"


__getattr__ = engine_on_demand(__name__, ('Fievre',))
