"""La Fièvre's seat chips are kept as pictures: the frame after a tap blits what it showed
before instead of drawing it again — and what it shows is exactly what drawing it in place
shows. The game's end leaves the panels where they were: its frame repaints what changed."""

from __future__ import annotations

import pygame
import pytest

from companion.app import panels, staging, testing, theme
from companion.app.tables.fievre_look import FlowLine


def staged(name: str, size=(1920, 1080), mode: str = "table"):
    return staging.staged(name, size, mode)


def seat_width(app, panel) -> int:
    """The width of a seat's row inside its panel (its area inside the ring, less the margin)."""
    return app.top.seat_inner(app.top.seat_area(panel)).width


def drawn_whole(app) -> bytes:
    """The screen drawn afresh, every kept picture dropped first."""
    app.full_redraw()
    app.render()
    return pygame.image.tobytes(app.window, "RGB")


def in_place(self, surface, app):
    """A line's chips drawn one by one where they go, as before they were kept."""
    self.overflow = self.too_wide
    self.paint(surface, self.origin)


@pytest.mark.parametrize("name,size,mode", [("fievre-auction-5p", (1920, 1080), "table"),
                                            ("fievre-payouts", (800, 480), "table"),
                                            ("fievre-end-5p", (1920, 1080), "wall"),
                                            ("fievre-take", (800, 480), "wall")])
def test_kept_chips_show_exactly_what_drawing_them_in_place_shows(monkeypatch, name, size, mode):
    app = staged(name, size, mode)
    kept = drawn_whole(app)
    overflow = {w.id: w.overflow for w in app.leaves() if isinstance(w, FlowLine)}
    assert overflow, "the state shows no seat chips"
    monkeypatch.setattr(FlowLine, "draw", in_place)
    assert drawn_whole(app) == kept
    assert {w.id: w.overflow for w in app.leaves() if isinstance(w, FlowLine)} == overflow


@pytest.mark.parametrize("name,mode", [("fievre-end-5p", "table"), ("fievre-end", "wall"),
                                       ("fievre-payouts", "table")])
def test_an_undone_and_retaken_action_draws_no_chip_again(monkeypatch, name, mode):
    app = staged(name, mode=mode)
    staging.retake_last(app)     # both looks seen once
    painted = []
    paint = FlowLine.paint
    monkeypatch.setattr(FlowLine, "paint", lambda self, *a: painted.append(self.id) or paint(self, *a))
    shown = pygame.image.tobytes(app.window, "RGB")
    staging.retake_last(app)
    assert painted == []
    assert pygame.image.tobytes(app.window, "RGB") == shown


@pytest.mark.parametrize("name,size", [("fievre-end", (1920, 1080)), ("fievre-end-5p", (1920, 1080)),
                                       ("fievre-end", (800, 480))])
def test_the_last_action_repaints_what_it_changed_not_the_table(name, size):
    """Table mode: the game's last action leaves every panel where it was (each seat's result
    comes in its note's row, the buttons in a row under the centre): the frame after it
    repaints the centre and the panels' changed parts, not the screen, and shows what a
    fresh drawing shows."""
    app = staged(name, size)
    session = app.session
    last = testing.take_back_last_action(app)
    playing = {panel.id: tuple(panel.rect) for panel in app.top.panels}
    with staging.unsaved():
        assert session.submit(last) is None
    app.invalidate()
    drawn = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: drawn.append(draw_changes(surface)) or drawn[-1]
    app.render()
    assert session.finished
    assert {panel.id: tuple(panel.rect) for panel in app.top.panels} == playing
    assert drawn[-1] is not None, "the last action's frame was drawn in full"
    screen = app.window.get_width() * app.window.get_height()
    assert sum(rect.width * rect.height for rect in drawn[-1]) < 0.6 * screen
    shown = pygame.image.tobytes(app.window, "RGB")
    assert drawn_whole(app) == shown
    assert testing.layout_problems(app) == []


