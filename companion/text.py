"""Player-facing sentences in the three languages the table speaks.

Rules engines are pure and know nothing of the app's translation files, yet their
refusals must reach each player in their own language; so an engine builds a `Text`
holding all three wordings at the place where it knows the facts.
"""

from __future__ import annotations

LANGUAGES = ("en", "fr", "de")


class Text:
    """One sentence in English, French and German (English stands in for a missing one)."""

    __slots__ = ("en", "fr", "de")

    def __init__(self, en: str, fr: str | None = None, de: str | None = None):
        self.en = en
        self.fr = fr or en
        self.de = de or en

    def get(self, lang: str) -> str:
        return getattr(self, lang, self.en) if lang in LANGUAGES else self.en

    def __str__(self) -> str:
        return self.en

    def __repr__(self) -> str:
        return f"Text({self.en!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.en, self.fr, self.de) == (other.en, other.fr, other.de)

    def __hash__(self) -> int:
        return hash((self.en, self.fr, self.de))


def as_text(message: str | Text) -> Text:
    return message if isinstance(message, Text) else Text(message)
