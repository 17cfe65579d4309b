"""A game's rules: our own short summary, then the rulings (R-n) the referee applies.
Long text is shown in pages turned by buttons (no scrolling gesture to learn)."""

from __future__ import annotations

from companion.app import tables, theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, rows
from companion.app.scene import Paged
from companion.app.widgets import Label, wrap


class RulesScreen(Paged):
    name = "rules"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.page = 0
        self.name = f"{game_id}-rules"

    def blocks(self) -> list[tuple[str, str]]:
        """(style, words): "head" for headings, "text" for paragraphs."""
        lang = self.app.lang
        about = tables.about(self.game_id)
        out: list[tuple[str, str]] = []
        if about is None:
            return [("text", L("rules.missing").get(lang))]
        out.append(("head", L("rules.summary").get(lang)))
        for paragraph in getattr(about, "SUMMARY", []):
            out.append(("text", say(paragraph, lang)))
        rulings = getattr(about, "RULINGS", [])
        if rulings:
            out.append(("head", L("rules.rulings").get(lang)))
            for rule_id, words in rulings:
                out.append(("text", f"{rule_id}  {say(words, lang)}"))
        return out

    def build_key(self):
        return self.page,

    def build(self):
        m = self.metrics
        body = self.header(L("rules.title", game=tables.game_name(self.game_id)))
        text_area, bar = rows(body, [1, m.target], m.gap * 2)
        width = min(text_area.width, m.px(640))  # lines a reader's eye can follow
        text_area = Rect(text_area.left + (text_area.width - width) // 2, text_area.top, width, text_area.height)
        size = m.font("body")
        step = theme.line_height(size)
        lines: list[tuple[str, str]] = []
        for style, words in self.blocks():
            if lines:
                lines.append(("gap", ""))
            if style == "head":
                lines.append(("head", words))
            else:
                lines.extend(("text", line) for line in wrap(words, text_area.width, size))
        per_page = max(1, text_area.height // step)
        shown = self.page_range(len(lines), per_page)
        y = text_area.top
        for style, words in lines[shown.start:shown.stop]:
            if style != "gap" and words:
                self.add(Label(Rect(text_area.left, y, text_area.width, step), words, size,
                               theme.PRIMARY if style == "head" else theme.INK, bold=style == "head", align="left"))
            y += step
        self.page_bar(bar, self.page_count(len(lines), per_page))

