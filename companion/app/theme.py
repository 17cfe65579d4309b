"""Colours, fonts and the text cache. One look for every scene and every game's table."""

from __future__ import annotations

from pathlib import Path

import pygame

from companion.app.memory import Lru, surface_bytes

ASSETS = Path(__file__).resolve().parents[2] / "assets"
FONT_REGULAR = ASSETS / "fonts" / "DejaVuSans.ttf"
FONT_BOLD = ASSETS / "fonts" / "DejaVuSans-Bold.ttf"

# A dark green baize with warm ivory text; accents readable for colour-blind players
# (every state also carries a symbol or a word).
BACKGROUND = (22, 48, 40)
PANEL = (32, 66, 55)
PANEL_ACTIVE = (44, 88, 72)
CENTER = (27, 57, 47)
INK = (244, 238, 222)
INK_SOFT = (184, 198, 186)
INK_DARK = (24, 30, 28)
BUTTON = (58, 104, 88)
BUTTON_PRESSED = (86, 140, 118)
BUTTON_DISABLED = (44, 62, 56)
INK_DISABLED = (120, 138, 128)
PRIMARY = (222, 170, 58)       # gold: the main action of a screen
PRIMARY_PRESSED = (246, 198, 96)
DANGER = (186, 72, 60)
CARD = (250, 246, 234)
CARD_SELECTED = (255, 214, 110)
CARD_BASIC = (214, 228, 240)
CARD_DIM = (150, 160, 152)      # a card that cannot be tapped now: still readable
INK_DIM = (52, 62, 58)
OUTLINE = (12, 26, 22)
TOAST = (20, 20, 20)
TOAST_ERROR = (150, 46, 40)
SCRIM = (0, 0, 0, 150)

# A kiosk draws all day: both caches are bounded (least recently used go first), so memory
# stays flat however many names, scores and languages pass. A Font holds FreeType memory and
# its own glyph cache (~0.2 MB): the sizes shrunk-to-fit text asks for would add up (66 over
# every screen at four window sizes).
FONT_CACHE_SIZE = 32                  # the busiest screen (Fièvre's 5-player end, 720×1280) uses 22
TEXT_CACHE_SIZE = 800                 # rendered lines: a busy screen shows ~150
TEXT_CACHE_BYTES = 6 * 1024 * 1024    # and their pixels: several screens' worth of text
_fonts = Lru("fonts", FONT_CACHE_SIZE)
_texts = Lru("texts", TEXT_CACHE_SIZE, budget=TEXT_CACHE_BYTES, weigh=surface_bytes)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    key = (max(6, int(size)), bold)
    found = _fonts.get(key)
    if found is None:
        found = _fonts.put(key, pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), key[0]))
    return found


def text(words: str, size: int, colour=INK, bold: bool = False) -> pygame.Surface:
    """A rendered line, cached: redrawing a screen renders no glyph twice."""
    key = (words, int(size), colour, bold)
    surface = _texts.get(key)
    if surface is None:
        surface = _texts.put(key, font(size, bold).render(words, True, colour))
    return surface


def text_size(words: str, size: int, bold: bool = False) -> tuple[int, int]:
    return font(size, bold).size(words)


def line_height(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()
