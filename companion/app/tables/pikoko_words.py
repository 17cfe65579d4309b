"""The Pikoko table's own words: sentences of the `table_pikoko` catalogs
(`assets/translations/<lang>/table_pikoko.json`), worded when drawn."""

from __future__ import annotations

from companion.games.pikoko.game import TRICKS, colour_word
from companion.text import GENITIVE_RULES

german_genitive = GENITIVE_RULES["s_or_apostrophe"]  # "Anas Pfau", "Iris' Pfau"
from companion.text import Message, say


def _l(key: str, **fields) -> Message:
    """A sentence of this table's catalog."""
    return Message(f"table_pikoko.{key}", **fields)


class Owning:
    """A name before "peacock": as is, but in German its genitive ("Anas Pfau", "Iris' Pfau")."""

    def __init__(self, name: str):
        self.name = name

    def get(self, lang: str) -> str:
        return german_genitive(self.name) if lang == "de" else self.name


def ROUND(r: int) -> Message:
    return _l("round", r=r)


def TRICK(t: int) -> Message:
    return _l("trick", t=t, all=TRICKS)


TRUMP = _l("trump")
NO_TRUMP = _l("no_trump")
FIRST = _l("first")
SCORES = _l("scores")
DONE = _l("done")
CONFIDENCE = _l("confidence")
CONFIDENCE_LAID = _l("confidence_laid")
PEACOCK = _l("peacock")
PEACOCKS = _l("peacocks")
PEACOCK_ENTERED = _l("peacock_entered")
PLAY = _l("play")
PLAY_PLAIN = _l("play_plain")   # without its ▶, where the panel is short of room
TURN_UP = _l("turn_up")
ENTER_BETS = _l("enter_bets")
BETS = _l("bets")
CONFIDENCE_COLUMN = _l("confidence_column")
ROUND_COLUMN = _l("round_column")
TOTAL_COLUMN = _l("total_column")
TRICKS_ROW = _l("tricks_row")
BY_ON = _l("by_on")
PICK_CELL = _l("pick_cell")
CHOOSE_COLOURS = _l("choose_colours")
FIRST_PLAYER = _l("first_player")


def confidence_short(laid: bool) -> Message:
    return _l("confidence_short_laid" if laid else "confidence_short")


def tricks_won(n: int) -> Message:
    return _l("tricks_won", n=n)


def bets_status(placed: int, total: int, tokens: int, all_tokens: int, short: bool = False) -> Message:
    return _l("bets_status_short" if short else "bets_status", p=placed, t=total, k=tokens, a=all_tokens)


def bets_missing(n: int) -> Message:
    return _l("bets_missing", n=n)


def plays_from(name: str, target: str) -> Message:
    return _l("plays_from", name=name, target=Owning(target))


def from_peacock(target: str) -> Message:
    return _l("from_peacock", target=Owning(target))


def led_and_trump(led: str | None, trump: str | None) -> Message:
    trump_words = colour_word(trump) if trump else NO_TRUMP
    if led is None:
        return _l("leads", trump=trump_words)
    return _l("led_and_trump", led=colour_word(led), trump=trump_words)


def which_trump() -> Message:
    return _l("which_trump")


def peacock_entry(owner: str, count: int) -> Message:
    return _l("peacock_entry", owner=Owning(owner), n=count)


def peacock_full(owner: str) -> Message:
    return _l("peacock_full", owner=Owning(owner))


def confidence_of(name: str) -> Message:
    return _l("confidence_of", name=name)


def confidence_hint() -> Message:
    return _l("confidence_hint")


def confidence_missing(names: list[str]) -> Message:
    return _l("confidence_missing", names=", ".join(names))


def confidence_laid(name: str) -> Message:
    return _l("confidence_laid_reason", name=name)


def peacock_entered(name: str) -> Message:
    return _l("peacock_entered_reason", name=Owning(name))


def not_your_turn(name: str) -> Message:
    return _l("not_your_turn", name=name)


def trick_taken(owner: str, number: int, card: str) -> Message:
    return _l("trick_taken", owner=owner, t=number, card=card_name(card))


