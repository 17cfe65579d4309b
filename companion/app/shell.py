"""The app: window, event loop, scene stack, one touch input path, toasts, the game session.

The loop sleeps until input or a timer (`waiting`) and redraws only after something changed; it
wakes up on a timer only while a scene animates or a toast must disappear, so an idle
table uses almost no CPU.
"""

from __future__ import annotations

import os
import sys

import pygame

from companion.app import memory, paths, settings as settings_module, theme
from companion.app.changes import covering, differences, shown_entry, subtract
from companion.app.i18n import LANGUAGES, L, say
from companion.app.layout import Metrics, Rect
from companion.app.memory import Lru, surface_bytes
from companion.app.panels import Panel
from companion.app.turning import Turn, turned_rect
from companion.app.scene import Scene, veil
from companion.app.session import Session
from companion.app.widgets import BLEED, draw_line, wrap
from companion.errors import Refusal

# Screens kept whole (see `draw_scenes`), each [what it shows, pixels, kept yet, pixels
# turned onto a turned panel]: "whole", the screen as it was last drawn whole, dialogs
# included; "below", the screen under the top dialog, veil included. Two screens of pixels
# at most (four on a turned panel), weighed with the other pictures under their ceiling.
_kept = Lru("screens kept whole", 2,
            weigh=lambda kept: sum(surface_bytes(pixels) for pixels in (kept[1], kept[3]) if pixels is not None))
_NOTHING_KEPT = (None, None, False, None)

TOAST_MS = 3500
ERROR_TOAST_MS = 5500
MOST_TOASTS = 6  # one per place: five seat panels at most, and the middle
FRAME_MS = 16
# A sheet this large (1080p's: 1.9 M) is repainted in its changed places, those below it only
# around it (`covering_panel`): copied whole, out of the cache, it costs 3-4 times a B (0.4-0.6
# ms at 1080p). A smaller one (800×480's: 0.3 M, in the cache) is cheaper copied whole than
# cut: there, each piece's clip and draws cost more than its pixels (a card played, +20 %).
SHEET_APART_PX = 800_000
COVER_SHARE = 2  # a top scene hiding 1/COVER_SHARE of the screen or more: nothing drawn below it there


