"""The Aurum round table: every round so far, per side (the card choices are `aurum_sheet`)."""

from __future__ import annotations

from companion.app import theme
from companion.app.layout import Rect, columns, rows
from companion.app.scene import Scene
from companion.app.widgets import Box, Button, Label, Paragraph
from companion.games.aurum import deck

from companion.app.tables import aurum_words as words


def side_name(game, seat: int) -> str:
    return " + ".join(game.name(s) for s in game.members(game.side_of(seat)))


class RoundTable(Scene):
    """Every round so far: per side its bid, tricks, bid points, gold points, total and nugget;
    above it the match state (nuggets or totals, or the winners)."""

    name = "aurum-rounds"

    def __init__(self, app, table, title=None, ending=None):
        super().__init__(app)
        self.table, self.title = table, title
        self.ending = ending or []  # the last trick and why the round ended, when it ended by itself

    def build(self):
        m = self.metrics
        game = self.table.game
        summary = game.summary()
        body = self.header(self.title or words.ROUND_TABLE)
        line = m.px(52)  # two lines each: "… the unfinished trick counts for nobody (R-2)"
        parts = rows(body, [m.px(34)] + [line] * len(self.ending) + [1, m.target], m.gap)
        match_row, grid_row, button_row = parts[0], parts[-2], parts[-1]
        for index, (text, row) in enumerate(zip(self.ending, parts[1:-2])):
            self.add(Paragraph(row, text, m.font("body"), id=f"rounds:ending:{index}",
                           colour=theme.PRIMARY if index == len(self.ending) - 1 else theme.INK))
        sides = [game.members(side)[0] for side in game.sides()]
        parts = " · ".join(f"{side_name(game, s)} {summary['scores'][s]}" for s in sides)
        line = words.winners_line([game.name(s) for s in summary["winners"]]) if summary["finished"] \
            else words.match_line(parts, game.cumulative)
        self.add(Label(match_row, line, m.font("title"), bold=True, colour=theme.PRIMARY if summary["finished"] else theme.INK,
                       align="left"))
        self.build_grid(grid_row, game, summary, sides)
        self.add(Button(Rect(button_row.right - min(button_row.width, m.px(260)), button_row.top,
                             min(button_row.width, m.px(260)), button_row.height), words.CLOSE, self.back,
                        id="rounds:close", style="primary", size=m.font("button")))

    def build_grid(self, area, game, summary, sides):
        m = self.metrics
        data = [(index, seat) for index in range(len(summary["rounds"])) for seat in sides]
        step = max(m.px(24), min(m.px(30), area.height // max(1, len(data) + 1)))
        data = data[-max(1, area.height // step - 1):]  # the latest rounds when they do not all fit
        weights = [0.1, 0.2, 0.09, 0.1, 0.14, 0.14, 0.1, 0.13]
        for row_index, (round_index, seat) in enumerate([(None, None)] + data):
            row = Rect(area.left, area.top + row_index * step, area.width, step - max(1, m.px(2)))
            if round_index is not None and row_index % 2:
                self.add(Box(row, theme.PANEL, radius=m.px(4)))
            cells = columns(row, weights, m.gap)
            if round_index is None:
                values = words.COLUMNS
            else:
                entry = summary["rounds"][round_index]
                bids = game.round_bids[round_index]
                team_bid = max(deck.value_of(bids[s]) for s in game.members(game.side_of(seat)))
                tricks = sum(entry["tricks"][s] for s in game.members(game.side_of(seat)))
                took = seat in entry["nugget"]
                values = [str(round_index + 1), side_name(game, seat), str(team_bid), str(tricks),
                          str(entry["bid_points"][seat]), str(entry["gold_points"][seat]), str(entry["scores"][seat]),
                          "✓" if took else "—"]
            for cell, value in zip(cells, values):
                self.add(Label(cell, value, m.font("small" if round_index is None else "body"), bold=round_index is None,
                               colour=theme.INK_SOFT if round_index is None else theme.INK,
                               align="left" if cell is cells[1] else "center"))
