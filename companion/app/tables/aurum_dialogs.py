"""The Aurum round table: every round so far, per side (the card choices are `aurum_sheet`)."""

from __future__ import annotations

from companion.app import theme
from companion.app.i18n import L, say
from companion.app.layout import Rect, columns, inset, rows
from companion.app.scene import Scene
from companion.app.scenes.game import Same
from companion.app.seat_strips import Strip, add_strips, spread
from companion.app.widgets import Box, Button, Label, Paragraph, block_lines, one_size, shows_whole
from companion.games.aurum import deck

from companion.app.tables import aurum_words as words


PARTS = (4, 3, 2, 1)  # "Gold pts", "Bid pts" (their sum, "Total", stays), then "Tricks" and "Bid" (on the strips for
# the round just played): left out of the grid in this order where it is narrow


FIGURE_ROLES = ("huge", "card", "title")  # a strip's figure (its side's points), from its usual size down


class Laid:
    """Widgets laid out for a scene without adding them to it yet: a layout tried, then kept
    or tried again another way (what `seat_strips.add_strips` needs of a scene)."""

    def __init__(self, scene):
        self.metrics, self.app, self.widgets = scene.metrics, scene.app, []

    def add(self, widget):
        self.widgets.append(widget)
        return widget

    def whole(self) -> bool:
        """Whether every label laid shows its words whole (none abbreviated)."""
        return all(shows_whole(say(w.text, self.app.lang), w.rect, w.size, w.bold)
                   for top in self.widgets for w in top.leaves() if type(w) is Label)


def side_name(game, seat: int) -> str:
    return " + ".join(game.name(s) for s in game.members(game.side_of(seat)))


def side_round(game, summary, index: int, seat: int) -> tuple[int, int]:
    """`seat`'s side in round `index`: its bid (the higher of the partners' cards) and tricks."""
    team = game.members(game.side_of(seat))
    return (max(deck.value_of(game.round_bids[index][s]) for s in team),
            sum(summary["rounds"][index]["tricks"][s] for s in team))


