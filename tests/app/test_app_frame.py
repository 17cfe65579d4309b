"""The shared frame keeps pictures (panels, toasts) and draws only what changed: these tests
pin that the picture on screen is always exactly what drawing everything afresh gives, and
that a message never swallows the next tap."""

from __future__ import annotations

import pygame
import pytest

from companion.app import memory, panels, staging, testing, widgets


MAGENTA = (255, 0, 255)


def fresh_pixels(app) -> bytes:
    """The frame drawn from scratch, nothing kept, over a magenta window: a full frame
    skips filling under panels and boxes, so it must paint every pixel itself."""
    panels.forget_pictures()
    app.full_redraw()
    app.window.fill(MAGENTA)
    surface = app.render()
    assert pygame.transform.threshold(None, surface, MAGENTA, (0, 0, 0, 255), set_behavior=0) == 0, \
        f"{app.top.name}: pixels left unpainted"
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_every_screen_in_a_row_shows_what_a_fresh_drawing_shows(tmp_path, monkeypatch, mode):
    """One app walks through every scene of every table: kept panel pictures (same ids,
    other sizes, angles and contents) never leave a trace of the screen before."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), mode, "en")
    for name, stage in staging.states():
        app.go_home()
        app.render()
        staging.stage(app, stage)
        app.toasts.clear()
        kept = pygame.image.tobytes(app.render(), "RGB")
        assert fresh_pixels(app) == kept, name


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_taking_actions_back_and_again_redraws_exactly(tmp_path, monkeypatch, mode):
    """On each game's screens, undoing and redoing the last action (the partial frames a tap
    makes: changed children inside turned panels, widgets that come and go) gives the pixels
    of a full frame."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    checked = 0
    for name, stage in staging.states():
        if not name.startswith(("aurum-", "pikoko-", "fievre-", "numereum-")):
            continue
        app = staging.fresh_app((1280, 800), mode, "en")
        staging.stage(app, stage)
        app.render()
        if app.session is None or not app.session.actions:
            continue
        last = app.session.actions[-1]
        with staging.unsaved():
            for step in ("undo", "redo"):
                if step == "undo":
                    app.session.undo()
                else:
                    assert app.session.submit(last) is None
                app.toasts.clear()
                app.invalidate()
                kept = pygame.image.tobytes(app.render(), "RGB")
                assert fresh_pixels(app) == kept, (name, step)
                checked += 1
    assert checked >= 20


def test_a_refusal_toast_does_not_swallow_the_next_tap(tmp_path, monkeypatch):
    """A red message over a seat's panel: the next tap there dismisses it AND acts."""
    from companion.app.tables.numereum import NumereumTable, sample_session
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((1280, 800), mode="table")
    app.session = sample_session(4)
    app.push(NumereumTable(app, app.session))
    app.render()
    app.explain("not now", near=app.find("raise:1"))
    app.render()
    toast = app.toasts[0]
    # a spot under the message where a button is: the tap must reach it
    spots = [(x, y) for x in range(toast.rect.left, toast.rect.right, 8) for y in range(toast.rect.top, toast.rect.bottom, 8)
             if app.top.hit((x, y)) is not None]
    assert spots, "the message covers no button here: the test would prove nothing"
    x, y = spots[len(spots) // 2]
    under = app.top.hit((x, y))
    acted = []
    under.on_tap, under.enabled = (lambda: acted.append(True)), True
    testing.post_tap_at(app, x, y)
    assert acted == [True]
    assert app.toasts == []


def test_toasts_come_and_go_without_a_full_frame(tmp_path, monkeypatch):
    """Showing and removing a message redraws only where it is, and leaves the exact pixels."""
    from companion.app.tables.numereum import NumereumTable, sample_session
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((1280, 800), mode="table")
    app.session = sample_session(4)
    app.push(NumereumTable(app, app.session))
    app.render()
    before = pygame.image.tobytes(app.render(), "RGB")
    partial = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
    app.explain("not now", near=app.find("bid:0:B10"))
    shown = pygame.image.tobytes(app.render(), "RGB")
    assert partial[-1] and shown != before
    app.draw_changes = draw_changes
    assert fresh_pixels(app) == shown           # the toast drawn from scratch: the same
    app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
    app.toasts.clear()
    app.needs_draw = True
    gone = pygame.image.tobytes(app.render(), "RGB")
    assert partial[-1] and gone == before


def test_the_rules_answers_are_kept_only_while_the_record_is_unchanged():
    """`session.ask` spares rebuilds the same questions, never a stale answer."""
    from companion.app.tables.numereum import SAMPLE, sample_session
    session = sample_session(3)
    following = SAMPLE[3]
    assert session.ask("why_not", following) is None
    assert session.submit(following) is None
    again = session.ask("why_not", following)
    assert again is not None and again.text == session.game.why_not(following).text   # asked afresh
    assert session.undo()
    assert session.ask("why_not", following) is None


def test_a_failing_animation_closes_its_screen_with_a_message_and_the_app_goes_on(tmp_path, monkeypatch):
    """A bug in a screen's animation must not take a café kiosk down."""
    from companion.app.scene import Scene

    class Broken(Scene):
        name = "broken"

        def animating(self):
            return True

        def tick(self, now_ms):
            raise RuntimeError("animation bug")

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="wall")
    home = app.top
    app.push(Broken(app))
    app.step()
    assert app.top is home and all(not isinstance(scene, Broken) for scene in app.stack)
    assert any(toast.error for toast in app.toasts)


