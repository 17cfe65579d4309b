"""The app's own words in English, French and German.

`L("home.title")` names a sentence of `assets/translations/<lang>.json`; like a rules
engine's `Text`, it is resolved only when drawn (`.get(lang)`), so switching language at
run time is just a redraw. Anything with `.get(lang)` (an `L`, a `Text`) is translatable;
a plain `str` (a player's name, a number) is shown as it is.
"""

from __future__ import annotations

import json
from pathlib import Path

LANGUAGES = ("en", "fr", "de")
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "de": "Deutsch"}
FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"

_catalogues: dict[str, dict[str, str]] = {}


def catalogue(lang: str) -> dict[str, str]:
    if lang not in _catalogues:
        path = FOLDER / f"{lang}.json"
        _catalogues[lang] = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return _catalogues[lang]


class L:
    """A sentence of the app's catalogues, with `{name}` fields filled at display time."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params

    def get(self, lang: str) -> str:
        words = catalogue(lang).get(self.key) or catalogue("en").get(self.key) or self.key
        if not self.params:
            return words
        values = {name: say(value, lang) for name, value in self.params.items()}
        try:
            return words.format(**values)
        except (KeyError, IndexError, ValueError):
            return words

    def __repr__(self) -> str:
        return f"L({self.key!r})"


def say(thing, lang: str) -> str:
    """Any label as words in `lang`: `L`/`Text` translate, a callable is asked, the rest is str()."""
    if thing is None:
        return ""
    if hasattr(thing, "get") and not isinstance(thing, dict):
        return thing.get(lang)
    if callable(thing):
        return say(thing(), lang)
    return str(thing)
