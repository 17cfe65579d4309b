"""The Aurum round table: every round so far, per side (the card choices are `aurum_sheet`)."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import say
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
        step = max(m.px(24), min(m.px(30), area.height // max(1, len(data) + 2)))
        data = data[-max(1, area.height // step - 2):]  # the latest rounds when they do not all fit
        # each column as wide as its words need (headers in the table's language, two lines
        # allowed), the rest shared; the round's number leads its first row (one shade a round)
        lang = self.app.lang
        heads = words.COLUMNS[1:]
        head_size = theme.snap(m.font("small"))
        need = [max(theme.text_size(word, head_size, True)[0] for word in say(head, lang).split()) + m.gap
                for head in heads]
        need[0] = max(need[0], max((theme.text_size(f"{len(summary['rounds'])}  {side_name(game, s)}",
                                                     theme.snap(m.font("body")))[0] for s in sides), default=0) + m.gap)
        free = area.width - m.gap * (len(need) - 1)
        if sum(need) <= free:
            weights = [n + (free - sum(need)) // len(need) for n in need]
        else:  # a narrow screen: shares of the width (words step down, then wrap)
            weights = [n / sum(need) for n in need]
        for row_index, (round_index, seat) in enumerate([(None, None)] + data):
            top = area.top + (row_index + 1) * step if row_index else area.top
            row = Rect(area.left, top, area.width, (step if row_index else 2 * step) - max(1, m.px(2)))
            if round_index is not None and round_index % 2 == 0:
                self.add(Box(row, theme.PANEL, radius=m.px(4)))
            cells = columns(row, weights, m.gap)
            if round_index is None:
                values = heads
            else:
                entry = summary["rounds"][round_index]
                bids = game.round_bids[round_index]
                team_bid = max(deck.value_of(bids[s]) for s in game.members(game.side_of(seat)))
                tricks = sum(entry["tricks"][s] for s in game.members(game.side_of(seat)))
                took = seat in entry["nugget"]
                number = str(round_index + 1) if seat == sides[0] else " " * len(str(round_index + 1))
                values = [f"{number}  {side_name(game, seat)}", str(team_bid), str(tricks),
                          str(entry["bid_points"][seat]), str(entry["gold_points"][seat]), str(entry["scores"][seat]),
                          "✓" if took else "—"]
            for cell, value in zip(cells, values):
                self.add(Label(cell, value, m.font("small" if round_index is None else "body"), bold=round_index is None,
                               colour=theme.INK_SOFT if round_index is None else theme.INK,
                               align="left" if cell is cells[0] else "center"))
