"""Widgets drawn straight into a turned panel's picture (`Widget.draw_turned`, issue 16: a
turned seat panel's first frame no longer draws its parts upright on a scratch surface and
turns them) give exactly the pixels of drawing them upright and turning that, every way a
panel faces, and whole screens in table mode are the same either way."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing, theme
from companion.app.panels import Panel
from companion.app.tables.fievre_look import FlowLine
from companion.app.tables.pikoko_look import ColourButton, ColourChip
from companion.app.turning import Turn, turned
from companion.app.widgets import Box, Button, CardButton, Label, Paragraph

Rect = pygame.Rect
LOCAL = (331, 217)   # odd sides: a turn that lands a pixel off shows


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    return testing.make_app((800, 480), mode="table", lang="en", resume=False)


def samples() -> list:
    """(name, widget factory) of every kind that draws turned, in the looks it has."""
    return [
        ("label", lambda: Label(Rect(13, 9, 181, 41), "Ana leads", 24, bold=True)),
        ("label-left", lambda: Label(Rect(7, 60, 150, 31), "Supply ☀ 1 1 2", 17, align="left")),
        ("label-wrapped", lambda: Label(Rect(20, 100, 97, 70), "Tricks 3 · in hand 7", 20)),
        ("label-cut", lambda: Label(Rect(5, 5, 60, 24), "/a/very/long/folder/path", 17, cut=True)),
        ("paragraph", lambda: Paragraph(Rect(11, 13, 201, 151), "Why no gold: the lowest card was a "
                                        "seven, and nobody played a nugget", 17, valign="center")),
        ("button", lambda: Button(Rect(31, 70, 151, 63), "Swap", style="primary", size=22)),
        ("button-sublabel", lambda: Button(Rect(30, 20, 140, 90), "Bid", sublabel="3 gold", size=24)),
        ("button-disabled", lambda: Button(Rect(17, 101, 183, 57), "Open", enabled=False, reason="no")),
        ("button-selected", lambda: Button(Rect(200, 10, 120, 61), "7", selected=True, size=28)),
        ("card", lambda: CardButton(Rect(11, 7, 71, 101), "12", sublabel="gold", size=30)),
        ("card-selected", lambda: CardButton(Rect(40, 30, 90, 130), "Saloon fight", selected=True, size=20)),
        ("card-off", lambda: CardButton(Rect(4, 4, 66, 94), "3", enabled=False, tint=(200, 180, 90))),
        ("box", lambda: Box(Rect(9, 11, 153, 99), (200, 60, 40), radius=9)),
        ("box-outlined", lambda: Box(Rect(3, 4, 321, 205), theme.PANEL_ACTIVE, radius=12, outline=theme.PRIMARY)),
        ("box-square", lambda: Box(Rect(40, 40, 77, 55), theme.CENTER, radius=0, outline=theme.INK)),
        ("chip", lambda: ColourChip(Rect(21, 21, 61, 61), "red")),
        ("chip-even", lambda: ColourChip(Rect(10, 11, 70, 70), "blue")),
        ("colour-button", lambda: ColourButton(Rect(13, 90, 221, 77), "yellow", "Confidence", size=20)),
        ("colour-button-alone", lambda: ColourButton(Rect(13, 90, 81, 77), "pink", "", selected=True)),
        ("colour-button-off", lambda: ColourButton(Rect(100, 20, 181, 66), "white", "Ana", enabled=False)),
        ("flow-line", lambda: FlowLine((9, 30), 301, ((0, "Mine 3", (180, 140, 60), 90), (100, "and", None, 40),
                                                      (150, "Town", (90, 140, 200), 80)), 18, theme.INK, 34)),
    ]


def panel_for(angle: int, active: bool) -> Panel:
    w, h = LOCAL
    return Panel(Rect(0, 0, *((h, w) if angle in (90, 270) else (w, h))), angle, theme.PANEL, active=active)


def drawn_both_ways(app, make, angle: int, active: bool) -> tuple[bytes, bytes]:
    """(upright drawing turned, drawing straight into the turned picture), each over the
    panel's flat colour, the widget in a panel facing `angle`."""
    upright_panel, turned_panel = panel_for(angle, active), panel_for(angle, active)
    one, other = upright_panel.add(make()), turned_panel.add(make())
    upright = pygame.Surface(LOCAL)
    upright.fill(theme.PANEL)
    one.draw(upright, app)
    picture = pygame.Surface(turned(upright, angle).get_size())
    picture.fill(theme.PANEL)
    assert other.draws_turned()
    assert other.draw_turned(picture, app, Turn(angle, LOCAL))
    assert other.overflow == one.overflow
    return pygame.image.tobytes(turned(upright, angle), "RGB"), pygame.image.tobytes(picture, "RGB")


