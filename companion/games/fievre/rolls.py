"""R-5: dice nobody can game. Which rolls the companion made, remembered across undo and restart.

Each roll of a game has a **slot**: the production roll of turn T, or the k-th Hold-up of turn T
(turns count the record's `reveal` actions, from 1). A `roll` action (and a Hold-up's `event`
action) may say who rolled: `"by": "companion"` (the app's seeded dice) or `"by": "table"`
(dice rolled at the table and typed in; the default when absent).

The record keeps every roll made for a slot in the top-level key `dice_rolled` (a list of
`{"turn", "roll": "production"|"holdup", "nth", "by", "dice"}`), which undo keeps even when the
action that rolled is dropped. Records without it (or without `by`) stay valid and replay as
before. The engine (`Fievre.recall`) then holds to it:
- a slot the companion rolled takes only the companion's dice, the same ones again;
- a slot rolled at the table takes only table dice (a mistaken entry can still be corrected);
so an undo can fix an entry but never buys a re-roll, and nobody can swap a companion roll for
table dice or back. The app asks the table before an undo crosses a roll (`undo_crosses_roll`).

Pure functions of a record (or its JSON); no state of their own.
"""

from __future__ import annotations

from dataclasses import dataclass

KEY = "dice_rolled"
COMPANION, TABLE = "companion", "table"
ROLLERS = (COMPANION, TABLE)
PRODUCTION, HOLDUP = "production", "holdup"


@dataclass(frozen=True)
class Roll:
    turn: int
    kind: str               # PRODUCTION or HOLDUP
    nth: int                # which Hold-up of the turn (0 for production)
    by: str                 # COMPANION or TABLE
    dice: tuple[int, int]

    @property
    def slot(self) -> tuple[str, int, int]:
        return (self.kind, self.turn, self.nth)

    def as_json(self) -> dict:
        return {"turn": self.turn, "roll": self.kind, "nth": self.nth, "by": self.by, "dice": list(self.dice)}


def roller(action: dict) -> str:
    """Who rolled the dice of a `roll` or Hold-up action (table dice unless it says otherwise)."""
    return action.get("by", TABLE)


def _roll_of(entry) -> Roll | None:
    """A remembered roll from its JSON, or None for anything that is not one (ignored, like any
    unknown content of the record's top level)."""
    if not isinstance(entry, dict):
        return None
    turn, kind, nth, by, dice = (entry.get(k) for k in ("turn", "roll", "nth", "by", "dice"))
    whole = all(isinstance(v, int) and not isinstance(v, bool) for v in (turn, nth))
    if not whole or kind not in (PRODUCTION, HOLDUP) or by not in ROLLERS or not isinstance(dice, list) or len(dice) != 2:
        return None
    if not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in dice):
        return None
    return Roll(turn, kind, nth, by, (dice[0], dice[1]))


# The last `dice_rolled` list parsed, with its length and rolls. The records each tap and undo
# make share their top level's list (records are never changed in place), and an undo reads it
# three times: parsed once, it no longer makes an undo grow with the game.
_parsed: tuple | None = None


def stored(extra: dict) -> dict[tuple, Roll]:
    """The rolls a record's top level remembers, by slot (the first one kept for each slot)."""
    global _parsed
    entries = extra.get(KEY) if isinstance(extra, dict) else None
    if not isinstance(entries, list):
        return {}
    seen = _parsed
    if seen is not None and seen[0] is entries and seen[1] == len(entries):
        return dict(seen[2])
    memory: dict[tuple, Roll] = {}
    for entry in entries:
        roll = _roll_of(entry)
        if roll is not None:
            memory.setdefault(roll.slot, roll)
    _parsed = (entries, len(entries), dict(memory))
    return memory


def made(actions: list) -> list[Roll]:
    """The rolls written in a record's actions, in order, with their slots."""
    rolls: list[Roll] = []
    turn = holdups = 0
    for action in actions:
        if not isinstance(action, dict):
            continue
        verb = action.get("do")
        if verb == "reveal":
            turn, holdups = turn + 1, 0
        elif verb == "roll" or (verb == "event" and action.get("event") == "holdup"):
            kind = PRODUCTION if verb == "roll" else HOLDUP
            roll = _roll_of({"turn": turn, "roll": kind, "nth": 0 if kind == PRODUCTION else holdups,
                             "by": roller(action), "dice": action.get("dice")})
            if kind == HOLDUP:
                holdups += 1
            if roll is not None:
                rolls.append(roll)
    return rolls


def _parts(record) -> tuple[dict, list]:
    """(top-level extras, actions) of a `companion.record.Record` or of its JSON object."""
    if isinstance(record, dict):
        return record, record.get("actions") or []
    return record.extra, record.actions


def memory(record) -> dict[tuple, Roll]:
    """Every roll made for the game so far, by slot: remembered ones first, then the record's own."""
    extra, actions = _parts(record)
    known = stored(extra)
    for roll in made(actions):
        known.setdefault(roll.slot, roll)
    return known


def remembered(record) -> dict:
    """The record's top-level extras (the whole object for a JSON record) with every roll of its
    actions added to `dice_rolled`; the same dict when nothing is new. `Record.without_last`
    keeps this, so undo forgets no roll."""
    extra, _ = _parts(record)
    known = memory(record)
    if len(known) == len(stored(extra)):
        return extra
    updated = dict(extra)
    updated[KEY] = [roll.as_json() for roll in sorted(known.values(), key=lambda r: (r.turn, r.kind != PRODUCTION, r.nth))]
    return updated


def rolled_turns(record) -> dict[int, str]:
    """Turn -> who rolled its production dice (COMPANION or TABLE), for every turn rolled so far."""
    return {roll.turn: roll.by for roll in memory(record).values() if roll.kind == PRODUCTION}


def companion_dice(record, turn: int) -> tuple[int, int] | None:
    """The production dice the companion rolled for `turn`, or None if it did not roll them."""
    roll = memory(record).get((PRODUCTION, turn, 0))
    return roll.dice if roll is not None and roll.by == COMPANION else None


def undo_crosses_roll(record) -> Roll | None:
    """The roll that undoing the last action would take back (its dice stay: the app says so and
    asks the whole table first), or None when the last action rolled nothing."""
    _, actions = _parts(record)
    if not actions:
        return None
    last = actions[-1]
    if not isinstance(last, dict) or not (last.get("do") == "roll" or (last.get("do") == "event" and last.get("event") == "holdup")):
        return None
    rolls = made(actions)
    if not rolls:
        return None
    return memory(record).get(rolls[-1].slot, rolls[-1])
