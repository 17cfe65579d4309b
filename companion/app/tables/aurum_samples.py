"""Sample Aurum games for the screenshot states and the resume sample: a 4-player game
(Ana+Cleo against Ben+Dev, no gold 0s) and a 3-player game, written compactly:
`A c c` leftovers, `B<seat> card` bid, `<seat> card` play, `S<seat> gold card bid_of` swap,
`X<seat>` stop. Cards and plays are the project's own sample games."""

from __future__ import annotations

from companion.app.session import Session

PLAYERS_4 = ["Ana", "Ben", "Cleo", "Dev"]
OPTIONS_4 = {'first': 3, 'zero_gold': False}
GAME_4 = """
A P6 Ag2, B3 Ag8, B0 Zn3, B1 Cu5, B2 Cu1, 3 P3, 0 Bi3, 1 Zn7, 2 Cu2, 2 Bi10, 3 Ag3, 0 P5,
1 Zn6, 3 Zn2, 0 Ag6, 1 Bi1, 2 Au2, S1 Au1 Zn1 1, 1 Ag10, 2 Bi4, 3 Cu7, 0 P7, 2 P2, 3 Bi7,
0 Cu3, 1 Ag4, 2 Ag9, 3 Cu4, 0 P9, 1 Zn5, 3 Bi9, 0 Zn10, 1 P10, 2 Au4, 3 Cu9, 0 P4, 1 Bi2,
2 Ag7, 1 Cu5, 2 Zn8, 3 Ag5, 0 Bi6, 3 Ag1, 0 Zn9, 1 Au2, 2 Au2, 3 Cu10, 0 Bi8, 1 P1, 2 Zn4,
1 P8, 2 Bi5, 3 Au3, A Bi7 Ag10, B0 Ag7, B1 Cu1, B2 Cu3, B3 Cu2, 0 Ag6, 1 Zn3, 2 P9, 3 Cu7,
1 Zn4, 2 Cu9, 3 Bi5, 0 Ag1, 0 Ag9, 1 Au3, 2 Zn8, 3 Bi4, 3 Zn7, 0 Cu8, 1 Bi2, 2 P7, 1 Bi8, 2 P4,
3 Zn2, 0 Ag4, 3 P10, 0 Zn5, 1 Ag5, 2 Bi6, 1 P1, 2 Cu6, 3 Ag3, 0 Zn1, S3 Au2 P8 1, 0 Cu4, 1 Au2,
2 Zn9, 3 P3, 3 Cu10, 0 Au1, 1 Bi10, 2 P6, 2 Zn10, 3 Cu5, 0 Au1, 1 P5, 1 Bi9, X2
"""

PLAYERS_3 = ["Ana", "Ben", "Cleo"]
OPTIONS_3 = {'first': 2}
GAME_3 = """
B0 Ag1, B2 Bi1, B1 Ag4, 2 Bi4, 0 Ag6, 1 P5, 2 P4, 0 Zn9, 1 Ag7, 2 P7, 0 Zn6, 1 Ag2, 1 Bi9,
2 Au0, 0 Zn1, 0 P3, 1 Zn3, 2 Bi8, 1 Ag5, 2 P8, 0 Bi3, 0 P1, 1 Ag9, 2 Bi7, 0 Bi2, 1 P2, 2 Ag8,
1 P6, 2 Zn2, 0 Bi5, 2 Zn4, 0 Bi6, X1, B0 Ag3, B2 P3, B1 Zn8, S1 Au0 Ag2 1, 0 Ag9, 1 Bi8, 2 Zn6,
2 P8, 0 Zn7, 1 Bi9, S0 Au7 P4 0, S2 Au6 Zn2 2, 0 P2, 1 Zn5, 2 Ag8, 0 P9, 1 Bi4, 2 Ag7,
S1 Au4 Zn9 1, 1 Ag6, 2 P3, 0 Bi2, 0 Ag1, 1 Zn8, 2 Bi3, 0 Ag4, 1 Zn4, 2 P6, 1 Zn3, 2 Au0, 0 Ag5,
1 Ag2, 2 Bi1, 0 P5, 2 Bi6, 0 Au0, 1 Au3, 2 Bi5, 0 Ag3, 1 P1, 1 P7, 2 Au1, 0 Bi7
"""


