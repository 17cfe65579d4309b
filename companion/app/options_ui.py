"""Showing a game's `Option`s: the values a table may pick and their words."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, rows
from companion.app.widgets import Button, wrap


def option_values(option) -> list:
    """The values offered as buttons (bool, choice); ints use a stepper instead."""
    if option.kind == "bool":
        return [True, False]
    if option.kind == "choice":
        return list(option.choices)
    return []


def choice_label(table, option, value):
    """Words for one value: the table's own `choice_labels`, else yes/no or the raw value."""
    own = getattr(table, "choice_labels", {}).get(option.name, {}).get(value) if table is not None else None
    if own is not None:
        return own
    if value is True:
        return L("common.yes")
    if value is False:
        return L("common.no")
    return str(value).replace("_", " ")


class StackedLine:
    """A setting on a narrow (portrait) screen: its name above its choices across the whole
    width, the choices side by side, or one under another when side by side one would be cut
    ("Chiffres dans n'importe quel o…"). `height` is what it takes; `place` lays it out."""

    def __init__(self, metrics, lang: str, width: int, title, choices: list):
        self.metrics, m = metrics, metrics
        size = m.font("body")
        self.title_height = min(2, len(wrap(say(title, lang), width, size))) * theme.line_height(size)
        across = (width - m.apart * (len(choices) - 1)) // max(1, len(choices))
        cell = Rect(0, 0, across, m.target)
        self.stacked = len(choices) > 1 and not all(
            Button.shows_whole(say(label, lang), cell, m.font("button")) for label in choices)
        count = len(choices) if self.stacked else 1
        self.height = self.title_height + m.gap + count * m.target + (count - 1) * m.apart

    def place(self, area: Rect, count: int) -> tuple[Rect, list[Rect]]:
        """(the name's rect, a rect per choice) in `area` (`height` tall)."""
        m = self.metrics
        title = Rect(area.left, area.top, area.width, self.title_height)
        choices = Rect(area.left, title.bottom + m.gap, area.width, area.bottom - title.bottom - m.gap)
        if self.stacked:
            return title, rows(choices, [1] * count, m.apart)
        return title, columns(choices, [1] * count, m.apart)
