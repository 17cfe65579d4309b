"""How Aurum cards look on the table screen, and the two-row card picker.

A card face is its suit's shape plus its value ("▲7", "☀3"): the shape and the letter code
carry the suit, the tint only helps (colour is never the only signal). The picker is one row
of suit tabs (plus the actions of the moment) and one row with the values of the chosen
suit; every card that cannot be chosen now is greyed, and a tap on it says why.
"""

from __future__ import annotations

from typing import Callable

from companion.app.layout import Metrics, Rect, columns, rows
from companion.app.widgets import Button, CardButton, Widget
from companion.games.aurum import deck
from companion.games.aurum.deck import GOLD, SUITS
from companion.text import Text

from companion.app.tables import aurum_words as words
from companion.app.tables import card_grid

GLYPHS = {"triangle": "▲", "circle": "●", "diamond": "◆", "crescent": "☾", "square": "■", "sun": "☀"}
TINTS = {
    "Bi": (226, 212, 246),  # bismuth: lilac
    "Cu": (246, 208, 176),  # copper: salmon
    "P": (214, 240, 196),   # phosphorus: pale green
    "Ag": (230, 232, 238),  # silver: pale grey
    "Zn": (196, 226, 236),  # zinc: pale blue
    GOLD: (255, 218, 110),  # gold
}


def glyph(suit: str) -> str:
    return GLYPHS[deck.GOLD_SYMBOL if suit == GOLD else SUITS[suit].symbol]


def face(code: str) -> str:
    """The short face of a card: shape and value, e.g. "▲7"."""
    suit, value = deck.split(code) or (None, None)
    return code if suit is None else f"{glyph(suit)}{value}"


def tint(code: str):
    return TINTS.get(deck.suit_of(code), TINTS[GOLD]) if deck.is_code(code) else TINTS[GOLD]


def suit_tab_label(suit: str) -> str:
    return f"{glyph(suit)} {suit}"


def suit_name(suit: str) -> Text:
    return deck.GOLD_NAME if suit == GOLD else SUITS[suit].name


def common_reason(refusals: list, suit: str):
    """Why no card of a suit can be chosen: the one reason they share, else a general one."""
    texts = {r.text for r in refusals if r is not None}
    if len(texts) == 1:
        return refusals[0]
    name = suit_name(suit)
    return Text(f"No {name.en} card can be chosen now", f"Aucune carte {name.fr} ne peut être choisie",
                f"Keine {name.de}-Karte ist jetzt wählbar")


def min_cell(m: Metrics) -> int:
    """The narrowest a touch target may be on this screen (about 9 mm)."""
    return max(44, int(44 * m.unit * 0.9))


def picker_fits(rect: Rect, m: Metrics, values: int) -> bool:
    """Whether a picker of `values` value buttons fits `rect` with full-size targets."""
    gap = max(2, m.px(3))
    return rect.width >= values * (min_cell(m) + gap) - gap and rect.height >= 2 * min_cell(m) + gap


def one_grid(add, rect: Rect, m: Metrics, gap: int, *, prefix: str, choices: dict, suits, on_suit, on_card,
             extras, chosen) -> bool:
    """Every card that may be chosen now in one grid, one tap each, when they fit; a "⋯" cell
    opens the suit tabs, where every other card is shown greyed with its reason. False when
    they do not fit (the caller shows the tabs)."""
    codes = [code for code, why in choices.items() if why is None]
    if not codes:
        return False
    rects = card_grid.cells(rect, [1] * len(codes) + [1] + [2] * len(extras), m, gap, widest=m.px(64))
    if rects is None:
        return False
    card_grid.add_cards(add, rects, codes, prefix=prefix, on_card=on_card, face=face, tint=tint, chosen=chosen,
                        size=m.font("card"))
    first = next((deck.suit_of(c) for c in codes if deck.suit_of(c) in suits), suits[0])
    add(Button(rects[len(codes)], "⋯", (lambda: on_suit(first)), id=f"{prefix}:all", style="quiet",
               size=m.font("button")))
    for button, cell in zip(extras, rects[len(codes) + 1:]):
        button.rect = Rect(cell)
        add(button)
    return True


def build_picker(add: Callable[[Widget], Widget], rect: Rect, m: Metrics, *, prefix: str,
                 choices: dict, suits: tuple[str, ...], values: tuple[int, ...], selected: str | None,
                 on_suit: Callable[[str], None], on_card: Callable[[str], None],
                 gold: dict | None = None, gold_reason=None, extras: list[Button] = (),
                 chosen: frozenset = frozenset()) -> None:
    """Suit tabs (and a gold tab when `gold` is given) with `extras` on the first row; the
    values of the selected suit on the second. `choices`/`gold` map a code to None (may be
    chosen) or the refusal that explains why not. Widget ids: `{prefix}:suit:Cu`,
    `{prefix}:card:Cu7`; `chosen` marks cards already selected (multi-card entries)."""
    gap = max(2, m.px(3))
    if selected is None and one_grid(add, rect, m, gap, prefix=prefix, choices=choices, suits=suits, on_suit=on_suit,
                                     on_card=on_card, extras=extras, chosen=chosen):
        return
    top, bottom = rows(rect, [1, 1], gap)
    tabs = list(suits) + ([GOLD] if gold is not None else [])
    weights = [1] * len(tabs) + [2.2] * len(extras)
    cells = columns(top, [w / sum(weights) for w in weights], gap)
    for suit, cell in zip(tabs, cells):
        if suit == GOLD:
            reasons = list(gold.values()) if gold else [gold_reason or words.NO_GOLD]
        else:
            reasons = [choices.get(deck.code_of(suit, v)) for v in values]
        open_now = any(r is None for r in reasons) and (suit != GOLD or bool(gold))
        reason = None if open_now else (reasons[0] if suit == GOLD and not gold else common_reason(reasons, suit))
        add(Button(cell, suit_tab_label(suit), (lambda s=suit: on_suit(s)), id=f"{prefix}:suit:{suit}",
                   selected=suit == selected, enabled=open_now, reason=reason, size=m.font("button")))
    for button, cell in zip(extras, cells[len(tabs):]):
        button.rect = Rect(cell)
        add(button)
    if selected == GOLD and gold:
        codes = list(gold)
    elif selected in suits:
        codes = [deck.code_of(selected, v) for v in values]
    else:
        codes = []
    count = max(len(values), len(codes))
    slots = columns(bottom, [1] * count, gap)
    for index, slot in enumerate(slots):
        if index >= len(codes):
            label = str(values[index]) if not codes and index < len(values) else ""
            if label:
                add(Button(slot, label, None, id=f"{prefix}:value:{label}", enabled=False,
                           reason=words.CHOOSE_SUIT, size=m.font("card")))
            continue
        code = codes[index]
        why = (gold if selected == GOLD else choices).get(code)
        add(CardButton(slot, face(code), (lambda c=code: on_card(c)), id=f"{prefix}:card:{code}",
                       tint=tint(code), enabled=why is None, reason=why, selected=code in chosen,
                       size=m.font("card")))
