"""The game screen frame shared by every game's table.

A `GameScene` lays out one `Panel` per seat (turned to face its player in table mode,
upright in wall mode), a central area and an action area holding Undo, the game's log and
Home, plus the shared buttons the table asks for. A game's table subclasses it and fills
`build_seat`, `build_center` and `shared_actions`.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import FrameLayout, Rect, columns, game_frame, inset
from companion.app.panels import Panel, turn_edge
from companion.app.scene import Dialog, Scene
from companion.app.widgets import Box, Button, EverySide, Widget, one_size


ICONS = {"undo": "↶", "log": "☰", "home": "⌂"}  # the frame's buttons where their words do not fit


class GameScene(Scene):
    panel_depth = 0.36  # share of the short side a top/bottom seat panel takes (table mode)

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.frame: FrameLayout | None = None
        self.panels: list[Panel] = []
        self._action_plans: dict = {}  # what the action area's buttons look like -> their places (`build_actions`)

    @property
    def game(self):
        return self.session.game

    @property
    def players(self) -> list[str]:
        return self.session.players

    def build(self):
        m = self.metrics
        self.frame = self.frame_layout()
        self.add(Box(self.frame.center, theme.CENTER, radius=m.px(12)))
        self.panels = []
        for slot in self.frame.seats:
            active = self.seat_active(slot.seat)
            # the seat to act: lighter, with a gold border and ▶ marks (readable without colour)
            panel = Panel(slot.rect, slot.angle, colour=theme.PANEL_ACTIVE if active else theme.PANEL,
                          id=f"seat:{slot.seat}", active=active)
            self.panels.append(self.add(panel))
            self.fill_seat(panel, slot.seat)
        self.build_center(self.frame.center)
        self.build_actions(self.frame.actions)

    def build_key(self):
        return game_key(self.session, self.table_state())

    def table_state(self):
        """Everything the table's build reads besides the record, the game and the `looks`:
        its choices in progress, what is open over it, the time where it animates. While that
        holds, a dialog closing over the table or the screen drawn whole again builds nothing
        (`Scene.build_key`). None (the default): built at every build."""
        return None

    def fill_seat(self, panel: Panel, seat: int) -> None:
        """Build the seat's panel, or put back the widgets (and the look) it had when nothing
        it shows or answers changed since (`seat_key`): most taps change one or two seats,
        and building every panel again costs more than the frame it makes, on a Pi most of all."""
        key = self.seat_key(seat, panel)
        if key is None:
            self.kept.pop(("seat", seat), None)
            self.build_seat(panel, seat, self.seat_area(panel))
        else:
            def build():
                self.build_seat(panel, seat, self.seat_area(panel))
                return panel.look
            key = (tuple(panel.rect), panel.angle, key)  # (and the `looks` every kept part has)
            panel.look = self.keep(panel, ("seat", seat), key, build)
        self.seat_filled(panel, seat)

    @staticmethod
    def seat_area(panel: Panel) -> Rect:
        """Where a seat's words and buttons go, in the panel's upright coordinates: inside the
        thick gold ring the seat to act wears (`panels.turn_edge`), whoever's turn it is, so
        nothing is drawn over the ring that tells every chair whose turn it is, and nothing
        moves when the turn passes."""
        return inset(panel.local_rect, turn_edge(panel.local_size))

    def forget_seats(self) -> None:
        """Build every seat, and so the table, afresh at the next build (its game changed
        behind its record's back, which the table's key cannot see: a test, a tool)."""
        self.kept.clear()
        self._built_on = None

    # -- for the game's table to fill ---------------------------------------------------------
    def frame_layout(self) -> FrameLayout:
        """Where the panels, the centre and the action area go (a table may share out the
        centre and the action area otherwise, e.g. at the end)."""
        return game_frame(self.metrics, len(self.players), self.app.mode, self.depth())

    def depth(self) -> float:
        """Share of the short side a top/bottom panel takes in table mode (e.g. less at the end,
        when the centre shows the result)."""
        return self.panel_depth

    def seat_active(self, seat: int) -> bool:
        """Highlight this seat's panel (it is expected to act)."""
        return False

    def build_seat(self, panel: Panel, seat: int, area: Rect) -> None:
        """Add the seat's widgets with `panel.add(...)`, in the panel's own upright coordinates."""

    def seat_key(self, seat: int, panel: Panel) -> tuple | None:
        """Everything the seat's panel shows or answers (words, buttons, their refusals), for
        a table whose panels are kept between builds while it holds (`fill_seat`: their
        widgets and the panel's `look`; the panel's place, the screen with its type scale,
        the language and `panels.forgotten()` are added to it; `Same(thing)` compares a
        thing by identity). None (the default): built at every build. A missing input shows
        stale words: each table that keeps its panels has a test comparing kept panels with
        fresh ones over whole games (`testing.kept_panels_differ`)."""
        return None

    def seat_filled(self, panel: Panel, seat: int) -> None:
        """After the seat's panel is built or put back: set what its key leaves out on purpose
        (e.g. whose turn it is, on kept buttons)."""

    def build_center(self, area: Rect) -> None:
        """Shared information and entries (with `self.add(...)`, screen coordinates)."""

    def shared_actions(self) -> list[Button]:
        """Extra buttons for the action area (their rects are set by the frame)."""
        return []

    # -- shared helpers for the tables ---------------------------------------------------------
    def add_for_every_side(self, rect: Rect, text, size: int | None = None, colour=theme.INK) -> Widget:
        """A short shared text (whose turn, the trick's leader…) drawn once per table side
        along the edges of `rect`, each copy facing the players on that side (one upright
        copy in wall mode)."""
        angles = sorted({slot.angle for slot in self.frame.seats}) if self.app.mode == "table" else [0]
        return self.add(EverySide(rect, text, size or self.metrics.font("body"), angles, colour))

    def toast_for(self, seat: int, message, *, error: bool = False) -> None:
        """A message for one seat, in its panel, facing it."""
        self.app.toast(message, error=error, seat=seat)

    # -- the action area ------------------------------------------------------------------------
    def build_actions(self, area: Rect) -> None:
        m = self.metrics
        extra = self.shared_actions()
        if self.session.finished:  # every table's finished game reaches the shared game-over screen
            extra = [Button(Rect(0, 0, 0, 0), L("history.results"), self.open_results, id="game-over", style="primary",
                            size=m.font("button"))] + extra
        has_actions = bool(self.session.actions)
        common = [
            Button(Rect(0, 0, 0, 0), L("game.undo"), self.undo, id="undo", enabled=has_actions,
                   reason=L("game.nothing_to_undo"), size=m.font("button")),
            Button(Rect(0, 0, 0, 0), L("game.log"), self.open_log, id="log", style="quiet", size=m.font("button")),
            Button(Rect(0, 0, 0, 0), L("game.home"), self.leave, id="home", style="quiet", size=m.font("button")),
        ]
        buttons = extra + common
        lang = self.app.lang
        # the places depend only on the area, the words and the sizes: most taps change none
        # of them (measuring the words again was a tenth of a tap's rebuild at 800×480)
        key = (tuple(area), m, lang, theme.scale(),
               tuple((button.id, say(button.label, lang), button.size) for button in buttons))
        plan = self._action_plans.get(key)
        if plan is None:
            if len(self._action_plans) > 16:  # (another screen or language: the old ones go)
                self._action_plans.clear()
            plan = self._action_plans[key] = self.plan_actions(area, extra, common)
        for button, (rect, label, size) in zip(buttons, plan):
            button.rect, button.size = Rect(rect), size
            if label is not None:
                button.label = label
            self.add(button)

    def plan_actions(self, area: Rect, extra: list, common: list) -> list:
        """Where the action area's buttons go: (rect, label, size) each, the label None where
        it keeps its own (the frame's buttons by their symbol where their words do not fit).
        It lays the buttons out in place, to measure them; `build_actions` keeps the result."""
        m = self.metrics
        buttons = extra + common
        # as many rows as fit at touch size, the buttons filling them column by column
        apart = m.apart
        nrows = max(1, min(len(buttons), (area.height + apart) // (m.target + apart)))
        if area.width > area.height * 2.5:
            nrows = 1
        cols = -(-len(buttons) // nrows)
        nrows = -(-len(buttons) // cols)
        height = min(m.px(64), (area.height - apart * (nrows - 1)) // nrows)
        top = area.top + (area.height - nrows * height - apart * (nrows - 1)) // 2 if nrows > 1 else area.top
        width = (area.width - apart * (cols - 1)) // cols
        widths = [width] * len(buttons)
        if nrows == 1 and extra and not all(self.fits_one_line(b, width, height) for b in extra):
            # a table's word that does not fit ("Résultats"): the frame's buttons go to their
            # symbols, narrower, and leave the room to the words that need it
            icon_w = min(width, max(m.target, m.px(72)))
            rest = (area.width - apart * (len(buttons) - 1) - icon_w * len(common)) // len(extra)
            widths = [rest] * len(extra) + [icon_w] * len(common)
        lefts = [area.left + sum(widths[:i % cols]) + (i % cols) * apart for i in range(len(buttons))]
        cells = [Rect(lefts[i], top + (i // cols) * (height + apart), widths[i], height) for i in range(len(buttons))]
        roomy = area.width - apart * (len(common) - 1) >= m.target * len(common)  # the symbols in one row
        if nrows == 2 and extra and roomy and not all(self.fits_one_line(b, width, height) for b in extra):
            # two rows (portrait): the table's words share the first, the frame's symbols the second
            first = columns(Rect(area.left, top, area.width, height), [1] * len(extra), apart)
            second = columns(Rect(area.left, top + height + apart, area.width, height), [1] * len(common), apart)
            cells = first + second
        labels = []
        for button, cell in zip(buttons, cells):
            button.rect = Rect(cell)
            labels.append(None)
            if button in common and (cell.width < m.px(104) or not self.fits_one_line(button, cell.width, height)):
                # a narrow cell: the frame's own button by its symbol alone, never "↶ Rückgä…"
                labels[-1] = button.label = ICONS[button.id]
        one_size(buttons, self.app)  # "Rückgängig" and "Protokoll" side by side at one size
        return [(tuple(button.rect), label, button.size) for button, label in zip(buttons, labels)]

    def undo(self) -> None:
        """The action area's Undo (a table may ask the players first)."""
        self.app.undo()

    def fits_one_line(self, button: Button, width: int, height: int) -> bool:
        """The button's words on one line at the scale's smallest size, inside its padding."""
        words_w = theme.text_size(say(button.label, self.app.lang), theme.snap(self.metrics.min_text), True)[0]
        return words_w <= width - 2 * max(8, height // 5)

    def open_results(self):
        from companion.app.scenes.game_over import GameOver
        self.app.push(GameOver(self.app, self.session))

    def open_log(self):
        from companion.app.scenes.log_screen import LogScreen
        self.app.push(LogScreen(self.app, self.session, self.log_lines()))

    def log_lines(self) -> list:
        """The actions so far, in words, oldest first: the game log's sentence for each (the
        Undo toast names the last); a table may give shorter lines."""
        from companion import record as records
        from companion.app.announce import action_sentences
        said = action_sentences(self.game) or {}
        return [said.get(index) or records.describe(self.session.record, action)
                for index, action in enumerate(self.session.actions)]

    def leave(self):
        self.app.go_home()

    def back(self):
        self.app.push(Dialog(self.app, L("game.leave_question"),
                             [(L("common.cancel"), None, "cancel"), (L("game.home"), self.app.go_home, "leave", "primary")],
                             dialog_name="leave"))


def moment(session) -> tuple:
    """Where a game stands, for a key: its record and its game, compared by identity (an action
    or an undo makes new ones; a tool may put another game on the same record)."""
    return Same(session.record), Same(session.game)


def game_key(session, state) -> tuple | None:
    """The build key of a scene showing the game (a table, a sheet over it): where the game
    stands and `state`, what else its build reads; None where it cannot say (`state` None)."""
    return None if state is None else (*moment(session), state)


class Same:
    """A thing compared by identity in a `seat_key` (the game, the record: an action makes
    new ones, and comparing them by value would walk them)."""
    __slots__ = ("thing",)

    def __init__(self, thing):
        self.thing = thing

    def __eq__(self, other):
        return isinstance(other, Same) and other.thing is self.thing

    def __hash__(self):
        return id(self.thing)
