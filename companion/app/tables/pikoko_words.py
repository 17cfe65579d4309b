"""The Pikoko table's own words, in English, French and German."""

from __future__ import annotations

from companion.games.pikoko.game import TRICKS, colour_word, say
from companion.text import Text

ROUND = lambda r: say("Round {r}/3", "Manche {r}/3", "Runde {r}/3", r=r)  # noqa: E731
TRICK = lambda t: say("Trick {t}/{all}", "Pli {t}/{all}", "Stich {t}/{all}", t=t, all=TRICKS)  # noqa: E731
TRUMP = Text("Trump", "Atout", "Trumpf")
NO_TRUMP = Text("No trump", "Sans atout", "Kein Trumpf")
FIRST = Text("◆ first", "◆ premier", "◆ Start")
SCORES = Text("Scores", "Scores", "Punkte")
DONE = Text("Done", "Terminé", "Fertig")
CONFIDENCE = Text("Confidence", "Confiance", "Vertrauen")
CONFIDENCE_LAID = Text("✓ Confidence", "✓ Confiance", "✓ Vertrauen")
PEACOCK = Text("Peacock", "Paon", "Pfau")
PEACOCK_ENTERED = Text("✓ Peacock", "✓ Paon", "✓ Pfau")
PLAY = Text("▶ Play", "▶ Jouer", "▶ Spielen")
TURN_UP = Text("Turn up the trump card", "Retourner la carte d'atout", "Trumpfkarte aufdecken")
ENTER_BETS = Text("Enter the bets", "Saisir les paris", "Wetten eingeben")
BETS = Text("Bets", "Paris", "Wetten")
NO_CONFIDENCE_SHORT = Text("None", "Aucune", "Keine")
CONFIDENCE_COLUMN = Text("Conf.", "Conf.", "Vertr.")
ROUND_COLUMN = Text("Round", "Manche", "Runde")
TOTAL_COLUMN = Text("Total", "Total", "Summe")
TRICKS_ROW = Text("Tricks", "Plis", "Stiche")
BY_ON = Text("by ↓  on →", "par ↓  sur →", "von ↓  auf →")
PICK_CELL = Text("Tap a bet, then the tokens", "Touchez un pari, puis les jetons", "Wette antippen, dann die Chips")
CHOOSE_COLOURS = Text("Each player's colour", "La couleur de chaque joueur", "Die Farbe jeder Person")


def tricks_won(n: int) -> Text:
    if n == 1:
        return Text("1 trick", "1 pli", "1 Stich")
    return say("{n} tricks", "{n} plis", "{n} Stiche", n=n)


def bets_status(placed: int, total: int, tokens: int, all_tokens: int, short: bool = False) -> Text:
    if short:
        return say("Bets {p}/{t} · {k}/{a}", "Paris {p}/{t} · {k}/{a}", "Wetten {p}/{t} · {k}/{a}",
                   p=placed, t=total, k=tokens, a=all_tokens)
    return say("Bets {p}/{t} · {k}/{a} tokens", "Paris {p}/{t} · {k}/{a} jetons", "Wetten {p}/{t} · {k}/{a} Chips",
               p=placed, t=total, k=tokens, a=all_tokens)


def bets_missing(n: int) -> Text:
    return say("{n} still missing", "encore {n} à saisir", "noch {n} offen", n=n)


def plays_from(name: str, target: str) -> Text:
    return say("{name} plays from {target}'s peacock", "{name} joue depuis le paon de {target}",
               "{name} spielt aus {target}s Pfau", name=name, target=target)


def from_peacock(target: str) -> Text:
    return say("from {target}'s peacock", "du paon de {target}", "aus {target}s Pfau", target=target)


