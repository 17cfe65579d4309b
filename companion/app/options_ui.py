"""Showing a game's `Option`s: the values a table may pick and their words."""

from __future__ import annotations

from companion.app.i18n import L


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