class RoundTable(Scene):
    """Every round so far: per side its bid, tricks, bid points, gold points, total and nugget;
    above it the match state (nuggets or totals, or the winners). In table mode each seat also
    reads its side's result of the round just played on a strip along its edge, facing it
    (`seat_strips`); the grid, the match line and the buttons stay upright in the centre."""

    name = "aurum-rounds"

    def __init__(self, app, table, title=None, ending=None):
        super().__init__(app)
        self.table, self.title = table, title
        self.ending = ending or []  # the last trick and why the round ended, when it ended by itself

    def build_key(self):
        # what it shows holds with the record (and the `looks`): a finger on Continue, or the
        # screen drawn whole, lays out no grid or strip again
        return (Same(self.table.session.record),)

    def build(self):
        m = self.metrics
        game = self.table.game
        summary = game.summary()
        title = self.title or words.ROUND_TABLE
        sides = [game.members(side)[0] for side in game.sides()]
        parts = " · ".join(f"{side_name(game, s)} {summary['scores'][s]}" for s in sides)
        line = words.winners_line([game.name(s) for s in summary["winners"]]) if summary["finished"] \
            else words.match_line(parts, game.cumulative)
        table = self.app.mode == "table"
        if table:  # the strips along the edges; the title, then Back beside Continue, in the centre
            body = self.add_strips(inset(m.screen, m.gap), self.strips(game, summary))
            head = self.height(title, body.width, "title", m.px(36))
            body = rows(body, [head, 1], m.gap)[1]
            self.add(Label(Rect(body.left, body.top - m.gap - head, body.width, head), title, m.font("title"),
                           bold=True, align="left", id="rounds:title"))
            match = self.height(line, body.width, "title", m.px(34))
            heights = [self.height(text, body.width, "body", m.px(30)) for text in self.ending]
        else:
            body = self.header(title)
            match = m.px(34)
            heights = [m.px(52)] * len(self.ending)  # two lines each: "… the unfinished trick counts for nobody (R-2)"
        parts = rows(body, [match] + heights + [1, m.target], m.gap)
        match_row, grid_row, button_row = parts[0], parts[-2], parts[-1]
        for index, (text, row) in enumerate(zip(self.ending, parts[1:-2])):
            self.add(Paragraph(row, text, m.font("body"), id=f"rounds:ending:{index}",
                           colour=theme.PRIMARY if index == len(self.ending) - 1 else theme.INK))
        self.add(Label(match_row, line, m.font("title"), bold=True, colour=theme.PRIMARY if summary["finished"] else theme.INK,
                       align="left"))
        self.build_grid(grid_row, game, summary, sides)
        back = 0
        if table:  # Back as wide as its word, Continue the rest (up to its usual width)
            back = min(max(m.px(120), self.button_width(L("common.back"))), button_row.width // 2)
        width = min(button_row.width - (back + m.apart if back else 0), m.px(260))
        close = Rect(button_row.right - width, button_row.top, width, button_row.height)
        buttons = [Button(close, words.CLOSE, self.back, id="rounds:close", style="primary", size=m.font("button"))]
        if table:
            buttons.insert(0, Button(Rect(button_row.left, button_row.top, back, button_row.height), L("common.back"),
                                     self.back, id="back", style="quiet", size=m.font("button")))
        for button in one_size(buttons, self.app):
            self.add(button)

    def strips(self, game, summary) -> list[Strip]:
        """Per seat, its side's last round: bid and tricks, nugget and match score, the round's
        points as the figure; framed in gold for the nugget's takers, at the end for the winners."""
        last = summary["rounds"][-1] if summary["rounds"] else None
        found = []
        for seat in range(game.n):
            team = game.members(game.side_of(seat))
            name, score = game.name(seat), summary["scores"][seat]
            match = words.nuggets_line(score, game.cumulative)
            if summary["finished"]:
                won = seat in summary["winners"]
            else:
                won = last is not None and any(s in last["nugget"] for s in team)
            if last is None:  # opened before the first round ended: the match so far
                found.append(Strip((name, match), "—"))
                continue
            bid, tricks = side_round(game, summary, len(summary["rounds"]) - 1, seat)
            took = any(s in last["nugget"] for s in team)
            if not game.cumulative:  # the nugget is what this round is for
                match = words.joined("✓" if took else "—", match, sep=" ")
            found.append(Strip((("★ " if summary["finished"] and won else "") + name, words.strip_result(bid, tricks), match),
                               f"{last['scores'][seat]:+d}", highlight=won))
        return found

    def add_strips(self, screen: Rect, strips: list[Strip]) -> Rect:
        """The seats' strips (`seat_strips.add_strips`), their figure at the largest of
        FIGURE_ROLES that leaves every fact whole: a strip between two side ones (a portrait
        screen) is narrow, and Spanish "Apuesta 3 · Bazas 6" beside "Cleo" and "+3" would
        be cut. Returns the centre."""
        for role in FIGURE_ROLES:
            laid = Laid(self)
            centre = add_strips(laid, screen, strips, prefix="rounds", figure_role=role)
            if laid.whole():
                break
        for widget in laid.widgets:
            self.add(widget)
        return centre

    def height(self, text, width: int, role: str, one: int) -> int:
        """`one` where the text fits on one line of that height, else room for two lines."""
        m = self.metrics
        cut = block_lines(say(text, self.app.lang), width, one, m.font(role), role == "title")[2]
        single = theme.text_size(say(text, self.app.lang), theme.snap(m.min_text), role == "title")[0] <= width
        return one if single and not cut else one + m.px(24)

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
        shown = list(range(len(heads)))
        for column in PARTS:  # a narrow centre (table mode, between the strips)
            if sum(need[i] for i in shown) <= area.width - m.gap * (len(shown) - 1):
                break
            shown.remove(column)
        weights = spread([need[i] for i in shown], area.width, m.gap)  # narrow: shares (words step down, then wrap)
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
                team_bid, tricks = side_round(game, summary, round_index, seat)
                took = seat in entry["nugget"]
                number = str(round_index + 1) if seat == sides[0] else " " * len(str(round_index + 1))
                values = [f"{number}  {side_name(game, seat)}", str(team_bid), str(tricks),
                          str(entry["bid_points"][seat]), str(entry["gold_points"][seat]), str(entry["scores"][seat]),
                          "✓" if took else "—"]
            for cell, value in zip(cells, [values[i] for i in shown]):
                self.add(Label(cell, value, m.font("small" if round_index is None else "body"), bold=round_index is None,
                               colour=theme.INK_SOFT if round_index is None else theme.INK,
                               align="left" if cell is cells[0] else "center"))
