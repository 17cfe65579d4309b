"""Aurum: 50 base-metal cards, 15 gold cards, 4 round-summary aids, the first-player card."""

from __future__ import annotations

from functools import partial

from companion.games.aurum import deck as data
from companion.text import Message
from printables.cards import SAFE, Card, Deck, Face, back_pattern, code_mark, code_top, corner_indices, frame, index_width
from printables.symbols import INK, draw_symbol, number_box

# Our palette: each suit also has its own shape and letters, so colour is never the only signal.
COLOURS = {"Bi": "#9C5BA6", "Cu": "#C2662D", "P": "#4E9A3C", "Ag": "#6F8196", "Zn": "#2F8C9A", "Au": "#C99A1E"}
PALE = {"Bi": "#F3EAF5", "Cu": "#FBEDE3", "P": "#EAF4E6", "Ag": "#EDF0F3", "Zn": "#E5F3F5", "Au": "#FBF4DC"}
BACK, BACK_ACCENT = "#2B2A3A", "#D9B64A"

AID_CODE = "AID"
FIRST_CODE = "FIRST"

TRUMP = Message("printables.aurum.trump")
AID_TITLE = Message("printables.aurum.round_aurum")
AID_STEPS = (
    Message("printables.aurum.bid_lay_one_metal_card"),
    Message("printables.aurum.before_any_trick_you_may"),
    Message("printables.aurum.lead_metal_then_play_metal"),
    Message("printables.aurum.lowest_metal_takes_gold_its"),
    Message("printables.aurum.cannot_play_metal_no_gold"),
)
AID_SCORE = Message("printables.aurum.score_short_0_over_bid")
FIRST_TITLE = Message("printables.aurum.alchemist_stone")
FIRST_TEXT = Message("printables.aurum.first_player_round_bids_begin")


def _metal(p, f: Face, code: str) -> None:
    suit_code, value = data.split(code)
    suit = data.SUITS[suit_code]
    colour = COLOURS[suit_code]
    u = f.u
    x, y, w, h = frame(p, f, colour, panel=PALE[suit_code])
    corner_indices(p, f, str(value), [(suit.symbol, colour)], suit.code)
    cx = f.w / 2
    draw_symbol(p, suit.symbol, cx, f.h * 0.60, 12.5 * u, colour)
    # the number sits inside the symbol (white); a crescent is hollow on the right, so there it is dark, in the hollow
    hollow = suit.symbol == "crescent"
    p.fit(str(value), *number_box(suit.symbol, cx, f.h * 0.60, 12.5 * u), 30 * u, bold=True,
          color=INK if hollow else "#FFFFFF", align="center", valign="middle", wrap=False)
    _pips(p, f, value, suit.symbol, colour)
    name_w = f.w - 2 * (SAFE + index_width(f)) - 2 * u
    p.label(f"{suit.name.get(f.lang)} · {suit.code}", cx - name_w / 2, f.h * 0.60 - 19 * u, name_w, 11 * u,
            bold=True, align="center")
    code_mark(p, f, code)


def _pips(p, f: Face, count: int, symbol: str, colour: str) -> None:
    """Small symbols, one per point of value, in a row under the name (count at a glance)."""
    u = f.u
    r = 1.5 * u
    per_row = 5
    rows = [min(per_row, count - i) for i in range(0, count, per_row)]
    for row, n in enumerate(rows):
        y = f.h * 0.60 - 25 * u - row * 3.6 * u
        for i in range(n):
            draw_symbol(p, symbol, f.w / 2 + (i - (n - 1) / 2) * 3.6 * u, y, r, colour, width=0.15 * u)


