"""The scoring table of a Pikoko round (wall mode, or table mode's details), laid out by its words.

A row per bettor: each bet as tokens → tricks with its points, the confidence card, the
round and the total. Each column is as wide as its widest word asks (`seat_strips.spread`);
where the whole row does not fit side by side (five players on a portrait screen), each
bettor takes two lines: name, confidence, round and total above, the bets below, under
their own header of peacocks. Where names are too long even so, the peacocks heading the
bets and the trusted player go by their colour chips (each bettor's name follows its chip:
the key). Nothing is cut to "…" to make nine columns fit.
"""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import say
from companion.app.layout import Rect, columns, rows
from companion.app.memory import Lru
from companion.app.seat_strips import spread
from companion.app.tables import pikoko_words as words
from companion.app.tables.pikoko_look import ColourChip
from companion.app.widgets import Box, Label

# the columns' needs of the rounds a table looks at (a few layouts each): small tuples
_needs = Lru("pikoko score needs", 48)


class ScoreGrid:
    """Lays one round's scoring table out in `rect` of `panel` (see the module's docstring)."""

    def __init__(self, sheet, result, results, index: int):
        self.sheet, self.result = sheet, result
        self.m = sheet.metrics
        self.lang = sheet.app.lang
        self.n = sheet.game.n
        self.names = [sheet.table.short_name(seat) for seat in range(self.n)]
        self.totals = [sum(r.scores[s] for r in results[: index + 1]) for s in range(self.n)]
        seats, m = range(self.n), self.m
        # everything the columns' widths depend on: a sheet built again (a tap, an undo) measures nothing
        self.words_key = (self.lang, m.width, m.height, m.density, theme.scale(), tuple(self.names), tuple(self.totals),
                          tuple((result.bets[(by, on)], result.bet_points[(by, on)]) for by in seats for on in seats),
                          tuple(result.tricks[s] for s in seats), tuple(result.confidence[s] for s in seats),
                          tuple(result.confidence_points[s] for s in seats), tuple(result.scores[s] for s in seats))

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
        return ("–" if trusted is None else self.names[trusted]), words.signed(self.result.confidence_points[by])

    def pair_width(self, text: str, points: str, stacked: bool) -> int:
        """A bet (or confidence card) and its points: one above the other, or on one line."""
        if stacked:
            return max(self.width(text, "body", False), self.width(points, "small", True))
        return self.width(f"{text} {points}", "body", False)

    def needs(self, stacked: bool, chips: bool = False) -> dict:
        """`measure`, remembered (a copy: the caller may change it)."""
        key = (self.words_key, stacked, chips)
        found = _needs.get(key)
        if found is None:
            found = _needs.put(key, self.measure(stacked, chips))
        return dict(found)

    def measure(self, stacked: bool, chips: bool) -> dict:
        """Each column's widest word: the row labels ("by ↓ on →", "Tricks"), the bettors' names,
        each peacock's bets, the confidence card (`stacked`: above its points), the round, the
        total. `chips`: the peacocks (and the trusted player) by their colour chip, not their name."""
        n, width = self.n, self.width
        labels = max(self.head_width(words.BY_ON), width(words.TRICKS_ROW, "small", False))
        names = max(width(name, "body", True) for name in self.names) + (self.chip_size() + self.m.gap if chips else 0)
        heads = [0 if chips else self.head_width(name) for name in self.names]
        bets = [max([heads[on], width(str(self.result.tricks[on]), "button", True)] +
                    [self.pair_width(*self.bet_texts(by, on), stacked) for by in range(n)]) for on in range(n)]
        # (`chips`: the trusted player's chip beside the points)
        trusts = [self.chip_size() + self.m.gap + width(self.confidence_texts(by)[1], "body", False)
                  if chips and self.result.confidence[by] is not None else
                  self.pair_width(*self.confidence_texts(by), stacked) for by in range(n)]
        confidence = max([self.head_width(words.CONFIDENCE_COLUMN)] + trusts)
        round_ = max([self.head_width(words.ROUND_COLUMN)] +
                     [width(words.signed(self.result.scores[by]), "button", True) for by in range(n)])
        total = max([self.head_width(words.TOTAL_COLUMN)] + [width(str(t), "headline", True) for t in self.totals])
        return {"labels": labels, "names": names, "bets": bets, "confidence": confidence, "round": round_,
                "total": total}

    def chip_size(self) -> int:
        return theme.line_height(self.m.font("body"))

    def fits(self, need: list[int], width: int) -> bool:
        return sum(need) + self.m.gap * (len(need) - 1) <= width

    # -- laying out -----------------------------------------------------------------------------------
    def build(self, panel, rect: Rect) -> None:
        """The first layout whose words all fit: a line a bettor, else two (where the height
        allows); by name, else with the peacocks and the trusted player by their colour chips;
        else the columns share the width (the longest words wrap or end in "…")."""
        m, n = self.m, self.n
        line_h = min(m.px(60), (rect.height - m.gap * (n + 1)) // (n + 2))
        stacked = line_h >= m.px(40)   # each bet above its points (else beside them)
        unit = self.two_lines_unit(rect)
        roomy = unit >= m.min_text + m.px(4)   # (800x480 is too short for two lines a bettor)
        for chips in (False, True):
            one_line = self.one_line_widths(self.needs(stacked, chips))
            if self.fits(one_line, rect.width):
                return self.build_one_line(panel, rect, line_h, stacked, spread(one_line, rect.width, m.gap), chips)
            need = self.needs(True, chips)
            need["confidence"] = self.needs(False, chips)["confidence"]   # beside its points on the name's line
            if roomy and self.fits([need["names"], need["confidence"], need["round"], need["total"]], rect.width) \
                    and self.fits([need["labels"]] + need["bets"], rect.width):
                return self.build_two_lines(panel, rect, need, unit, chips)
        if roomy:   # names too long even for chips (`need` is the chips' one): the longest names end in "…"
            return self.build_two_lines(panel, rect, need, unit, True)
        one_line = self.one_line_widths(self.needs(stacked, True))
        self.build_one_line(panel, rect, line_h, stacked, spread(one_line, rect.width, m.gap), True)

    @staticmethod
    def one_line_widths(need: dict) -> list[int]:
        return [max(need["labels"], need["names"])] + need["bets"] + [need["confidence"], need["round"], need["total"]]

    def two_lines_unit(self, rect: Rect) -> int:
        """The line of `build_two_lines` (a bettor takes three: its name's, then its bets over their points)."""
        m, n = self.m, self.n
        return min(m.px(30), (rect.height - m.gap * (2 + n)) // (3 + 3 * n))

    def cells(self, line: Rect, widths: list[float]) -> list[Rect]:
        return columns(line, widths, self.m.gap)

    def build_one_line(self, panel, rect: Rect, line_h: int, two_lines: bool, widths: list[float],
                       chips: bool) -> None:
        """Header, the tricks each player took, then a row per bettor."""
        m, n = self.m, self.n
        lines = rows(rect, [line_h] * (n + 2) + [1], m.gap)[: n + 2]
        head = self.cells(lines[0], widths)
        self.add_heads(panel, [words.BY_ON] + ([""] * n if chips else self.names) +
                       [words.CONFIDENCE_COLUMN, words.ROUND_COLUMN, words.TOTAL_COLUMN], head)
        if chips:
            for on, cell in enumerate(head[1: n + 1]):
                self.add_chip(panel, cell, on)
        self.add_tricks(panel, self.cells(lines[1], widths))
        for by in range(n):
            row = self.cells(lines[by + 2], widths)
            panel.add(Box(lines[by + 2], theme.PANEL, radius=m.px(6)))
            self.add_name(panel, by, row[0], chips)
            for on in range(n):
                self.add_pair(panel, row[on + 1], *self.bet_texts(by, on), self.bet_colour(by, on), two_lines)
            self.add_confidence(panel, by, row[n + 1], chips, two_lines)
            self.add_round(panel, by, row[n + 2], row[n + 3])

    def build_two_lines(self, panel, rect: Rect, need: dict, unit: int, chips: bool) -> None:
        """A narrow screen: a header of the last columns (confidence, round, total) and one of
        the peacocks with their tricks; then per bettor its name and last columns above its bets."""
        m, n = self.m, self.n
        top_widths = spread([need["names"], need["confidence"], need["round"], need["total"]], rect.width, m.gap)
        bet_widths = spread([need["labels"]] + need["bets"], rect.width, m.gap)
        # "by ↓ on →" over the peacocks: on two lines where one would be cut (the unit shrinks to make room)
        by_on = 1 if self.width(words.BY_ON, "small", True) <= bet_widths[0] else 2
        unit = min(unit, (rect.height - m.gap * (2 + n)) // (2 + by_on + 3 * n))
        heights = [unit, by_on * unit, unit] + [3 * unit] * n + [1]
        lines = rows(rect, heights, m.gap)
        head_top, head_bets, tricks = lines[:3]
        self.add_heads(panel, [""] + [words.CONFIDENCE_COLUMN, words.ROUND_COLUMN, words.TOTAL_COLUMN],
                       self.cells(head_top, top_widths))
        heads = self.cells(head_bets, bet_widths)
        if chips:
            self.add_heads(panel, [words.BY_ON], heads[:1])
            for on, cell in enumerate(heads[1:]):
                self.add_chip(panel, cell, on)
        else:
            self.add_heads(panel, [words.BY_ON] + self.names, heads)
        self.add_tricks(panel, self.cells(tricks, bet_widths))
        for by in range(n):
            block = lines[3 + by]
            panel.add(Box(block, theme.PANEL, radius=m.px(6)))
            top, bottom = rows(block, [unit, 1])
            row = self.cells(top, top_widths)
            self.add_name(panel, by, row[0], chips)
            self.add_confidence(panel, by, row[1], chips, two_lines=False)
            self.add_round(panel, by, row[2], row[3])
            for on, cell in enumerate(self.cells(bottom, bet_widths)[1:]):
                self.add_pair(panel, cell, *self.bet_texts(by, on), self.bet_colour(by, on), two_lines=True)

    def add_chip(self, panel, cell: Rect, seat: int) -> None:
        """A player's colour chip, centred in `cell` (their name where it would be cut)."""
        size = min(self.chip_size(), cell.width, cell.height)
        chip = Rect(0, 0, size, size)
        chip.center = cell.center
        panel.add(ColourChip(chip, self.sheet.table.colour(seat)))

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

    def add_name(self, panel, by: int, cell: Rect, chips: bool) -> None:
        """A bettor's name (`chips`: after its colour chip, the key to the peacocks' chips)."""
        if chips:
            chip, cell = columns(cell, [self.chip_size(), 1], self.m.gap)
            self.add_chip(panel, chip, by)
        panel.add(Label(cell, self.names[by], self.m.font("body"), bold=True, align="left"))

    def add_confidence(self, panel, by: int, cell: Rect, chips: bool, two_lines: bool) -> None:
        """Whom the bettor trusted and what it earned (`chips`: the trusted player's chip, not name)."""
        trusted = self.result.confidence[by]
        if chips and trusted is not None:
            chip, cell = columns(cell, [self.chip_size(), 1], self.m.gap)
            self.add_chip(panel, chip, trusted)
            panel.add(Label(cell, self.confidence_texts(by)[1], self.m.font("body")))
        else:
            self.add_pair(panel, cell, *self.confidence_texts(by), theme.INK, two_lines)

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
        panel.add(Label(round_cell, words.signed(self.result.scores[by]), m.font("button"), bold=True))
        panel.add(Label(total_cell, str(self.totals[by]), m.font("headline"), theme.PRIMARY, bold=True))
