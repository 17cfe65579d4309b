"""New game, in three short pages: players (count, names, seat order), options, who starts."""

from __future__ import annotations

import random

from companion.app import history, tables, theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, grid, rows
from companion.app.options_ui import StackedLine, choice_label, option_values
from companion.app.scene import Scene
from companion.app.widgets import Button, Label, Paragraph

PAGES = ("players", "options", "first")
DRAW_MS = 1400  # the random draw's little animation


class NewGame(Scene):
    name = "new-game"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.table = tables.get(game_id)
        self.rules = tables.rules(game_id)
        self.count = self.rules.PLAYERS.start
        self.names: list[str] = [""] * (self.rules.PLAYERS.stop - 1)
        self.page = "players"
        self.options = {}
        for option in self.rules.OPTIONS:
            if option.name in self.table.hidden_options or option.name == self.table.first_player:
                continue
            default = option.default_for(self.count)
            self.options[option.name] = app.settings.house_rule(game_id, option.name, default)
        self.first: int | None = None
        self.drawing_until: int | None = None
        self.draw_result: int | None = None
        self.draw_highlight = 0
        self.recent = history.recent_names()

    @property
    def type_sizes(self):
        """A table's own options page (`Table.setup`) keeps that table's sizes until the table
        is on the type scale (scene.LEGACY_SCALE)."""
        from companion.app.scene import legacy
        if self.page == "options" and self.table.setup and legacy(self.game_id):
            return None
        return super().type_sizes

    # -- helpers -------------------------------------------------------------------------------
    def player_names(self) -> list[str]:
        return [self.names[i].strip() or L("newgame.default_name", n=i + 1).get(self.app.lang) for i in range(self.count)]

    def pages(self) -> list[str]:
        shown = [o for o in self.rules.OPTIONS if o.name in self.options]
        return [p for p in PAGES if p != "options" or shown or self.table.setup]

    def back(self):
        pages = self.pages()
        index = pages.index(self.page)
        if index == 0:
            self.app.pop()
        else:
            self.page = pages[index - 1]
            self.app.invalidate()

    def next(self):
        pages = self.pages()
        index = pages.index(self.page)
        if self.page == "players":
            names = self.player_names()
            if len(set(n.casefold() for n in names)) < len(names):
                self.app.explain(L("newgame.same_names"))
                return
        if index + 1 < len(pages):
            self.page = pages[index + 1]
            self.app.invalidate()
        else:
            self.start()

    def start(self):
        options = dict(self.options)
        if self.table.first_player:
            if self.first is None:
                self.app.explain(L("newgame.choose_first"))
                return
            options[self.table.first_player] = self.first
        begin = lambda: self.app.start_game(self.game_id, self.player_names(), options)  # noqa: E731
        current = self.app.session
        if current is not None and not current.finished and current.actions:
            from companion.app.scene import Dialog
            self.app.push(Dialog(self.app, L("newgame.replace_question", game=tables.game_name(current.record.game),
                                             players=", ".join(current.players)),
                                 [(L("common.cancel"), None, "cancel"), (L("newgame.start"), begin, "start-anyway", "primary")],
                                 title=L("resume.title"), dialog_name="replace-game"))
            return
        begin()

    # -- building --------------------------------------------------------------------------------
    def build_key(self):
        # (None while lots are drawn: the highlight moves at every frame) the options as
        # values: a table's own page changes its lists in place (Pikoko's colours swapped)
        if self.drawing_until is not None:
            return None
        options = tuple(sorted((name, tuple(value) if isinstance(value, list) else value)
                               for name, value in self.options.items()))
        return (self.page, self.count, tuple(self.names), options, self.first, tuple(self.recent))

    def build(self):
        m = self.metrics
        title = L("newgame.title", game=tables.game_name(self.game_id))
        body = self.header(title)
        pages = self.pages()
        last = pages.index(self.page) == len(pages) - 1
        content, bar = rows(body, [1, m.target], m.gap * 2)
        label = L("newgame.start") if last else L("common.next")
        # wide enough for its words on one line ("Commencer ▶"), the step count keeps the rest
        words_w = theme.text_size(say(label, self.app.lang), theme.snap(m.font("button")), True)[0]
        next_w = min(bar.width // 2, max(m.target, m.px(180), words_w + 2 * max(8, m.target // 5) + m.px(12)))
        step_rect, next_rect = columns(bar, [1, next_w], m.gap * 2)
        self.add(Label(step_rect, L("newgame.step", n=pages.index(self.page) + 1, total=len(pages)),
                       m.font("body"), theme.INK_SOFT, align="left"))
        ready = not last or not self.table.first_player or self.first is not None
        self.add(Button(next_rect, label, self.next, id="next",
                        style="primary", size=m.font("button"), enabled=ready and not self.drawing_until,
                        reason=L("newgame.choose_first")))
        getattr(self, f"build_{self.page}")(content)

    def build_players(self, area: Rect):
        m = self.metrics
        players = self.rules.PLAYERS
        if m.portrait:
            left, right = rows(area, [0.62, 0.38], m.gap * 3)
        else:
            left, right = columns(area, [0.58, 0.42], m.gap * 4)
        top = left
        if len(players) > 1:
            count_row, top = rows(left, [m.target, 1], m.gap * 2)
            label, buttons = columns(count_row, [0.4, 0.6], m.apart)
            self.add(Label(label, L("newgame.players"), m.font("body"), align="left"))
            for cell, n in zip(columns(buttons, [1] * len(players), m.apart), players):
                self.add(Button(cell, str(n), self._set_count(n), id=f"count:{n}", selected=n == self.count,
                                size=m.font("button")))
        names = self.player_names()
        cols = 2 if self.count > 3 and not m.portrait and top.height < (m.target + m.gap * 2) * self.count else 1
        row_h = max(m.target, min(m.px(54), (top.height - m.gap * 2 * (self.count - 1)) // -(-self.count // cols)))
        for seat, cell in enumerate(grid(top, self.count, cols, m.gap * 2, row_h)):
            if seat > 0:
                up, name_cell = columns(cell, [m.target, 1], m.apart)
                self.add(Button(up, "↑", self._swap(seat), id=f"up:{seat}", style="quiet", size=m.font("button")))
            else:
                name_cell = Rect(cell.left + m.target + m.apart, cell.top, cell.width - m.target - m.apart, cell.height)
                self.add(Label(Rect(cell.left, cell.top, m.target, cell.height), "1", m.font("body"), theme.INK_SOFT))
            self.add(Button(name_cell, names[seat], self._edit(seat), id=f"name:{seat}", style="normal",
                            size=m.font("button"), sublabel=None))
        hint, chips = rows(right, [m.px(78), 1], m.gap)
        self.add(Paragraph(hint, L("newgame.recent_hint"), m.font("small"), theme.INK_SOFT))
        # every chip keeps its place while names are used (a used one is greyed where it was):
        # two quick taps never land on a chip that slid under the finger
        recent = self.recent[:9]
        cols = 3 if right.width > m.px(300) else 2
        chip_h = m.target
        fits = max(0, (chips.height + m.apart) // (chip_h + m.apart)) * cols
        for name, cell in zip(recent[:fits], grid(chips, min(len(recent), fits), cols, m.apart, chip_h)):
            seated = name in names
            self.add(Button(cell, name, self._use_recent(name), id=f"recent:{name}", style="quiet", size=m.font("body"),
                            enabled=not seated, reason=L("newgame.already_seated", name=name)))

    def build_options(self, area: Rect):
        m = self.metrics
        if self.table.setup:
            self.table.setup(self, area, self.options)
            return
        shown = [o for o in self.rules.OPTIONS if o.name in self.options]
        if m.portrait:  # each option's name above its choices, across the whole width
            laid = [StackedLine(m, self.app.lang, area.width, o.label,
                                [choice_label(self.table, o, value) for value in option_values(o)] or [""])
                    for o in shown]
            heights = [line.height for line in laid]
        else:
            heights = [max(m.target, min(m.px(76), (area.height - m.gap * 2 * len(shown)) // max(1, len(shown))))] * len(shown)
        for index, (option, cell) in enumerate(zip(shown, rows(area, heights + [1], m.gap * 2))):
            buttons = None
            if m.portrait:
                label_rect, buttons = laid[index].place(cell, max(1, len(option_values(option))))
                choice_rect = buttons[0].unionall(buttons[1:])
            else:
                # worded choices get the room to wrap on two lines; steppers and seats need less
                share = 0.3 if option.kind in ("bool", "choice") else 0.45
                label_rect, choice_rect = columns(cell, [share, 1 - share], m.gap * 2)
            self.add(Paragraph(label_rect, option.label, m.font("body"), valign="center"))
            if option.kind in ("bool", "choice"):
                values = option_values(option)
                for value, button in zip(values, buttons or columns(choice_rect, [1] * len(values), m.apart)):
                    self.add(Button(button, choice_label(self.table, option, value), self._set_option(option.name, value),
                                    id=f"option:{option.name}:{value}", selected=self.options[option.name] == value,
                                    size=m.font("button")))
            elif option.kind == "int":
                current = self.options[option.name]
                low = option.minimum if option.minimum is not None else current - 100
                high = option.maximum if option.maximum is not None else current + 100
                key = max(m.target, m.px(64))  # "−10" on one line
                wide = choice_rect.width >= 5 * key + 4 * m.apart  # room for ±10 beside ±1 and the value
                steps = [-10, -1, None, 1, 10] if high - low > 20 and wide else [-1, None, 1]
                weights = [key if step is not None else 1 for step in steps]
                for step, cell in zip(steps, columns(choice_rect, weights, m.apart)):
                    if step is None:
                        self.add(Label(cell, str(current), m.font("title"), bold=True))
                        continue
                    target = min(high, max(low, current + step))
                    self.add(Button(cell, f"{step:+d}".replace("-", "−"), self._set_option(option.name, target),
                                    id=f"option:{option.name}:{step:+d}", enabled=target != current,
                                    reason=L("newgame.at_minimum") if step < 0 else L("newgame.at_maximum"),
                                    size=m.font("button")))
            elif option.kind == "seat":
                names = self.player_names()
                for seat, button in enumerate(columns(choice_rect, [1] * self.count, m.apart)):
                    self.add(Button(button, names[seat], self._set_option(option.name, seat), id=f"option:{option.name}:{seat}",
                                    selected=self.options[option.name] == seat, size=m.font("button")))

    def build_first(self, area: Rect):
        m = self.metrics
        question, choices = rows(area, [m.px(40), 1], m.gap * 2)
        self.add(Label(question, self.table.first_player_label or L("newgame.who_starts"), m.font("title"), align="left"))
        names = self.player_names()
        random_allowed = getattr(self.table, "first_player_random", True)
        count = self.count + (2 if random_allowed else 0)  # the draw, and the fingers on the glass
        # landscape: one row up to 5 (4 seats, the draw and the fingers: two rows, or "Draw at random" is cut)
        cols = (count if count <= 5 else -(-count // 2)) if not m.portrait else (count if count <= 3 else 2)
        cell_h = max(m.target, min(m.px(90), (choices.height - m.gap * 2) // -(-count // cols)))
        cells = grid(choices, count, cols, m.gap * 2, cell_h)
        for seat in range(self.count):
            highlighted = self.drawing_until is not None and self.draw_highlight == seat
            self.add(Button(cells[seat], names[seat], self._choose_first(seat), id=f"first:{seat}",
                            selected=self.first == seat or highlighted, size=m.font("title"),
                            enabled=self.drawing_until is None, reason=L("newgame.drawing")))
        if random_allowed:
            self.add(Button(cells[-2], L("newgame.draw"), self.draw_lots, id="first:random", style="quiet",
                            size=m.font("title"), enabled=self.drawing_until is None, reason=L("newgame.drawing")))
            from companion.app.scenes.first_finger import FingerChooser
            chooser = lambda: self.app.push(FingerChooser(self.app, names, lambda seat: self._choose_first(seat)()))  # noqa: E731
            self.add(Button(cells[-1], L("history.finger_button"), chooser, id="first:fingers", style="quiet",
                            size=m.font("title"), enabled=self.drawing_until is None, reason=L("newgame.drawing")))

    # -- taps ----------------------------------------------------------------------------------------
    def _set_count(self, n):
        def apply():
            self.count = n
            self.first = None
            self.app.invalidate()
        return apply

    def _swap(self, seat):
        def apply():
            self.names[seat - 1], self.names[seat] = self.names[seat], self.names[seat - 1]
            self.app.invalidate()
        return apply

    def _edit(self, seat):
        def apply():
            from companion.app.scenes.text_entry import TextEntry

            def done(text):
                self.names[seat] = text
            self.app.push(TextEntry(self.app, L("newgame.name_of", n=seat + 1), self.names[seat], done))
        return apply

    def _use_recent(self, name):
        def apply():
            for seat in range(self.count):
                if not self.names[seat].strip():
                    self.names[seat] = name
                    break
            else:
                self.app.explain(L("newgame.all_named"))
            self.app.invalidate()
        return apply

    def _set_option(self, name, value):
        def apply():
            self.options[name] = value
            self.app.invalidate()
        return apply

    def _choose_first(self, seat):
        def apply():
            self.first = seat
            self.app.invalidate()
        return apply

    # -- the random draw ------------------------------------------------------------------------------
    def draw_lots(self):
        import pygame
        self.draw_result = random.randrange(self.count)
        self.first = None
        self.drawing_until = pygame.time.get_ticks() + DRAW_MS
        self.app.invalidate()

    def animating(self) -> bool:
        return self.drawing_until is not None

    def tick(self, now_ms: int) -> None:
        if now_ms >= self.drawing_until:
            if self.draw_result >= self.count:  # players were removed during the draw
                self.draw_result = random.randrange(self.count)
            self.first, self.drawing_until = self.draw_result, None
            self.app.toast(L("newgame.drawn", name=self.player_names()[self.first]))
            return
        # slows down towards the end, then stops on the drawn seat
        left = self.drawing_until - now_ms
        steps = int((DRAW_MS - left) / 40 * (left / DRAW_MS) + (DRAW_MS - left) / 160)
        self.draw_highlight = (self.draw_result - (left // 120)) % self.count if left < 400 else steps % self.count
