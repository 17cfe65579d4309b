"""The printed score sheet of one game (`companion log FILE --pdf OUT.pdf`).

What a club files after a tournament game: the game and its players, every event of the
game log under its round and trick headings (numbered as in `companion log`), and the
final ranking. ReportLab's flowing layout breaks the pages; words come from the catalogs
(`gamelog.*` in `log.json`, the events from each game's own file).
"""

from __future__ import annotations

from companion.games import rules_of
from companion.text import words
from printables.fonts import pdf_font


def ranking(summary: dict, players: list[str]) -> list[tuple[int, str, object, bool]]:
    """(place, name, score, winner) best first; equal scores share a place."""
    scores = summary.get("scores") or [None] * len(players)
    winners = set(summary.get("winners") or [])
    order = sorted(range(len(players)), key=lambda s: (s not in winners, -(scores[s] or 0), s))
    rows, place, previous = [], 0, object()
    for index, seat in enumerate(order):
        key = (seat in winners, scores[seat])
        if key != previous:
            place, previous = index + 1, key
        rows.append((place, players[seat], scores[seat], seat in winners))
    return rows


def write_score_sheet(path, record, summary: dict, events, lang: str = "en") -> None:
    """Write the PDF score sheet; raises OSError when `path` cannot be written."""
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle
    from xml.sax.saxutils import escape

    regular, bold = pdf_font(False), pdf_font(True)
    title_style = ParagraphStyle("title", fontName=bold, fontSize=16, leading=20, spaceAfter=4)
    head_style = ParagraphStyle("head", fontName=bold, fontSize=11, leading=14, spaceBefore=8, spaceAfter=2)
    round_style = ParagraphStyle("round", parent=head_style, fontSize=13, leading=17, spaceBefore=12)
    line_style = ParagraphStyle("line", fontName=regular, fontSize=9, leading=11.5, leftIndent=10 * mm,
                                firstLineIndent=-10 * mm)
    body_style = ParagraphStyle("body", fontName=regular, fontSize=10, leading=13)

    def say(key: str, **fields) -> str:
        return escape(words(key, lang, fields))

    game_name = rules_of(record.game).NAME.get(lang)
    story = [Paragraph(say("gamelog.title", game=game_name), title_style)]
    story.append(Paragraph(say("gamelog.players", names=", ".join(record.players)), body_style))
    status = "gamelog.finished" if summary.get("finished") else "gamelog.unfinished"
    story.append(Paragraph(say(status, n=len(record.actions)), body_style))
    story.append(Spacer(1, 4 * mm))

    for number, event in enumerate(events, 1):
        text = escape(event.text(lang))
        if event.heading:
            story.append(Paragraph(f"{number}. {text}", round_style if event.kind == "round" else head_style))
        else:
            story.append(Paragraph(f"{number}.&nbsp;&nbsp;{text}", line_style))

    story.append(Paragraph(say("gamelog.ranking"), head_style))
    rows = [[say("gamelog.place"), say("gamelog.player"), say("gamelog.score"), ""]]
    for place, name, score, winner in ranking(summary, record.players):
        rows.append([str(place), escape(name), "" if score is None else str(score), say("gamelog.winner") if winner else ""])
    table = Table(rows, colWidths=[18 * mm, 60 * mm, 25 * mm, 35 * mm], hAlign="LEFT")
    table.setStyle(TableStyle([
        ("FONTNAME", (0, 0), (-1, -1), regular),
        ("FONTNAME", (0, 0), (-1, 0), bold),
        ("FONTSIZE", (0, 0), (-1, -1), 10),
        ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
        ("LINEBELOW", (0, 1), (-1, -1), 0.3, colors.grey),
        ("ALIGN", (2, 0), (2, -1), "RIGHT"),
    ]))
    story.append(table)

    def footer(canvas, doc) -> None:
        canvas.saveState()
        canvas.setFont(regular, 8)
        canvas.drawRightString(A4[0] - 15 * mm, 10 * mm, words("gamelog.page", lang, {"page": doc.page, "game": game_name}))
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=A4, leftMargin=15 * mm, rightMargin=15 * mm,
                            topMargin=15 * mm, bottomMargin=18 * mm, title=words("gamelog.title", lang, {"game": game_name}),
                            author="Table Companion")
    doc.build(story, onFirstPage=footer, onLaterPages=footer)