def led_and_trump(led: str | None, trump: str | None) -> Text:
    trump_words = colour_word(trump) if trump else NO_TRUMP
    if led is None:
        return say("Leads the trick · trump: {trump}", "Ouvre le pli · atout : {trump}",
                   "Spielt aus · Trumpf: {trump}", trump=trump_words)
    return say("Led: {led} · trump: {trump}", "Demandé : {led} · atout : {trump}",
               "Ausgespielt: {led} · Trumpf: {trump}", led=colour_word(led), trump=trump_words)


def which_trump() -> Text:
    return Text("Which card was turned up?", "Quelle carte a été retournée ?", "Welche Karte wurde aufgedeckt?")


def peacock_entry(owner: str, count: int) -> Text:
    return say("{owner}'s peacock: tap its 8 cards ({n}/8)", "Paon de {owner} : touchez ses 8 cartes ({n}/8)",
               "{owner}s Pfau: seine 8 Karten antippen ({n}/8)", owner=owner, n=count)


def peacock_full(owner: str) -> Text:
    return say("{owner}'s peacock already has 8 cards: tap one to remove it",
               "Le paon de {owner} a déjà 8 cartes : touchez-en une pour la retirer",
               "{owner}s Pfau hat schon 8 Karten: eine antippen, um sie zu entfernen", owner=owner)


def confidence_of(name: str) -> Text:
    return say("{name}'s confidence card", "Carte confiance de {name}", "Vertrauenskarte von {name}", name=name)


def confidence_hint() -> Text:
    return Text("The player whose bet you trust most: +3 if your bet on them is exact, −1 if not; none: +1",
                "Le joueur dont vous croyez le pari le plus sûr : +3 s'il est exact, −1 sinon ; aucune : +1",
                "Die Person, deren Wette du am meisten traust: +3 wenn sie genau stimmt, sonst −1; keine: +1")


def confidence_missing(names: list[str]) -> Text:
    joined = ", ".join(names)
    return say("Confidence cards missing: {names}", "Cartes confiance manquantes : {names}",
               "Es fehlen Vertrauenskarten: {names}", names=joined)


def confidence_laid(name: str) -> Text:
    return say("{name} has laid a confidence card (undo to change it)",
               "{name} a posé sa carte confiance (annuler pour la changer)",
               "{name} hat die Vertrauenskarte gelegt (zum Ändern zurücknehmen)", name=name)


def peacock_entered(name: str) -> Text:
    return say("{name}'s peacock is entered (undo to change it)", "Le paon de {name} est saisi (annuler pour le changer)",
               "{name}s Pfau ist eingegeben (zum Ändern zurücknehmen)", name=name)


def peacock_too_late() -> Text:
    return Text("Peacocks are entered before the first card is played", "Les paons se saisissent avant la première carte",
                "Pfauen werden vor der ersten Karte eingegeben")


def not_your_turn(name: str) -> Text:
    return say("It is {name}'s turn to play", "C'est à {name} de jouer", "{name} ist am Zug", name=name)


def trick_taken(owner: str, number: int, card: str) -> Text:
    return say("{owner} takes trick {t}: {card} came from {owner}'s peacock",
               "{owner} remporte le pli {t} : {card} venait de son paon",
               "{owner} bekommt Stich {t}: {card} kam aus dem eigenen Pfau", owner=owner, t=number, card=card)


def last_trick(owner: str, number: int, card: str) -> Text:
    return say("Trick {t} → {owner} ({card})", "Pli {t} → {owner} ({card})", "Stich {t} → {owner} ({card})",
               owner=owner, t=number, card=card)


def round_scores_title(number: int) -> Text:
    return say("Round {r} scores", "Points de la manche {r}", "Punkte der Runde {r}", r=number)


def token_passes(name: str) -> Text:
    return say("The first-player token passes to {name} (fewest points, R-1)",
               "Le jeton premier joueur passe à {name} (le moins de points, R-1)",
               "Der Startspieler-Marker geht an {name} (wenigste Punkte, R-1)", name=name)


