"""La Fièvre de l'Or: 45 concessions, 15 events, 5 mayor cards, 10 saloon markers."""

from __future__ import annotations

import math
from functools import partial

from companion.games.fievre import deck as data
from companion.text import Message
from printables.cards import SAFE, Card, Deck, Face, back_pattern, code_mark, code_top, corner_indices, frame, index_width
from printables.decks.fievre_icons import ICONS
from printables.symbols import INK, draw_symbol

GOLD = "#D4A52A"
EVENT, EVENT_PALE = "#3E3A36", "#F6F0E4"
BACK, ACCENT = "#5A3A1E", "#E8C170"
MINE = Message("printables.fievre.mine")
ROLL = Message("printables.fievre.produces")
# the warning's own shape: a town's shape here would read as "a mine of that town"
DANGER_SYMBOL = "burst"
DANGER = Message("printables.fievre.dangerous_collapses_roll_2_12")
EVENT_WORD = Message("printables.fievre.event")
MAYOR = Message("printables.fievre.mayor")
MAYOR_TEXT = Message("printables.fievre.5_points_at_end_others")
SALOON_TEXT = Message("printables.fievre.each_time_mine_this_town")
TOWN = Message("printables.fievre.town")
# One shape per event, none of them a town's (circle, triangle, square, diamond, star): in
# black and white the shape alone says which event, and a shape never means two things.
HAND_SYMBOL = {"saloon": "glass", "girls": "heart", "governor": "crown", "new_vein": "tee", "telegraph": "bolt",
               "mustang": "crescent", "dynamite": "sun", "expropriation": "cross", "card_shark": "spade",
               "holdup": "bowtie", "stagecoach": "arrow"}


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02X%02X%02X" % rgb


def _pale(rgb: tuple[int, int, int]) -> str:
    return _hex(tuple(round(255 - (255 - c) * 0.14) for c in rgb))


def _nugget(p, x, y, r):
    pts = [(x + r * (1 + 0.18 * math.sin(3 * a)) * math.cos(a), y + r * 0.78 * (1 + 0.15 * math.cos(5 * a)) * math.sin(a))
           for a in (2 * math.pi * i / 14 for i in range(14))]
    p.polygon(pts, fill=GOLD, stroke=INK, width=0.12 * r)


def _concession(p, f: Face, card) -> None:
    u = f.u
    town = data.town(card.town)
    colour = _hex(town.rgb)
    frame(p, f, colour, panel=_pale(town.rgb))
    corner_indices(p, f, str(card.roll), [(town.shape, colour)], town.letter)
    cx = f.w / 2
    box = f.w - 2 * (SAFE + index_width(f))
    p.label(f"{MINE.get(f.lang)} · {town.name.get(f.lang)}", cx - box / 2, f.h - SAFE - 7 * u, box, 10 * u, bold=True,
            align="center")
    # production number on a die-like plate
    cy = f.h * 0.62
    p.rect(cx - 11 * u, cy - 11 * u, 22 * u, 22 * u, fill="#FFFFFF", stroke=INK, width=0.6 * u, radius=3.5 * u)
    p.label(str(card.roll), cx - 10 * u, cy - 4.5 * u, 20 * u, 30 * u, bold=True, align="center")
    p.label(ROLL.get(f.lang), cx - box / 2, cy + 12.5 * u, box, 7 * u, align="center")
    # production value: the number and that many nuggets
    vy = max(f.h * 0.30, code_top(f) + 5 * u)
    per_row = 5
    rows = [min(per_row, card.nuggets - i) for i in range(0, card.nuggets, per_row)]
    for row, n in enumerate(rows):
        for i in range(n):
            _nugget(p, cx + 3 * u + (i - (n - 1) / 2) * 5 * u, vy + 2 * u - row * 4.6 * u, 2.1 * u)
    p.circle(cx - 16 * u, vy, 4.6 * u, fill=GOLD, stroke=INK, width=0.4 * u)
    p.label(str(card.nuggets), cx - 20 * u, vy - 2 * u, 8 * u, 14 * u, bold=True, align="center")
    if card.dangerous:  # the warning takes the place of the town symbol under the plate
        dy = cy - 16 * u
        # the burst's points reach further down than the triangle did: raised clear of the coin
        draw_symbol(p, DANGER_SYMBOL, cx - 15.5 * u, dy + 0.7 * u, 3.3 * u, "#F2C230")
        p.label("!", cx - 16.5 * u, dy - 0.35 * u, 2 * u, 7.5 * u, bold=True, align="center")
        p.fit(DANGER.get(f.lang), cx - 11 * u, dy - 4.5 * u, box / 2 + 11 * u, 9 * u, 7 * u, bold=True, align="left",
              valign="middle")
    else:
        draw_symbol(p, town.shape, cx, cy - 16 * u, 3 * u, colour)
    code_mark(p, f, card.code)