def actions(compact: str) -> list[dict]:
    """The record actions of a compact game text."""
    out = []
    for item in (part.strip() for part in compact.replace("\n", " ").split(",")):
        head, *rest = item.split(" ")
        if head == "A":
            out.append({"do": "aside", "cards": rest})
        elif head.startswith("B"):
            out.append({"do": "bid", "player": int(head[1:]), "card": rest[0]})
        elif head.startswith("S"):
            out.append({"do": "swap", "player": int(head[1:]), "gold": rest[0], "card": rest[1], "bid_of": int(rest[2])})
        elif head.startswith("X"):
            out.append({"do": "stop", "player": int(head[1:]), **({"hand": rest} if rest else {})})
        else:
            out.append({"do": "play", "player": int(head), "card": rest[0]})
    return out


def session_after(count: int | None, four: bool = True) -> Session:
    """A saved session holding the first `count` actions of a sample game (all when None)."""
    players, options, game = (PLAYERS_4, OPTIONS_4, GAME_4) if four else (PLAYERS_3, OPTIONS_3, GAME_3)
    session = Session.start("aurum", players, options)
    for action in actions(game)[:count]:
        problem = session.submit(action)
        assert problem is None, problem
    return session


def _table(app, count, four=True, hide=False, sheet=True):
    """The table after `count` actions; the sheet of the seat due to act opens by itself
    (`hide`: put away, the table itself shown; `sheet=False`: as if not opened yet, for a
    screen that comes before it)."""
    from companion.app.tables.aurum import AurumTable
    session = session_after(count, four)
    app.session = session
    table = AurumTable(app, session)
    app.push(table)
    seat, purpose = table.due()
    if sheet and purpose:
        table.open_sheet(seat, purpose)
        if hide:
            app.top.hide()
    return table


def stage_bids(app):
    _table(app, 3)


def stage_bids_three(app):
    # 3 players bid in any order: Ana has bid, Ben and Cleo may enter theirs
    _table(app, 1, four=False)


def stage_trick(app):
    # round 2: Ben played gold onto Ana's lead; Dev (who holds Ben's old bid P8) chooses on the sheet
    _table(app, 90)


def stage_trick_table(app):
    # the same moment with the sheet put away: the trick, the seats, "choose a card" on Dev's panel
    _table(app, 90, hide=True)


def stage_between(app):
    # round 1 between tricks 4 and 5: the last trick's winner and gold shown, swaps open
    _table(app, 26, hide=True)


def stage_lead(app):
    # the leader's sheet between tricks: a card to lead, or a swap for any seat
    _table(app, 26)


def stage_three(app):
    # 3 players, round 2: Cleo cannot follow Silver; two cards are known in hands after swaps
    _table(app, 57, four=False, hide=True)


def stage_swap(app):
    table = _table(app, 26)
    table.open_swap(2)


def stage_reveal(app):
    _table(app, 100)
    app.top.switch("reveal")
    app.top.chosen = ["Bi3"]


def stage_leftovers(app):
    _table(app, 0)
    app.top.switch("aside")
    app.top.chosen = ["P6"]


def stage_rounds(app):
    table = _table(app, 53, sheet=False)
    table.show_rounds(just_ended=True)


def stage_over(app):
    table = _table(app, None, sheet=False)
    table.show_rounds(just_ended=True)


def stage_over_table(app):
    _table(app, None)


def stage_log(app):
    _table(app, 60, sheet=False).open_log()


def resume_sample(app):
    session_after(30)


SCREENSHOTS = {
    "aurum-bids": stage_bids,
    "aurum-bids-3p": stage_bids_three,
    "aurum-trick": stage_trick,
    "aurum-trick-table": stage_trick_table,
    "aurum-between": stage_between,
    "aurum-lead": stage_lead,
    "aurum-3p": stage_three,
    "aurum-swap": stage_swap,
    "aurum-log": stage_log,
    "aurum-reveal": stage_reveal,
    "aurum-leftovers": stage_leftovers,
    "aurum-rounds": stage_rounds,
    "aurum-over": stage_over_table,
    "aurum-final": stage_over,
}
