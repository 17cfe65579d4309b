"""Aurum's sheet repaints cheaply: a card is one picture, painted once per look and kept
(a tap that changes what may be played changes most of the sheet's cards), and the picture is
exactly what painting the card anew gives."""

from __future__ import annotations

import pygame
import pytest

from companion.app import staging
from companion.app.panels import Panel
from companion.app.tables import aurum_cards
from companion.app.tables.aurum_cards import MetalCard


@pytest.fixture
def app():
    return staging.fresh_app((800, 480), "table", "en")


@pytest.mark.parametrize("behind", [(40, 60, 50), None])
@pytest.mark.parametrize("look", [dict(), dict(enabled=False), dict(selected=True)])
def test_a_kept_card_picture_is_the_card_painted(app, behind, look):
    screen = pygame.Surface((120, 100))
    screen.fill((40, 60, 50))
    card = MetalCard(pygame.Rect(10, 8, 64, 72), "Bi9", None, size=28, **look)
    if behind is not None:
        Panel(pygame.Rect(0, 0, 120, 100), colour=behind).add(card)
    aurum_cards._faces.clear()
    card.draw(screen, app)            # painted into the picture, then blitted
    kept = pygame.image.tobytes(screen, "RGB")
    screen.fill((40, 60, 50))
    card.paint(screen, app)           # painted straight on the screen
    assert pygame.image.tobytes(screen, "RGB") == kept


def test_a_card_is_painted_once_per_look(app, monkeypatch):
    aurum_cards._faces.clear()
    painted = []
    paint = MetalCard.paint
    monkeypatch.setattr(MetalCard, "paint", lambda self, surface, a: painted.append(self.code) or paint(self, surface, a))
    screen = pygame.Surface((200, 100))
    panel = Panel(pygame.Rect(0, 0, 200, 100), colour=(40, 60, 50))
    for enabled in (True, False, True, False):
        card = panel.add(MetalCard(pygame.Rect(10, 8, 64, 72), "Zn6", None, size=28, enabled=enabled))
        card.draw(screen, app)
    assert painted == ["Zn6", "Zn6"]  # the plain look and the greyed one, each once


def test_retaking_a_play_redraws_the_sheet_from_kept_pictures(app, monkeypatch):
    """The frame after a tap on the trick sheet paints no card anew once each look was seen."""
    from companion.app.tables import aurum_samples
    staging.stage(app, aurum_samples.stage_trick)
    app.render()
    staging.retake_last(app)   # each look seen once
    painted = []
    paint = MetalCard.paint
    monkeypatch.setattr(MetalCard, "paint", lambda self, surface, a: painted.append(self.code) or paint(self, surface, a))
    for _ in range(2):
        staging.retake_last(app)
    assert painted == []


def panel_contents(app):
    table = app.top
    assert table.name == "aurum"
    return [(w.id, type(w).__name__, tuple(w.rect), getattr(w, "text", None)) for widget in table.widgets
            for w in widget.leaves() if (widget.id or "").startswith("seat:")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_panel_arranged_again_from_memory_is_the_same(lang, monkeypatch):
    """Table mode measures each panel's words in up to a dozen ways; a rebuild whose words did
    not change takes the arrangement already chosen, identical, and measures nothing."""
    from companion.app import tables  # noqa: F401
    from companion.app.tables import aurum_samples, aurum_seat
    app = staging.fresh_app((800, 480), "table", lang)
    staging.stage(app, aurum_samples.stage_trick_table)
    app.render()
    first = panel_contents(app)
    assert len(first) > 20
    flows = []
    flow = aurum_seat.flow_measured
    monkeypatch.setattr(aurum_seat, "flow_measured", lambda *a, **k: flows.append(1) or flow(*a, **k))
    app.game_scene().forget_seats()  # (built again, not put back whole: `seat_key`)
    app.invalidate()
    app.render()
    assert flows == [] and panel_contents(app) == first
    app.game_scene().arrangements.clear()  # measured afresh: the same
    app.game_scene().forget_seats()
    app.invalidate()
    app.render()
    assert flows and panel_contents(app) == first