def test_a_wall_build_measures_each_seats_action_row_once(monkeypatch):
    """Wall panels all keep the room of the largest action: asked per panel, measured per seat."""
    from companion.app.tables.fievre import FievreTable
    app = staged("fievre-end-5p", mode="wall")
    measured = []
    measure = FievreTable.measure_action
    monkeypatch.setattr(FievreTable, "measure_action", lambda self, seat, width: measured.append((seat, width)) or
                        measure(self, seat, width))
    app.invalidate()
    app.render()
    widths = {width for _, width in measured}   # wall panels differ by a pixel or so
    assert sorted(measured) == sorted(set(measured)) and len(measured) == 5 * len(widths) < 25


def test_a_changed_score_repaints_its_chip_and_the_chips_after_it_keep_their_pixels(monkeypatch):
    """A production changes every seat's score (the first chip): each panel repaints that
    chip (its figures as wide as before), not its line nor the whole box of chips, and shows
    what a fresh drawing shows."""
    from companion.app.tables.fievre_look import TINT, Flow
    app = staging.fresh_app((1920, 1080), "table", "en")
    theme.use_scale(app.metrics.type_sizes)   # as the table's build does: not the scale a test before left
    mines = [[("●R", TINT["red"]), ("10 11", None)], [("■G", TINT["green"]), ("12 4", None)],
             [("◆B", TINT["blue"]), ("8 2 11 9", None)], [("★P", TINT["purple"]), ("10", None)]]

    def panel(score: int) -> panels.Panel:
        shown = panels.Panel(pygame.Rect(300, 700, 700, 300), angle=180, id="seat:chips-test")
        for line in Flow(pygame.Rect(10, 10, 680, 280), [[(f"score {score}", None)]] + mines, 48, id="chips").lines():
            shown.add(line)
        return shown

    surface = pygame.Surface((1920, 1080))
    panel(12).draw(surface, app)
    app.frames += 1            # the next frame: signatures asked again
    drawn = []
    draw = FlowLine.draw
    monkeypatch.setattr(FlowLine, "draw", lambda self, *a: drawn.append(self.id) or draw(self, *a))
    after = panel(19)
    assert len({child.id.split(":")[1] for child in after.children}) >= 2, "the chips take too few lines"
    assert sum(child.id.startswith("chips:0:") for child in after.children) >= 2, "the score is alone on its line"
    after.draw(surface, app)
    # a line below is touched only along the edge a chip may bleed over (drawn under a clip)
    assert drawn[0] == "chips:0:0" and not [name for name in drawn[1:] if name.startswith("chips:0:")], drawn
    panels.forget_pictures()
    fresh = pygame.Surface((1920, 1080))
    panel(19).draw(fresh, app)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")


def cards_in_place(self, surface, app):
    """A card drawn anew where it goes, as before faces were kept."""
    self.paint(surface, app)


@pytest.mark.parametrize("name,size,mode", [("fievre-reveal", (1920, 1080), "table"),
                                            ("fievre-reveal-other", (800, 480), "table"),
                                            ("fievre-choice", (1920, 1080), "wall"),
                                            ("fievre-take", (1920, 1080), "table"),
                                            ("fievre-dice-entry", (800, 480), "wall"),
                                            ("fievre-telegraph-sheet", (1920, 1080), "table"),
                                            ("fievre-payouts", (1920, 1080), "wall")])
def test_kept_card_and_die_faces_show_exactly_what_drawing_them_in_place_shows(monkeypatch, name, size, mode):
    from companion.app.tables import fievre_look
    app = staged(name, size, mode)
    kept = drawn_whole(app)
    monkeypatch.setattr(fievre_look.Card, "draw", cards_in_place)
    monkeypatch.setattr(fievre_look, "draw_die", fievre_look.paint_die)
    for module in ("companion.app.tables.fievre_sheets",):   # imported by name there
        monkeypatch.setattr(f"{module}.draw_die", fievre_look.paint_die)
    assert drawn_whole(app) == kept


def test_a_full_frame_of_the_pairs_sheet_paints_no_die_again(monkeypatch):
    """The 36 pairs of dice (72 faces) are blitted from kept faces: a full frame (a dialog
    closed, the window exposed) paints none of them again."""
    from companion.app.tables import fievre_look
    app = staged("fievre-dice-entry", mode="wall")
    painted = []
    paint = fievre_look.paint_die
    monkeypatch.setattr(fievre_look, "paint_die", lambda *a, **k: painted.append(a[2]) or paint(*a, **k))
    app.full_redraw()
    app.render()
    assert painted == []
    assert sum(1 for w in app.leaves() if type(w).__name__ == "PairButton") == 36


