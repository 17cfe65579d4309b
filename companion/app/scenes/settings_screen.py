"""Settings: language, table/wall mode, sound, house rules. Saved at every tap."""

from __future__ import annotations

from companion.app import tables, theme
from companion.app.i18n import LANGUAGE_NAMES, LANGUAGES, L
from companion.app.layout import columns, rows
from companion.app.options_ui import StackedLine, choice_label, option_values
from companion.app.scene import Paged
from companion.app.widgets import Button, Label, Paragraph


SCREEN_DIAGONALS = (0.0, 7.0, 10.1, 13.3)  # 0: as SDL reports it, else the official 7" panel's sizes


class SettingsScreen(Paged):
    name = "settings"

    def build_key(self):
        s = self.app.settings
        rules = tuple(sorted((game, tuple(sorted(chosen.items()))) for game, chosen in s.house_rules.items()))
        return (self.page, s.language, s.mode, s.sound, s.screen_diagonal, rules, str(_folder()))

    def build(self):
        m = self.metrics
        app = self.app
        s = app.settings
        body = self.header(L("settings.title"))
        lines = [
            (L("settings.language"), [(LANGUAGE_NAMES[code], code == s.language, self._set("language", code), f"lang:{code}")
                                      for code in LANGUAGES]),
            (L("settings.mode"), [(L("settings.mode_table"), s.mode == "table", self._set("mode", "table"), "mode:table"),
                                  (L("settings.mode_wall"), s.mode == "wall", self._set("mode", "wall"), "mode:wall")]),
            (L("settings.sound"), [(L("common.on"), s.sound, self._set("sound", True), "sound:on"),
                                   (L("common.off"), not s.sound, self._set("sound", False), "sound:off")]),
            # the panel's size when SDL cannot tell: text and targets keep their millimetres
            (L("settings.screen"), [(L("settings.screen_auto") if not inches else f"{inches:g}\"",
                                     s.screen_diagonal == inches, self._set_screen(inches), f"screen:{inches:g}")
                                    for inches in SCREEN_DIAGONALS]),
        ]
        for game_id in tables.all_games():
            table = tables.get(game_id) if tables.has_table(game_id) else None
            if table is None:
                continue
            rules = tables.rules(game_id)
            for option in rules.OPTIONS:
                if option.name not in table.house_rules or not option_values(option):
                    continue  # house rules are the yes/no and choice options
                current = s.house_rule(game_id, option.name, option.default_for(rules.PLAYERS.start))
                choices = [(choice_label(table, option, value), value == current,
                            self._house(game_id, option.name, value), f"house:{game_id}:{option.name}:{value}")
                           for value in option_values(option)]
                lines.append((L("settings.house_rule", game=tables.game_name(game_id), option=option.label), choices))
        footer = m.px(22)
        if m.portrait:
            self.build_stacked(body, lines, footer)
            return
        step = m.px(72) + m.gap * 2
        fit = max(1, (body.height - footer) // step)
        if len(lines) > fit:  # more house rules than one screen holds: pages
            body, bar = rows(body, [1, m.target], m.gap * 2)
            fit = max(1, (body.height - footer) // step)
            pages, shown = self.page_count(len(lines), fit), self.page_range(len(lines), fit)
            lines = lines[shown.start:shown.stop]
            self.page_bar(bar, pages)
        free = body.height - footer - m.gap * 2 * len(lines)
        row_height = max(m.target, min(m.px(72), free // max(1, len(lines))))  # three lines of a long rule name
        heights = [row_height] * len(lines) + [1]
        areas = rows(body, heights, m.gap * 2)
        for area, (title, choices) in zip(areas, lines):
            label_rect, choice_rect = columns(area, [0.3, 0.7], m.gap * 2)
            self.add_line(label_rect, columns(choice_rect, [1] * len(choices), m.apart), title, choices)
        self.add_where(areas[-1])

    def build_stacked(self, body, lines: list, footer: int) -> None:
        """Portrait: each setting's name above its choices, across the whole width (beside
        them, "English" and "10.1\"" were cut to "En…" and "10…" at 720×1280). A name takes
        the lines it needs, two at most; as many settings a page as fit."""
        m = self.metrics
        apart = m.gap * 2
        laid = [StackedLine(m, self.app.lang, body.width, title, [choice[0] for choice in choices])
                for title, choices in lines]
        tall = [line.height for line in laid]
        pages = _pages(tall, body.height - footer, apart)
        if len(pages) > 1:
            body, bar = rows(body, [1, m.target], apart)
            pages = _pages(tall, body.height - footer, apart)
            self.page_bar(bar, len(pages))
        self.page = max(0, min(self.page, len(pages) - 1))
        shown = pages[self.page]
        areas = rows(body, [tall[index] for index in shown] + [1], apart)
        for area, index in zip(areas, shown):
            title, choices = lines[index]
            label_rect, cells = laid[index].place(area, len(choices))
            self.add_line(label_rect, cells, title, choices)
        self.add_where(areas[-1])

    def add_line(self, label_rect, cells: list, title, choices) -> None:
        m = self.metrics
        self.add(Paragraph(label_rect, title, m.font("body"), valign="center"))
        for cell, (label, chosen, action, wid) in zip(cells, choices):
            self.add(Button(cell, label, action, id=wid, selected=chosen, size=m.font("button")))

    def add_where(self, area) -> None:
        self.add(Label(area, L("settings.where", folder=str(_folder())), self.metrics.font("small"), theme.INK_SOFT,
                       align="left", cut=True))


    def _set(self, name, value):
        def apply():
            setattr(self.app.settings, name, value)
            self.app.save_settings()
        return apply

    def _set_screen(self, inches: float):
        def apply():
            self.app.settings.screen_diagonal = inches
            self.app._metrics = None  # sizes follow the new physical size at once
            self.app.save_settings()
        return apply

    def _house(self, game_id, option, value):
        def apply():
            self.app.settings.house_rules.setdefault(game_id, {})[option] = value
            self.app.save_settings()
        return apply


def _pages(heights: list[int], room: int, apart: int) -> list[range]:
    """The items on each page, in order: as many as fit in `room` with `apart` between them
    (at least one a page)."""
    pages, first, used = [], 0, 0
    for index, height in enumerate(heights):
        if index > first and used + apart + height > room:
            pages.append(range(first, index))
            first, used = index, 0
        used += (apart if index > first else 0) + height
    pages.append(range(first, len(heights)))
    return pages


def _folder():
    from companion.app import paths
    return paths.data_dir()
