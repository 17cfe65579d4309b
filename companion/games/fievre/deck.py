"""The cards of La Fièvre de l'Or as data: towns, the 45 concessions, the events, mayors, saloons.

The printables draw the project's own deck from here and the app offers these cards in its
pickers. Every printed card has a code; a record may write a code in place of a card object
(`card_by_code`). The referee itself never relies on this list: a concession is whatever its
printed values say (spec: "each concession is described by its printed values").
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.text import Text


@dataclass(frozen=True)
class Town:
    id: str          # record spelling: "red", "yellow", ...
    name: Text
    letter: str      # printed on every card of the town, so black-and-white prints stay readable
    shape: str       # symbol drawn beside the letter: circle, triangle, square, diamond, star
    glyph: str       # the same symbol as one character, for text-only displays
    rgb: tuple[int, int, int]


TOWNS: tuple[Town, ...] = (
    Town("red", Text("Red", "Rouge", "Rot"), "R", "circle", "●", (196, 52, 44)),
    Town("yellow", Text("Yellow", "Jaune", "Gelb"), "Y", "triangle", "▲", (222, 176, 32)),
    Town("green", Text("Green", "Vert", "Grün"), "G", "square", "■", (54, 142, 72)),
    Town("blue", Text("Blue", "Bleu", "Blau"), "B", "diamond", "◆", (44, 98, 186)),
    Town("purple", Text("Purple", "Violet", "Lila"), "P", "star", "★", (128, 64, 156)),
)
TOWN_IDS: tuple[str, ...] = tuple(town.id for town in TOWNS)
_TOWN = {town.id: town for town in TOWNS}


def town(town_id: str) -> Town:
    return _TOWN[town_id]


@dataclass(frozen=True)
class Concession:
    code: str        # town letter + production number, e.g. "G7"
    town: str
    roll: int        # production number, 2..12
    nuggets: int     # production value
    dangerous: bool = False

    def as_card(self) -> dict:
        """The record's object form of this card."""
        card = {"town": self.town, "roll": self.roll, "nuggets": self.nuggets}
        if self.dangerous:
            card["dangerous"] = True
        return card


# The known distribution (roll/nuggets per town; * = dangerous), from rules/fievre.md.
_DISTRIBUTION = {
    "green": "2/6 4/3 5/2 6/5 7/6* 8/3 9/4 11/2 12/5",
    "purple": "3/5 4/6 5/3 6/9* 7/5 8/1 9/3 10/4 12/5",
    "red": "3/1 4/3 5/5 6/4 7/3 8/4 10/6 11/3 12/6",
    "yellow": "2/5 3/4 5/2 6/4 7/2 8/5 9/4 10/7 11/3",
    "blue": "2/6 3/3 4/5 6/1 7/4 8/2 9/7 10/2 11/4",
}


def _concessions() -> tuple[Concession, ...]:
    cards = []
    for town_ in TOWNS:
        for entry in _DISTRIBUTION[town_.id].split():
            roll, nuggets = entry.rstrip("*").split("/")
            cards.append(Concession(f"{town_.letter}{roll}", town_.id, int(roll), int(nuggets), entry.endswith("*")))
    return tuple(cards)


CONCESSIONS: tuple[Concession, ...] = _concessions()


@dataclass(frozen=True)
class Event:
    id: str          # record spelling, e.g. "dynamite"
    name: Text
    effect: Text     # our own short wording of the effect, for card faces and the app
    codes: tuple[str, ...]   # one code per printed copy; len(codes) = copies in our deck
    choice: bool     # the taker must choose something when it is taken (or placed later)
    kept: bool = False       # kept in hand and used later (Telegraph, Mustang)

    @property
    def copies(self) -> int:
        return len(self.codes)

    def as_card(self) -> dict:
        return {"event": self.id}


def _codes(prefix: str, copies: int) -> tuple[str, ...]:
    return tuple(f"{prefix}{n}" for n in range(1, copies + 1))