def test_a_build_at_the_end_counts_each_seats_score_and_the_winners_once(monkeypatch):
    """The end's panels ask each seat's score parts for its note, its layout and (wall mode)
    every other panel's room: counted once per build."""
    from companion.app.tables.fievre import FievreTable
    app = staged("fievre-end-5p", mode="wall")
    counted, winners = [], []
    count = FievreTable.count_score
    monkeypatch.setattr(FievreTable, "count_score", lambda self, seat: counted.append(seat) or count(self, seat))
    monkeypatch.setattr(app.top.game, "winners", lambda original=app.top.game.winners: winners.append(1) or original())
    app.top.forget_seats()   # built from scratch (else the same game's facts are kept)
    app.invalidate()
    app.render()
    assert sorted(counted) == list(range(5)) and len(winners) == 1


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_note_that_comes_under_the_chips_repaints_the_note_alone(monkeypatch, mode):
    """After a production the panels gain a note ("Roll 6: ±0") under their chips, in a line
    kept for it while the dice were awaited: their lines of chips keep their place and pixels
    (on a wall too)."""
    app = staged("fievre-payouts", mode=mode)
    staging.retake_last(app)     # both looks seen once
    dirty = {}
    paint = panels.Panel._paint
    monkeypatch.setattr(panels.Panel, "_paint", lambda self, kept, parts, app_: dirty.setdefault(self.id, parts)
                        and paint(self, kept, parts, app_))
    staging.retake_last(app)
    for seat in (0, 2):   # unchanged gold and score: only the note comes and goes
        panel = app.top.panels[seat]
        note = panel.children[-1]
        assert type(note).__name__ == "Paragraph" and dirty[panel.id]
        assert all(note.rect.contains(part) for part in dirty[panel.id]), (dirty[panel.id], note.rect)


@pytest.mark.parametrize("name,mode", [("fievre-payouts", "table"), ("fievre-end-5p", "wall"), ("fievre-auction-5p", "table"),
                                       ("fievre-roll", "wall")])
def test_every_child_of_a_seat_panel_has_its_own_id(name, mode):
    """A repaint can match a panel's children by id: a note that comes (the payouts' "Roll 6:
    +4") then changes only itself, not the name, gold and chips around it."""
    app = staged(name, mode=mode)
    for panel in app.top.panels:
        ids = [child.id for child in panel.children]
        assert None not in ids, (panel.id, [type(child).__name__ for child in panel.children if child.id is None])
        assert len(set(ids)) == len(ids), panel.id


@pytest.mark.parametrize("name", ["fievre-payouts", "fievre-roll", "fievre-telegraph"])
def test_a_seats_chips_keep_their_lines_while_the_dice_are_awaited_and_rolled(name):
    """Around a table the roll's result comes under each seat's chips: its line is kept from
    the moment the dice are awaited, so a seat whose chips say the same keeps them where they
    were (no other size, no other lines) when the dice come or the result does: a tap repaints
    only what changed in its panel."""
    app = staged(name)

    def chips() -> dict:
        """Per seat: the words of its chips, and where each line of them lies."""
        return {panel.id: ([piece[1] for child in panel.children if isinstance(child, FlowLine) for piece in child.pieces],
                           [child.rect for child in panel.children if isinstance(child, FlowLine)])
                for panel in app.top.panels}
    after = chips()
    with staging.unsaved():
        app.session.undo()
    app.invalidate()
    app.render()
    before = chips()
    same = [seat for seat in after if before[seat][0] == after[seat][0]]
    assert len(same) >= 2
    assert all(before[seat][1] == after[seat][1] for seat in same), {seat: (before[seat][1], after[seat][1]) for seat in same}


@pytest.mark.parametrize("name,size,mode", [("fievre-payouts", (1920, 1080), "table"), ("fievre-auction-5p", (1920, 1080), "wall"),
                                            ("fievre-end-5p", (1920, 1080), "table")])