@pytest.mark.parametrize("name, make", samples(), ids=[name for name, _ in samples()])
@pytest.mark.parametrize("angle", [90, 180, 270])
def test_a_widget_drawn_turned_shows_what_turning_its_upright_drawing_shows(app, name, make, angle):
    for active in (False, True):
        reference, straight = drawn_both_ways(app, make, angle, active)
        assert straight == reference, (name, angle, active)


def test_a_subclass_that_draws_otherwise_is_drawn_upright_and_turned():
    class Framed(Label):
        def draw(self, surface, app, turn=None):
            super().draw(surface, app)

    assert Label(Rect(0, 0, 10, 10), "a", 17).draws_turned()
    assert not Framed(Rect(0, 0, 10, 10), "a", 17).draws_turned()


def frame(size, state, upright: bool, monkeypatch) -> tuple[bytes, int]:
    """A fresh frame of a staged state in table mode (every part of a turned panel drawn
    upright and turned when `upright`), and how many parts were drawn straight turned."""
    straight = []
    drawn_turned = Panel._drawn_turned

    def counted(panel, *args):
        done = not upright and drawn_turned(panel, *args)
        straight.append(done)
        return done
    monkeypatch.setattr(Panel, "_drawn_turned", counted)
    try:
        app = staging.fresh_app(size, "table", "en")
        staging.stage(app, state)
        app.toasts.clear()
        panels.forget_pictures()
        app.full_redraw()
        return pygame.image.tobytes(app.render(), "RGB"), sum(straight)
    finally:
        monkeypatch.setattr(Panel, "_drawn_turned", drawn_turned)


@pytest.mark.parametrize("size", [(800, 480), (1280, 800)])
def test_every_staged_table_screen_is_the_same_drawn_straight_turned(size, tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    straight_parts = 0
    for name, state in staging.states():
        if not name.startswith(("aurum-", "pikoko-", "fievre-", "numereum-", "dialog-")):
            continue
        turned_frame, parts = frame(size, state, False, monkeypatch)
        upright_frame, _ = frame(size, state, True, monkeypatch)
        assert turned_frame == upright_frame, name
        straight_parts += parts
    assert straight_parts > 50   # (the straight path is the one taken, not a fallback every time)


def kept_samples() -> list:
    """(name, factory) of kept-picture widgets, each painting as a class that draws turned."""
    from companion.app.tables.aurum_pictured import SheetButton, SheetLabel
    from companion.app.tables.pikoko_pictured import (PicturedButton, PicturedCard, PicturedChip,
                                                      PicturedColourButton, PicturedLabel)
    return [
        ("sheet-button", lambda: SheetButton(Rect(17, 21, 181, 63), "Done", style="primary", size=22)),
        ("sheet-label", lambda: SheetLabel(Rect(5, 9, 251, 45), "Ben, choose a card", 24, bold=True)),
        ("pictured-button", lambda: PicturedButton(Rect(9, 9, 97, 81), "2", enabled=False, reason="no")),
        ("pictured-card", lambda: PicturedCard(Rect(9, 9, 77, 93), "3", selected=True, size=28)),
        ("pictured-chip", lambda: PicturedChip(Rect(3, 3, 57, 57), "yellow")),
        ("pictured-colour", lambda: PicturedColourButton(Rect(3, 3, 201, 71), "red", "Ana", size=20)),
        ("pictured-label", lambda: PicturedLabel(Rect(3, 3, 131, 41), "Total 4", 20, align="left")),
    ]


@pytest.mark.parametrize("name, make", kept_samples(), ids=[name for name, _ in kept_samples()])
@pytest.mark.parametrize("angle", [90, 180, 270])
def test_a_kept_picture_painted_straight_turned_is_its_upright_picture_turned(app, name, make, angle):
    straight, upright = panel_for(angle, False).add(make()), panel_for(angle, False).add(make())
    painted = straight.painted_turned(app, theme.PANEL, angle)
    assert painted is not None   # (no upright picture painted, nothing turned)
    reference = turned(upright.picture(app), angle)
    assert pygame.image.tobytes(painted, "RGB") == pygame.image.tobytes(reference, "RGB")
    assert straight.overflow == upright.overflow


def test_a_kept_picture_painting_its_own_way_is_painted_upright_then_turned(app):
    from companion.app.tables.aurum_cards import MetalCard
    card = panel_for(90, False).add(MetalCard(Rect(5, 5, 80, 112), "S7"))
    assert card.painted_turned(app, theme.PANEL, 90) is None
    assert card.turned_picture(90, app).get_size() == (112, 80)