class Toast:
    def __init__(self, message, error: bool, until: int, panel=None, passing: bool = False):
        self.message, self.error, self.until, self.panel = message, error, until, panel
        self.passing = passing  # an announcement: gone at the next accepted tap
        self.rect: Rect | None = None
        self.picture = None  # (key, surface): drawn once, turned to face its seat

    def image(self, app) -> pygame.Surface:
        m = app.metrics
        area = self.panel.screen_rect() if self.panel is not None else m.screen
        angle = self.panel.angle if self.panel is not None else 0
        key = (app.lang, m.width, m.height, tuple(area), angle)
        if self.picture is None or self.picture[0] != key:
            across, along = (area.height, area.width) if angle in (90, 270) else (area.width, area.height)
            width = min(across - 2 * m.margin, m.px(520))
            size = m.font("body")
            step = theme.line_height(size)
            # four lines, or as many as the place holds (a narrow seat panel on a wall: taller)
            lines = wrap(say(self.message, app.lang), width - 2 * m.margin, size)[:max(4, (along - 4 * m.margin) // step)]
            upright = (width, len(lines) * step + 2 * m.margin)
            # drawn straight as its seat sees it: a rounded rectangle turned is the same one with
            # its sides swapped (see panels._Face), and only the lines are turned, not a whole
            # picture of them (a turned toast cost twice an upright one at 1920×1080)
            image = pygame.Surface(turned_rect(Rect((0, 0), upright), upright, angle).size, pygame.SRCALPHA)
            pygame.draw.rect(image, theme.TOAST_ERROR if self.error else theme.TOAST, image.get_rect(),
                             border_radius=m.px(10))
            turn = Turn(angle, upright)
            for index, line in enumerate(lines):
                draw_line(image, Rect(m.margin, m.margin + index * step, width - 2 * m.margin, step), line, size,
                          theme.INK, turn=turn)
            self.picture = (key, image)
        return self.picture[1]


class App:
    def __init__(self, size: tuple[int, int] | None = None, *, fullscreen: bool = False,
                 mode: str | None = None, lang: str | None = None, resume: bool = True,
                 kiosk: bool | None = None, rotate: int | None = None, failed_starts: int = 0, on_first_frame=None):
        """`failed_starts`: how many starts in a row died before their first frame; from
        `startup.SAFE_MODE_AFTER` on, nothing is resumed (safe mode). `on_first_frame` is
        called once, when the first frame is on screen."""
        pygame.display.init()
        pygame.font.init()
        # start SDL's timer: without pygame.init() (slow: it opens the audio device),
        # pygame.time.get_ticks() stays 0 and toasts and animations would never end
        pygame.time.Clock().tick()
        pygame.display.set_caption("Table Companion")
        pygame.display.set_icon(app_icon())  # ours; pygame would load its own from its package data
        flags = pygame.FULLSCREEN if fullscreen else pygame.RESIZABLE
        self.window = pygame.display.set_mode(size or (0, 0) if fullscreen else size or (1280, 800), flags)
        self.settings = settings_module.load()
        if mode in settings_module.MODES:
            self.settings.mode = mode
        if lang:
            self.settings.language = lang
        self.stack: list = []
        self.toasts: list[Toast] = []
        self.pressed = None      # the widget under the latest finger down (drawn highlighted)
        self.presses: dict = {}  # every finger (or the mouse) down -> the widget it pressed
        self.running = True
        self.needs_build = True
        self.needs_draw = True
        self.session: Session | None = None
        self.results_due: Session | None = None  # a game just ended: its game-over opens after the frame
        self.frames = 0
        self._last_frame = None  # (scene, size, [shown_entry of each widget], toasts shown) of the last frame drawn
        self._shown = (None, {})  # ((frame, pressed, lang), {scene id: (scene, widgets, their shown_entry)}): see shown_widgets
        self._metrics = None
        self._waiter = None      # how the loop sleeps (made at the first wait)
        self._ring = None        # where the kiosk's staff ring was drawn in the last frame
        self._drawn_whole = None  # what the screen without dialogs last drawn whole showed (see draw_scenes)
        # while a frame draws what changed below a sheet: the screen rectangles the sheet
        # hides (a panel there paints its changes when they show, see Panel.draw_areas)
        self.unseen: list = []
        from companion.app.sound import Sounds
        self.sounds = Sounds(self)
        from companion.app.kiosk_mode import Kiosk
        self.kiosk = Kiosk(self, locked=kiosk, rotation=rotate)  # lock, idle, watchdog, --rotate
        from companion.app.scenes.home import Home
        self.push(Home(self))
        self._on_first_frame = on_first_frame
        from companion.app.startup import SAFE_MODE_AFTER
        if failed_starts >= SAFE_MODE_AFTER:
            self.start_safely(failed_starts)
        elif resume:
            self.offer_resume()
            self.kiosk.resume_directly()

    # -- what scenes read -------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.settings.language

    @property
    def mode(self) -> str:
        return self.settings.mode

    @property
    def metrics(self) -> Metrics:
        size = self.window.get_size()
        if self._metrics is None or (self._metrics.width, self._metrics.height) != size:
            self._metrics = Metrics(*size, density=screen_density(self, size))  # one per size: its sizes are cached
            theme.size_caches(*size)
        return self._metrics

    @property
    def top(self):
        return self.stack[-1]

    # -- the scene stack --------------------------------------------------------------------
    def push(self, scene) -> None:
        kiosk = getattr(self, "kiosk", None)  # None only while the kiosk itself is being set up
        if kiosk is not None:
            scene = kiosk.admit(scene)  # a locked kiosk puts staff-only scenes behind the PIN
        self.stack.append(scene)
        scene.shown()
        self.invalidate()

    def pop(self, scene=None) -> None:
        """Close the top scene (or `scene`, wherever it is); the home scene stays."""
        if scene is not None and scene in self.stack and len(self.stack) > 1:
            self.stack.remove(scene)
        elif scene is None and len(self.stack) > 1:
            self.stack.pop()
        self.top.shown()
        self.invalidate()

    def replace(self, scene) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
        self.push(scene)

    def go_home(self) -> None:
        del self.stack[1:]
        self.top.shown()
        self.invalidate()

    def invalidate(self) -> None:
        """Something changed: rebuild the visible scenes and redraw."""
        self.needs_build = True
        self.needs_draw = True

    # -- messages ---------------------------------------------------------------------------
    def toast(self, message, *, error: bool = False, near=None, seat: int | None = None,
              passing: bool = False, ms: int | None = None) -> None:
        """A short message; `near` (a widget) or `seat` shows it in that seat's panel, facing its player.
        `passing` (announcements): it also goes at the next accepted tap; `ms`: how long it stays."""
        from companion.app.scene import seat_panel
        panel = near.parent if near is not None else seat_panel(self, seat)
        until = pygame.time.get_ticks() + (ms or (ERROR_TOAST_MS if error else TOAST_MS))
        # one toast per place (a seat's panel, by id: panels are rebuilt after every tap, or the
        # middle): a new one replaces the one there, never drawn over it
        place = _place(panel)
        self.toasts = [t for t in self.toasts if _place(t.panel) != place][-(MOST_TOASTS - 1):]
        self.toasts.append(Toast(message, error, until, panel, passing))
        self.needs_draw = True

    def toast_at(self, seat: int | None):
        """The toast standing now in `seat`'s panel (None: the middle), if any: the next one
        there replaces it, so a caller that must keep its words puts them in the new one."""
        from companion.app.scene import seat_panel
        place = _place(seat_panel(self, seat))
        return next((t for t in reversed(self.toasts) if _place(t.panel) == place), None)

    def explain(self, reason, near=None) -> None:
        """Why something cannot be done: a refusal, a `why_not`, or any translatable reason."""
        message = reason.message(self.lang) if hasattr(reason, "message") else reason
        self.sounds.play("no")
        self.toast(message, error=True, near=near if near is not None else self.pressed)

    # -- the game ---------------------------------------------------------------------------
    def start_game(self, game_id: str, players: list[str], options: dict) -> None:
        from companion.app import history, tables
        from companion.app.session import keep_unfinished
        keep_unfinished(paths.current_game())
        self.session = Session.start(game_id, players, options)
        history.remember_names(players)
        self.go_home()
        self.push(tables.get(game_id).play(self, self.session))

    def open_session(self) -> None:
        from companion.app import tables
        self.go_home()
        self.push(tables.get(self.session.record.game).play(self, self.session))

    def submit(self, action: dict, near=None) -> bool:
        """Check and record one action; a refusal is shown and nothing changes."""
        from companion.app import announce
        logged = len(announce.log_of(self.session.game) or ())
        was_over = self.session.finished
        refusal = self.session.submit(action)
        if refusal is not None:
            self.explain(refusal, near=near)
            return False
        if self.session.finished and not was_over:  # just ended: the game-over opens after this frame
            self.results_due = self.session
        self.sounds.play("ok")
        announce.announce(self, self.session.game, logged)  # what the referee did on its own
        self.invalidate()
        return True

    def undo(self) -> bool:
        """Drop the last action; a toast says which one (the table's own words for it)."""
        what = None
        if self.session is not None and self.session.actions:
            lines = getattr(self.top, "log_lines", None)
            try:
                what = lines()[-1] if lines else None
            except Exception:  # the words are a courtesy: never block an undo
                what = None
        try:
            done = self.session is not None and self.session.undo()
        except Refusal as not_saved:  # the save failed: the game (screen and disk) is unchanged
            self.explain(not_saved)
            return False
        if not done:
            self.toast(L("game.nothing_to_undo"))
        elif what is not None:
            self.toast(L("game.undone", what=what))
        self.invalidate()
        return done

    def offer_resume(self) -> None:
        from companion.app import tables
        from companion.app.scene import Dialog
        try:
            session, problem = Session.resume()
        except OSError as stuck:  # damaged save in a folder that cannot be written (failing SD card)
            self.push(Dialog(self, L("hardening.read_only", why=stuck.strerror or stuck.__class__.__name__),
                             [(L("common.ok"), None, "ok", "primary")], title=L("resume.damaged_title"),
                             dialog_name="damaged-save"))
            return
        if problem is not None:
            self.push(Dialog(self, problem.text, [(L("common.ok"), None, "ok", "primary")],
                             title=L("resume.damaged_title"), dialog_name="damaged-save"))
        if session is None or session.finished or not tables.has_table(session.record.game):
            return
        self.session = session
        name = tables.game_name(session.record.game)
        self.push(Dialog(self, L("resume.question", game=name, players=", ".join(session.players),
                                 count=len(session.actions)),
                         [(L("resume.later"), None, "later"), (L("resume.resume"), self.open_session, "resume", "primary")],
                         title=L("resume.title"), dialog_name="resume"))

    def start_safely(self, failed_starts: int) -> None:
        """Safe mode: the last starts all died before showing anything; resume nothing, keep
        the saved game aside (so the next normal start does not fall into it again), say why."""
        from companion.app.scene import Dialog
        aside = self.set_save_aside("safe-mode")
        self.push(Dialog(self, L("hardening.safe_mode", n=failed_starts, aside=aside),
                         [(L("common.ok"), None, "ok", "primary")], title=L("hardening.safe_title"),
                         dialog_name="safe-mode"))

    def set_save_aside(self, why: str):
        """Move the saved game out of the way (kept for inspection or replay); the sentence that
        tells where it went, or why it could not be moved ("" when there was none)."""
        from companion.app.session import set_aside
        self.session = None
        save = paths.current_game()
        try:
            if not save.exists():
                return ""
            return L("hardening.kept_aside", name=set_aside(save, why).name)
        except OSError as stuck:
            return L("hardening.not_set_aside", why=stuck.strerror or stuck.__class__.__name__)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        self.save_settings()

    def save_settings(self) -> None:
        if not self.kiosk.staff_present():  # a guest's change lasts for this group only
            self.invalidate()
            return
        try:
            settings_module.save(self.settings)
        except OSError:
            self.toast(L("settings.not_saved"), error=True)
        self.invalidate()

    # -- input: one path for fingers and the mouse -----------------------------------------------
    def handle(self, event) -> None:
        event = self.kiosk.event(event)  # turned to logical coordinates; None: a locked kiosk ignores it
        if event is None:
            return
        kind = event.type
        if kind == pygame.QUIT:
            self.running = False
        elif kind in (pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            self.invalidate()
        elif kind in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            self.needs_draw = True
        elif kind == pygame.FINGERDOWN:
            self.press(self._finger(event), ("finger", getattr(event, "finger_id", 0)))
        elif kind == pygame.FINGERUP:
            self.release(self._finger(event), ("finger", getattr(event, "finger_id", 0)))
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and not getattr(event, "touch", False):
            self.press(event.pos, "mouse")
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1 and not getattr(event, "touch", False):
            self.release(event.pos, "mouse")
        elif kind == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_AC_BACK):
            self.guard(self.top.back)
        elif kind in (pygame.TEXTINPUT, pygame.KEYDOWN) and hasattr(self.top, "typed"):
            self.guard(lambda: self.top.typed(event))  # a physical keyboard (text entry)

    def _finger(self, event) -> tuple[int, int]:
        width, height = self.window.get_size()
        return int(event.x * width), int(event.y * height)

    def press(self, pos, pointer="mouse") -> None:
        """A finger (or the mouse) goes down. Each finger is followed on its own, so two
        players tapping their own panels at the same moment both get their tap."""
        # a toast never swallows a tap: the tap dismisses it and still reaches what is below
        for toast in [t for t in self.toasts if t.rect is not None and t.rect.collidepoint(pos)]:
            self.toasts.remove(toast)
        self.presses[pointer] = self.pressed = self.top.hit(pos)
        self.needs_draw = True

    def release(self, pos, pointer="mouse") -> None:
        pressed = self.presses.pop(pointer, None)
        under = self.top.hit(pos)
        # the same widget, or (after another finger's tap rebuilt the scene) its successor
        if pressed is not None and under is not None and (under is pressed or (pressed.id and under.id == pressed.id)):
            pressed = under
            self.pressed = pressed  # so a refusal toast can find the seat panel of the tap
            if pressed.enabled and pressed.on_tap is not None:  # an accepted tap: refusals are answered,
                self.toasts = [t for t in self.toasts if not (t.error or t.passing)]  # announcements read
            self.guard(lambda: pressed.tap(self))
        # the highlight stays on a finger still down, if any
        self.pressed = next((w for w in reversed(self.presses.values()) if w is not None), None)
        self.needs_draw = True

    def guard(self, work) -> None:
        """Run a tap's work; a bug becomes a message, never a traceback on the table."""
        try:
            work()
        except Exception as bug:
            print_bug()
            self.toast(L("common.internal_error", what=f"{bug.__class__.__name__}: {bug}"), error=True)
            self.invalidate()

    # -- loop and drawing ---------------------------------------------------------------------
    def run(self) -> None:
        self.render()
        memory.stirred()             # the first quiet spell begins with the first frame
        while self.running:
            timeout = self.kiosk.wakeup(self.next_wakeup())
            event = self.wait_event(timeout)
            if event.type != pygame.NOEVENT:
                self.handle(event)
                memory.stirred()     # input: the rest waits for the next quiet spell
            self.pump(draw=False)
            self.step()
            self.prepare_undo()
            if not pygame.event.peek():
                memory.at_ease(self)  # nobody waits: young garbage, memory back, after a quiet spell the rest

    def prepare_undo(self) -> None:
        """The frame is on screen: while nothing waits, work out what an undo would give
        (`Session.prepare_undo`), so the undo button answers as fast as a tap."""
        if self.session is None or pygame.event.peek():
            return
        try:
            self.session.prepare_undo()
        except Exception:  # the undo itself will meet the problem again, and report it
            pass

    def wait_event(self, timeout: int | None):
        """The next event, or NOEVENT after at most `timeout` ms (None: no limit): the app
        sleeps until input or its next timer, without polling (`companion.app.waiting`)."""
        if self._waiter is None:
            from companion.app.waiting import Waiter
            self._waiter = Waiter(pygame.display.get_driver())
        return self._waiter.next_event(timeout)

    def pump(self, draw: bool = True) -> None:
        """Handle every queued event without waiting (the loop and the tests use it)."""
        for event in pygame.event.get():
            self.handle(event)
        if draw:
            self.step()

    def step(self) -> None:
        self.kiosk.tick()
        now = pygame.time.get_ticks()
        before = len(self.toasts)
        self.toasts = [t for t in self.toasts if t.until > now]
        if len(self.toasts) != before:
            self.needs_draw = True
        for scene in self.visible():
            if scene.animating():
                try:
                    scene.tick(now)
                except Exception as bug:  # an animation bug must not stop a kiosk
                    self.close_broken(scene, bug)
                    break
                self.invalidate()
        if self.needs_draw:
            self.render()

    def next_wakeup(self) -> int | None:
        """Milliseconds until something must change on screen, or None to sleep until an event."""
        if any(scene.animating() for scene in self.visible()):
            return FRAME_MS
        if self.toasts:
            return max(1, min(t.until for t in self.toasts) - pygame.time.get_ticks() + 1)
        return None

    def visible(self) -> list:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].modal:
            start -= 1
        return self.stack[start:]

    def render(self) -> pygame.Surface:
        """Draw a frame. A scene whose drawing fails (a bug, or a save holding something it
        cannot draw) is closed with a message instead of taking the app down; for a game,
        its save is set aside first, so a kiosk never resumes into it again."""
        while True:
            try:
                surface = self.draw_frame()
                memory.trim()   # the pixel caches together back under their ceiling, the frame drawn
                break
            except Exception as bug:
                self.window.set_clip(None)
                self._last_frame = None
                self.close_broken(self.game_scene() or self.top, bug, poisoned=True)
        if self._on_first_frame is not None:
            first, self._on_first_frame = self._on_first_frame, None
            first()
        if self.results_due is not None:
            self.open_results()
        return surface

    def open_results(self) -> None:
        """The game that has just ended, its final move on screen: its game-over, once its table
        is on top again (a table's own last dialog first); dropped if undone or replaced."""
        due, table = self.results_due, self.game_scene()
        if due is not self.session or not due.finished or table is None:
            self.results_due = None
        elif self.top is table:
            self.results_due = None
            table.open_results()

    def game_scene(self):
        """The scene showing the game in progress, if one is open."""
        from companion.app.scenes.game import GameScene
        return next((scene for scene in self.stack if isinstance(scene, GameScene)
                     and self.session is not None and scene.session is self.session), None)

    def draw_frame(self) -> pygame.Surface:
        surface = self.window
        if self.needs_build:
            self.rebuild_visible()
        dirty = self.draw_changes(surface)
        under = None
        if dirty is None:
            under = self.draw_scenes(surface)
            self.draw_toasts(surface)
            self.remember_frame()
            if under is not None:
                under = (under[0], under[1] + [toast.rect for toast in self.toasts])
        shown = self.kiosk.present(dirty, under)  # the staff ring, the turn onto a rotated panel
        if shown is None:
            pygame.display.flip()
        elif shown:
            pygame.display.update(shown)
        self.needs_draw = False
        self.frames += 1
        return surface

    def draw_scenes(self, surface):
        """Every visible scene, bottom to top; a screen drawn whole again as it was comes back
        in one blit. Kept while what it shows (every widget's signature) is unchanged:
        - the whole screen, dialogs and sheets included: home after the settings or a rules
          page, a table after its log, a dialog after one over it closes;
        - under the top veiled modal (a dialog, a card entry), the darkened screen below it:
          the frame after a dialog's own tap drawn whole does not draw the screen below and
          veil it again.
        What the top scene covers with opaque widgets (a sheet) is not drawn below it.
        On a turned panel, returns (the kept screen turned, the places drawn over it) when one
        came back: the panel takes it in one blit too, and turns only those places (turning
        the whole screen costs 5-6 B). Otherwise None."""
        scenes = self.visible()
        top = max((index for index, scene in enumerate(scenes) if scene.veiled), default=0)
        cover = covered(scenes)
        size = surface.get_size()
        key = self._below_veil(scenes, size, cover, whole=True)
        whole = (key is not None and _kept.get("whole")) or _NOTHING_KEPT
        if key is not None and whole[0] == key and whole[2]:
            surface.blit(whole[1], (0, 0))
            return self._turned_under("whole", whole, [], top)
        under = None
        if top:
            below_key = self._below_veil(scenes[:top + 1], size, cover)
            below = (below_key is not None and _kept.get("below")) or _NOTHING_KEPT
            if below_key is not None and below[0] == below_key and below[2]:
                around(surface, cover, lambda: surface.blit(below[1], (0, 0)))  # (the top scene paints the cover)
                under = self._turned_under("below", below, scenes[top:], top)
            else:
                def draw_below():
                    for scene in scenes[:top]:
                        scene.draw(surface)
                    veil(surface)
                around(surface, cover, draw_below)
                if below_key is not None:
                    # kept the second time it is drawn whole: opening a dialog costs no copy
                    self._keep("below", surface, below_key, below, below[0] == below_key)
        for index in range(top, len(scenes)):
            # the veiled one's veil is on screen already; the top one is drawn whole
            draw = scenes[index].draw_widgets if index == top and top else scenes[index].draw
            if index == len(scenes) - 1:
                draw(surface)
            else:
                around(surface, cover, lambda draw=draw: draw(surface))
        if key is not None:
            # a page shown once takes no pixels: until its second whole drawing, only what
            # it shows is remembered (see `let_go_of_screen`)
            if self._drawn_whole == key:
                self._keep("whole", surface, key, whole, True)
            self._drawn_whole = key
        return under

    @staticmethod
    def _keep(name: str, surface, key, kept, again: bool) -> None:
        """The screen `surface` shows, known by `key`, kept as `name`: its pixels the second
        time in a row it is drawn whole (`again`), in those of the screen kept before."""
        picture = kept[1]
        if again:
            if picture is None or picture.get_size() != surface.get_size():
                picture = surface.copy()
            else:
                picture.blit(surface, (0, 0))
        _kept.put(name, [key, picture, again, None])

    def _turned_under(self, name: str, kept, over: list, top: int):
        """(the kept screen turned onto the panel, where `over`, the scenes drawn over it,
        paint), on a turned display; None when not turned, or when a scene over it may paint
        anywhere. The turned screen is made the first time it comes back, and kept with it."""
        if not self.kiosk.rotation:
            return None
        places = []
        for index, scene in enumerate(over):
            # a dialog draws its widgets alone (the top veiled one always; the others when
            # drawn the standard way): each within its rect and the BLEED around it
            if not scene.modal or (type(scene).draw is not Scene.draw and not (top and index == 0)):
                return None
            places += [widget.rect.inflate(2 * BLEED, 2 * BLEED) for widget in scene.widgets]
        if kept[3] is None:
            kept = list(kept[:3]) + [self.kiosk.turned(kept[1])]
            _kept.put(name, kept)
        return kept[3], places

    def _below_veil(self, scenes, size, cover, whole: bool = False):
        """What the screen under a veil shows (None: not known, it is drawn every time): the
        scenes drawn the standard way, every widget with a signature, and what the top scene
        covers (not drawn). `whole`: the screen all of `scenes` show, none veiled over."""
        if any(type(scene).draw is not Scene.draw for scene in scenes):
            return None
        shown = []
        for scene in scenes if whole else scenes[:-1]:
            widgets = self.shown_widgets(scene)
            if any(signature is None for _, signature, _ in widgets):
                return None
            shown.append((type(scene), scene.name, widgets))
        return size, self.lang, tuple(shown), tuple(tuple(rect) for rect in cover)

    def shown_widgets(self, scene) -> tuple:
        """(rect, signature) of each of the scene's widgets, worked out once a frame (a full
        frame under a dialog asks for them twice: the screen kept below it, and the frame
        remembered for the next one)."""
        memo, frame = self._shown, (self.frames, self.pressed, self.lang)
        if memo[0] != frame:
            memo = self._shown = (frame, {})
        found = memo[1].get(id(scene))
        if found is None or found[0] is not scene or found[1] is not scene.widgets:
            found = (scene, scene.widgets, tuple(shown_entry(w, self) for w in scene.widgets))
            memo[1][id(scene)] = found
        return found[2]

    def rebuild_visible(self) -> None:
        """Build the scenes on screen; one that fails (a bug) is closed with a message
        instead of taking the app down, and the game's save is untouched."""
        self.needs_build = False
        for scene in self.visible():
            try:
                scene.rebuild()
            except Exception as bug:
                self.close_broken(scene, bug, poisoned=True)
                self.rebuild_visible()
                return

    def close_broken(self, scene, bug: Exception, poisoned: bool = False) -> None:
        """Close a scene whose code failed, with a message. `poisoned` (it failed to build or
        draw): if it shows the game in progress, that game may never be shown again, so it
        is closed and its save set aside; otherwise the save is untouched."""
        from companion.record import one_line
        print_bug()
        if len(self.stack) == 1:
            raise bug  # home itself is broken: nothing sensible to show
        what = one_line(f"{bug.__class__.__name__}: {bug}", 120)
        if poisoned and scene is self.game_scene():
            aside = self.set_save_aside("broken")
            self.toasts = []  # they spoke of the closed game (and one may be what failed)
            self.go_home()
            self.toast(L("hardening.broken_game", what=what, aside=aside), error=True)
            return
        self.stack.remove(scene)
        self.toast(L("common.internal_error", what=what), error=True)
        self.invalidate()

    def draw_changes(self, surface) -> list | None:
        """Redraw only the top-level widgets whose `signature` changed since the last frame,
        and where a toast came or went (a tap in one seat's panel redraws that panel, not the
        screen); with dialogs open, the same for every visible scene, each changed place
        drawn bottom to top under a clip (scene, veil, dialog). Returns the rectangles drawn,
        or None when everything must be drawn."""
        scenes = self.visible()
        previous, self._last_frame = self._last_frame, None
        ring = self.kiosk.ring_rect()  # the staff ring a locked kiosk draws over the corner
        if (previous is None or not self._can_draw_parts(scenes)
                or previous[0] != tuple(scenes) or previous[1] != surface.get_size()):
            self._ring = ring
            return None
        dirty, below, current = [], [], []
        cover = covered(scenes)
        sheet = covering_panel(scenes[-1], cover)
        for scene, before_widgets in zip(scenes, previous[2]):
            now_widgets = self.shown_widgets(scene)
            # what changed below a large sheet is seen only around it: apart, it is cut to
            # there (joined, a seat's panel under the sheet and the sheet's cards repainted
            # the whole screen)
            found = below if sheet is not None and scene is not scenes[-1] else dirty
            # widgets matched by id (or place), not by index: one that came early in the list
            # shifts the others without repainting them
            for old, new in differences(before_widgets, now_widgets):
                if old is None or new is None:  # it came, or went
                    found.append(Rect((now_widgets[new] if old is None else before_widgets[old])[0]))
                    continue
                (rect, before, _), (now_rect, now, _) = before_widgets[old], now_widgets[new]
                if now_rect != rect or before == now:  # moved, or drawn in another order: all of it
                    found.append(Rect(rect).union(Rect(now_rect)))
                    continue
                widget = scene.widgets[new]
                # (the sheet's changed places each apart: they are copied together, below)
                parts = widget.changes(before, now, None) if widget is sheet else widget.changes(before, now)
                found += parts if parts is not None else [Rect(rect)]
            current.append(now_widgets)
        toasts = self.place_toasts()
        shown = {(tuple(toast.rect), id(toast)) for toast in toasts}
        dirty += [Rect(rect) for rect, _ in shown.symmetric_difference(previous[3])]
        dirty += [Rect(rect) for rect in {ring, self._ring} if rect is not None]  # it fills, or it went
        self._ring = ring
        # each pixel drawn once, however many changes overlap there; with the few pixels a
        # widget may paint beyond its rect
        places = [Rect(rect).inflate(2 * BLEED, 2 * BLEED) for rect in dirty]
        places += [piece for rect in below for piece in subtract(Rect(rect).inflate(2 * BLEED, 2 * BLEED), cover)]
        dirty = covering([place.clip(surface.get_rect()) for place in places])
        base, modals = scenes[0], scenes[1:]
        opaque = base.opaque_rects()
        inside, apart = sheet_places(sheet, scenes[-1], dirty, toasts) if sheet is not None else ([], dirty)
        if inside:  # only the sheet shows there: its places copied in one call
            theme.use_scale(scenes[-1].type_sizes)
            surface.set_clip(inside[0].unionall(inside[1:]))
            sheet.draw_areas(surface, self, inside)
        for rect in apart:
            # what the top scene covers with opaque widgets is not drawn below it
            for part in (subtract(rect, cover) if cover else [rect]):
                surface.set_clip(part)
                self.unseen = cover
                try:
                    base.draw_widgets(surface, opaque, reach=0)
                finally:
                    self.unseen = []
                for modal in modals[:-1]:  # its veil and box: drawn whole, the clip keeps it to `part`
                    modal.draw(surface)
            surface.set_clip(rect)
            if modals:  # a veil darkens what it covers, painted over at once
                modals[-1].draw(surface)
            for toast in toasts:
                if toast.rect.colliderect(rect):
                    surface.blit(toast.image(self), toast.rect)
        surface.set_clip(None)
        self._last_frame = (tuple(scenes), surface.get_size(), current, shown)
        return dirty

    @staticmethod
    def _can_draw_parts(scenes) -> bool:
        """A frame can be drawn in parts when the bottom scene draws only its widgets (the
        scenes over it, dialogs, are drawn whole under a clip)."""
        return type(scenes[0]).draw is Scene.draw and all(scene.modal for scene in scenes[1:])

    def remember_frame(self) -> None:
        scenes = self.visible()
        if not self._can_draw_parts(scenes):
            self._last_frame = None
            return
        self._last_frame = (tuple(scenes), self.window.get_size(),
                            [self.shown_widgets(scene) for scene in scenes],
                            {(tuple(toast.rect), id(toast)) for toast in self.toasts})

    def draw_whole(self) -> None:
        """Draw every widget at the next frame, panels from their kept pictures (a frame of
        its own: a rest keeps what it uses, a benchmark times it)."""
        self._last_frame = None
        self.invalidate()

    def let_go_of_screen(self) -> None:
        """The rest's, before and after it draws: the screen kept whole goes, and its memory
        comes back (only a page or dialog closed over it draws it whole again; drawn by the
        rest, its widgets keep what they use); so does the one under a dialog once no dialog
        is open. One under an open dialog stays."""
        _kept.pop("whole")
        self._drawn_whole = None
        if not any(scene.veiled for scene in self.visible()):
            _kept.pop("below")

    def full_redraw(self) -> None:
        """Draw every widget at the next frame, panels included (layout checks read what
        drawing measures)."""
        from companion.app.panels import forget_pictures
        forget_pictures()
        for name in ("whole", "below"):
            kept = _kept.get(name)
            if kept is not None:  # what it showed is forgotten; its pixels' memory serves again
                _kept.put(name, [None, kept[1], False, None])
        self._drawn_whole = None
        self._last_frame = None
        self.invalidate()

    def place_toasts(self) -> list[Toast]:
        """Where each toast goes this frame: in its seat's panel, or stacked in the middle."""
        m = self.metrics
        stacked = 0
        for toast in self.toasts:
            area = toast.panel.screen_rect() if toast.panel is not None else m.screen
            place = toast.image(self).get_rect(center=area.center)
            if toast.panel is None:
                place.centery = area.centery + stacked
                stacked += place.height + m.gap
            toast.rect = place
        return self.toasts

    def draw_toasts(self, surface) -> None:
        for toast in self.place_toasts():
            surface.blit(toast.image(self), toast.rect)

    # -- tests and tools ------------------------------------------------------------------------
    def leaves(self):
        """Every widget of the top scene (the one taking taps)."""
        return list(self.top.leaves())

    def find(self, widget_id: str):
        for widget in self.leaves():
            if widget.id == widget_id:
                return widget
        return None


def covered(scenes) -> list:
    """Where the top scene of `scenes` hides the ones below: the largest rectangle it paints
    opaque, when that is most of the screen (a sheet); nothing below is drawn there. Under a
    smaller box (a dialog), drawing below whole costs less than drawing it in pieces around."""
    rects = scenes[-1].opaque_rects() if len(scenes) > 1 else []
    if not rects:
        return []
    largest = max(rects, key=lambda rect: rect.width * rect.height)
    m = scenes[-1].metrics
    return [largest] if largest.width * largest.height * COVER_SHARE >= m.width * m.height else []


def covering_panel(scene, cover: list):
    """The panel of `scene` that is its `cover` (a sheet over the screen), when it is over
    SHEET_APART_PX pixels; or None."""
    if not cover or cover[0].width * cover[0].height < SHEET_APART_PX:
        return None
    return next((widget for widget in scene.widgets if isinstance(widget, Panel) and widget.rect == cover[0]), None)


def sheet_places(sheet, scene, dirty: list, toasts: list) -> tuple[list, list]:
    """(the `dirty` rectangles where `sheet` alone shows: inside it, out of reach of the
    scene's other widgets and of the toasts; the others)."""
    others = [widget.rect.inflate(2 * BLEED, 2 * BLEED) for widget in scene.widgets if widget is not sheet]
    others += [toast.rect for toast in toasts]
    inside, apart = [], []
    for rect in dirty:
        (inside if sheet.rect.contains(rect) and rect.collidelist(others) == -1 else apart).append(rect)
    return inside, apart


def around(surface, cover: list, draw) -> None:
    """`draw()` everywhere but under `cover`: once per piece left, under its clip."""
    if not cover:
        draw()
        return
    for piece in subtract(surface.get_rect(), cover):
        surface.set_clip(piece)
        draw()
    surface.set_clip(None)


def _place(panel):
    """Where a toast stands: a seat panel (by id, which survives rebuilds) or the middle (None)."""
    return None if panel is None else (getattr(panel, "id", None) or id(panel))


def screen_density(app, size) -> float | None:
    """Pixels per mm: from the "screen diagonal" setting, else SDL's DPI when fullscreen."""
    from companion.app.layout import display_dpi, px_per_mm
    fullscreen = bool(app.window.get_flags() & pygame.FULLSCREEN)
    return px_per_mm(*size, diagonal_in=app.settings.screen_diagonal, dpi=display_dpi() if fullscreen else None)


def app_icon() -> pygame.Surface:
    """The window's icon: a gold coin on the baize."""
    icon = pygame.Surface((32, 32))
    icon.fill(theme.BACKGROUND)
    pygame.draw.circle(icon, theme.PRIMARY, (16, 16), 12)
    return icon


def print_bug() -> None:
    """The traceback of the exception being handled, on stderr (for the log; never on the table)."""
    import traceback  # imported when a bug happens, not at every start
    traceback.print_exc(file=sys.stderr)


def parse_size(text: str) -> tuple[int, int]:
    import argparse  # the command line's module, not needed when the app is started from code
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not '{text}'") from None
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise argparse.ArgumentTypeError("size must be between 200 and 8000 pixels each way")
    return width, height


def run(argv: list[str]) -> int:
    from companion.cli import OneLineParser, UsageError

    parser = OneLineParser(prog="companion", description="Start the table app.")
    parser.add_argument("--windowed", action="store_true", help="run in a window instead of fullscreen")
    parser.add_argument("--size", type=parse_size, help="window size, e.g. 1280x800 (implies --windowed)")
    parser.add_argument("--mode", choices=settings_module.MODES, help="table (panels face each seat) or wall (upright)")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the app (any installed)")
    parser.add_argument("--kiosk", action="store_true", default=None,
                        help="café kiosk: locked fullscreen, staff leave with a corner long-press and the PIN")
    parser.add_argument("--rotate", type=int, choices=(0, 90, 180, 270),
                        help="turn drawing and touch clockwise, for panels that ignore the system's rotation")
    try:
        args = parser.parse_args(argv)
    except UsageError as bad:
        print(f"companion: {bad} (try 'companion --help')", file=sys.stderr)
        return 2
    except SystemExit as stop:
        return 0 if stop.code == 0 else 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from companion.app import startup
    missing = startup.missing_fonts()
    if missing:
        print(f"companion: font file missing: {missing[0]} (reinstall the app, or copy assets/fonts back)", file=sys.stderr)
        return 1
    try:
        starts = startup.StartCounter(paths.data_dir())
    except OSError as failure:
        print(f"companion: cannot use the data folder ({failure.strerror or failure})", file=sys.stderr)
        return 1
    starts.starting()
    memory.settle_start_up()
    try:
        app = App(args.size, fullscreen=not (args.windowed or args.size), mode=args.mode, lang=args.lang,
                  kiosk=args.kiosk, rotate=args.rotate, failed_starts=starts.failed, on_first_frame=starts.started)
    except pygame.error as failure:
        print(f"companion: cannot open a window ({failure})", file=sys.stderr)
        return 1
    try:
        app.run()
    except KeyboardInterrupt:
        pass
    finally:
        pygame.quit()
    return 0
