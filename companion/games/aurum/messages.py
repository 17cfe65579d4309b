"""Every sentence the Aurum referee says to players, in English, French and German.

Each function builds one `Refusal` from the facts of the moment (card codes, player
names), so the game logic reads as a list of rules and not as a list of strings.
"""

from __future__ import annotations

from companion.errors import Refusal
from companion.games.aurum.deck import card_name, suit_name
from companion.text import Text


def _card(code: str) -> tuple[str, str, str]:
    return tuple(card_name(code, lang) for lang in ("en", "fr", "de"))  # type: ignore[return-value]


def _suit(suit: str) -> tuple[str, str, str]:
    return tuple(suit_name(suit, lang) for lang in ("en", "fr", "de"))  # type: ignore[return-value]


def refusal(en: str, fr: str, de: str, rule: str | None = None) -> Refusal:
    return Refusal(Text(en, fr, de), rule=rule)


# -- the game as a whole ---------------------------------------------------------------

def game_over() -> Refusal:
    return refusal("The game is over", "La partie est terminée", "Das Spiel ist vorbei")


def not_your_turn(name: str, verb: Text) -> Refusal:
    return refusal(f"It is {name}'s turn to {verb.en}", f"C'est à {name} de {verb.fr}",
                   f"{name} ist an der Reihe ({verb.de})")


PLAY = Text("play", "jouer", "spielen")
BID = Text("bid", "miser", "bieten")


# -- where a card is known to be (R-7) --------------------------------------------------

def in_aside(code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} lies face up beside the supply", f"{fr} est posé face visible à côté de la réserve",
                   f"{de} liegt offen neben dem Vorrat", "R-7")


def is_bid_of(code: str, name: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} is {name}'s bid card", f"{fr} est la carte de mise de {name}",
                   f"{de} ist die Gebotskarte von {name}", "R-7")


def in_trick(code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} is already in this trick", f"{fr} est déjà dans ce pli", f"{de} liegt schon in diesem Stich", "R-7")


def already_played(code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} was already played this round", f"{fr} a déjà été joué dans cette manche",
                   f"{de} wurde in dieser Runde schon gespielt", "R-7")


def in_hand_of(code: str, name: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} is in {name}'s hand (it came back from a bid swap)",
                   f"{fr} est dans la main de {name} (revenu d'un échange de mise)",
                   f"{de} ist auf der Hand von {name} (zurück aus einem Gebotstausch)", "R-7")


def hand_known(name: str, codes: list[str]) -> Refusal:
    shown = ", ".join(codes)
    return refusal(f"{name}'s hand is known: {shown}", f"La main de {name} est connue : {shown}",
                   f"Die Hand von {name} ist bekannt: {shown}", "R-7")


def not_in_deck(code: str, suit: str, players: int) -> Refusal:
    if suit == "Cu":
        en, fr, de = _suit(suit)
        return refusal(f"{en} is not used with {players} players", f"Le {fr.lower()} n'est pas utilisé à {players} joueurs",
                       f"{de} wird zu {players} nicht verwendet")
    return refusal(f"There are no 10s with {players} players", f"Il n'y a pas de 10 à {players} joueurs",
                   f"Zu {players} gibt es keine 10er")


def gold_not_base(what: Text) -> Refusal:
    return refusal(f"{what.en.capitalize()} must be a base-metal card, not gold",
                   f"{what.fr.capitalize()} doit être une carte de métal de base, pas de l'or",
                   f"{what.de[0].upper() + what.de[1:]} muss eine Grundmetallkarte sein, kein Gold")


A_BID = Text("a bid", "une mise", "ein Gebot")
A_SWAPPED_CARD = Text("the card swapped in", "la carte échangée", "die getauschte Karte")
A_LEFTOVER = Text("a leftover card", "une carte restante", "eine übrige Karte")


# -- setup and bids --------------------------------------------------------------------

def aside_three_players() -> Refusal:
    return refusal("With 3 players no cards are set aside", "À 3 joueurs, aucune carte n'est mise de côté",
                   "Zu dritt werden keine Karten beiseitegelegt")


def aside_too_late() -> Refusal:
    return refusal("The two leftover cards are laid out once, at the start of a round before any bid",
                   "Les deux cartes restantes se posent une fois, en début de manche avant toute mise",
                   "Die zwei übrigen Karten werden einmal zu Rundenbeginn vor dem ersten Gebot ausgelegt")


def same_card_twice(code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} appears twice", f"{fr} apparaît deux fois", f"{de} kommt zweimal vor")


