"""The big bets sheet is painted from its widgets' pictures (`pikoko_pictured`), turned to the
bettor (issue 16): it shows exactly what the shared way (every widget drawn upright, the sheet
turned) shows, as a never-seen screen, after a bet retaken and after a cell chosen, turned or
upright; its first frame turns only its widgets, not the sheet; small sheets keep the shared way."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing
from companion.app.sheet_panel import SheetPanel
from companion.app.tables import pikoko_entry, pikoko_pictured

PICTURED = pikoko_entry.BetsGrid.sheet_panel


def shown(size, mode: str, shared: bool, monkeypatch, then=None) -> bytes:
    """The bets sheet drawn as a never-seen screen, then after `then(app)`."""
    monkeypatch.setattr(pikoko_entry.BetsGrid, "sheet_panel", pikoko_entry.Overlay.sheet_panel if shared else PICTURED)
    app = staging.staged("pikoko-bets", size, mode)
    app.full_redraw()
    app.render()
    if then is not None:
        then(app)
    return pygame.image.tobytes(app.window, "RGB")


def choose_a_bet(app) -> None:
    testing.tap(app, "bet:0:1")
    app.render()


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("then", [None, staging.retake_last, choose_a_bet])
def test_the_pictured_bets_sheet_shows_what_the_shared_way_shows(mode, then, monkeypatch):
    shared = shown((1920, 1080), mode, True, monkeypatch, then)
    pictured = shown((1920, 1080), mode, False, monkeypatch, then)
    assert pictured == shared


def test_the_bets_sheet_is_pictured_at_1080p_only():
    big = staging.staged("pikoko-bets", (1920, 1080), "table")
    assert isinstance(big.top.widgets[0], SheetPanel) and big.top.pictured
    assert any(isinstance(w, pikoko_pictured.PicturedCard) for w in big.top.leaves())
    small = staging.staged("pikoko-bets", (800, 480), "table")
    assert type(small.top.widgets[0]) is panels.Panel and not small.top.pictured
    assert not any(isinstance(w, pikoko_pictured._Kept) for w in small.top.leaves())


def turned_pixels(app, monkeypatch) -> int:
    """The pixels turned (rotated or flipped) by the next never-seen frame."""
    counted = []
    for name in ("rotate", "flip"):
        real = getattr(pygame.transform, name)
        monkeypatch.setattr(pygame.transform, name, lambda image, *rest, real=real: counted.append(
            image.get_width() * image.get_height()) or real(image, *rest))
    app.full_redraw()
    app.render()
    return sum(counted)


def test_a_never_seen_bets_sheet_turns_its_widgets_not_the_sheet(monkeypatch):
    """Each look is painted and turned once (a dozen cells show "·", half a dozen "0"), the bare
    sheet between them laid turned: 55 % of the sheet's pixels turned, where the shared way turns
    96 % (every widget drawn upright with the sheet around it, turned)."""
    app = staging.staged("pikoko-bets", (1920, 1080), "table")
    sheet = app.top.widgets[0]
    assert sheet.angle
    assert turned_pixels(app, monkeypatch) < sheet.rect.width * sheet.rect.height * 2 // 3


def test_forgetting_pictures_drops_the_bets_sheets_pictures():
    staging.staged("pikoko-bets", (1920, 1080), "table")
    # (a turned sheet's pictures are painted straight turned: none upright)
    assert len(pikoko_pictured._turns) and not len(pikoko_pictured._pictures)
    panels.forget_pictures()
    assert not len(pikoko_pictured._turns) and not len(pikoko_pictured._pictures)


def test_a_never_seen_upright_sheet_paints_its_widgets_in_place_and_a_tap_keeps_pictures_of_those_it_changed():
    """Upright (a wall), a picture costs one more fill and blit than painting in place: the first
    frame makes none; a tap repainting a few widgets keeps theirs (the next such tap blits them)."""
    app = staging.staged("pikoko-bets", (1920, 1080), "wall")
    app.full_redraw()
    app.render()
    assert app.top.pictured and not len(pikoko_pictured._pictures)
    choose_a_bet(app)
    assert 0 < len(pikoko_pictured._pictures) <= 4   # the cell chosen, the one before, and no other


def test_a_bet_on_a_turned_sheet_blits_kept_pictures_and_turns_nothing(monkeypatch):
    """A bet changes its cell, its bettor's total and the keys it greys: once those looks were
    shown, retaking it blits their turned pictures (the shared way drew them upright and turned
    the parts around them, 3 B at 1920×1080)."""
    app = staging.staged("pikoko-bets", (1920, 1080), "table")
    assert app.top.widgets[0].angle
    staging.retake_last(app)   # (each look shown once)
    counted = []
    for name in ("rotate", "flip"):
        real = getattr(pygame.transform, name)
        monkeypatch.setattr(pygame.transform, name, lambda image, *rest, real=real: counted.append(
            image.get_width() * image.get_height()) or real(image, *rest))
    staging.retake_last(app)
    assert counted == []
