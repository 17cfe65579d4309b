"""The Aurum table's own words: sentences of the catalog `assets/translations/<lang>/table_aurum.json`
(`L`, worded when drawn), the facts (names, card faces) filled in by these small functions."""

from __future__ import annotations

from companion.app.i18n import L
from companion.text import Joined

GOLD = L("table_aurum.gold")
CANNOT_PLAY = L("table_aurum.cannot_play")
SWAP = L("table_aurum.swap")
LEFTOVERS = L("table_aurum.leftovers")
SCORES = L("table_aurum.scores")
CANCEL = L("table_aurum.cancel")
CLOSE = L("table_aurum.close")
ROUND_TABLE = L("table_aurum.round_table")
WAITING_BIDS = L("table_aurum.waiting_bids")
NO_GOLD_MARK = L("table_aurum.no_gold_mark")  # on the lowest card when it took no gold
EVERYONE_BIDS = L("table_aurum.everyone_bids")  # the short form, on every panel's strip
SUPPLY = L("table_aurum.supply")
COLUMNS = [L("table_aurum.columns"), L("table_aurum.columns_1"), L("table_aurum.columns_2"),
           L("table_aurum.columns_3"), L("table_aurum.columns_4"),
           L("table_aurum.columns_5"), L("table_aurum.columns_6"), L("table_aurum.columns_7")]


def joined(*parts, sep: str = " · ") -> Joined:
    """Several sentences (or plain strings: names, card faces) as one line, worded when drawn."""
    return Joined(parts, sep)


def to_play(name: str) -> L:
    return L("table_aurum.to_play", name=name)


def to_lead(name: str) -> L:
    return L("table_aurum.to_lead", name=name)


def to_bid(name: str) -> L:
    return L("table_aurum.to_bid", name=name)


def bid_line(card_face: str | None, team: int | None) -> L:
    if card_face is None:
        return L("table_aurum.bid_line")
    if team is None:
        return L("table_aurum.bid_line_1", c=card_face)
    return L("table_aurum.bid_line_2", c=card_face, t=team)


def tricks_line(count: int) -> L:
    return L("table_aurum.tricks_line", n=count)


def hand_line(count: int) -> L:
    return L("table_aurum.hand_line", n=count)


def trick_result(winner: str, gold: str | None, leader: str) -> L:
    """After a trick: who won it, and who took which gold (that player leads next)."""
    if gold:
        return L("table_aurum.trick_result", w=winner, g=gold, l=leader)
    return L("table_aurum.trick_result_1", w=winner, l=leader)


def last_trick(winner: str, gold: str | None) -> L:
    if gold:
        return L("table_aurum.last_trick", w=winner, g=gold)
    return L("table_aurum.last_trick_1", w=winner)


def swap_title(name: str) -> L:
    return L("table_aurum.swap_title", name=name)


def round_over(round_no: int, takers: list[str]) -> L:
    if not takers:
        return L("table_aurum.round_over", r=round_no)
    joined = " & ".join(takers)
    if len(takers) == 1 and "+" not in joined:
        return L("table_aurum.round_over_1", r=round_no, w=joined)
    return L("table_aurum.round_over_2", r=round_no, w=joined)


def winners_line(names: list[str]) -> L:
    joined = " & ".join(names)
    if len(names) == 1:
        return L("table_aurum.winners_line", w=joined)
    return L("table_aurum.winners_line_1", w=joined)


def nuggets_line(count: int, cumulative: bool) -> L:
    if cumulative:
        return L("table_aurum.nuggets_line", n=count)
    return L("table_aurum.nuggets_line_1", n=count)


def strip_result(bid: int, tricks: int) -> L:
    """A side's round on its seat's strip (table mode): "Bid 8 · Tricks 5"."""
    return L("table_aurum.strip_result", b=bid, t=tricks)


def match_line(parts: str, cumulative: bool) -> L:
    if cumulative:
        return L("table_aurum.match_line", p=parts)
    return L("table_aurum.match_line_1", p=parts)


def log_line(action: dict, names: list[str], face) -> L:
    """One recorded action in words, for the game's log (`face` draws a card code)."""
    verb = action.get("do")
    who = names[action["player"]] if isinstance(action.get("player"), int) and 0 <= action["player"] < len(names) else "?"
    if verb == "aside":
        cards = " ".join(face(c) for c in action.get("cards", []))
        return L("table_aurum.log_line", c=cards)
    if verb == "bid":
        return L("table_aurum.log_line_1", n=who, c=face(action["card"]))
    if verb == "play":
        return L("table_aurum.log_line_2", n=who, c=face(action["card"]))
    if verb == "swap":
        whose = names[action["bid_of"]]
        return L("table_aurum.log_line_3", n=who, g=face(action["gold"]), c=face(action["card"]), w=whose)
    if verb == "stop":
        shown = " ".join(face(c) for c in action.get("hand") or [])
        if shown:
            return L("table_aurum.log_line_4", n=who, h=shown)
        return L("table_aurum.log_line_5", n=who)
    return str(verb)
