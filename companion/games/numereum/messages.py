"""Every sentence the Numereum referee says to players, in English, French and German.

Kept apart from the rules so the engine reads as rules and the wording can be polished
without touching them. Each function returns a `Text`.
"""

from __future__ import annotations

from companion.text import Text


def game_over() -> Text:
    return Text("The game is over", "La partie est terminée", "Die Partie ist vorbei")


def wrong_phase(phase: str, lower: str) -> Text:
    """What the table must do now instead (the verb tried does not fit this moment)."""
    if phase == "setup":
        return Text("First each player lays out their 2 reserve cards",
                    "D'abord, chaque joueur pose ses 2 cartes de réserve",
                    "Zuerst legt jeder seine 2 Reservekarten aus")
    if phase == "prizes":
        return Text("A round starts by revealing its two prizes",
                    "Une manche commence en révélant ses deux lots",
                    "Eine Runde beginnt mit dem Aufdecken ihrer zwei Preise")
    if phase == "bidding":
        return Text("Both players must first bid a card",
                    "Les deux joueurs doivent d'abord miser une carte",
                    "Beide müssen zuerst eine Karte bieten")
    if phase == "pending":
        return Text(f"{lower} bid lower and must first concede or raise",
                    f"{lower} a misé moins et doit d'abord abandonner ou surenchérir",
                    f"{lower} hat weniger geboten und muss zuerst aufgeben oder erhöhen")
    return Text("The bidding of this round is over: make combinations or close the round",
                "Les enchères de cette manche sont finies : faites des combinaisons ou terminez la manche",
                "Die Gebote dieser Runde sind vorbei: Kombinationen bilden oder die Runde beenden")


def reserve_twice(name: str) -> Text:
    return Text(f"{name} has already laid out a reserve",
                f"{name} a déjà posé sa réserve",
                f"{name} hat die Reserve schon ausgelegt")


def no_raise_empty_hand(name: str, is_lower: bool) -> Text:
    if is_lower:
        return Text(f"{name} has no card left to raise with",
                    f"{name} n'a plus de carte pour surenchérir",
                    f"{name} hat keine Karte mehr zum Erhöhen")
    return Text(f"No raise: {name} has no card left in hand",
                f"Pas de surenchère : {name} n'a plus de carte en main",
                f"Kein Erhöhen: {name} hat keine Karte mehr auf der Hand")


def basic_in_combination(card: str) -> Text:
    return Text(f"{card} is a basic card: combinations use reserve cards only",
                f"{card} est une carte de base : les combinaisons n'utilisent que la réserve",
                f"{card} ist eine Grundkarte: Kombinationen nutzen nur Reservekarten")


def basic_from_pile(card: str) -> Text:
    return Text(f"{card} is a basic card: it never comes from the pile",
                f"{card} est une carte de base : elle ne vient jamais de la pioche",
                f"{card} ist eine Grundkarte: sie kommt nie vom Stapel")


def no_criterion(cards: list[str], only_any_order: bool) -> Text:
    shown = ", ".join(cards)
    if only_any_order:
        return Text(f"{shown} meet no criterion: a run must read in each card's own digit order",
                    f"{shown} ne remplissent aucun critère : une suite se lit dans l'ordre des chiffres de chaque carte",
                    f"{shown} erfüllen kein Kriterium: eine Folge liest jede Karte in ihrer eigenen Ziffernfolge")
    return Text(f"{shown} meet none of the five criteria",
                f"{shown} ne remplissent aucun des cinq critères",
                f"{shown} erfüllen keines der fünf Kriterien")


def nothing_fresh(name: str) -> Text:
    return Text(f"At least one of the three cards must have entered {name}'s reserve this round",
                f"Au moins une des trois cartes doit être arrivée dans la réserve de {name} cette manche",
                f"Mindestens eine der drei Karten muss in dieser Runde in die Reserve von {name} gekommen sein")


def pile_empty() -> Text:
    return Text("The pile is empty", "La pioche est vide", "Der Stapel ist leer")


def basic_spent(name: str, card: str) -> Text:
    return Text(f"{name} has no {card} left: it was already bid",
                f"{name} n'a plus de {card} : elle a déjà été misée",
                f"{name} hat kein {card} mehr: die Karte wurde schon geboten")


def hand_all_known(name: str, card: str) -> Text:
    return Text(f"{name}'s hand is entirely known and holds no {card}",
                f"La main de {name} est entièrement connue et ne contient pas {card}",
                f"Die Hand von {name} ist ganz bekannt und enthält keine {card}")


def not_in_deck(card: str) -> Text:
    return Text(f"There is no {card} in this game's deck",
                f"Il n'y a pas de {card} dans le paquet de cette partie",
                f"In diesem Spiel gibt es keine {card}")


def known_elsewhere(card: str, place: Text) -> Text:
    return Text(f"{card} is already {place.en}", f"{card} est déjà {place.fr}", f"{card} ist schon {place.de}")


# where a known card is (completes `known_elsewhere`)

def place_prize() -> Text:
    return Text("on the table as a prize", "sur la table comme lot", "als Preis auf dem Tisch")


def place_bid(name: str) -> Text:
    return Text(f"bid by {name} this round", f"misée par {name} cette manche", f"in dieser Runde von {name} geboten")


def place_reserve(name: str) -> Text:
    return Text(f"in {name}'s reserve", f"dans la réserve de {name}", f"in der Reserve von {name}")


def place_combination(name: str) -> Text:
    return Text(f"in one of {name}'s combinations", f"dans une combinaison de {name}",
                f"in einer Kombination von {name}")


def place_hand(name: str) -> Text:
    return Text(f"in {name}'s hand", f"dans la main de {name}", f"auf der Hand von {name}")


def place_discard() -> Text:
    return Text("in the discard", "dans la défausse", "im Ablagestapel")


def place_seen() -> Text:
    return Text("in play", "en jeu", "im Spiel")


def already_combined(name: str, card: str) -> Text:
    return Text(f"{card} is already in one of {name}'s combinations and cannot be used again",
                f"{card} fait déjà partie d'une combinaison de {name} et ne peut plus servir",
                f"{card} liegt schon in einer Kombination von {name} und kann nicht wieder dienen")


def not_in_reserve(name: str, card: str) -> Text:
    return Text(f"{card} is not in {name}'s reserve", f"{card} n'est pas dans la réserve de {name}",
                f"{card} liegt nicht in der Reserve von {name}")
