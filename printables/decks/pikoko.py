"""Pikoko: 47 feathers, 30 confidence cards (six per player colour), 45 punch-out bet tokens."""

from __future__ import annotations

import math
from functools import partial

from companion.games.pikoko import deck as data
from companion.text import Message
from printables.cards import (SAFE, Card, Deck, ExtraSheet, Face, back_pattern, code_mark, code_top, corner_indices,
                              frame, index_width)
from printables.symbols import INK, draw_symbol

RGB = {"red": "#D0342C", "yellow": "#E8B923", "pink": "#E27AB0", "white": "#F4F4F4", "blue": "#2D6CC0"}
PALE = {"red": "#FBE7E5", "yellow": "#FDF5DC", "pink": "#FCEAF3", "white": "#FFFFFF", "blue": "#E4EDF8"}
FRAME = {"white": "#BDBDBD"}  # a white frame would vanish on white paper
BACK_SYMBOL = "eye"  # the game's emblem (back, first-player token): no feather's shape
MULTI, MULTI_PALE = "#6B5B95", "#F1EEF7"
BACK, ACCENT = "#1D4E4A", "#7FD1B9"
TRUST = Message("printables.pikoko.i_trust")
TRUST_SCORE = Message("printables.pikoko.3_if_your_bet_this")
NONE_SCORE = Message("printables.pikoko.1_point")
MULTI_WORD = Message("printables.pikoko.multicoloured")
OWNER = Message("printables.pikoko.confidence_card")
TOKENS = Message("printables.pikoko.bet_tokens_cut_out_punch")
FIRST = Message("printables.pikoko.first_player")


def confidence_code(owner: str, trusted: str) -> str:
    """`CR-Y`: red's card trusting yellow; `CR-0`: red's "no confidence"."""
    owner_letter = data.COLOURS[owner].letter
    target = "0" if trusted == data.NO_CONFIDENCE else data.COLOURS[trusted].letter
    return f"C{owner_letter}-{target}"


def _ellipse(cx, cy, rx, ry, steps=40):
    return [(cx + rx * math.cos(2 * math.pi * i / steps), cy + ry * math.sin(2 * math.pi * i / steps)) for i in range(steps)]


def _vane(p, cx, bottom, top, reach, colours, width):
    """The feather's barbs: from the stem, outwards and upwards, longest near the eye;
    a multicoloured feather's barbs take its colours in turn."""
    steps = 11
    for i in range(steps + 1):
        t = i / steps
        y = bottom + (top - bottom) * t
        length = reach * (0.35 + 0.65 * math.sin(math.pi * 0.5 * t))
        colour = colours[i % len(colours)]
        barb = colour if colour != RGB["white"] else "#9A9A9A"
        for side in (-1, 1):
            p.line(cx, y, cx + side * length * 0.85, y + length * 0.5, stroke=barb, width=width)


def _eye(p, cx, cy, s, colour, symbol):
    """A peacock-feather eye of size s: rings, and the colour's symbol at its heart."""
    p.polygon(_ellipse(cx, cy, 0.95 * s, 1.2 * s), fill=colour, stroke=INK, width=0.05 * s)
    p.polygon(_ellipse(cx, cy - 0.1 * s, 0.62 * s, 0.8 * s), fill="#FFFFFF", stroke=INK, width=0.04 * s)
    draw_symbol(p, symbol, cx, cy - 0.12 * s, 0.42 * s, colour)


def _feather(p, f: Face, code: str) -> None:
    u = f.u
    colours = data.colours_of(code)
    number = data.number_of(code)
    multi = len(colours) > 1
    frame_colour = MULTI if multi else FRAME.get(colours[0], RGB[colours[0]])
    frame(p, f, frame_colour, panel=MULTI_PALE if multi else PALE[colours[0]])
    symbols = [(data.COLOURS[c].symbol, RGB[c]) for c in colours]
    letters = "".join(data.COLOURS[c].letter for c in colours)
    corner_indices(p, f, str(number), symbols, letters)
    cx = f.w / 2
    # from the bottom up: name, number plate, stem; all clear of the code block
    label_base = max(f.h * 0.24 - 5.5 * u, code_top(f) + 0.8)
    plate = label_base + 4.5 * u
    stem_bottom = plate + 11 * u
    _vane(p, cx, stem_bottom + 1.5 * u, f.h * 0.5, 14 * u, [RGB[c] for c in colours], 0.4 * u)
    p.line(cx, stem_bottom, cx, f.h * 0.6, stroke=INK, width=0.6 * u)
    if multi:
        spots = ((cx - 8.5 * u, f.h * 0.71), (cx + 8.5 * u, f.h * 0.71), (cx, f.h * 0.56))
        for (x, y), colour in zip(spots, colours):
            _eye(p, x, y, 7 * u, RGB[colour], data.COLOURS[colour].symbol)
        label = MULTI_WORD.get(f.lang)
    else:
        _eye(p, cx, f.h * 0.65, 11.5 * u, RGB[colours[0]], data.COLOURS[colours[0]].symbol)
        label = data.COLOURS[colours[0]].text.get(f.lang)
    box = f.w - 2 * (SAFE + index_width(f))
    p.rect(cx - 8 * u, plate, 16 * u, 11 * u, fill="#FFFFFF", stroke=INK, width=0.35 * u, radius=2 * u)
    p.label(str(number), cx - 7.5 * u, plate + 2.5 * u, 15 * u, 22 * u, bold=True, align="center")
    p.label(f"{label} · {letters}", cx - box / 2, label_base, box, 9 * u, bold=True, align="center")
    code_mark(p, f, code)


