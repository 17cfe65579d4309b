"""Every refusal the Aurum referee says to players, as catalog keys (`aurum.json`).

Each function builds one `Refusal` from the facts of the moment (card codes, player
names), so the game logic reads as a list of rules and not as a list of strings.
"""

from __future__ import annotations

from companion.errors import Refusal
from companion.games.aurum.deck import card_label, suit_label
from companion.text import Message


def refusal(key: str, rule: str | None = None, **fields) -> Refusal:
    """A refusal worded from the catalogs (`aurum.json`) when shown, in the reader's language."""
    return Refusal(Message(key, **fields), rule=rule)


# -- the game as a whole ---------------------------------------------------------------

def game_over() -> Refusal:
    return refusal("aurum.refuse.game_over")


def not_your_turn(name: str, verb: Message) -> Refusal:
    return refusal("aurum.refuse.not_your_turn", name=name, verb=verb)


PLAY = Message("aurum.word.play")
BID = Message("aurum.word.bid")


# -- where a card is known to be (R-7) --------------------------------------------------

def in_aside(code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.in_aside", rule="R-7", card=card)


def is_bid_of(code: str, name: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.is_bid_of", rule="R-7", card=card, name=name)


def in_trick(code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.in_trick", rule="R-7", card=card)


def already_played(code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.already_played", rule="R-7", card=card)


def in_hand_of(code: str, name: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.in_hand_of", rule="R-7", card=card, name=name)


def hand_known(name: str, codes: list[str]) -> Refusal:
    shown = ", ".join(codes)
    return refusal("aurum.refuse.hand_known", rule="R-7", name=name, shown=shown)


def not_in_deck(code: str, suit: str, players: int) -> Refusal:
    if suit == "Cu":
        return refusal("aurum.refuse.no_copper", players=players)
    return refusal("aurum.refuse.not_in_deck", players=players)


def gold_not_base(what: Message) -> Refusal:
    return refusal("aurum.refuse.gold_not_base", what=what)


A_BID = Message("aurum.word.a_bid")  # each begins a sentence, so capitalised
A_SWAPPED_CARD = Message("aurum.word.swapped_card")
A_LEFTOVER = Message("aurum.word.leftover")


# -- setup and bids --------------------------------------------------------------------

def aside_three_players() -> Refusal:
    return refusal("aurum.refuse.aside_three_players")


def aside_too_late() -> Refusal:
    return refusal("aurum.refuse.aside_too_late")


def same_card_twice(code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.same_card_twice", card=card)


def already_bid(name: str) -> Refusal:
    return refusal("aurum.refuse.already_bid", name=name)


def bidding_over() -> Refusal:
    return refusal("aurum.refuse.bidding_over")


def bids_first() -> Refusal:
    return refusal("aurum.refuse.bids_first")


def hand_empty(name: str) -> Refusal:
    return refusal("aurum.refuse.hand_empty", name=name)


# -- swaps -----------------------------------------------------------------------------

def swap_mid_trick() -> Refusal:
    return refusal("aurum.refuse.swap_mid_trick")


def swap_twice(name: str) -> Refusal:
    return refusal("aurum.refuse.swap_twice", rule="R-6", name=name)


def swap_not_partner(name: str, other: str, teams: bool) -> Refusal:
    if teams:
        return refusal("aurum.refuse.swap_not_partner_2", name=name, other=other)
    return refusal("aurum.refuse.swap_not_partner", name=name)


def no_gold(name: str, code: str, collection: list[str]) -> Refusal:
    held = ", ".join(collection)
    if not collection:
        return refusal("aurum.refuse.no_gold_2", name=name)
    return refusal("aurum.refuse.no_gold", code=code, name=name, held=held)


# -- plays -----------------------------------------------------------------------------

def gold_lead() -> Refusal:
    return refusal("aurum.refuse.gold_lead")


def suit_in_trick(suit: str) -> Refusal:
    card = suit_label(suit)
    return refusal("aurum.refuse.suit_in_trick", suit=card)


# -- stopping (R-8, R-9) ---------------------------------------------------------------

def leader_can_play(name: str) -> Refusal:
    return refusal("aurum.refuse.leader_can_play", rule="R-9", name=name)


def known_playable(name: str, code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.known_playable", rule="R-9", card=card, name=name)


def shown_playable(code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.shown_playable", rule="R-9", card=card)


def shown_wrong_size(name: str, holds: int, shown: int) -> Refusal:
    return refusal("aurum.refuse.shown_wrong_size", rule="R-9", name=name, shown=shown, holds=holds)


def shown_missing(name: str, code: str) -> Refusal:
    card = card_label(code)
    return refusal("aurum.refuse.shown_missing", rule="R-9", card=card, name=name)
