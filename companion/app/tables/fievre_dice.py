"""R-5 at the Fièvre table: dice nobody can game (`companion/games/fievre/rolls.py`).

The engine remembers every roll made for the game, across undo and restart. Here the table
shows it: the entry that cannot be used for the coming roll (the app's dice or the table's)
is greyed with the R-5 reason, undoing past the companion's roll first asks the whole table
(the question is written along every side of the screen), and the Log keeps a line for each
roll taken back (its dice stay).
"""

from __future__ import annotations

from companion.app import theme
from companion.app.layout import Rect
from companion.app.scene import Dialog
from companion.app.widgets import EverySide
from companion.games.fievre import rolls
from companion.games.fievre.rolls import COMPANION, TABLE, undo_crosses_roll
from companion.text import Message

from companion.app.tables.fievre_look import words


def roller_refusal(game, by: str, action: dict | None = None):
    """Why `by` ("companion" or "table") may not roll the coming dice (R-5), or None.

    The engine's own refusal of `action` (by default the production roll by `by`), so the greyed
    button and the refused action say the same; the bare reason when there is no action yet."""
    known = game.next_roller()
    if known is None or known == by:
        return None
    if action is None and game.step().kind == "roll":
        action = {"do": "roll"}
    refusal = game.why_not({**action, "dice": list(game.next_dice()), "by": by}) if action else None
    if refusal is not None:
        return refusal
    if known == COMPANION:
        a, b = game.next_dice()
        return Message("fievre.refuse.companion_rolled", a=a, b=b)
    return Message("fievre.refuse.table_rolled")


def ask_before_undo(app, angles, undo) -> None:
    """Undo at once, unless the last action is a roll the companion made: then the whole table
    is asked first (its dice stay, so everyone should know the coming roll is already known)."""
    crossed = undo_crosses_roll(app.session.record)
    if crossed is None or crossed.by != COMPANION:
        undo()  # a table roll is an entry: undoing it lets the table correct it, nothing is known
        return
    app.push(UndoDiceQuestion(app, crossed.dice, angles, undo))


class UndoDiceQuestion(Dialog):
    """"Undo past the dice? They will stay 2 + 1." — in the box and along every table side."""

    def __init__(self, app, dice, angles, undo):
        a, b = dice
        self.question = words("undo_dice", a=a, b=b)
        super().__init__(app, self.question, [(words("undo_dice_no"), None, "undo-dice:keep", "quiet"),
                                              (words("undo_dice_yes"), undo, "undo-dice:yes", "danger")],
                         dialog_name="fievre-undo-dice")
        self.angles = tuple(angle for angle in angles if angle != 0) if app.mode == "table" else ()

    def build_key(self):
        # its words and buttons are given once, and so are the sides it writes along (its
        # box is upright: it answers no one seat, and reads nothing of the table below)
        return self.angles,

    def build(self):
        super().build()
        m = self.metrics
        edge = m.screen.inflate(-2 * m.margin, -2 * m.margin)
        size = m.font("body")
        depth = theme.line_height(theme.snap(size), True) + 4
        strips = {90: Rect(edge.right - depth, edge.top, depth, edge.height), 180: Rect(edge.left + depth, edge.top, edge.width - 2 * depth, depth),  # clear of the side strips
                  270: Rect(edge.left, edge.top, depth, edge.height)}
        for angle in self.angles:  # the box faces the bottom side; each other side reads its own copy by its edge
            self.add(EverySide(strips[angle], self.question, size, (angle,), id=f"undo-dice:side:{angle}"))


def undone_rolls(record) -> list[rolls.Roll]:
    """Rolls remembered for this game whose action was taken back by an undo (their dice stay)."""
    made = {roll.slot for roll in rolls.made(record.actions)}
    return sorted((roll for roll in rolls.memory(record).values() if roll.slot not in made),
                  key=lambda r: (r.turn, r.kind != rolls.PRODUCTION, r.nth))


def undone_line(roll: rolls.Roll) -> Message:
    key = "log_undone_roll" if roll.kind == rolls.PRODUCTION else "log_undone_holdup"
    return words(key, turn=roll.turn, a=roll.dice[0], b=roll.dice[1])


def with_undone_rolls(record, lines: list) -> list:
    """The Log's lines (one per action) with a line for each roll taken back, at the end of its
    turn (before the reveal that starts the next one)."""
    pending = undone_rolls(record)
    if not pending:
        return lines
    out, turn = [], 0
    for action, line in zip(record.actions, lines):
        if isinstance(action, dict) and action.get("do") == "reveal":
            out.extend(undone_line(r) for r in pending if r.turn == turn)
            turn += 1
        out.append(line)
    out.extend(undone_line(r) for r in pending if r.turn >= turn)
    return out


__all__ = ["COMPANION", "TABLE", "roller_refusal", "ask_before_undo", "UndoDiceQuestion", "with_undone_rolls"]