EVENTS: tuple[Event, ...] = (
    Event("saloon", Text("Saloon", "Saloon", "Saloon"),
          Text("Lay it by your mines and pick a town. Whenever a mine of that town pays out, its owner pays you 2 gold.",
               "Posez-le près de vos mines et choisissez une ville. Chaque fois qu'une mine de cette ville rapporte, son propriétaire vous verse 2 pièces.",
               "Lege ihn zu deinen Minen und wähle eine Stadt. Immer wenn eine Mine dieser Stadt Ertrag bringt, zahlt ihr Besitzer dir 2 Gold."),
          _codes("SAL", 2), choice=True),
    Event("girls", Text("Dancing Girls", "Danseuses", "Tänzerinnen"),
          Text("Put them in one of your saloons: it now collects 4 gold instead of 2. Lost with the saloon. Waits while you have no saloon.",
               "Placez-les dans un de vos saloons : il perçoit 4 pièces au lieu de 2. Perdues avec le saloon. Attendent tant que vous n'avez pas de saloon.",
               "Setze sie in einen deiner Saloons: er kassiert 4 statt 2 Gold. Gehen mit dem Saloon verloren. Warten, solange du keinen Saloon hast."),
          _codes("GIR", 1), choice=True),
    Event("governor", Text("Governor", "Gouverneur", "Gouverneur"),
          Text("Put it on a town you are mayor of: tolls there are doubled for you. Lost when that mayor changes. Waits while you are nobody's mayor.",
               "Placez-le sur une ville dont vous êtes maire : les péages y sont doublés à votre profit. Perdu si la mairie change de mains. Attend tant que vous n'êtes maire nulle part.",
               "Lege ihn auf eine Stadt, deren Bürgermeister du bist: dort zahlt man dir doppelten Wegzoll. Weg, wenn der Bürgermeister wechselt. Wartet, solange du nirgends Bürgermeister bist."),
          _codes("GOV", 1), choice=True),
    Event("new_vein", Text("New Vein", "Nouveau filon", "Neue Ader"),
          Text("Slide it under one of your mines (one per mine): it yields 3 more gold. Follows the mine to a new owner; lost if the mine is.",
               "Glissez-le sous une de vos mines (un par mine) : elle rapporte 3 pièces de plus. Suit la mine si elle change de mains ; perdu avec elle.",
               "Schiebe sie unter eine deiner Minen (eine je Mine): sie bringt 3 Gold mehr. Wechselt mit der Mine den Besitzer; geht mit ihr verloren."),
          _codes("VEI", 1), choice=True),
    Event("telegraph", Text("Telegraph", "Télégraphe", "Telegraf"),
          Text("Keep it. Right after a production roll, set one die to any face, then discard this card.",
               "Gardez-le. Juste après un jet de production, mettez un dé sur la face de votre choix, puis défaussez cette carte.",
               "Behalte ihn. Direkt nach einem Ertragswurf stellst du einen Würfel auf eine beliebige Zahl und legst die Karte ab."),
          _codes("TEL", 1), choice=False, kept=True),
    Event("mustang", Text("Mustang", "Mustang", "Mustang"),
          Text("Keep it. In a later turn, pick your card right after the auction winner, then discard this card.",
               "Gardez-le. Lors d'un tour suivant, choisissez votre carte juste après le vainqueur des enchères, puis défaussez cette carte.",
               "Behalte ihn. In einer späteren Runde wählst du direkt nach dem Sieger der Versteigerung, dann legst du die Karte ab."),
          _codes("MUS", 1), choice=False, kept=True),
    Event("dynamite", Text("Dynamite", "Dynamite", "Dynamit"),
          Text("Blow up one mine or saloon of an opponent: it leaves the game.",
               "Faites sauter une mine ou un saloon d'un adversaire : il quitte la partie.",
               "Sprenge eine Mine oder einen Saloon eines Gegners: er verlässt das Spiel."),
          _codes("DYN", 3), choice=True),
    Event("expropriation", Text("Expropriation", "Expropriation", "Enteignung"),
          Text("Seize an opponent's mine in a town where you already own one. Pay the toll if another player is mayor there.",
               "Saisissez la mine d'un adversaire dans une ville où vous en avez déjà une. Payez le péage si un autre joueur y est maire.",
               "Nimm einem Gegner eine Mine in einer Stadt, in der du schon eine hast. Zahle Wegzoll, wenn dort ein anderer Bürgermeister ist."),
          _codes("EXP", 1), choice=True),
    Event("card_shark", Text("Card Shark", "Tricheur", "Falschspieler"),
          Text("Every other player pays 4 gold to the bank.",
               "Chaque autre joueur verse 4 pièces à la banque.",
               "Jeder andere Spieler zahlt 4 Gold an die Bank."),
          _codes("SHK", 1), choice=False),
    Event("holdup", Text("Hold-up", "Hold-up", "Überfall"),
          Text("Name a player and a number from 2 to 12, then roll: if the dice show at least that number, that player pays you that much.",
               "Désignez un joueur et un nombre de 2 à 12, puis lancez les dés : s'ils font au moins ce nombre, ce joueur vous verse autant.",
               "Nenne einen Spieler und eine Zahl von 2 bis 12 und würfle: zeigen die Würfel mindestens diese Zahl, zahlt er dir so viel."),
          _codes("HLD", 2), choice=True),
    Event("stagecoach", Text("Stagecoach", "Diligence", "Postkutsche"),
          Text("Take 10 gold from the bank.",
               "Prenez 10 pièces à la banque.",
               "Nimm 10 Gold von der Bank."),
          _codes("STG", 1), choice=False),
)
EVENT_IDS: tuple[str, ...] = tuple(event.id for event in EVENTS)
_EVENT = {event.id: event for event in EVENTS}


def event(event_id: str) -> Event:
    return _EVENT[event_id]


@dataclass(frozen=True)
class Mayor:
    code: str        # "MR", "MY", ...
    town: str


@dataclass(frozen=True)
class Saloon:
    code: str        # "SR1", "SR2", ...: the marker laid on a town when a Saloon event is placed
    town: str


MAYORS: tuple[Mayor, ...] = tuple(Mayor(f"M{t.letter}", t.id) for t in TOWNS)
SALOONS: tuple[Saloon, ...] = tuple(Saloon(f"S{t.letter}{n}", t.id) for t in TOWNS for n in (1, 2))

MAYOR_BONUS = 5      # points per Mayor card at the end
DECK_SIZE = len(CONCESSIONS) + sum(e.copies for e in EVENTS)   # 60

_BY_CODE: dict[str, object] = {}
for _card in CONCESSIONS + MAYORS + SALOONS:
    _BY_CODE[_card.code] = _card
for _event in EVENTS:
    for _code in _event.codes:
        _BY_CODE[_code] = _event


def card_by_code(code: str):
    """The card printed with `code` (a Concession, Event, Mayor or Saloon), or None."""
    return _BY_CODE.get(code) if isinstance(code, str) else None


def is_code(code: object) -> bool:
    return isinstance(code, str) and code in _BY_CODE
