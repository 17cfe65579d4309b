"""A toast faces its seat: drawn straight in turned coordinates (its rounded rectangle at the
turned size, each line turned on its own), it shows exactly what drawing it upright and turning
the whole picture shows."""

from __future__ import annotations

import pygame
import pytest

from companion.app import testing, theme
from companion.app.layout import Rect
from companion.app.panels import Panel
from companion.app.shell import Toast
from companion.app.widgets import draw_line, wrap


def upright_then_turned(toast: Toast, app, angle: int) -> pygame.Surface:
    """The toast as it was drawn before: upright, then the whole picture turned."""
    m = app.metrics
    area = toast.panel.screen_rect()
    across, along = (area.height, area.width) if angle in (90, 270) else (area.width, area.height)
    width = min(across - 2 * m.margin, m.px(520))
    size = m.font("body")
    step = theme.line_height(size)
    lines = wrap(toast.message, width - 2 * m.margin, size)[:max(4, (along - 4 * m.margin) // step)]
    image = pygame.Surface((width, len(lines) * step + 2 * m.margin), pygame.SRCALPHA)
    pygame.draw.rect(image, theme.TOAST_ERROR if toast.error else theme.TOAST, image.get_rect(), border_radius=m.px(10))
    for index, line in enumerate(lines):
        draw_line(image, Rect(m.margin, m.margin + index * step, width - 2 * m.margin, step), line, size, theme.INK)
    return pygame.transform.rotate(image, angle)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)])
@pytest.mark.parametrize("angle", [0, 90, 180, 270])
@pytest.mark.parametrize("error", [False, True])
def test_a_turned_toast_shows_what_an_upright_one_turned_shows(tmp_path, monkeypatch, size, angle, error):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app(size, mode="table", lang="en", resume=False)
    rect = Rect(10, 20, 700, 300) if angle in (0, 180) else Rect(10, 20, 300, 450)
    panel = Panel(rect, angle, id="seat:test")
    for message in ("Ben pays 3 gold to Ana.",
                    "Not your turn: Cleo plays first in this trick, then Dev, then you. Wait for them.",
                    "A very long message that wraps over many lines " * 6):
        toast = Toast(message, error, until=0, panel=panel)
        turned_sizes = []
        for name in ("rotate", "flip"):
            real = getattr(pygame.transform, name)
            monkeypatch.setattr(pygame.transform, name,
                                lambda image, *rest, real=real: turned_sizes.append(image.get_size()) or real(image, *rest))
        mine = toast.image(app)
        monkeypatch.undo()
        monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
        whole = mine.get_size()
        assert whole not in turned_sizes and whole[::-1] not in turned_sizes   # no picture of it all turned
        theirs = upright_then_turned(toast, app, angle)
        assert mine.get_size() == theirs.get_size()
        assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(theirs, "RGBA"), message
