"""The words on Aurum's card sheet (its title and buttons) are pictures kept per look, as its
cards are: a picture is exactly the widget drawn, the frame after a tap blits the words
whose look changed already turned (nothing of the sheet drawn upright and turned, no scratch
surface the sheet's size), and a never-seen screen has none of them kept."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, theme
from companion.app.panels import Panel
from companion.app.tables import aurum_pictured, aurum_samples
from companion.app.tables.aurum_pictured import SheetButton, SheetLabel
from companion.app.widgets import Button, Label


@pytest.fixture
def app():
    return staging.fresh_app((800, 480), "table", "en")


LOOKS = [(SheetButton, Button, dict(label="⇄ Cleo ☀4", style="normal")),
         (SheetButton, Button, dict(label="Undo", style="quiet", enabled=False, reason="no")),
         (SheetButton, Button, dict(label="Cancel", style="quiet", selected=True)),
         (SheetLabel, Label, dict(text="Cleo leads", size=24, bold=True, align="left", colour=theme.PRIMARY))]


@pytest.mark.parametrize("kind, plain, look", LOOKS)
def test_a_kept_word_picture_is_the_widget_drawn(app, kind, plain, look):
    rect = pygame.Rect(14, 9, 260, 52)
    size = {} if plain is Label else dict(size=24)

    def drawn(widget) -> bytes:
        screen = pygame.Surface((300, 80))
        screen.fill(theme.PANEL_ACTIVE)  # the sheet's face under its words
        Panel(pygame.Rect(0, 0, 300, 80), colour=theme.PANEL_ACTIVE).add(widget)
        widget.draw(screen, app)
        return pygame.image.tobytes(screen, "RGB")
    aurum_pictured._word_pictures.clear()
    args = (look.pop("text"),) if "text" in look else (look.pop("label"), None)
    picture = drawn(kind(rect, *args, **size, **look))
    assert aurum_pictured._word_pictures.bytes > 0  # (it went through a kept picture)
    assert picture == drawn(plain(rect, *args, **size, **look))  # drawn straight on the face


def test_without_a_panel_behind_them_words_are_drawn_as_they_are(app):
    aurum_pictured._word_pictures.clear()
    SheetButton(pygame.Rect(0, 0, 200, 50), "Undo", None, size=24).draw(pygame.Surface((200, 50)), app)
    assert aurum_pictured._word_pictures.bytes == 0


@pytest.mark.parametrize("size", [(1920, 1080), (800, 480)])
@pytest.mark.parametrize("stage", [aurum_samples.stage_lead, aurum_samples.stage_trick])
def test_the_frame_after_a_tap_turns_nothing_of_a_turned_sheet(size, stage, monkeypatch):
    app = staging.fresh_app(size, "table", "en")
    staging.stage(app, stage)
    app.render()
    staging.retake_last(app)  # every look seen once
    staging.retake_last(app, render=False)
    sheet = app.top.sheet
    assert sheet.angle and any(isinstance(w, SheetButton) for w in sheet.children)
    turned, scratches = [], []
    turn, scratch = Panel._turn_into, panels._scratch
    monkeypatch.setattr(Panel, "_turn_into", lambda self, local, rect, into: turned.append(self) or turn(self, local, rect, into))
    monkeypatch.setattr(panels, "_scratch", lambda local: scratches.append(local) or scratch(local))
    app.render()
    assert sheet not in turned and sheet.local_size not in scratches
    shown = pygame.image.tobytes(app.window, "RGB")
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(app.window, "RGB") == shown


def test_a_never_seen_screen_keeps_no_word_picture(app):
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    # (the turned sheet's words are painted straight turned: no upright picture of them)
    assert aurum_pictured._turned_words.bytes and not aurum_pictured._word_pictures.bytes
    panels.forget_pictures()
    assert not aurum_pictured._word_pictures.bytes and not aurum_pictured._turned_words.bytes


def test_a_turned_sheet_needs_no_upright_picture_it_has_turned_already(monkeypatch):
    """On a turned sheet the upright pictures of its cards and words are only what their
    turned pictures were made from: once those are kept, a tap repaints the sheet with the
    uprights gone (the pixel caches drop the least recently used first)."""
    from companion.app.tables import aurum_cards
    from companion.app.tables.aurum_cards import MetalCard
    app = staging.fresh_app((1920, 1080), "table", "en")
    staging.stage(app, aurum_samples.stage_lead)
    app.render()
    staging.retake_last(app)  # every look seen once, turned
    assert app.top.sheet.angle
    aurum_cards._faces.clear()
    aurum_pictured._word_pictures.clear()
    painted = []
    for kind in (MetalCard, SheetButton, SheetLabel):
        monkeypatch.setattr(kind, "paint", lambda self, surface, a: painted.append(self))
    staging.retake_last(app)
    assert painted == []