def _event(p, f: Face, event, code: str) -> None:
    u = f.u
    x, y, w, h = frame(p, f, EVENT, panel=EVENT_PALE)
    symbol = HAND_SYMBOL[event.id]
    corner_indices(p, f, "!", [(symbol, GOLD)], EVENT_WORD.get(f.lang)[0])
    cx = f.w / 2
    box = f.w - 2 * (SAFE + index_width(f))
    p.fit(EVENT_WORD.get(f.lang).upper(), cx - box / 2, f.h - SAFE - 8 * u, box, 5 * u, 8 * u, color="#7A6A50",
          align="center", valign="middle")
    p.fit(event.name.get(f.lang), cx - box / 2, f.h - SAFE - 17 * u, box, 9 * u, 14 * u, bold=True, align="center",
          valign="middle")
    p.circle(cx, f.h * 0.6, 10 * u, fill="#FFFFFF", stroke=INK, width=0.5 * u)
    ICONS[event.id](p, cx, f.h * 0.6, 8 * u, GOLD)
    bottom = code_top(f) + 0.5
    text_w = w - 4 * u
    p.fit(event.effect.get(f.lang), x + 2 * u, bottom, text_w, f.h * 0.6 - 12 * u - bottom, 9 * u, align="center",
          valign="middle")
    code_mark(p, f, code)


def _mayor(p, f: Face, mayor) -> None:
    u = f.u
    town = data.town(mayor.town)
    colour = _hex(town.rgb)
    x, y, w, h = frame(p, f, colour, panel="#FFFFFF")
    corner_indices(p, f, "+5", [(town.shape, colour)], town.letter)
    cx = f.w / 2
    box = f.w - 2 * (SAFE + index_width(f))
    p.fit(MAYOR.get(f.lang), cx - box / 2, f.h - SAFE - 19 * u, box, 8 * u, 15 * u, bold=True, align="center",
          valign="middle")
    # a sheriff-like badge of our own: a star on a disc
    badge = f.h * 0.6
    p.circle(cx, badge, 11 * u, fill=colour, stroke=INK, width=0.5 * u)
    draw_symbol(p, "star", cx, badge, 8.5 * u, GOLD)
    draw_symbol(p, town.shape, cx, badge - 0.5 * u, 2.6 * u, colour)
    p.label(f"{town.name.get(f.lang)} · {town.letter}", cx - box / 2, badge - 16 * u, box, 11 * u, bold=True,
            align="center")
    bottom = code_top(f) + 0.5
    p.fit(MAYOR_TEXT.get(f.lang), x + 2 * u, bottom, w - 4 * u, badge - 18.5 * u - bottom, 8 * u, align="center",
          valign="middle")
    code_mark(p, f, mayor.code)


def _saloon(p, f: Face, saloon) -> None:
    u = f.u
    town = data.town(saloon.town)
    colour = _hex(town.rgb)
    x, y, w, h = frame(p, f, EVENT, panel=_pale(town.rgb))
    corner_indices(p, f, "2", [(town.shape, colour)], town.letter)
    cx = f.w / 2
    box = f.w - 2 * (SAFE + index_width(f))
    p.fit("Saloon", cx - box / 2, f.h - SAFE - 13 * u, box, 9 * u, 15 * u, bold=True, align="center", valign="middle")
    # a swinging-door front: two panels under a sign, in the town's colour
    top = f.h * 0.70
    p.rect(cx - 13 * u, top - 2 * u, 26 * u, 6 * u, fill=colour, stroke=INK, width=0.4 * u, radius=1 * u)
    for side in (-1, 1):
        p.rect(cx + (0 if side > 0 else -11 * u), top - 20 * u, 11 * u, 14 * u, fill="#FFFFFF", stroke=INK, width=0.4 * u,
               radius=1.5 * u)
    draw_symbol(p, town.shape, cx, top + 1 * u, 2 * u, "#FFFFFF")
    p.label(f"{TOWN.get(f.lang)} · {town.name.get(f.lang)} · {town.letter}", cx - box / 2, top - 27 * u, box, 10 * u,
            bold=True, align="center")
    bottom = code_top(f) + 0.5
    p.fit(SALOON_TEXT.get(f.lang), x + 2 * u, bottom, w - 4 * u, top - 30 * u - bottom, 8 * u, align="center",
          valign="middle")
    code_mark(p, f, saloon.code)


def _back(p, f: Face, subtitle: Message | None, colour: str = BACK) -> None:
    back_pattern(p, f, colour, ACCENT, "La Fièvre de l'Or", subtitle.get(f.lang) if subtitle else "")


def deck() -> Deck:
    cards = [Card(c.code, "deck", partial(_concession, card=c)) for c in data.CONCESSIONS]
    for event in data.EVENTS:
        cards += [Card(code, "deck", partial(_event, event=event, code=code)) for code in event.codes]
    cards += [Card(m.code, "mayor", partial(_mayor, mayor=m)) for m in data.MAYORS]
    cards += [Card(s.code, "saloon", partial(_saloon, saloon=s)) for s in data.SALOONS]
    # mayors and saloons lie beside the table: their own back colours keep them out of the deck
    backs = {"deck": partial(_back, subtitle=None), "mayor": partial(_back, subtitle=MAYOR, colour="#23473A"),
             "saloon": partial(_back, subtitle=Message("fievre.event.saloon"), colour="#5C1F2B")}
    return Deck("fievre", "La Fièvre de l'Or", cards, backs)
