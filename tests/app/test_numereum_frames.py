"""Numereum's table frames (issue 16): a card in the centre (the prizes) is one blit of a kept
picture, exactly the pixels drawing it would give; the cells' sizes follow the window."""

from __future__ import annotations

import pygame
import pytest

from companion.app import scene, staging, theme
from companion.app.tables import numereum_look
from companion.app.tables.numereum_look import NumberCard


@pytest.fixture
def app():
    return staging.fresh_app((1920, 1080), "table", "en")


def drawn(app, card, backdrop, cached: bool) -> bytes:
    surface = pygame.Surface((card.rect.right + 10, card.rect.bottom + 10))
    surface.fill(backdrop)
    if cached:
        card.draw(surface, app)
    else:
        card.paint(surface, app)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("code, sublabel", [("42", "Hand prize"), ("B70", None), ("68", "Reserve prize"), ("91", None)])
def test_a_centre_card_is_kept_and_shows_exactly_what_drawing_it_gives(app, code, sublabel):
    # on two backdrops: the corners are see-through, whatever lies behind the card
    numereum_look._faces.clear()
    for backdrop in (theme.BACKGROUND, theme.PANEL):
        card = NumberCard(pygame.Rect(30, 20, 216, 210), code, None, sublabel=sublabel, size=80, id="prize:0")
        assert drawn(app, card, backdrop, cached=True) == drawn(app, card, backdrop, cached=False)


def test_a_centre_card_drawn_again_is_not_painted_again(app, monkeypatch):
    numereum_look._faces.clear()
    painted = []
    paint = NumberCard.paint
    monkeypatch.setattr(NumberCard, "paint", lambda self, surface, app: (painted.append(self.code), paint(self, surface, app)))
    surface = pygame.Surface((400, 300))
    for _ in range(3):   # a rebuild makes a new widget each time: the picture is kept by what it shows
        NumberCard(pygame.Rect(30, 20, 216, 210), "42", None, sublabel="Hand prize", size=80).draw(surface, app)
    assert painted == ["42"]
    # a chosen card's ✓ reaches its corner: drawn for real each time, never kept see-through
    for _ in range(2):
        NumberCard(pygame.Rect(30, 20, 216, 210), "43", None, selected=True, size=80).draw(surface, app)
    assert painted == ["42", "43", "43"]


def test_the_staged_prizes_come_from_kept_pictures_and_match_a_first_frame(app):
    staging.stage(app, dict(staging.states())["numereum-bids"])
    app.render()
    first = pygame.image.tobytes(app.window, "RGB")   # the pictures were made while drawing it
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == first
    prizes = [w for w in app.top.centre.children if (w.id or "").startswith("prize:")]
    assert len(prizes) == 2 and all(isinstance(w, NumberCard) for w in prizes)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080), (1280, 800)])
def test_card_cells_follow_the_window_they_are_laid_out_in(size):
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())["numereum-bids"])
    app.render()
    table = app.top
    table.card_sizes()  # remembered for 800×480 first
    app.window = pygame.display.set_mode(size)
    app.invalidate()
    app.render()
    m = table.metrics
    assert (m.width, m.height) == size
    assert table.card_sizes() == (m.target, m.apart, m.px(64), 2 * m.px(76) + m.apart)
    rect = pygame.Rect(0, 0, m.width // 2, m.px(140))
    cells = table.card_cells(rect, 30)
    assert len(cells) == table.capacity(rect) and all(cell.width >= m.target and cell.height >= m.target for cell in cells)


def test_a_rebuild_after_an_action_asks_nothing_about_the_greyed_bid_cards(monkeypatch):
    """A spent basic card is greyed with the referee's reason: asked when a player taps it,
    not on every rebuild (issue 16: ~8 `why_not` a frame after each action of a long game)."""
    from companion.app import testing
    from companion.games.numereum.game import Numereum
    app = staging.fresh_app((1920, 1080), "table", "en")   # (a narrow wall panel leaves spent cards out)
    staging.stage(app, dict(staging.states())["numereum-busy"])
    app.render()
    monkeypatch.setattr(scene, "CHECK_KEPT_BUILDS", False)   # (the tests' check asks every greyed card's reason)
    asked = []
    real = Numereum.why_not
    monkeypatch.setattr(Numereum, "why_not", lambda self, action: asked.append(action) or real(self, action))
    with staging.unsaved():
        app.session.undo()
        app.session.submit({"do": "reveal", "cards": ["61", "62"]})   # the record changed: nothing kept
    app.invalidate()
    app.render()
    greyed = [w for w in app.leaves() if (w.id or "").startswith("bid:1:B") and not w.enabled]
    assert len(greyed) >= 5 and asked == []
    testing.tap(app, greyed[0].id)
    assert len(asked) == 1 and any("spent" in words or "already" in words for words in testing.toasts(app))


@pytest.mark.parametrize("code, options", [
    ("B70", {}), ("42", {"sublabel": "Hand prize", "size": 80, "id": "prize:0"}),
    ("68", {"selected": True, "enabled": False, "reason": "spent", "style": "primary", "tint": (1, 2, 3)})])
def test_a_card_made_in_one_step_is_the_card_button_its_classes_would_make(code, options):
    """NumberCard sets what CardButton's chain of __init__s sets, in one step: exactly the
    same attributes and values (a widget attribute added there must be added here)."""
    from companion.app.tables.numereum_look import look
    from companion.app.widgets import CardButton
    rect = pygame.Rect(3, 4, 50, 70)
    card = NumberCard(rect, code, print, **options)
    figures, tint, _, _ = look(code)
    chain = CardButton(rect, figures, print, **{"tint": tint, **options})
    assert {k: v for k, v in vars(card).items() if k not in ("bar", "square", "code")} == vars(chain)
    assert card.rect is not rect
