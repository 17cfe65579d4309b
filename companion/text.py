"""Player-facing words: one catalog per language, read from `assets/translations/<lang>/`.

A language is one folder: `language.json` gives its own name and plural rule, and every
other `*.json` file in it maps keys (`"aurum.suit_in_trick"`) to sentences with `{named}`
fields. Each part of the project keeps its words in its own file (`app.json`, `aurum.json`,
`log.json`, …) so the catalogs stay readable for translators; keys are unique across files.
Adding a language is dropping in a folder: `LANGUAGES` is read from what is installed.

Rules engines are pure (standard library only) yet their refusals and log lines must reach
each player in their own language; so an engine builds a `Message(key, **fields)` where it
knows the facts, and it is worded only when shown (`.get(lang)`). A field may itself be a
`Message` (a card or suit name): it is worded in the same language.

A sentence whose wording depends on a number is an object of plural forms,
`{"one": "{n} card", "other": "{n} cards"}`, chosen by the field `n` (or `count`) with the
language's rule (`language.plural`: see `PLURAL_RULES`).

A field may ask for a grammatical form where a language needs one: `{owner:gen}` is the
genitive by the language's rule (`language.genitive`: see `GENITIVE_RULES`; German "Anas",
"Iris'"); languages without the rule show the name as it is.
"""

from __future__ import annotations

import json
import os
import string
from pathlib import Path

FOLDER = Path(os.environ.get("COMPANION_TRANSLATIONS") or Path(__file__).resolve().parents[1] / "assets" / "translations")
DEFAULT = "en"

# language.plural -> which plural form a count takes (CLDR's "one"/"other" are enough for
# the languages a table speaks so far; a language needing more adds a rule here)
PLURAL_RULES = {
    "one_is_1": lambda n: "one" if n == 1 else "other",                 # English, German, Spanish
    "zero_or_one": lambda n: "one" if n in (0, 1) else "other",          # French
    "none": lambda n: "other",                                           # no plural forms
}


# language.genitive -> how a name takes the possessive ending, for languages that write one:
# a sentence asks for it as `{owner:gen}` ("aus {owner:gen} Pfau": "aus Anas Pfau", "aus Iris' Pfau")
GENITIVE_RULES = {
    "s_or_apostrophe": lambda name: f"{name}'" if name[-1:].lower() in ("s", "ß", "x", "z") else f"{name}s",
}


def _installed() -> tuple[str, ...]:
    found = sorted(path.parent.name for path in FOLDER.glob("*/language.json"))
    return tuple(sorted(found, key=lambda lang: (lang != DEFAULT, lang))) or (DEFAULT,)


LANGUAGES: tuple[str, ...] = _installed()
_catalogs: dict[str, dict] = {}


def catalog(lang: str) -> dict:
    """Every key of `lang` (all its files merged); {} for a language that is not installed."""
    book = _catalogs.get(lang)
    if book is None:
        book = {}
        folder = FOLDER / lang
        if lang in LANGUAGES and folder.is_dir():
            for path in sorted(folder.glob("*.json")):
                try:
                    book.update(json.loads(path.read_text(encoding="utf-8")))
                except (OSError, ValueError):
                    continue  # a broken catalog falls back to English, it never stops the table
        _catalogs[lang] = book
    return book


def language_name(lang: str) -> str:
    return catalog(lang).get("language.name", lang)


def plural_form(lang: str, n) -> str:
    rule = PLURAL_RULES.get(catalog(lang).get("language.plural", "one_is_1"), PLURAL_RULES["one_is_1"])
    try:
        return rule(abs(int(n)))
    except (TypeError, ValueError):
        return "other"


