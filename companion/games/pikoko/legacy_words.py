"""The older inline wording, `say(en, fr, de, **facts)`, kept only for the app's Pikoko table
(`companion/app/tables/pikoko_words.py`) until it moves its sentences to catalogs; the
engine itself words everything from `pikoko.json`. Delete this file with the last caller."""

from __future__ import annotations

import re

from companion.text import GENITIVE_RULES, Text, say as worded


def say(en: str, fr: str, de: str, **facts) -> Text:
    """A sentence in three languages; `Text` facts are put in each language's words.
    In German, `{name}s` is the genitive: "Anas Pfau", but "Iris' Pfau"."""
    def render(lang: str, template: str) -> str:
        values = {k: worded(v, lang) if hasattr(v, "get") else v for k, v in facts.items()}
        if lang == "de":
            template = _GENITIVE.sub(r"{\1__gen}", template)
            values.update({f"{k}__gen": german_genitive(str(v)) for k, v in values.items()})
        return template.format(**values)
    return Text(render("en", en), render("fr", fr), render("de", de))


_GENITIVE = re.compile(r"\{(\w+)\}s\b")


german_genitive = GENITIVE_RULES["s_or_apostrophe"]