def test_notes_and_lines_of_chips_are_as_wide_as_their_words(monkeypatch, name, size, mode):
    """A seat's note ("Roll 6: +4 ◉") and each group of its chips end where their words end:
    a tap that changes them repaints and turns that much of the panel, not its whole width;
    the screen shows exactly what a panel-wide note showed."""
    from companion.app.tables import fievre, fievre_look
    from companion.app.widgets import Paragraph
    app = staged(name, size, mode)
    snug = drawn_whole(app)
    notes = [child for panel in app.top.panels for child in panel.children if isinstance(child, Paragraph)]
    lines = [child for panel in app.top.panels for child in panel.children if isinstance(child, FlowLine)]
    assert notes and lines
    for note in notes:
        size_, words = note.layout(app)
        assert note.rect.width == max((theme.text_size(line, size_, True)[0] for line in words if line), default=0)
    assert any(note.rect.width < seat_width(app, note.parent) for note in notes)
    for line in lines:
        assert line.too_wide or line.rect.right == line.rect.left + max(x + w for x, _, _, w in line.pieces)
    monkeypatch.setattr(fievre, "snug", lambda paragraph, app: paragraph)
    app.top.forget_seats()
    assert drawn_whole(app) == snug
    assert all(child.rect.width == seat_width(app, panel)
               for panel in app.top.panels for child in panel.children if isinstance(child, Paragraph))


def test_a_small_note_keeps_its_rows_width():
    """At 800×480 a note's box is a few thousand pixels: measuring its words would cost more
    than the pixels it could spare, so it keeps its row's width."""
    from companion.app.tables.fievre_look import SNUG_LEAST_PX
    from companion.app.widgets import Paragraph
    app = staged("fievre-payouts", (800, 480), "table")
    notes = [child for panel in app.top.panels for child in panel.children if isinstance(child, Paragraph)]
    assert notes
    for note in notes:
        assert note.rect.width == seat_width(app, note.parent)
        assert note.rect.width * note.rect.height < SNUG_LEAST_PX


@pytest.mark.parametrize("name,size", [("fievre-auction", (1920, 1080)), ("fievre-take", (1920, 1080))])
def test_a_seats_chips_stay_where_they_were_when_its_action_row_goes(name, size):
    """Table mode: the seat whose bids (or whose card to take) go keeps its chips in the places
    they had, where they stay at their size: its panel repaints the row, not the chips."""
    app = staged(name, size)
    session = app.session
    last = session.actions[-1]

    def chips(panel) -> dict:
        return {child.id: (tuple(child.rect), child.pieces) for child in panel.children if isinstance(child, FlowLine)}

    with staging.unsaved():
        session.undo()
    app.invalidate()
    app.render()
    before = {panel.id: chips(panel) for panel in app.top.panels}
    seat = last["player"]
    with staging.unsaved():
        assert session.submit(last) is None
    app.invalidate()
    app.render()
    after = chips(app.top.panels[seat])
    kept = [line for line, shown in after.items() if before[f"seat:{seat}"].get(line, (None, None))[1] == shown[1]]
    assert kept, "no chip line shows the same chips: nothing to compare"
    assert all(after[line][0] == before[f"seat:{seat}"][line][0] for line in kept)


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_end_keeps_its_own_panel_pictures_and_the_last_turns(monkeypatch, mode):
    """The end is a look of its own: the last action taken back and again (a die entered
    wrong) blits the seat panels of both looks as kept, none repainted, and shows what a
    fresh drawing shows."""
    app = staged("fievre-end-5p", mode=mode)
    staging.retake_last(app)     # both looks seen once
    painted = []
    paint = panels.Panel._paint
    monkeypatch.setattr(panels.Panel, "_paint", lambda self, *a, **k: painted.append(self.id) or paint(self, *a, **k))
    staging.retake_last(app)
    assert [panel_id for panel_id in painted if panel_id.startswith("seat:")] == []
    shown = pygame.image.tobytes(app.window, "RGB")
    assert drawn_whole(app) == shown