def already_bid(name: str) -> Refusal:
    return refusal(f"{name} has already bid this round", f"{name} a déjà misé dans cette manche",
                   f"{name} hat in dieser Runde schon geboten")


def bidding_over() -> Refusal:
    return refusal("Everyone has bid: the bids can now only be swapped", "Tout le monde a misé : les mises ne peuvent plus qu'être échangées",
                   "Alle haben geboten: Gebote können jetzt nur noch getauscht werden")


def bids_first() -> Refusal:
    return refusal("Everyone bids before the first trick", "Tout le monde mise avant le premier pli",
                   "Vor dem ersten Stich geben alle ihr Gebot ab")


def hand_empty(name: str) -> Refusal:
    return refusal(f"{name} has no cards left in hand", f"{name} n'a plus de cartes en main", f"{name} hat keine Karten mehr auf der Hand")


# -- swaps -----------------------------------------------------------------------------

def swap_mid_trick() -> Refusal:
    return refusal("Bids are swapped only between tricks, before the lead card",
                   "Les mises ne s'échangent qu'entre les plis, avant la carte d'entame",
                   "Gebote werden nur zwischen den Stichen getauscht, vor dem Ausspielen")


def swap_twice(name: str) -> Refusal:
    return refusal(f"{name} has already swapped before this trick", f"{name} a déjà échangé avant ce pli",
                   f"{name} hat vor diesem Stich schon getauscht", "R-6")


def swap_not_partner(name: str, other: str, teams: bool) -> Refusal:
    if teams:
        return refusal(f"{name} may swap only their own bid or their partner's, not {other}'s",
                       f"{name} ne peut échanger que sa mise ou celle de son partenaire, pas celle de {other}",
                       f"{name} darf nur das eigene Gebot oder das des Partners tauschen, nicht das von {other}")
    return refusal(f"{name} may swap only their own bid", f"{name} ne peut échanger que sa propre mise",
                   f"{name} darf nur das eigene Gebot tauschen")


def no_gold(name: str, code: str, collection: list[str]) -> Refusal:
    held = ", ".join(collection)
    if not collection:
        return refusal(f"{name} has no gold in the collection", f"{name} n'a pas d'or dans sa collection",
                       f"{name} hat kein Gold in der Sammlung")
    return refusal(f"{name} has no {code} in the collection (holds {held})",
                   f"{name} n'a pas de {code} dans sa collection (a {held})",
                   f"{name} hat kein {code} in der Sammlung (hat {held})")


# -- plays -----------------------------------------------------------------------------

def gold_lead() -> Refusal:
    return refusal("A trick is never led with gold: lead a base-metal card",
                   "On n'entame jamais un pli avec de l'or : entamez avec un métal de base",
                   "Ein Stich wird nie mit Gold eröffnet: spiele ein Grundmetall aus")


def suit_in_trick(suit: str) -> Refusal:
    en, fr, de = _suit(suit)
    return refusal(f"{en} is already in this trick", f"{fr} est déjà dans ce pli", f"{de} liegt schon in diesem Stich")


# -- stopping (R-8, R-9) ---------------------------------------------------------------

def leader_can_play(name: str) -> Refusal:
    return refusal(f"{name} leads and may lead any card in hand", f"{name} entame et peut jouer n'importe quelle carte de sa main",
                   f"{name} spielt aus und kann jede Handkarte ausspielen", "R-9")


def known_playable(name: str, code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{name} holds {en}, which can be played", f"{name} a {fr} en main, qui peut être joué",
                   f"{name} hat {de} auf der Hand, das gespielt werden kann", "R-9")


def shown_playable(code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} in the revealed hand can be played", f"{fr} dans la main révélée peut être joué",
                   f"{de} in der gezeigten Hand kann gespielt werden", "R-9")


def shown_wrong_size(name: str, holds: int, shown: int) -> Refusal:
    return refusal(f"The revealed hand must be all of {name}'s {holds} cards, not {shown}",
                   f"La main révélée doit contenir les {holds} cartes de {name}, pas {shown}",
                   f"Die gezeigte Hand muss alle {holds} Karten von {name} enthalten, nicht {shown}", "R-9")


def shown_missing(name: str, code: str) -> Refusal:
    en, fr, de = _card(code)
    return refusal(f"{en} is known to be in {name}'s hand but was not shown",
                   f"{fr} est connu dans la main de {name} mais n'a pas été montré",
                   f"{de} ist bekanntlich auf der Hand von {name}, wurde aber nicht gezeigt", "R-9")
