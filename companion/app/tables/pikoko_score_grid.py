"""The scoring table of a Pikoko round (wall mode, or table mode's details), laid out by its words.

A row per bettor: each bet as tokens → tricks with its points, the confidence card, the
round and the total. Each column is as wide as its widest word asks (`seat_strips.spread`);
where the whole row does not fit side by side (five players on a portrait screen), each
bettor takes two lines: name, confidence, round and total above, the bets below, under
their own header of peacocks. Nothing is cut to "…" to make nine columns fit.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import say
from companion.app.layout import Rect, columns, rows
from companion.app.seat_strips import spread
from companion.app.tables import pikoko_words as words
from companion.app.widgets import Box, Label


def signed(points: int) -> str:
    return f"{points:+d}".replace("-", "−")


class ScoreGrid:
    """Lays one round's scoring table out in `rect` of `panel` (see the module's docstring)."""

    def __init__(self, sheet, result, results, index: int):
        self.sheet, self.result = sheet, result
        self.m = sheet.metrics
        self.lang = sheet.app.lang
        self.n = sheet.game.n
        self.names = [sheet.table.short_name(seat) for seat in range(self.n)]
        self.totals = [sum(r.scores[s] for r in results[: index + 1]) for s in range(self.n)]

    # -- measuring ------------------------------------------------------------------------------------
    def width(self, text, role: str, bold: bool) -> int:
        return theme.text_size(say(text, self.lang), theme.snap(self.m.font(role)), bold)[0] + self.m.px(2)

    def head_width(self, text) -> int:
        """A header's width on at most two lines (a `Label` wraps there before it steps down)."""
        parts = [part for part in say(text, self.lang).split(" ") if part]
        whole = self.width(" ".join(parts), "small", True)
        splits = [max(self.width(" ".join(parts[:cut]), "small", True), self.width(" ".join(parts[cut:]), "small", True))
                  for cut in range(1, len(parts))]
        return min([whole] + splits)

    def bet_texts(self, by: int, on: int) -> tuple[str, str]:
        tokens, points = self.result.bets[(by, on)], self.result.bet_points[(by, on)]
        return f"{tokens}→{self.result.tricks[on]}", (f"+{points}" if points else "0")

    def confidence_texts(self, by: int) -> tuple[str, str]:
        trusted = self.result.confidence[by]
        return ("–" if trusted is None else self.names[trusted]), signed(self.result.confidence_points[by])

    def pair_width(self, text: str, points: str, stacked: bool) -> int:
        """A bet (or confidence card) and its points: one above the other, or on one line."""
        if stacked:
            return max(self.width(text, "body", False), self.width(points, "small", True))
        return self.width(f"{text} {points}", "body", False)

    def needs(self, stacked: bool) -> dict:
        """Each column's widest word: the bettors' names (with the row labels), each peacock's
        bets, the confidence card (`stacked`: above its points), the round, the total."""
        n, width = self.n, self.width
        label = max(self.head_width(words.BY_ON), width(words.TRICKS_ROW, "small", False),
                    max(width(name, "body", True) for name in self.names))
        bets = [max([self.head_width(self.names[on]), width(str(self.result.tricks[on]), "button", True)] +
                    [self.pair_width(*self.bet_texts(by, on), stacked) for by in range(n)]) for on in range(n)]
        confidence = max([self.head_width(words.CONFIDENCE_COLUMN)] +
                         [self.pair_width(*self.confidence_texts(by), stacked) for by in range(n)])
        round_ = max([self.head_width(words.ROUND_COLUMN)] +
                     [width(signed(self.result.scores[by]), "button", True) for by in range(n)])
        total = max([self.head_width(words.TOTAL_COLUMN)] + [width(str(t), "headline", True) for t in self.totals])
        return {"label": label, "bets": bets, "confidence": confidence, "round": round_, "total": total}

    # -- laying out -----------------------------------------------------------------------------------
    def build(self, panel, rect: Rect) -> None:
        m, n = self.m, self.n
        line_h = min(m.px(60), (rect.height - m.gap * (n + 1)) // (n + 2))
        stacked = line_h >= m.px(40)   # each bet above its points (else beside them)
        need = self.needs(stacked)
        side_by_side = [need["label"]] + need["bets"] + [need["confidence"], need["round"], need["total"]]
        if sum(side_by_side) + m.gap * (len(side_by_side) - 1) <= rect.width:
            self.build_one_line(panel, rect, line_h, stacked, spread(side_by_side, rect.width, m.gap))
        else:
            two_lines = self.needs(True)
            two_lines["confidence"] = self.needs(False)["confidence"]   # beside its points on the name's line
            self.build_two_lines(panel, rect, two_lines)

    def cells(self, line: Rect, widths: list[float]) -> list[Rect]:
        return columns(line, widths, self.m.gap)

    def build_one_line(self, panel, rect: Rect, line_h: int, two_lines: bool, widths: list[float]) -> None:
        """Header, the tricks each player took, then a row per bettor."""
        m, n = self.m, self.n
        lines = rows(rect, [line_h] * (n + 2) + [1], m.gap)[: n + 2]
        head = [words.BY_ON] + self.names + [words.CONFIDENCE_COLUMN, words.ROUND_COLUMN, words.TOTAL_COLUMN]
        self.add_heads(panel, head, self.cells(lines[0], widths))
        self.add_tricks(panel, self.cells(lines[1], widths))
        for by in range(n):
            row = self.cells(lines[by + 2], widths)
            panel.add(Box(lines[by + 2], theme.PANEL, radius=m.px(6)))
            self.add_name(panel, by, row[0])
            for on in range(n):
                self.add_pair(panel, row[on + 1], *self.bet_texts(by, on), self.bet_colour(by, on), two_lines)
            self.add_pair(panel, row[n + 1], *self.confidence_texts(by), theme.INK, two_lines)
            self.add_round(panel, by, row[n + 2], row[n + 3])

    def build_two_lines(self, panel, rect: Rect, need: dict) -> None:
        """A narrow screen: a header of the last columns (confidence, round, total) and one of
        the peacocks with their tricks; then per bettor its name and last columns above its bets."""
        m, n = self.m, self.n
        top_widths = spread([need["label"], need["confidence"], need["round"], need["total"]], rect.width, m.gap)
        bet_widths = spread([need["label"]] + need["bets"], rect.width, m.gap)
        # "by ↓ on →" over the bettors' names: on two lines where one would be cut
        by_on = 1 if self.width(words.BY_ON, "small", True) <= bet_widths[0] else 2
        # a bettor's block: its top line, then its bets on two lines (tokens → tricks above the points)
        units = 2 + by_on + 3 * n
        unit = min(m.px(30), (rect.height - m.gap * (2 + n)) // units)
        heights = [unit, by_on * unit, unit] + [3 * unit] * n + [1]
        lines = rows(rect, heights, m.gap)
        head_top, head_bets, tricks = lines[:3]
        self.add_heads(panel, [""] + [words.CONFIDENCE_COLUMN, words.ROUND_COLUMN, words.TOTAL_COLUMN],
                       self.cells(head_top, top_widths))
        self.add_heads(panel, [words.BY_ON] + self.names, self.cells(head_bets, bet_widths))
        self.add_tricks(panel, self.cells(tricks, bet_widths))
        for by in range(n):
            block = lines[3 + by]
            panel.add(Box(block, theme.PANEL, radius=m.px(6)))
            top, bottom = rows(block, [unit, 1])
            row = self.cells(top, top_widths)
            self.add_name(panel, by, row[0])
            self.add_pair(panel, row[1], *self.confidence_texts(by), theme.INK, two_lines=False)
            self.add_round(panel, by, row[2], row[3])
            for on, cell in enumerate(self.cells(bottom, bet_widths)[1:]):
                self.add_pair(panel, cell, *self.bet_texts(by, on), self.bet_colour(by, on), two_lines=True)

    # -- the cells ------------------------------------------------------------------------------------
    def add_heads(self, panel, head: list, cells: list[Rect]) -> None:
        for text, cell in zip(head, cells):
            if text:
                panel.add(Label(cell, text, self.m.font("small"), theme.INK_SOFT, bold=True))

    def add_tricks(self, panel, cells: list[Rect]) -> None:
        """The tricks each player took (under the peacocks' names)."""
        m = self.m
        panel.add(Label(cells[0], words.TRICKS_ROW, m.font("small"), theme.INK_SOFT, align="left"))
        for on, cell in enumerate(cells[1: self.n + 1]):
            panel.add(Label(cell, str(self.result.tricks[on]), m.font("button"), theme.INK_SOFT, bold=True))

    def add_name(self, panel, by: int, cell: Rect) -> None:
        panel.add(Label(cell, self.names[by], self.m.font("body"), bold=True, align="left"))

    def bet_colour(self, by: int, on: int):
        return theme.PRIMARY if self.result.bet_points[(by, on)] == 2 else theme.INK

    def add_pair(self, panel, cell: Rect, text: str, points: str, colour, two_lines: bool) -> None:
        """A bet (or the confidence card) above its points, or beside them on a short line."""
        m = self.m
        if two_lines:
            top, bottom = rows(cell, [1, 1])
            panel.add(Label(top, text, m.font("body"), colour))
            panel.add(Label(bottom, points, m.font("small"), colour, bold=True))
        else:
            panel.add(Label(cell, f"{text} {points}", m.font("body"), colour))

    def add_round(self, panel, by: int, round_cell: Rect, total_cell: Rect) -> None:
        m = self.m
        panel.add(Label(round_cell, signed(self.result.scores[by]), m.font("button"), bold=True))
        panel.add(Label(total_cell, str(self.totals[by]), m.font("headline"), theme.PRIMARY, bold=True))