def _confidence(p, f: Face, owner: str, trusted: str) -> None:
    u = f.u
    code = confidence_code(owner, trusted)
    owner_colour = data.COLOURS[owner]
    frame(p, f, RGB[owner], panel="#FFFFFF")
    cx = f.w / 2
    box = f.w - 2 * (SAFE + index_width(f))
    if trusted == data.NO_CONFIDENCE:
        symbol, colour, name, letter = data.NO_CONFIDENCE_SYMBOL, "#8A8A8A", data.NO_CONFIDENCE_TEXT.get(f.lang), "0"
        rule = NONE_SCORE.get(f.lang)
    else:
        target = data.COLOURS[trusted]
        symbol, colour, name, letter = target.symbol, RGB[trusted], target.text.get(f.lang), target.letter
        rule = TRUST_SCORE.get(f.lang)
    corner_indices(p, f, letter, [(symbol, colour)])
    if trusted != data.NO_CONFIDENCE:
        p.fit(TRUST.get(f.lang), cx - box / 2, f.h * 0.74, box, 7 * u, 10 * u, bold=True, align="center", valign="bottom")
    p.circle(cx, f.h * 0.6, 10.5 * u, fill=PALE.get(trusted, "#F2F2F2"), stroke=INK, width=0.4 * u)
    draw_symbol(p, symbol, cx, f.h * 0.6, 8 * u, colour)
    p.fit(name, cx - box / 2, f.h * 0.36, box, 7 * u, 14 * u, bold=True, align="center", valign="middle")
    rule_bottom = max(f.h * 0.215, code_top(f) + 0.5)
    p.fit(rule, cx - box / 2, rule_bottom, box, f.h * 0.36 - 0.5 - rule_bottom, 8 * u, align="center")
    # whose card this is: the owner's symbol and letter on the border band, readable in grey
    draw_symbol(p, owner_colour.symbol, f.w - SAFE - 4 * u, f.h - SAFE - 4 * u, 2.2 * u, RGB[owner])
    p.label(owner_colour.letter, f.w - SAFE - 11 * u, f.h - SAFE - 5.4 * u, 5 * u, 8 * u, bold=True, align="center")
    code_mark(p, f, code)


def _back(p, f: Face) -> None:
    back_pattern(p, f, BACK, ACCENT, "PIKOKO", symbol=BACK_SYMBOL)


def _confidence_back(p, f: Face, owner: str) -> None:
    colour = data.COLOURS[owner]
    dark = "#555555" if owner in ("white", "yellow") else "#FFFFFF"
    back_pattern(p, f, RGB[owner], dark, OWNER.get(f.lang), f"{colour.text.get(f.lang)} · {colour.letter}",
                 symbol=colour.symbol)


# --------------------------------------------------------------------------- tokens
TOKEN_D = 20.0  # mm


def _tokens(p, page_w: float, page_h: float, lang: str, mirrored: bool) -> None:
    """Nine tokens per colour, a row each, plus the first-player token; the back page puts
    every token's back exactly behind it (mirrored for long-edge duplex)."""
    step = TOKEN_D + 2.0  # nine in a row stay 4.5 mm inside A4: cut rings 0.2 mm apart
    cols = data.TOKENS_PER_ROUND
    left = (page_w - cols * step) / 2 + step / 2
    top = page_h - 30
    if not mirrored:
        p.fit(TOKENS.get(lang), 15, page_h - 20, page_w - 30, 8, 11, align="center", valign="middle")
    for row, name in enumerate(data.COLOUR_NAMES):
        colour = data.COLOURS[name]
        for col in range(cols):
            x = left + col * step
            y = top - row * step - step / 2
            if mirrored:
                x = page_w - x
            _token(p, x, y, TOKEN_D / 2, RGB[name], colour.symbol, colour.letter)
    x, y = page_w / 2, top - 5 * step - 22
    p.circle(x, y, 16, fill="#FFFFFF", stroke=INK, width=0.3, dash=(1.2, 0.8))
    p.circle(x, y, 14, fill=MULTI, stroke=INK, width=0.4)
    draw_symbol(p, BACK_SYMBOL, x, y + 3, 6, "#FFFFFF")
    p.fit(FIRST.get(lang), x - 11, y - 10, 22, 6, 8, bold=True, color="#FFFFFF", align="center", valign="middle")


def _token(p, x, y, r, fill, symbol, letter):
    p.circle(x, y, r + 0.9, fill="#FFFFFF", stroke=INK, width=0.25, dash=(1.2, 0.8))  # cut line
    p.circle(x, y, r, fill=fill, stroke=INK, width=0.35)
    p.circle(x, y, r * 0.62, fill="#FFFFFF", stroke=INK, width=0.25)
    draw_symbol(p, symbol, x, y + r * 0.12, r * 0.36, fill)
    p.label(letter, x - r * 0.3, y - r * 0.5, r * 0.6, 7, bold=True, align="center")


def deck() -> Deck:
    cards = [Card(code, "feather", partial(_feather, code=code)) for code in data.ALL_CARDS]
    backs = {"feather": _back}
    for owner in data.COLOUR_NAMES:
        for trusted in data.CONFIDENCE_KINDS:
            cards.append(Card(confidence_code(owner, trusted), f"confidence-{owner}",
                              partial(_confidence, owner=owner, trusted=trusted)))
        backs[f"confidence-{owner}"] = partial(_confidence_back, owner=owner)
    tokens = ExtraSheet("bet tokens", _tokens, pieces=len(data.COLOUR_NAMES) * data.TOKENS_PER_ROUND + 1)
    return Deck("pikoko", "Pikoko", cards, backs, [tokens])