@pytest.mark.parametrize("rotate,locked", [(90, False), (270, True), (180, False), (0, True)])
def test_a_rotated_or_locked_screen_redraws_only_what_changed_and_exactly(tmp_path, monkeypatch, rotate, locked):
    """A message or a tap on a turned panel or in a locked kiosk draws a partial frame (not the whole
    screen), and the panel then shows what a full frame shows; so does the staff ring."""
    from companion.app.shell import App
    from companion.app.tables.numereum import NumereumTable, sample_session
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = App((800, 480), kiosk=locked, rotate=rotate, resume=False)
    app.session = sample_session(4)
    app.push(NumereumTable(app, app.session))
    app.render()
    screen = pygame.display.get_surface()
    partial = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
    app.explain("not now", near=app.find("raise:1"))   # a message in one seat's panel
    app.render()
    assert partial[-1], "the frame was drawn in full"
    area = sum(rect.width * rect.height for rect in partial[-1])
    assert area < 0.2 * app.window.get_width() * app.window.get_height()
    app.toasts.clear()
    with staging.unsaved():                           # a tap: the last action taken back
        app.session.undo()
    app.invalidate()
    app.render()
    assert partial[-1], "the frame after a tap was drawn in full"
    shown = pygame.image.tobytes(screen, "RGB")
    app.draw_changes = draw_changes
    app.full_redraw()
    app.render()
    assert pygame.image.tobytes(screen, "RGB") == shown
    if locked:   # staff hold the corner: the ring fills in partial frames, and goes away
        app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
        app.kiosk.corner.down((5, 5), "mouse")
        app.kiosk.corner.progress = lambda: 0.5
        app.needs_draw = True
        app.render()
        assert partial[-1] and pygame.image.tobytes(screen, "RGB") != shown
        app.kiosk.corner.up("mouse")
        app.needs_draw = True
        app.render()
        assert partial[-1] and pygame.image.tobytes(screen, "RGB") == shown


