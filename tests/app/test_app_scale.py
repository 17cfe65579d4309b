"""The shared machinery of "every seat served": the type scale in physical units, 9 mm
targets, boxes and toasts facing the seat that must read them, states you cannot miss."""

from __future__ import annotations

import pygame
import pytest

from companion.app import testing, theme
from companion.app.i18n import L
from companion.app.layout import Metrics, px_per_mm
from companion.app.scene import Dialog, Scene
from companion.app.scenes.game import GameScene
from companion.app.session import Session
from companion.app.widgets import Button, Label


# -- the scale ---------------------------------------------------------------------------------
def test_the_reference_panel_gets_48_px_targets_and_20_px_text():
    m = Metrics(800, 480)
    assert m.target == 48 and m.min_text == 20
    assert m.apart >= 11  # 2 mm at 5.25 px/mm
    assert len(m.type_sizes) <= 10
    assert m.font("headline") >= 1.5 * m.min_text
    assert all(m.font(role) in m.type_sizes for role in theme.ROLES)


def test_a_known_physical_size_keeps_millimetres():
    """A 10.1" panel at 800×480 has bigger pixels: fewer of them make 9 mm."""
    big = Metrics(800, 480, density=px_per_mm(800, 480, diagonal_in=10.1))
    assert big.target < 48 and big.target >= 9 * big.density
    dense = Metrics(1920, 1080, density=px_per_mm(1920, 1080, dpi=300))
    assert dense.target == pytest.approx(9 * 300 / 25.4, abs=1)


def test_the_screen_diagonal_setting_reaches_the_metrics():
    app = testing.make_app((800, 480))
    assert app.metrics.target == 48
    app.settings.screen_diagonal = 10.1
    app._metrics = None
    assert app.metrics.target < 48


class Sample(Scene):
    name = "sample"

    def __init__(self, app, text, rect):
        super().__init__(app)
        self.text, self.rect = text, rect

    def build(self):
        self.add(Label(self.rect, self.text, 11))


def test_text_never_shrinks_below_the_scale_but_wraps_then_abbreviates():
    app = testing.make_app((800, 480))
    app.push(Sample(app, "a sentence far too long for this small box to hold", (10, 10, 160, 60)))
    found = testing.scale_problems(app)
    assert any("abbreviated" in problem for problem in found)
    assert not any("below the scale" in problem for problem in found)
    with theme.drawn_sizes() as seen:
        app.full_redraw()
        app.render()
    assert {size for _, size in seen.sizes} <= set(app.metrics.type_sizes)
    assert any(words.endswith("…") for words, _ in seen.sizes)
    assert len([words for words, _ in seen.sizes]) == 2  # wrapped on two lines first


def test_the_scale_check_catches_small_text_small_and_crowded_targets():
    class Cramped(Scene):
        name = "cramped"

        def build(self):
            self.add(Button((10, 10, 44, 44), "a", lambda: None, id="small"))
            self.add(Button((100, 10, 60, 60), "b", lambda: None, id="left"))
            self.add(Button((164, 10, 60, 60), "c", lambda: None, id="right"))

        def draw(self, surface):
            super().draw(surface)
            theme.text("tiny", 12)  # drawn below the scale

    app = testing.make_app((800, 480))
    app.push(Cramped(app))
    found = "\n".join(testing.layout_problems(app, allow=()))
    assert "small is 44×44, under 9 mm" in found
    assert "left and right are 4 px apart" in found
    assert "'tiny' drawn at 12 px" in found


def test_an_unconverted_table_is_held_to_the_old_rule_only():
    assert testing.unconverted("aurum-swap", ("aurum",)) and not testing.unconverted("home")
    assert testing.unconverted("pikoko", ("pikoko",)) and not testing.unconverted("pikoko", ())


# -- facing the seat ------------------------------------------------------------------------------
class Frame(GameScene):
    name = "frame-sample"

    def seat_active(self, seat):
        return seat == 1


def game_app(mode="table", seats=4):
    app = testing.make_app((800, 480), mode=mode)
    names = ["Ana", "Ben", "Cleo", "Dev", "Eve"][:seats]
    app.session = Session.scratch("aurum" if seats < 5 else "fievre", names, {})
    app.push(Frame(app, app.session))
    app.render()
    return app


@pytest.mark.parametrize("seats", [3, 4, 5])
def test_a_dialog_faces_the_seat_that_must_answer(seats):
    app = game_app(seats=seats)
    frame = app.top
    for seat, panel in enumerate(frame.panels):
        chosen = []
        app.push(Dialog(app, "Which one?", [("Yes", lambda: chosen.append(seat), "yes", "primary")], seat=seat))
        testing.widget(app, "yes")
        sheet = app.top.sheet
        if panel.angle == 0:
            assert sheet is None  # the bottom seat reads it upright
        else:
            assert sheet.angle == panel.angle
            assert testing.widget(app, "yes").parent is sheet
        testing.tap(app, "yes")  # the tap is mapped back through the turn
        assert chosen == [seat] and app.top is frame


def test_in_wall_mode_every_dialog_is_upright():
    app = game_app(mode="wall")
    app.push(Dialog(app, "Which one?", [("Yes", None, "yes")], seat=1))
    testing.widget(app, "yes")
    assert app.top.sheet is None


