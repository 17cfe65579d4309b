"""Cards blitted already turned into a turned panel (`Widget.turned_picture`, used by the
Aurum sheet): whatever the cards do between two frames (change look, move to other cells,
go, come) the panel shows exactly the pixels of a fresh upright drawing turned whole, at
every angle, and the card grid is never drawn upright and turned again."""

from __future__ import annotations

import pygame
import pytest

from companion.app import theme, widgets
from companion.app.panels import Panel
from companion.app.tables.aurum_cards import MetalCard
from companion.app.widgets import Box, Label
from tests.app.test_panel_turned import AT, LOCAL, app, expected, screen_with  # noqa: F401 (app: a fixture)

CODES = ["Ag4", "Ag7", "Cu2", "Cu9", "Fe6", "Fe1", "Pb3"]


def a_sheet(angle: int, cells: int, step: int, enabled=lambda index: True, chosen=(), title="Ana") -> Panel:
    """A sheet-like panel: its frame (the face), a title, a row of cards `step` px apart."""
    w, h = LOCAL
    panel = Panel(pygame.Rect(*AT, *((h, w) if angle in (90, 270) else (w, h))), angle, theme.PANEL_ACTIVE,
                  id="sheet:cards")
    panel.add(Box(pygame.Rect(0, 0, w, h), theme.PANEL_ACTIVE, radius=12, outline=theme.PRIMARY))
    panel.add(Label(pygame.Rect(16, 12, 300, 40), title, 24, bold=True))
    for index, code in enumerate(CODES[:cells]):
        panel.add(MetalCard(pygame.Rect(16 + index * step, 80, step - 12, 70), code, enabled=enabled(index),
                            selected=code in chosen, size=24))
    return panel


@pytest.mark.parametrize("angle", [0, 90, 180, 270])
def test_cards_changing_look_moving_and_going_show_a_fresh_drawing(app, angle, monkeypatch):
    turned = []
    turn = Panel._turn_into
    monkeypatch.setattr(Panel, "_turn_into", lambda self, local, rect, into: turned.append(rect) or turn(self, local, rect, into))
    first = a_sheet(angle, 6, 60)
    assert screen_with(app, first) == expected(app, first)
    grid = pygame.Rect(16, 80, 6 * 60, 70)
    for later in (a_sheet(angle, 6, 60, enabled=lambda index: index % 2, chosen=("Cu2",)),  # looks change
                  a_sheet(angle, 5, 68, title="Bertrand"),  # other cells, one card fewer, a new title
                  a_sheet(angle, 7, 52)):                   # more cards, narrower
        turned.clear()
        assert screen_with(app, later) == expected(app, later)
        assert not [rect for rect in turned if rect.colliderect(grid)]  # the cards went in already turned


class Halo(widgets.Widget):
    """A widget painting a little beyond its rect (within BLEED), as a chip's edge does."""

    def signature(self, app):
        return (Halo, tuple(self.rect))

    def draw(self, surface, app):
        pygame.draw.rect(surface, (200, 60, 40), self.rect.inflate(6, 6))


@pytest.mark.parametrize("angle", [90, 180])
def test_cards_where_a_widget_painting_beyond_its_rect_was_show_a_fresh_drawing(app, angle):
    """Such a widget went where cards now are: its part is painted as before, its edge
    beyond its rect too (not just the cards blitted over its rect)."""
    first = a_sheet(angle, 0, 60)
    first.add(Halo(pygame.Rect(20, 84, 150, 60)))
    screen_with(app, first)
    later = a_sheet(angle, 3, 60)
    assert screen_with(app, later) == expected(app, later)


def test_a_card_with_a_widget_drawn_over_it_is_not_blitted_over_that_widget(app):
    """A card blitted whole (its neighbour went, over part of it) would cover a widget drawn
    after it in a fresh drawing: such a card is painted in its part with the rest, in order."""
    def sheet(cards):
        panel = a_sheet(90, 0, 60)
        for code, rect in cards:
            panel.add(MetalCard(rect, code, size=24))
        panel.add(Halo(pygame.Rect(12, 138, 14, 14)))  # over the first card's corner, clear of the second
        return panel
    first = pygame.Rect(16, 80, 48, 70)
    screen_with(app, sheet([("Ag4", first), ("Cu2", pygame.Rect(40, 100, 48, 70))]))
    later = sheet([("Ag4", first)])
    assert screen_with(app, later) == expected(app, later)


def test_no_picture_off_a_panel_or_while_the_layout_is_checked(app, monkeypatch):
    card = MetalCard(pygame.Rect(0, 0, 50, 70), "Ag4", size=24)
    assert card.turned_picture(90, app) is None  # no panel: its corners are see-through
    a_sheet(90, 1, 60).add(card)
    assert card.turned_picture(90, app).get_size() == (70, 50)
    monkeypatch.setattr(theme, "_seen", [])
    assert card.turned_picture(90, app) is None
    assert widgets.Widget(pygame.Rect(0, 0, 5, 5)).turned_picture(90, app) is None
