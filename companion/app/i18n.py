"""The app's words: `L("home.title")` is a sentence of the catalogs (`companion.text`).

Like a rules engine's `Message`, it is resolved only when drawn (`.get(lang)`), so
switching language at run time is just a redraw. Anything with `.get(lang)` is
translatable; a plain `str` (a player's name, a number) is shown as it is.
"""

from __future__ import annotations

from companion.text import FOLDER, LANGUAGES, Message as L, catalog, language_name, say  # noqa: F401

LANGUAGE_NAMES = {lang: language_name(lang) for lang in LANGUAGES}
catalogue = catalog