def words(key: str, lang: str, fields: dict | None = None) -> str:
    """The sentence `key` in `lang` (English, then the key itself, where it is missing)."""
    entry = catalog(lang).get(key)
    if entry is None:
        lang, entry = DEFAULT, catalog(DEFAULT).get(key, key)
    if isinstance(entry, dict):  # plural forms
        count = (fields or {}).get("n", (fields or {}).get("count"))
        entry = entry.get(plural_form(lang, count)) or entry.get("other") or next(iter(entry.values()), key)
    if not fields:
        return entry
    values = {name: say(value, lang) for name, value in fields.items()}
    try:
        if ":gen}" in entry:
            return _Forms(lang).vformat(entry, (), values)
        return entry.format(**values)
    except (KeyError, IndexError, ValueError, AttributeError):
        return entry


class _Forms(string.Formatter):
    """Fields with a grammatical form: `{owner:gen}` is the genitive by the language's rule."""

    def __init__(self, lang: str):
        self.rule = GENITIVE_RULES.get(catalog(lang).get("language.genitive", ""), lambda name: name)

    def format_field(self, value, format_spec):
        if format_spec == "gen":
            return self.rule(str(value))
        return super().format_field(value, format_spec)


_PLAIN = (str, int, float, bool, type(None))


class Message:
    """A catalog sentence with its fields, worded when shown: `Message("aurum.suit_in_trick", suit=…)`."""

    __slots__ = ("key", "params", "fixed", "_said")

    def __init__(self, key: str, **params):
        self.key = key
        self.params = params
        # worded alike every time it is asked: its fields are plain values (a callable, or a
        # label that is not fixed, may word differently at each frame)
        self.fixed = all(type(value) in _PLAIN or (type(value) in (Message, Verbatim) and value.fixed)
                         for value in params.values())
        self._said = None   # (lang, its words) when fixed: a button's label is asked at every frame

    @classmethod
    def holding(cls, key: str, fields: dict) -> "Message":
        """A message holding `fields` as they are, not copied (engines log hundreds of these
        per replay); never taken as fixed, its fields not looked at."""
        message = cls.__new__(cls)
        message.key, message.params, message.fixed, message._said = key, fields, False, None
        return message

    def get(self, lang: str) -> str:
        said = self._said
        if said is not None and said[0] == lang:
            return said[1]
        text = words(self.key, lang, self.params)
        if self.fixed:
            self._said = (lang, text)
        return text

    def __str__(self) -> str:
        return self.get(DEFAULT)

    # a shorthand for one language: English-only command-line lines and engine tests read `.en`
    en = property(lambda self: self.get("en"))
    fr = property(lambda self: self.get("fr"))
    de = property(lambda self: self.get("de"))

    def __repr__(self) -> str:
        return f"Message({self.key!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and (self.key, self.params) == (other.key, other.params)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted((k, str(v)) for k, v in self.params.items()))))


def say(thing, lang: str) -> str:
    """Any label as words in `lang`: a `Message` translates, a callable is asked, the rest is str()."""
    if thing is None:
        return ""
    if hasattr(thing, "get") and not isinstance(thing, dict):
        return thing.get(lang)
    if callable(thing):
        return say(thing(), lang)
    return str(thing)


class Joined:
    """Several names worded in the same language and joined: "Ana, Ben", "red or blue"."""

    __slots__ = ("items", "separator")

    def __init__(self, items, separator: str = ", "):
        self.items = tuple(items)
        self.separator = separator

    def get(self, lang: str) -> str:
        separator = say(self.separator, lang)
        return separator.join(say(item, lang) for item in self.items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Joined) and (self.items, self.separator) == (other.items, other.separator)

    def __hash__(self) -> int:
        return hash((self.items, self.separator))


class Verbatim:
    """Words shown as they are in every language: a record's own text, a player's name."""

    __slots__ = ("words",)
    fixed = True  # (see Message)

    def __init__(self, words: str):
        self.words = str(words)

    def get(self, lang: str) -> str:
        return self.words

    en = fr = de = property(lambda self: self.words)

    def __str__(self) -> str:
        return self.words

    def __repr__(self) -> str:
        return f"Verbatim({self.words!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Verbatim) and self.words == other.words

    def __hash__(self) -> int:
        return hash(self.words)


def as_text(message) -> Message | Verbatim:
    return message if isinstance(message, (Message, Verbatim)) else Verbatim(message)
