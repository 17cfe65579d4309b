"""Settings: language, table/wall mode, sound, house rules. Saved at every tap."""

from __future__ import annotations

from companion.app import tables, theme
from companion.app.i18n import LANGUAGE_NAMES, LANGUAGES, L
from companion.app.layout import columns, rows
from companion.app.options_ui import choice_label, option_values
from companion.app.scene import Paged
from companion.app.widgets import Button, Label, Paragraph


SCREEN_DIAGONALS = (0.0, 7.0, 10.1, 13.3)  # 0: as SDL reports it, else the official 7" panel's sizes


class SettingsScreen(Paged):
    name = "settings"

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
            if m.portrait:
                label_rect, choice_rect = rows(area, [0.4, 0.6], m.gap) if area.height >= 2 * m.target else (area, area)
                if label_rect is choice_rect:
                    label_rect, choice_rect = columns(area, [0.35, 0.65], m.gap * 2)
            else:
                label_rect, choice_rect = columns(area, [0.3, 0.7], m.gap * 2)
            self.add(Paragraph(label_rect, title, m.font("body"), valign="center"))
            for cell, (label, chosen, action, wid) in zip(columns(choice_rect, [1] * len(choices), m.apart), choices):
                self.add(Button(cell, label, action, id=wid, selected=chosen, size=m.font("button")))
        self.add(Label(areas[-1], L("settings.where", folder=str(_folder())), m.font("small"), theme.INK_SOFT, align="left",
                       cut=True))


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


def _folder():
    from companion.app import paths
    return paths.data_dir()
