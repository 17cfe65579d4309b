"""Numereum: each player's 12 basic cards (two sets) and the 54 two-digit draw cards."""

from __future__ import annotations

from functools import partial

from companion.games.numereum import deck as data
from companion.text import Message
from printables.cards import SAFE, Card, Deck, Face, back_pattern, code_mark, corner_indices, frame, index_width
from printables.paint import PT
from printables.symbols import INK, draw_symbol

BASIC, BASIC_PALE = "#2E5E8C", "#E8EFF6"
DRAW, DRAW_PALE = "#B5542C", "#FBEEE6"
BACK_BASIC, BACK_DRAW, ACCENT = "#1F3E5E", "#6B2E16", "#F0D9A0"
BASIC_WORD = Message("printables.numereum.basic_card")
DRAW_WORD = Message("printables.numereum.draw_card")
HAND = Message("printables.numereum.hand")
PILE = Message("printables.numereum.draw_pile")


def reads_differently_upside_down(code: str) -> bool:
    """True for numbers like 68 or 91 that, turned half a turn, read as another number:
    those get a bar under them, as on billiard balls."""
    turned = code[::-1].translate(str.maketrans("01689", "01986"))
    return all(d in "01689" for d in code) and turned != code


def _number(p, f: Face, code: str, colour: str, pale: str, word: Message, symbol: str) -> None:
    u = f.u
    frame(p, f, colour, panel=pale)
    shown = code[1:] if code.startswith("B") else code
    underline = not code.startswith("B") and reads_differently_upside_down(shown)
    corner_indices(p, f, shown, [(symbol, colour)], underline=underline)
    cx, cy = f.w / 2, f.h * 0.56
    p.circle(cx, cy, 19 * u, fill="#FFFFFF", stroke=colour, width=1.4 * u)
    size = (32 if len(shown) < 3 else 25) * u
    baseline = cy - size * PT * 0.38  # cap height centred on the disc
    used = p.label(shown, cx - 16 * u, baseline, 32 * u, size, bold=True, color=INK, align="center")
    if underline:
        bar_w = p.width(shown, used, True)
        p.rect(cx - bar_w / 2, baseline - 2.2 * u, bar_w, 0.9 * u, fill=INK)
    draw_symbol(p, symbol, cx, cy + 13.5 * u, 2.2 * u, colour)
    draw_symbol(p, symbol, cx, cy - 13.5 * u, 2.2 * u, colour)
    box = f.w - 2 * (SAFE + index_width(f))
    p.label(word.get(f.lang), cx - box / 2, cy - 25 * u, box, 10 * u, bold=True, color=colour, align="center")
    code_mark(p, f, code)


def _back(p, f: Face, colour: str, word: Message, symbol: str) -> None:
    back_pattern(p, f, colour, ACCENT, "NUMEREUM", word.get(f.lang), symbol=symbol)


def deck() -> Deck:
    cards = []
    for _ in range(2):  # each player owns the same twelve
        cards += [Card(code, "basic", partial(_number, code=code, colour=BASIC, pale=BASIC_PALE, word=BASIC_WORD,
                                              symbol="square")) for code in data.BASIC_CODES]
    cards += [Card(code, "draw", partial(_number, code=code, colour=DRAW, pale=DRAW_PALE, word=DRAW_WORD,
                                         symbol="hexagon")) for code in data.NON_BASIC_CODES]
    backs = {"basic": partial(_back, colour=BACK_BASIC, word=HAND, symbol="square"),
             "draw": partial(_back, colour=BACK_DRAW, word=PILE, symbol="hexagon")}
    return Deck("numereum", "Numereum", cards, backs)