def last_trick(owner: str, number: int, card: str) -> Message:
    return _l("last_trick", owner=owner, t=number, card=card_name(card))


def round_scores_title(number: int) -> Message:
    return _l("round_scores", r=number)


def token_passes(name: str) -> Message:
    return _l("token_passes", name=name)


def round_summary(result, players: list[str], totals: list[int]) -> Message:
    """A scored round in one sentence: each player's points, their total, and who takes the token."""
    return _l("round_summary", r=result.number, scores=" · ".join(_round_scores(result, players, totals)),
              name=players[result.next_first])


def round_summary_lines(result, players: list[str], totals: list[int]) -> "Joined":
    """The same, a line each, for a narrow column (a tall sheet's side): no long word
    ("Startspieler-Marker") to cut, the token by its ◆."""
    return Joined([ROUND(result.number), *_round_scores(result, players, totals),
                   _l("summary_token", name=players[result.next_first])], "\n")


def _round_scores(result, players: list[str], totals: list[int]) -> list[str]:
    """Each player's points this round and their total: "Iris +4 → 4"."""
    return [f"{name} {result.scores[seat]:+d} → {totals[seat]}".replace("-", "−") for seat, name in enumerate(players)]


def strip_round(bets: int, trust: int) -> Message:
    """A seat's round on its strip (table mode): what its bets and its confidence card earned."""
    return _l("strip_round", bets=signed(bets), trust=signed(trust))


def strip_total(total: int) -> Message:
    return _l("strip_total", total=total)


def signed(points: int) -> str:
    """+3, 0, −1 (a true minus sign, as the score table writes it)."""
    return f"{points:+d}".replace("-", "−") if points else "0"


DETAILS = _l("details")


def winners_text(names: list[str]) -> Message:
    if len(names) == 1:
        return _l("wins", name=names[0])
    return _l("shared_win", names=" & ".join(names))


def revoke_title() -> Message:
    return _l("revoke_title")


def undo_to_trick(number: int) -> Message:
    return _l("undo_to_trick", t=number)


def bet_cell_reason(name: str, target: str, tokens: int) -> Message:
    return _l("bet_cell_reason", name=name, n=tokens, target=target)


def choose_bet_first() -> Message:
    return _l("choose_bet_first")


def bets_complete() -> Message:
    return _l("bets_complete")


def log_trump(card: str) -> Message:
    return _l("log_trump", card=card_name(card))


def log_hand(name: str, cards: list[str]) -> Message:
    return _l("log_hand", name=Owning(name), cards=Joined([card_name(c) for c in cards]))


def log_bet(name: str, target: str, tokens: int) -> Message:
    return _l("log_bet", name=name, n=tokens, target=target)


def log_confidence(name: str) -> Message:
    return _l("log_confidence", name=name)


def log_play(name: str, card: str, target: str, colour: str | None) -> Message:
    if colour:
        return _l("log_play_as", name=name, card=card_name(card), target=Owning(target), colour=colour_word(colour))
    return _l("log_play", name=name, card=card_name(card), target=Owning(target))


def bet_prompt(name: str, target: str) -> Message:
    return _l("bet_prompt", name=name, target=target)


def nothing_to_play() -> Message:
    return _l("nothing_to_play")


def no_trump_now() -> Message:
    return _l("no_trump_now")


class Joined:
    """Several translatable parts (or plain strings) shown as one, in the language drawn."""

    def __init__(self, parts, sep: str = ", "):
        self.parts, self.sep = list(parts), sep

    def get(self, lang: str) -> str:
        return self.sep.join(say(part, lang) for part in self.parts)


def card_name(code: str) -> Message:
    """A feather card by name, as a table says it: "white 1", "multicoloured 4" (not "W1")."""
    from companion.games.pikoko import deck
    number = deck.number_of(code)
    if deck.is_multicoloured(code):
        return Message("tables.pikoko.multi_card", number=number)
    return Message("tables.pikoko.card", colour=colour_word(deck.colours_of(code)[0]), number=number)
