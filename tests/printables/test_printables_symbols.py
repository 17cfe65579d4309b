"""Black-and-white prints: every suit, town, feather colour and event is told apart by its
shape and letter alone, no shape means two things in one game, and numbers sit inside
their shapes."""

import itertools

import pytest

from companion.games.aurum import deck as aurum
from companion.games.fievre import deck as fievre
from companion.games.pikoko import deck as pikoko
from printables.decks.fievre import DANGER_SYMBOL, HAND_SYMBOL
from printables.decks.pikoko import BACK_SYMBOL as PIKOKO_BACK
from printables.symbols import NUMBER_BOX, number_box, outline


def _meanings() -> dict[str, dict[str, tuple[str, str]]]:
    """game -> what it distinguishes -> (shape, letter) printed in its corner index; "mark"s
are the other shapes its cards carry (backs, warnings), which must not borrow a meaning."""
    return {
        "aurum": {**{f"suit {s.code}": (s.symbol, s.mark) for s in aurum.SUITS.values()},
                  "gold": (aurum.GOLD_SYMBOL, aurum.GOLD_MARK)},
        "pikoko": {**{f"feather {c.name}": (c.symbol, c.letter) for c in pikoko.COLOURS.values()},
                   "multicoloured": (pikoko.MULTI_SYMBOL, "M"), "mark back": (PIKOKO_BACK, ""),
                   "mark no confidence": (pikoko.NO_CONFIDENCE_SYMBOL, "0")},
        "fievre": {**{f"town {t.id}": (t.shape, t.letter) for t in fievre.TOWNS},
                   **{f"event {e}": (shape, "!") for e, shape in HAND_SYMBOL.items()},
                   "mark dangerous mine": (DANGER_SYMBOL, "!")},
    }


@pytest.mark.parametrize("game", ["aurum", "pikoko", "fievre"])
def test_no_shape_means_two_things_and_no_two_things_look_alike(game):
    meanings = _meanings()[game]
    shapes = [shape for shape, _ in meanings.values()]
    assert len(set(shapes)) == len(shapes), f"{game}: a shape means two things: {meanings}"
    letters = [letter for name, (_, letter) in meanings.items() if not name.startswith(("event", "mark"))]
    assert len(set(letters)) == len(letters)
    assert set(HAND_SYMBOL) == {e.id for e in fievre.EVENTS}


def _mask(name: str, size: int = 96):
    from PIL import Image

    from printables.paint import ImagePainter
    from printables.symbols import draw_symbol

    image = Image.new("RGB", (size, size), "white")
    draw_symbol(ImagePainter(image, size / 10.0), name, 5.0, 5.0, 4.5, "#000000", stroke=None)
    return [v < 128 for v in image.convert("L").tobytes()]


@pytest.mark.parametrize("game", ["aurum", "pikoko", "fievre"])
def test_every_symbol_of_a_game_has_a_silhouette_of_its_own_in_greyscale(game):
    """Filled black, no colour at all: any two shapes of one game differ in at least 15 % of
    the area they cover together (a circle and a square differ in 17 %; a circle and an
    octagon in 5 %, which is why no game uses both)."""
    names = sorted({shape for shape, _ in _meanings()[game].values()})
    masks = {name: _mask(name) for name in names}
    for a, b in itertools.combinations(names, 2):
        both = sum(x and y for x, y in zip(masks[a], masks[b]))
        either = sum(x or y for x, y in zip(masks[a], masks[b]))
        assert both / either < 0.85, f"{a} and {b} look alike ({both / either:.2f})"


def _inside(point, polygon) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


@pytest.mark.parametrize("name", sorted(NUMBER_BOX))
def test_a_number_box_lies_inside_its_shape_clear_of_the_outline(name):
    x, y, w, h = number_box(name, 0.0, 0.0, 10.0)
    corners = [(x, y), (x + w, y), (x, y + h), (x + w, y + h)]
    shape = outline(name, 0.0, 0.0, 10.0)
    if name == "crescent":  # the number sits in the hollow: outside the crescent, inside its outer disc
        assert not any(_inside(c, shape) for c in corners)
        assert all(cx * cx + cy * cy < (0.92 * 10) ** 2 for cx, cy in corners)
    else:
        assert all(_inside(c, shape) for c in corners)


def test_aurum_numbers_fit_their_box_at_every_value():
    from PIL import Image

    from printables.cards import CARD_SIZES, Face
    from printables.decks import load
    from printables.paint import ImagePainter

    face = Face(*CARD_SIZES["poker"])
    for card in load("aurum").cards:
        painter = ImagePainter(Image.new("RGB", (8, 8)), 0.1)
        card.draw(painter, face)
        assert all(t.fits for t in painter.texts), card.code
