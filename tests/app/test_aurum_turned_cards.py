"""Cards blitted already turned into a turned panel (`Widget.turned_picture`, used by the
Aurum sheet): whatever the cards do between two frames (change look, move to other cells,
go, come) the panel shows exactly the pixels of a fresh upright drawing turned whole, at
every angle, and the card grid is never drawn upright and turned again."""

from __future__ import annotations

import pygame
import pytest

from companion.app import theme, widgets
from companion.app.tables.aurum_cards import MetalCard
from companion.app.widgets import Box, Label, Panel
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


def test_a_card_with_a_widget_drawn_over_it_is_drawn_with_it(app):
    """A later child reaching a card (drawn over it in a fresh drawing): the card is not
    blitted on its own, its part is painted and turned as before."""
    first = a_sheet(90, 3, 60)
    screen_with(app, first)
    later = a_sheet(90, 3, 60, enabled=lambda index: False)
    later.add(Label(pygame.Rect(20, 90, 150, 30), "over", 20, bold=True))
    assert screen_with(app, later) == expected(app, later)


def test_no_picture_off_a_panel_or_while_the_layout_is_checked(app, monkeypatch):
    card = MetalCard(pygame.Rect(0, 0, 50, 70), "Ag4", size=24)
    assert card.turned_picture(90, app) is None  # no panel: its corners are see-through
    a_sheet(90, 1, 60).add(card)
    assert card.turned_picture(90, app).get_size() == (70, 50)
    monkeypatch.setattr(theme, "_seen", [])
    assert card.turned_picture(90, app) is None
    assert widgets.Widget(pygame.Rect(0, 0, 5, 5)).turned_picture(90, app) is None
