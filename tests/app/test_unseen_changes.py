"""Under a sheet over most of the screen, a panel below leaves the changes the sheet hides
unpainted and paints them once they show (`Panel.draw_areas`, `app.unseen`): after plays under
every staged sheet, the frame under it and the frame once it is closed are what a fresh
drawing shows. Compared at the end only: a fresh drawing forgets the kept pictures whose
unpainted parts are under test."""

from __future__ import annotations

import pytest

from companion.app import panels, shell, staging, testing, theme
from companion.app.layout import Rect, inset
from companion.app.panels import Panel
from companion.app.scene import Scene
from companion.app.widgets import Box, Label

# the staged states with a sheet over most of the screen (checked below: named here, as the
# tests' parameters are known before any app can be made)
COVERED = ("aurum-bids", "aurum-bids-3p", "aurum-trick", "aurum-lead", "aurum-swap", "aurum-reveal", "aurum-leftovers",
           "numereum-reserve", "numereum-prizes", "numereum-bid-sheet", "numereum-raise-sheet")


def played_under_the_sheet(name: str, size) -> object:
    """The staged state with its last action taken back and again, twice, under its sheet."""
    app = staging.staged(dict(staging.states())[name], size, "table")
    for _ in range(2 if app.session is not None and app.session.actions else 0):
        staging.retake_last(app)
    return app


def test_every_staged_sheet_is_played_under():
    found = [name for name, state in staging.states()
             if shell.covered(staging.staged(state, (1920, 1080), "table").visible())]
    assert found == list(COVERED)


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", COVERED)
def test_plays_under_a_sheet_show_once_it_closes_as_a_fresh_drawing_does(name, size):
    app = played_under_the_sheet(name, size)
    under = testing.screen_pixels(app)
    app.pop()   # (a table may open its next sheet at once: that frame is compared too)
    app.render()
    assert testing.screen_pixels(app) == testing.drawn_afresh(app), name
    twin = played_under_the_sheet(name, size)
    assert testing.drawn_afresh(twin) == under, name


class Below(Scene):
    """A panel across the screen whose words change under the sheet, and a mark on its edge
    beside the sheet with them (the panel is drawn there, as a seat's turn ring is)."""
    name = "below"
    words = "before"

    def build(self):
        m = self.metrics
        panel = self.add(Panel(Rect(0, 0, m.width, m.height // 2), 0, colour=theme.PANEL, id="below"))
        mark = theme.PRIMARY if self.words == "after" else theme.INK
        panel.add(Box(Rect(m.width // 3, 0, m.width // 3, m.margin // 2), mark, id="mark"))
        panel.add(Label(Rect(m.width // 3, m.height // 8, m.width // 3, m.height // 8), self.words, m.font("title"),
                        id="words"))


class Sheet(Scene):
    """An opaque panel over all the screen but its margin."""
    name = "sheet"
    modal = True

    def build(self):
        self.add(Panel(inset(self.metrics.screen, self.metrics.margin), 0, colour=theme.PANEL_ACTIVE, id="sheet"))


@pytest.mark.parametrize("size", [(800, 480), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_words_changed_under_a_sheet_show_once_it_closes(size, monkeypatch):
    app = staging.fresh_app(size, "table", "en")
    below = Below(app)
    app.push(below)
    app.render()
    app.push(Sheet(app))
    app.render()
    painted = []   # the rectangles the panel below paints
    paint = panels.Panel._paint
    monkeypatch.setattr(panels.Panel, "_paint", lambda self, kept, dirty, a, fresh=False:
                        painted.extend(Rect(r) for r in dirty if self.id == "below")
                        or paint(self, kept, dirty, a, fresh))
    words = next(child for child in below.widgets[0].children if child.id == "words").rect   # (local = screen)
    below.words = "after"          # words wholly under the sheet: not painted then
    app.invalidate()
    app.render()
    assert painted and words.collidelist(painted) == -1, painted   # (only the mark beside the sheet)
    app.pop()
    app.render()
    assert words.collidelist(painted) != -1   # painted once they show
    assert testing.screen_pixels(app) == testing.drawn_afresh(app)