def test_a_dialog_redraws_only_what_changed_and_exactly(tmp_path, monkeypatch):
    """A finger on a dialog's button, and a message over it, redraw a part of the screen
    (the scene, the veil and the dialog under a clip) with the pixels of a full frame."""
    from companion.app.scene import Dialog
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480))
    app.push(Dialog(app, "Keep the game?", [("Later", None, "later"), ("Resume", None, "resume", "primary")],
                    title="Resume", dialog_name="resume"))
    app.render()
    partial = []
    draw_changes = app.draw_changes
    app.draw_changes = lambda surface: partial.append(draw_changes(surface)) or partial[-1]
    for change in (lambda: setattr(app, "pressed", app.find("resume")),
                   lambda: app.explain("not now"),
                   lambda: (setattr(app, "pressed", None), app.toasts.clear())):
        change()
        app.needs_draw = True
        shown = pygame.image.tobytes(app.render(), "RGB")
        assert partial[-1], "drawn in full"
        area = sum(rect.width * rect.height for rect in partial[-1])
        assert area < 0.5 * 800 * 480
        app._last_frame = None                # the same state drawn in full
        app.needs_draw = True
        assert pygame.image.tobytes(app.render(), "RGB") == shown


def test_the_first_frame_loads_no_game_table(tmp_path):
    """Start-up (issue 16 goal 4): home's tiles ask the registry whether each table is
    installed without importing it; a table's module loads when its game is opened."""
    import os
    import subprocess
    import sys
    script = ("import sys\n"
              "from companion.app.shell import App\n"
              "app = App((800, 480), mode='table', resume=True)\n"
              "app.render()\n"
              "assert app.top.name == 'home', app.top.name\n"
              "assert all(app.find(f'play:{g}').enabled for g in ('aurum', 'numereum', 'pikoko', 'fievre'))\n"
              "print(sorted(m for m in sys.modules if m.startswith('companion.app.tables.')))\n")
    env = dict(os.environ, COMPANION_DATA_DIR=str(tmp_path), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("COMPANION_CONFIG_DIR", None)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_a_line_is_measured_once(monkeypatch):
    """Layouts measure the same words many times a frame: FreeType lays a line out once."""
    from companion.app import theme
    pygame.font.init()
    measured = []
    real = theme.font

    class Counting:
        def __init__(self, font):
            self.font = font

        def size(self, words):
            measured.append(words)
            return self.font.size(words)

    monkeypatch.setattr(theme, "font", lambda size, bold=False: Counting(real(size, bold)))
    first = theme.text_size("Ana bids 12 (measured once)", 22, True)
    assert theme.text_size("Ana bids 12 (measured once)", 22, True) == first == real(22, True).size(
        "Ana bids 12 (measured once)")
    assert measured == ["Ana bids 12 (measured once)"]


def test_the_veil_behind_a_dialog_darkens_like_the_scrim_and_keeps_to_the_clip():
    from companion.app import theme
    from companion.app.scene import veil
    surface = pygame.Surface((40, 20))
    colours = [theme.BACKGROUND, theme.INK, theme.PRIMARY, (255, 255, 255)]
    for index, colour in enumerate(colours):
        surface.fill(colour, (index * 10, 0, 10, 20))
    blended = surface.copy()
    scrim = pygame.Surface((40, 20), pygame.SRCALPHA)
    scrim.fill(theme.SCRIM)
    blended.blit(scrim, (0, 0))
    surface.set_clip((0, 0, 40, 10))
    veil(surface)
    for index in range(len(colours)):
        darker, expected = surface.get_at((index * 10 + 5, 5)), blended.get_at((index * 10 + 5, 5))
        assert all(abs(a - b) <= 1 for a, b in zip(darker[:3], expected[:3])), (darker, expected)
        assert surface.get_at((index * 10 + 5, 15)) == colours[index]  # outside the clip: untouched


def test_a_scene_drawn_under_a_clip_draws_only_the_widgets_there(tmp_path, monkeypatch):
    """The scene under a dialog, redrawn where something changed, skips the widgets elsewhere."""
    from companion.app.scene import Scene
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en")
    drawn = []

    class Spy(widgets.Widget):
        def draw(self, surface, app):
            drawn.append(self.id)

    scene = Scene(app)
    scene.add(Spy((0, 0, 50, 50), id="left"))
    scene.add(Spy((300, 0, 50, 50), id="right"))
    surface = pygame.Surface((400, 100))
    surface.set_clip((0, 0, 60, 60))
    scene.draw(surface)
    assert drawn == ["left"]
    surface.set_clip(None)
    drawn.clear()
    scene.draw(surface)
    assert drawn == ["left", "right"]


def test_the_stripes_of_a_disabled_button_are_drawn_once_and_as_lines_in_place_would_be():
    from companion.app import theme

    def in_place(surface, rect, radius):  # the stripes drawn line by line where they go
        band = rect.inflate(-2 * radius, -4).clip(surface.get_clip())
        before = surface.get_clip()
        surface.set_clip(band)
        step, width = max(8, rect.height // 4), max(2, rect.height // 24)
        for x in range(rect.left - rect.height, rect.right, step):
            pygame.draw.line(surface, theme.HATCH, (x, rect.bottom), (x + rect.height, rect.top), width)
        surface.set_clip(before)

    widgets._hatches.clear()
    for rect, radius, clip in (((13, 7, 180, 48), 12, None), ((40, 30, 96, 96), 6, (0, 0, 90, 70)),
                               ((-5, 60, 220, 33), 8, (10, 0, 300, 200)), ((0, 0, 180, 48), 12, None)):
        rect = pygame.Rect(rect)
        kept, fresh = pygame.Surface((300, 160)), pygame.Surface((300, 160))
        for surface in (kept, fresh):
            surface.fill(theme.BUTTON_DISABLED)
            surface.set_clip(clip)
        widgets.hatch(kept, rect, radius)
        in_place(fresh, rect, radius)
        assert kept.get_clip() == fresh.get_clip()
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), (rect, radius, clip)
    assert len(widgets._hatches) == 3  # the last button has the size of the first: its stripes were kept


def test_a_panel_keeps_a_picture_per_size_so_a_size_coming_back_paints_nothing(tmp_path, monkeypatch):
    """At the end of a game the seats' panels grow shallower; taking the last action back and
    again switches between the two sizes: each keeps its picture."""
    from companion.app.widgets import Label
    from companion.app.panels import Panel
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((800, 480), mode="table", lang="en", resume=False)
    surface = pygame.Surface((400, 300))
    painted = []
    real, real_whole = Panel._paint, Panel._paint_whole
    monkeypatch.setattr(Panel, "_paint", lambda self, kept, dirty, app, fresh=False: (
        None if fresh else painted.append(self.rect.size), real(self, kept, dirty, app, fresh)))
    monkeypatch.setattr(Panel, "_paint_whole", lambda self, kept, app: (painted.append(self.rect.size),
                                                                        real_whole(self, kept, app)))
    panels.forget_pictures()
    for height in (120, 80, 120, 80):
        panel = Panel(pygame.Rect(10, 10, 200, height), 180, id="seat:1")
        panel.add(Label(pygame.Rect(0, 0, 200, 40), "Ana", 20))
        app.frames += 1
        panel.draw(surface, app)
    assert painted == [(200, 120), (200, 80)]  # the third and fourth frames painted nothing


def full_frame(app) -> bytes:
    app._last_frame = None
    app.invalidate()
    return pygame.image.tobytes(app.render(), "RGB")


def staged_apps(mode: str, wanted):
    """(name, app) of each staged state at 800×480 whose app is `wanted`, its toasts gone."""
    for name, stage in staging.states():
        app = staging.fresh_app((800, 480), mode, "en")
        staging.stage(app, stage)
        app.toasts.clear()
        if wanted(app):
            yield name, app


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_full_frame_under_a_dialog_brings_the_veiled_screen_back_unchanged(tmp_path, monkeypatch, mode):
    """A full frame with a dialog open, drawn whole twice the same, is kept whole: the next
    full frames blit it back, dialog included, without drawing a widget. The screen below,
    veil included, is kept apart: once the dialog changes (a finger on its button), the full
    frame draws the dialog alone over it. Each shows what a fresh drawing shows."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    checked = 0
    for name, app in staged_apps(mode, lambda app: app.top.veiled):
        full_frame(app)
        full_frame(app)
        drawn = []
        for scene in app.visible():
            for way in ("draw", "draw_widgets"):
                setattr(scene, way, lambda surface, *rest, scene=scene, real=getattr(scene, way):
                        (drawn.append(scene), real(surface, *rest)))
        kept = full_frame(app)
        known = all(w.signature(app) is not None for scene in app.visible() for w in scene.widgets)
        if known:
            assert drawn == [], name
            app.pressed = next(w for w in app.leaves() if w.touchable and w.enabled)
            for _ in range(2):   # (not rebuilt: the finger stays on the same widget)
                app._last_frame, app.needs_draw = None, True
                pressed = pygame.image.tobytes(app.render(), "RGB")
            assert pressed != kept and drawn == [app.top, app.top], name   # the screen below came back whole
            memory.caches()["screens kept whole"].clear()   # drawn afresh, the finger still there
            app._last_frame, app.needs_draw = None, True
            assert pygame.image.tobytes(app.render(), "RGB") == pressed, name
            app.pressed = None
            checked += 1
        assert fresh_pixels(app) == kept, name
    assert checked >= 3


def test_the_rendered_lines_kept_grow_with_the_window(tmp_path, monkeypatch):
    """At 1920×1080 one sheet of large figures fills 6 MB: the lines kept are bounded by the
    window's size (3 screens), so a tap does not render them all again; 6 MB at 800×480."""
    from companion.app import theme
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = testing.make_app((1920, 1080), mode="table", lang="en")
    assert app.metrics.width == 1920 and theme._texts.budget == 3 * 1920 * 1080 * 4
    app = testing.make_app((800, 480), mode="table", lang="en")
    assert app.metrics.width == 800 and theme._texts.budget == theme.TEXT_CACHE_BYTES


@pytest.mark.parametrize("mode", ["table", "wall"])
def test_a_screen_drawn_whole_again_comes_back_unchanged_and_without_its_toasts(tmp_path, monkeypatch, mode):
    """A screen without dialogs (a sheet over a table too) drawn whole twice the same is kept,
    as the screen under a dialog is: the next full frames blit it back without drawing its
    widgets, and show what a fresh drawing shows; a toast is drawn over it, never into it; a
    change draws it anew."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    checked, sheets = 0, 0
    for name, app in staged_apps(mode, lambda app: not any(scene.veiled for scene in app.visible())):
        full_frame(app)
        full_frame(app)
        drawn = []
        for scene in app.visible():
            scene.draw = lambda surface, scene=scene, real=scene.draw: (drawn.append(scene), real(surface))
        kept = full_frame(app)
        if all(w.signature(app) is not None for scene in app.visible() for w in scene.widgets):
            assert drawn == [], name
            checked += 1
            sheets += len(app.visible()) > 1
            app.toast("A passing word")
            with_toast = full_frame(app)
            assert with_toast != kept and drawn == [], name
            app.toasts.clear()
            assert full_frame(app) == kept, name
        assert fresh_pixels(app) == kept, name
    assert checked >= 30 and sheets >= 4


def test_a_screen_kept_whole_is_drawn_anew_once_it_changes(tmp_path, monkeypatch):
    """The kept screen shows what its widgets showed: once one of them changes (the language
    here), the full frame draws the screen again, and it shows the change."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    for _ in range(3):
        english = full_frame(app)
    app.settings.language = "de"
    app.invalidate()
    drawn = []
    scene = app.top
    scene.draw = lambda surface, real=scene.draw: (drawn.append(scene), real(surface))
    german = full_frame(app)
    assert drawn and german != english
    assert fresh_pixels(app) == german


def test_a_screen_drawn_afresh_copies_nothing_to_keep(tmp_path, monkeypatch):
    """Everything forgotten (`full_redraw`: the first frame of a screen never seen), the
    screen drawn is not copied to be kept, however often that happens: only a second frame
    drawn whole with its pictures kept is."""
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    screens = memory.caches()["screens kept whole"]
    for _ in range(3):
        app.full_redraw()
        app.render()
        assert not (screens.get("whole") or [None, None, False])[2]  # (a copy is kept at once)
    full_frame(app)
    assert screens.get("whole")[2]