def test_the_keypad_sheet_faces_its_seat():
    from companion.app.scenes.card_entry import CardEntry
    app = game_app()
    got = []
    app.push(CardEntry(app, "Prizes", ["a"], lambda codes: got.append(codes) or True, digits=1, seat=3))
    assert testing.widget(app, "key:7").parent.angle == app.stack[-2].panels[3].angle == 90
    assert [p for p in testing.scale_problems(app) if "key:" in p or "cancel" in p] == []
    testing.tap(app, "key:7")
    assert got == [["7"]]


def test_a_toast_for_a_seat_is_turned_to_it():
    app = game_app()
    app.toast("Your turn", seat=1)
    toast = app.toasts[-1]
    assert toast.panel is app.top.panels[1]
    image = toast.image(app)
    assert image.get_height() > image.get_width()  # turned a quarter to face the left edge


def test_refusal_toasts_vanish_at_the_next_accepted_tap():
    app = game_app()
    app.toast("No", error=True)
    testing.tap(app, "log")
    assert testing.toasts(app) == []


def test_shared_text_is_drawn_once_per_side():
    app = game_app()
    widget = app.top.add_for_every_side(app.top.frame.center, "Ben to play")
    assert sorted(angle for angle, _ in widget.placements(app)) == [0, 90, 180, 270]
    wall = game_app(mode="wall")
    assert len(wall.top.add_for_every_side(wall.top.frame.center, "Ben to play").placements(wall)) == 1


def test_table_and_wall_switch_from_inside_a_game(tmp_path):
    from companion.app import settings
    app = game_app()
    testing.tap(app, "log")
    testing.tap(app, "mode:wall")
    assert app.mode == "wall" and settings.load().mode == "wall"
    testing.tap(app, "mode:table")
    assert app.mode == "table"


# -- states you cannot miss -----------------------------------------------------------------------
def test_the_seat_to_act_has_a_gold_border_not_only_a_tint():
    app = game_app()
    active, idle = app.top.panels[1], app.top.panels[0]
    assert active.active and not idle.active
    assert testing.contrast(theme.ACTIVE_EDGE, theme.PANEL_ACTIVE) >= 3
    assert testing.contrast(theme.ACTIVE_EDGE, theme.BACKGROUND) >= 3
    app.full_redraw()
    surface = app.render()
    rect = active.rect
    assert tuple(surface.get_at((rect.left + 2, rect.centery)))[:3] == theme.ACTIVE_EDGE
    assert tuple(surface.get_at((idle.rect.centerx, idle.rect.top + 2)))[:3] != theme.ACTIVE_EDGE


def test_a_disabled_button_is_hatched_readable_and_has_no_corner_dot():
    class One(Scene):
        name = "one"

        def build(self):
            self.add(Button((100, 100, 200, 60), "1", None, id="off", enabled=False, reason=L("game.nothing_to_undo")))

    app = testing.make_app((800, 480))
    app.push(One(app))
    app.full_redraw()
    surface = app.render()
    assert testing.contrast(theme.INK_DISABLED, theme.BUTTON_DISABLED) >= 3
    assert testing.contrast(theme.INK_DISABLED, theme.PANEL) >= 3  # its outline stands out of a panel
    colours = {tuple(surface.get_at((x, 130)))[:3] for x in range(120, 180)}
    assert theme.HATCH in colours
    # where the old "ⓘ" dot was (top-right, one radius in from both edges): no dot
    assert tuple(surface.get_at((300 - 14, 100 + 14)))[:3] != theme.INK_DISABLED


# -- small things ---------------------------------------------------------------------------------
def test_names_can_be_typed_on_a_physical_keyboard():
    from companion.app.scenes.text_entry import TextEntry
    app = testing.make_app((800, 480))
    got = []
    app.push(TextEntry(app, "Name", "", got.append))
    app.render()
    for char in "Anna":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.pump()
    assert got == ["Ann"]


def test_recent_player_chips_stay_put_while_tapped():
    from companion.app import history
    from companion.app.scenes.new_game import NewGame
    history.remember_names(["Mia", "Lou", "Noor", "Karl"])
    app = testing.make_app((800, 480))
    app.push(NewGame(app, "pikoko"))
    app.render()
    before = {w.id: tuple(w.screen_rect()) for w in app.leaves() if (w.id or "").startswith("recent:")}
    first = sorted(before)[0]
    testing.tap(app, first)
    app.render()
    after = {w.id: tuple(w.screen_rect()) for w in app.leaves() if (w.id or "").startswith("recent:")}
    assert after == before
    assert not testing.widget(app, first).enabled  # greyed where it was: a second tap explains
    testing.tap(app, first)
    assert testing.toasts(app) and app.top.names.count(first.split(":")[1]) == 1


def test_german_back_and_previous_page_differ():
    from companion.app.i18n import say
    assert say(L("common.back"), "de") != say(L("common.previous"), "de")


def test_every_game_has_its_own_emblem():
    from companion.app import tables
    from companion.app.emblems import emblem
    pictures = [pygame.image.tobytes(emblem(game, 64), "RGBA") for game in tables.all_games()]
    assert len(set(pictures)) == len(pictures)
    app = testing.make_app((800, 480))
    from companion.app.emblems import Emblem
    assert {w.game_id for w in app.leaves() if isinstance(w, Emblem)} == set(tables.all_games())


@pytest.mark.parametrize("seats", [3, 4, 5])
@pytest.mark.parametrize("mode", ["table", "wall"])
def test_the_game_frame_itself_keeps_to_the_scale(seats, mode):
    """The frame's own parts (action area) at 800×480: what the tables build on."""
    app = game_app(mode=mode, seats=seats)
    found = [p for p in testing.layout_problems(app, allow=()) if "seat:" not in p]
    assert found == []
