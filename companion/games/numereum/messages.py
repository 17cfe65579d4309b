"""Every sentence the Numereum referee says to players, in English, French and German.

Kept apart from the rules so the engine reads as rules and the wording can be polished
without touching them. Each function returns a catalog `Message` (numereum.json).
"""

from __future__ import annotations

from companion.text import Message


def game_over() -> Message:
    return Message("numereum.refuse.game_over")


def wrong_phase(phase: str, lower: str) -> Message:
    """What the table must do now instead (the verb tried does not fit this moment)."""
    if phase == "setup":
        return Message("numereum.refuse.wrong_phase_2")
    if phase == "prizes":
        return Message("numereum.refuse.wrong_phase_3")
    if phase == "bidding":
        return Message("numereum.refuse.wrong_phase_4")
    if phase == "pending":
        return Message("numereum.refuse.wrong_phase_5", lower=lower)
    return Message("numereum.refuse.wrong_phase")


def reserve_twice(name: str) -> Message:
    return Message("numereum.refuse.reserve_twice", name=name)


def no_raise_empty_hand(name: str, is_lower: bool) -> Message:
    if is_lower:
        return Message("numereum.refuse.no_raise_empty_hand_2", name=name)
    return Message("numereum.refuse.no_raise_empty_hand", name=name)


def basic_in_combination(card: str) -> Message:
    return Message("numereum.refuse.basic_in_combination", card=card)


def basic_from_pile(card: str) -> Message:
    return Message("numereum.refuse.basic_from_pile", card=card)


def no_criterion(cards: list[str], only_any_order: bool) -> Message:
    shown = ", ".join(cards)
    if only_any_order:
        return Message("numereum.refuse.no_criterion_2", shown=shown)
    return Message("numereum.refuse.no_criterion", shown=shown)


def nothing_fresh(name: str) -> Message:
    return Message("numereum.refuse.nothing_fresh", name=name)


def pile_empty() -> Message:
    return Message("numereum.refuse.pile_empty")


def basic_spent(name: str, card: str) -> Message:
    return Message("numereum.refuse.basic_spent", card=card, name=name)


def hand_all_known(name: str, card: str) -> Message:
    return Message("numereum.refuse.hand_all_known", card=card, name=name)


def not_in_deck(card: str) -> Message:
    return Message("numereum.refuse.not_in_deck", card=card)


def known_elsewhere(card: str, place: Message) -> Message:
    return Message("numereum.refuse.known_elsewhere", card=card, place=place)


# where a known card is (completes `known_elsewhere`)

def place_prize() -> Message:
    return Message("numereum.refuse.place_prize")


def place_bid(name: str) -> Message:
    return Message("numereum.refuse.place_bid", name=name)


def place_reserve(name: str) -> Message:
    return Message("numereum.refuse.place_reserve", name=name)


def place_combination(name: str) -> Message:
    return Message("numereum.refuse.place_combination", name=name)


def place_hand(name: str) -> Message:
    return Message("numereum.refuse.place_hand", name=name)


def place_discard() -> Message:
    return Message("numereum.refuse.place_discard")


def place_seen() -> Message:
    return Message("numereum.refuse.place_seen")


def already_combined(name: str, card: str) -> Message:
    return Message("numereum.refuse.already_combined", card=card, name=name)


def not_in_reserve(name: str, card: str) -> Message:
    return Message("numereum.refuse.not_in_reserve", card=card, name=name)