def _gold(p, f: Face, code: str) -> None:
    value = data.gold_value(code)
    points = data.gold_points(value)
    colour = COLOURS["Au"]
    u = f.u
    frame(p, f, colour, panel=PALE["Au"])
    corner_indices(p, f, str(value), [(data.GOLD_SYMBOL, colour)], "Au")
    cx = f.w / 2
    draw_symbol(p, data.GOLD_SYMBOL, cx, f.h * 0.60, 15 * u, colour)
    p.fit(str(value), *number_box(data.GOLD_SYMBOL, cx, f.h * 0.60, 15 * u), 28 * u, bold=True, color=INK,
          align="center", valign="middle", wrap=False)
    name_w = f.w - 2 * (SAFE + index_width(f)) - 2 * u
    p.label(f"{data.GOLD_NAME.get(f.lang)} · {TRUMP.get(f.lang)}", cx - name_w / 2, f.h * 0.60 - 21 * u, name_w,
            11 * u, bold=True, align="center")
    # points badge: the number and as many stars, so the score needs no reading
    badge_y = f.h * 0.60 - 31 * u
    words = Message("printables.aurum.points", n=points).get(f.lang)
    p.rect(cx - 12 * u, badge_y - 3.2 * u, 24 * u, 6.8 * u, fill="#FFFFFF", stroke=INK, width=0.3 * u, radius=3 * u)
    p.label(words, cx - 11 * u, badge_y - 1.2 * u, 22 * u, 10 * u, bold=True, align="center")
    for i in range(points):
        draw_symbol(p, "star", cx + (i - (points - 1) / 2) * 4.4 * u, badge_y - 7 * u, 1.8 * u, colour, width=0.15 * u)
    code_mark(p, f, code)


def _aid(p, f: Face) -> None:
    u = f.u
    x, y, w, h = frame(p, f, BACK, panel="#FFFFFF")
    pad = 2.0 * u
    reserve = code_mark(p, f, AID_CODE)
    top = y + h - pad
    p.fit(AID_TITLE.get(f.lang), x + pad, top - 6 * u, w - 2 * pad, 6 * u, 11 * u, bold=True, align="center",
          valign="middle")
    body_top = top - 7.5 * u
    body_bottom = y + reserve + 1.0
    steps = "\n".join(f"{i}. {step.get(f.lang)}" for i, step in enumerate(AID_STEPS, 1))
    text = steps + "\n" + AID_SCORE.get(f.lang)
    p.fit(text, x + pad, body_bottom, w - 2 * pad, body_top - body_bottom, 7.5 * u, leading=1.15)


def _first(p, f: Face) -> None:
    u = f.u
    x, y, w, h = frame(p, f, BACK, panel="#FBF4DC")
    corner_indices(p, f, "1", [("hexagon", COLOURS["Au"])], "")
    cx = f.w / 2
    top = f.h * 0.67
    draw_symbol(p, "hexagon", cx, top, 12 * u, COLOURS["Au"])
    draw_symbol(p, "sun", cx, top, 6 * u, "#FFFFFF")
    box_w = f.w - 2 * (SAFE + index_width(f))
    p.fit(FIRST_TITLE.get(f.lang), cx - box_w / 2, top - 23.5 * u, box_w, 10 * u, 12 * u, bold=True,
          align="center", valign="middle")
    text_bottom = code_top(f) + 0.5
    p.fit(FIRST_TEXT.get(f.lang), cx - box_w / 2, text_bottom, box_w, top - 24.5 * u - text_bottom, 7.5 * u,
          align="center", valign="middle")
    code_mark(p, f, FIRST_CODE)


def _back(p, f: Face) -> None:
    back_pattern(p, f, BACK, BACK_ACCENT, "AURUM", symbol="sun")


def deck() -> Deck:
    cards = [Card(code, "aurum", partial(_gold if data.is_gold(code) else _metal, code=code))
             for code in data.deck_cards()]
    cards += [Card(AID_CODE, "aurum", _aid) for _ in range(4)]
    cards.append(Card(FIRST_CODE, "aurum", _first))
    return Deck("aurum", "Aurum", cards, {"aurum": _back})