def winners_text(names: list[str]) -> Text:
    if len(names) == 1:
        return say("{name} wins the game!", "{name} gagne la partie !", "{name} gewinnt das Spiel!", name=names[0])
    joined = " & ".join(names)
    return say("Shared win: {names}", "Victoire partagée : {names}", "Geteilter Sieg: {names}", names=joined)


def revoke_title() -> Text:
    return Text("Revoke found", "Renonce trouvée", "Farbfehler entdeckt")


def undo_to_trick(number: int) -> Text:
    return say("Undo back to trick {t}", "Annuler jusqu'au pli {t}", "Zurück bis Stich {t}", t=number)


def bet_cell_reason(name: str, target: str, tokens: int) -> Text:
    return say("{name} bet {n} on {target} (undo to change it)", "{name} a parié {n} sur {target} (annuler pour changer)",
               "{name} hat {n} auf {target} gewettet (zum Ändern zurücknehmen)", name=name, n=tokens, target=target)


def choose_bet_first() -> Text:
    return Text("Tap an empty bet in the grid first", "Touchez d'abord un pari vide dans la grille",
                "Zuerst eine leere Wette im Raster antippen")


def bets_complete() -> Text:
    return Text("All bets are in: play can start", "Tous les paris sont saisis : le jeu peut commencer",
                "Alle Wetten sind da: das Spiel kann beginnen")


def colour_taken(colour: str, name: str) -> Text:
    return say("{colour} goes to {name}: the two swap", "{colour} va à {name} : les deux échangent",
               "{colour} geht an {name}: die beiden tauschen", colour=colour_word(colour), name=name)


def log_trump(card: str) -> Text:
    return say("Trump card turned up: {card}", "Carte d'atout retournée : {card}", "Trumpfkarte aufgedeckt: {card}", card=card)


def log_hand(name: str, cards: str) -> Text:
    return say("{name}'s peacock: {cards}", "Paon de {name} : {cards}", "{name}s Pfau: {cards}", name=name, cards=cards)


def log_bet(name: str, target: str, tokens: int) -> Text:
    return say("{name} bets {n} on {target}", "{name} parie {n} sur {target}", "{name} wettet {n} auf {target}",
               name=name, n=tokens, target=target)


def log_confidence(name: str) -> Text:
    return say("{name} lays a confidence card", "{name} pose sa carte confiance", "{name} legt die Vertrauenskarte", name=name)


def log_play(name: str, card: str, target: str, colour: str | None) -> Text:
    counted = say(" as {c}", " comme {c}", " als {c}", c=colour_word(colour)) if colour else Text("")
    return say("{name} plays {card}{counted} from {target}'s peacock", "{name} joue {card}{counted} du paon de {target}",
               "{name} spielt {card}{counted} aus {target}s Pfau", name=name, card=card, counted=counted, target=target)


def bet_prompt(name: str, target: str) -> Text:
    return say("How many tokens does {name} bet on {target}?", "Combien de jetons {name} mise sur {target} ?",
               "Wie viele Chips wettet {name} auf {target}?", name=name, target=target)


def nothing_to_play() -> Text:
    return Text("No card to play now", "Aucune carte à jouer maintenant", "Gerade ist keine Karte zu spielen")


class Joined:
    """Several translatable parts (or plain strings) shown as one, in the language drawn."""

    def __init__(self, parts, sep: str = ", "):
        self.parts, self.sep = list(parts), sep

    def get(self, lang: str) -> str:
        from companion.text import say
        return self.sep.join(say(part, lang) for part in self.parts)


def card_name(code: str):
    """A feather card by name, as a table says it: "white 1", "multicoloured 4" (not "W1")."""
    from companion.app.i18n import L
    from companion.games.pikoko import deck
    from companion.games.pikoko.game import colour_word
    number = deck.number_of(code)
    if deck.is_multicoloured(code):
        return L("tables.pikoko.multi_card", number=number)
    return L("tables.pikoko.card", colour=colour_word(deck.colours_of(code)[0]), number=number)
