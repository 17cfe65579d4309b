"""The Pikoko referee: a game is the pure result of its record's actions.

Every verb is checked by a `_check_<verb>` method that changes nothing and returns the
change to make; `apply` runs the change only once the check has passed, so a refused or
malformed action leaves the state exactly as it was, and `why_not` is the check alone.
"""

from __future__ import annotations

import re
from typing import Callable

from companion import fields
from companion.errors import CompanionError, Malformed, Refusal
from companion.games.pikoko import deck, scoring
from companion.games.pikoko.story import Story
from companion.games.pikoko.tricks import counted_colour, needs_choice, shows, winning_index
from companion.seating import left_of, right_of
from companion.text import Text

ROUNDS = 3
TRICKS = deck.CARDS_PER_PEACOCK  # 8 tricks: every peacock gives one card per trick
TOKENS = deck.TOKENS_PER_ROUND

# Phases of a round, for the app.
TRUMP, BETS, PLAY, CONFIDENCE, OVER = "trump", "bets", "play", "confidence", "over"


def say(en: str, fr: str, de: str, **facts) -> Text:
    """A sentence in three languages; `Text` facts are put in each language's words.
    In German, `{name}s` is the genitive: "Anas Pfau", but "Iris' Pfau"."""
    def render(lang: str, template: str) -> str:
        values = {k: v.get(lang) if isinstance(v, Text) else v for k, v in facts.items()}
        if lang == "de":
            template = _GENITIVE.sub(r"{\1__gen}", template)
            values.update({f"{k}__gen": german_genitive(str(v)) for k, v in values.items()})
        return template.format(**values)
    return Text(render("en", en), render("fr", fr), render("de", de))


_GENITIVE = re.compile(r"\{(\w+)\}s\b")


def german_genitive(name: str) -> str:
    return f"{name}'" if name[-1:].lower() in ("s", "ß", "x", "z") else f"{name}s"


def colour_word(colour: str) -> Text:
    """A colour as it reads inside a sentence (lower case in English and French)."""
    name = deck.COLOURS[colour].text
    return Text(name.en.lower(), name.fr.lower(), name.de)


def colours_words(colours) -> Text:
    words = [colour_word(c) for c in colours]
    joined = {lang: ", ".join(w.get(lang) for w in words[:-1]) for lang in ("en", "fr", "de")}
    if len(words) == 1:
        return words[0]
    return Text(f"{joined['en']} or {words[-1].en}", f"{joined['fr']} ou {words[-1].fr}",
                f"{joined['de']} oder {words[-1].de}")


class CompletedTrick:
    """A trick of the round: the plays as (player, card, counted colour) and the owner who took it."""

    __slots__ = ("number", "plays", "winner_index", "winner")

    def __init__(self, number: int, plays: list[tuple[int, str, str]], winner_index: int, winner: int):
        self.number = number
        self.plays = plays
        self.winner_index = winner_index  # index in `plays` of the winning card
        self.winner = winner              # the seat whose peacock the winning card came from


class RoundResult:
    """A scored round, with the detail of every bet for the scoring table."""

    __slots__ = ("number", "first", "trump_card", "bets", "tricks", "confidence", "bet_points",
                 "confidence_points", "scores", "next_first")

    def __init__(self, **values):
        for key, value in values.items():
            setattr(self, key, value)


class Pikoko:
    """One game of Pikoko; see `companion/games/README.md` for the contract.

    Helpers for the app: `phase()` (trump, bets, play, confidence, over), `to_act()` and
    `target_of(seat)` (whose turn, from which peacock), `led_colour()`, `playable_cards()`
    (every card of this deck -> None or why not), `colour_choices(card)` (the colours a
    multicoloured card may be named as now; () when no choice is asked), `missing_bets()`,
    `tokens_used(seat)`, `warnings()` (bets that cannot all be right), `missing_confidence()`,
    `peacock_card_problem(card)`, `why_not(action)`; the round's `completed` tricks, `results`
    (scored rounds with every bet's points) and `trick_starts` (record index of each trick).
    """

    def __init__(self, players: list[str], options: dict):
        self.players = list(players)
        self.n = len(players)
        self.colours: list[str] = list(options["colors"])
        self.deck = frozenset(deck.cards(self.n))
        self.totals = [0] * self.n
        self.results: list[RoundResult] = []
        self.finished = False
        self.winners: list[int] = []
        self.round = 1
        self.applied = 0  # actions applied so far: the record index of the next action
        self.log: list = []  # companion.gamelog.Event, one per action and consequence
        self._checkers = {"trump": self._check_trump, "hand": self._check_hand, "bet": self._check_bet,
                          "play": self._check_play, "confidence": self._check_confidence}
        self.story = Story(self)
        self._start_round(options["first"])

    # ----------------------------------------------------------------- state
    def _start_round(self, first: int) -> None:
        self.first = first                       # seat with the first-player token
        self.trump_card: str | None = None       # None until turned up
        self.hands: dict[int, list[str]] = {}    # entered peacocks: cards not played yet
        self.entered: dict[int, tuple[str, ...]] = {}  # entered peacocks as entered
        self.bets: dict[tuple[int, int], int] = {}
        self._used = [0] * self.n                # tokens each bettor has placed this round
        self.confidence: dict[int, int | None] = {}
        self.played: dict[str, int] = {}         # card -> trick number (1-based) it was played in
        self.voids: list[dict[str, int]] = [{} for _ in range(self.n)]  # peacock -> colour -> trick it failed to follow
        self.trick: list[tuple[int, str, str]] = []  # (player, card, counted colour)
        self.leader = first
        self.completed: list[CompletedTrick] = []
        self.tricks = [0] * self.n
        self.trick_starts: dict[int, int] = {}   # trick number -> record index of its first play
        self.story.round_starts(self.round, first)

    @property
    def trump(self) -> str | None:
        """Trump colour of the round; None while not turned up or for no trump (multicoloured, R-3)."""
        if self.trump_card is None or deck.is_multicoloured(self.trump_card):
            return None
        return deck.colours_of(self.trump_card)[0]

    @property
    def trick_number(self) -> int:
        return len(self.completed) + 1

    def phase(self) -> str:
        if self.finished:
            return OVER
        if self.trump_card is None:
            return TRUMP
        if len(self.completed) == TRICKS:
            return CONFIDENCE
        if not self.played and self.missing_bets():
            return BETS
        return PLAY

    def target_of(self, seat: int) -> int:
        """The peacock a seat plays from: the next seat clockwise (on its left)."""
        return left_of(seat, self.n)

    def to_act(self) -> int | None:
        """The seat due to play; None before trump, while bets are missing, and once the tricks are done."""
        return self.next_to_play() if self.phase() == PLAY else None

    def next_to_play(self) -> int:
        return (self.leader + len(self.trick)) % self.n

    def led_colour(self) -> str | None:
        return self.trick[0][2] if self.trick else None

    def missing_bets(self) -> list[tuple[int, int]]:
        """(bettor, target) pairs without a bet yet this round, bettors in seat order."""
        return [(by, on) for by in range(self.n) for on in range(self.n) if (by, on) not in self.bets]

    def tokens_used(self, by: int) -> int:
        return self._used[by]

    def missing_confidence(self) -> list[int]:
        return [seat for seat in range(self.n) if seat not in self.confidence]

    def warnings(self) -> list[tuple[int, Text]]:
        """Bettors whose bets cannot all be right (the tricks add up to 8): a warning, never a refusal."""
        found = []
        for by in range(self.n):
            placed = [on for on in range(self.n) if (by, on) in self.bets]
            total = self.tokens_used(by)
            if total > TRICKS or (len(placed) == self.n and total < TRICKS):
                found.append((by, say(
                    "{name}'s bets add up to {total}, but the tricks add up to {tricks}: they cannot all be right",
                    "Les paris de {name} font {total} au total, alors que les plis font {tricks} : ils ne peuvent pas tous être justes",
                    "{name}s Wetten ergeben {total}, die Stiche aber {tricks}: sie können nicht alle stimmen",
                    name=self.players[by], total=total, tricks=TRICKS)))
        return found

    # ---------------------------------------------------------------- actions
    def apply(self, action: dict) -> None:
        self._check(action)()
        self.applied += 1

    def why_not(self, action: dict) -> CompanionError | None:
        """The refusal (or malformation) `apply` would raise, or None if the action is legal now."""
        try:
            self._check(action)
        except CompanionError as error:
            return error
        return None

    def _check(self, action: dict) -> Callable[[], None]:
        if not isinstance(action, dict):
            raise Malformed("an action must be an object")
        verb = action.get("do")
        if not isinstance(verb, str):
            raise Malformed("an action needs a 'do' verb (trump, hand, bet, play, confidence)")
        checker = self._checkers.get(verb)
        if checker is None:
            raise Malformed(f"unknown verb {verb!r} for Pikoko (trump, hand, bet, play, confidence)")
        return checker(action)

    def _card(self, action: dict, name: str = "card") -> str:
        card = fields.code(action, name, deck.is_code)
        self._in_this_deck(card)
        return card

    def _in_this_deck(self, card: str) -> None:
        if card not in self.deck:
            raise Refusal(say("{card} is not in the deck for {n} players (highest number {top})",
                              "{card} n'est pas dans le paquet à {n} joueurs (numéro le plus haut : {top})",
                              "{card} gehört nicht zum Spiel für {n} Personen (höchste Zahl {top})",
                              card=card, n=self.n, top=deck.TOP_NUMBER[self.n]), rule="R-8")

    def _not_over(self) -> None:
        if self.finished:
            raise Refusal(say("The game is over: three rounds have been played",
                              "La partie est finie : les trois manches ont été jouées",
                              "Das Spiel ist vorbei: drei Runden sind gespielt"))

    def _trump_turned(self) -> None:
        self._not_over()
        if self.trump_card is None:
            raise Refusal(say("Turn up the trump card first: it starts round {r}",
                              "Retournez d'abord la carte d'atout : elle ouvre la manche {r}",
                              "Zuerst die Trumpfkarte aufdecken: sie eröffnet Runde {r}", r=self.round))

    def _before_play(self, *what: str) -> None:
        """`what` (en, fr, de) is worded only when refused: this runs for every bet."""
        if self.played:
            raise Refusal(say("{what} only before the first card of the round is played",
                              "{what} seulement avant la première carte jouée de la manche",
                              "{what} nur vor der ersten gespielten Karte der Runde", what=Text(*what)))

    # trump ---------------------------------------------------------------
    def _check_trump(self, action: dict) -> Callable[[], None]:
        fields.only_keys(action, ("card",))
        card = self._card(action)
        self._not_over()
        if self.trump_card is not None:
            raise Refusal(say("The trump card of round {r} is already turned up ({card})",
                              "La carte d'atout de la manche {r} est déjà retournée ({card})",
                              "Die Trumpfkarte von Runde {r} liegt schon offen ({card})",
                              r=self.round, card=self.trump_card))

        def change() -> None:
            self.trump_card = card
            self.story.trump(card, self.trump)
        return change

    # hand ----------------------------------------------------------------
    def _check_hand(self, action: dict) -> Callable[[], None]:
        fields.only_keys(action, ("player", "cards"))
        owner = fields.seat(action, "player", self.n)
        cards = fields.codes(action, "cards", deck.is_code, count=TRICKS)
        for card in cards:
            self._in_this_deck(card)
        self._trump_turned()
        name = self.players[owner]
        self._before_play("A peacock's cards can be entered", "Les cartes d'un paon se saisissent",
                          "Die Karten eines Pfaus werden eingegeben")
        if owner in self.entered:
            raise Refusal(say("{name}'s peacock has already been entered this round",
                              "Le paon de {name} a déjà été saisi dans cette manche",
                              "{name}s Pfau wurde in dieser Runde schon eingegeben", name=name))
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            raise Refusal(say("{card} is entered twice: every card exists once",
                              "{card} est saisie deux fois : chaque carte n'existe qu'une fois",
                              "{card} ist doppelt eingegeben: jede Karte gibt es nur einmal", card=twice))
        for card in cards:
            problem = self.peacock_card_problem(card)
            if problem is not None:
                raise problem

        def change() -> None:
            self.entered[owner] = tuple(cards)
            self.hands[owner] = list(cards)
            self.story.hand(owner)
        return change

    def peacock_card_problem(self, card: str) -> Refusal | None:
        """Why `card` cannot be entered in a peacock now (the trump card, or already in another), or None."""
        if card not in self.deck:
            return Refusal(say("{card} is not in the deck for {n} players", "{card} n'est pas dans le paquet à {n} joueurs",
                               "{card} gehört nicht zum Spiel für {n} Personen", card=card, n=self.n), rule="R-8")
        if card == self.trump_card:
            return Refusal(say("{card} is the turned-up trump card, not in any peacock",
                               "{card} est la carte d'atout retournée, elle n'est dans aucun paon",
                               "{card} ist die aufgedeckte Trumpfkarte und steckt in keinem Pfau",
                               card=card), rule="R-3")
        for other, held in self.entered.items():
            if card in held:
                return Refusal(say("{card} is already in {other}'s peacock",
                                   "{card} est déjà dans le paon de {other}",
                                   "{card} steckt schon in {other}s Pfau",
                                   card=card, other=self.players[other]))
        return None

    # bet -----------------------------------------------------------------
    def _check_bet(self, action: dict) -> Callable[[], None]:
        by, on, tokens = action.get("by"), action.get("on"), action.get("tokens")
        n = self.n
        if not (len(action) == 4 and type(by) is int and type(on) is int and type(tokens) is int
                and 0 <= by < n and 0 <= on < n and tokens >= 0):  # else the field helpers explain
            fields.only_keys(action, ("by", "on", "tokens"))
            by = fields.seat(action, "by", n)
            on = fields.seat(action, "on", n)
            tokens = fields.field(action, "tokens", int)
            if tokens < 0:
                raise Malformed(f"'tokens' in 'bet' must be 0 or more, not {tokens}")
        self._trump_turned()
        self._before_play("Bets are placed", "Les paris se font", "Gewettet wird")
        name, target = self.players[by], self.players[on]
        if (by, on) in self.bets:
            raise Refusal(say("{name} has already bet on {target} this round ({tokens})",
                              "{name} a déjà parié sur {target} dans cette manche ({tokens})",
                              "{name} hat in dieser Runde schon auf {target} gewettet ({tokens})",
                              name=name, target=target, tokens=self.bets[(by, on)]), rule="R-5")
        left = TOKENS - self.tokens_used(by)
        if tokens > left:
            raise Refusal(say("{name} has only {left} of {all} tokens left this round",
                              "Il ne reste à {name} que {left} jetons sur {all} dans cette manche",
                              "{name} hat in dieser Runde nur noch {left} von {all} Chips",
                              name=name, left=left, all=TOKENS))

        def change() -> None:
            self.bets[(by, on)] = tokens
            self._used[by] += tokens
            self.story.bet(by, on, tokens)
        return change

    # confidence ----------------------------------------------------------
    def _check_confidence(self, action: dict) -> Callable[[], None]:
        fields.only_keys(action, ("by", "on"))
        by = fields.seat(action, "by", self.n)
        on = action.get("on")
        if on != deck.NO_CONFIDENCE:
            on = fields.seat(action, "on", self.n)
        self._trump_turned()
        if by in self.confidence:
            raise Refusal(say("{name} has already laid a confidence card this round",
                              "{name} a déjà posé une carte confiance dans cette manche",
                              "{name} hat in dieser Runde schon eine Vertrauenskarte gelegt",
                              name=self.players[by]), rule="R-7")
        trusted = None if on == deck.NO_CONFIDENCE else on

        def change() -> None:
            self.confidence[by] = trusted
            self.story.confidence(by, trusted)
            self._score_if_done()
        return change

    # play ----------------------------------------------------------------
    def _check_play(self, action: dict) -> Callable[[], None]:
        player, card, chosen = action.get("player"), action.get("card"), action.get("as")
        well_formed = (  # most actions of a game: checked inline, the field helpers explain the rest
            type(player) is int and 0 <= player < self.n and type(card) is str and card in self.deck
            and (chosen is None and len(action) == 3 or type(chosen) is str and chosen in deck.COLOURS and len(action) == 4))
        if not well_formed:
            fields.only_keys(action, ("player", "card", "as"))
            player = fields.seat(action, "player", self.n)
            card = self._card(action)
            chosen = fields.field(action, "as", str, optional=True)
            if chosen is not None and chosen not in deck.COLOURS:
                raise Malformed(f"unknown colour {chosen!r} in 'as' (red, yellow, pink, white, blue)")
        self._trump_turned()
        phase = self.phase()
        if phase == BETS:
            by, on = self.missing_bets()[0]
            raise Refusal(say("Bets are still missing (first: {name} on {target}): every player bets on every player before the first card",
                              "Des paris manquent encore (d'abord : {name} sur {target}) : chacun parie sur chacun avant la première carte",
                              "Es fehlen noch Wetten (zuerst: {name} auf {target}): alle wetten auf alle vor der ersten Karte",
                              name=self.players[by], target=self.players[on]), rule="R-5")
        if phase == CONFIDENCE:
            raise Refusal(say("All {t} tricks are played: only confidence cards are missing",
                              "Les {t} plis sont joués : il ne manque que des cartes confiance",
                              "Alle {t} Stiche sind gespielt: es fehlen nur Vertrauenskarten", t=TRICKS))
        due = self.next_to_play()
        target = self.target_of(player)
        if player != due:
            raise Refusal(say("It is {due}'s turn, playing from {peacock}'s peacock",
                              "C'est au tour de {due}, qui joue depuis le paon de {peacock}",
                              "{due} ist dran und spielt aus {peacock}s Pfau",
                              due=self.players[due], peacock=self.players[self.target_of(due)]))
        self._card_can_leave(card, target)
        led = self.led_colour()
        counted = self._counted(card, led, chosen)
        self._follows(card, target, led)

        def change() -> None:
            self._play(player, target, card, counted, led)
        return change

    def _card_can_leave(self, card: str, peacock: int) -> None:
        """Whether `card` may come out of `peacock` at all (not trump, not played, where entered)."""
        owner = self.players[peacock]
        if card == self.trump_card:
            raise Refusal(say("{card} is the turned-up trump card: it is in no peacock and cannot be played",
                              "{card} est la carte d'atout retournée : elle n'est dans aucun paon et ne se joue pas",
                              "{card} ist die aufgedeckte Trumpfkarte: sie steckt in keinem Pfau und wird nicht gespielt",
                              card=card), rule="R-3")
        if card in self.played:
            raise Refusal(say("{card} was already played in trick {t}",
                              "{card} a déjà été jouée au pli {t}",
                              "{card} wurde schon im Stich {t} gespielt", card=card, t=self.played[card]))
        if peacock in self.hands and card not in self.hands[peacock]:
            raise Refusal(say("{card} is not in {owner}'s peacock (its cards were entered)",
                              "{card} n'est pas dans le paon de {owner} (ses cartes ont été saisies)",
                              "{card} steckt nicht in {owner}s Pfau (seine Karten wurden eingegeben)",
                              card=card, owner=owner))
        for other, held in self.hands.items():
            if other != peacock and card in held:
                raise Refusal(say("{card} is in {other}'s peacock, not in {owner}'s",
                                  "{card} est dans le paon de {other}, pas dans celui de {owner}",
                                  "{card} steckt in {other}s Pfau, nicht in {owner}s",
                                  card=card, other=self.players[other], owner=owner))

    def _counted(self, card: str, led: str | None, chosen: str | None) -> str:
        """The colour the card counts as; refuses a missing or impossible choice (R-4)."""
        own = deck.colours_of(card)
        if needs_choice(card, led):
            if chosen is None:
                raise Refusal(say("Say which colour {card} counts as: {options}",
                                  "Dites quelle couleur {card} représente : {options}",
                                  "Sagt, als welche Farbe {card} zählt: {options}",
                                  card=card, options=colours_words(own)), rule="R-4")
            if chosen not in own:
                raise Refusal(say("{card} can only count as {options}, not {chosen}",
                                  "{card} ne peut représenter que {options}, pas {chosen}",
                                  "{card} kann nur als {options} zählen, nicht als {chosen}",
                                  card=card, options=colours_words(own), chosen=colour_word(chosen)), rule="R-4")
            return chosen
        counted = counted_colour(card, led, chosen)
        if chosen is not None and chosen != counted:
            if len(own) == 1:
                raise Refusal(say("{card} is {colour}: only a multicoloured feather takes a chosen colour",
                                  "{card} est {colour} : seule une plume multicolore prend une couleur choisie",
                                  "{card} ist {colour}: nur eine bunte Feder nimmt eine gewählte Farbe an",
                                  card=card, colour=colour_word(counted)), rule="R-4")
            raise Refusal(say("{card} shows the led colour {colour}, so it counts as {colour}",
                              "{card} montre la couleur demandée, {colour}, elle compte donc comme {colour}",
                              "{card} zeigt die ausgespielte Farbe {colour} und zählt deshalb als {colour}",
                              card=card, colour=colour_word(counted)), rule="R-4")
        return counted

    def _follows(self, card: str, peacock: int, led: str | None) -> None:
        """Follow-colour: exact when the peacock was entered; otherwise the revoke check of R-2."""
        owner = self.players[peacock]
        if led is not None and not shows(card, led) and peacock in self.hands:
            holding = [c for c in self.hands[peacock] if shows(c, led)]
            if holding:
                raise Refusal(say("{owner}'s peacock holds {colour} ({cards}): {colour} must be followed",
                                  "Le paon de {owner} contient du {colour} ({cards}) : il faut fournir {colour}",
                                  "{owner}s Pfau hat {colour} ({cards}): {colour} muss bedient werden",
                                  owner=owner, colour=colour_word(led), cards=" ".join(holding)))
        for colour in deck.colours_of(card):
            revoke = self.voids[peacock].get(colour)
            if revoke is not None:
                refusal = Refusal(say("{card} shows {colour}, yet {owner}'s peacock did not follow {colour} in trick {t}: "
                                  "that was a revoke; undo back to trick {t}",
                                  "{card} montre du {colour}, or le paon de {owner} n'a pas fourni {colour} au pli {t} : "
                                  "c'était une renonce ; annulez jusqu'au pli {t}",
                                  "{card} zeigt {colour}, aber {owner}s Pfau hat {colour} in Stich {t} nicht bedient: "
                                  "das war ein Farbfehler; zurück bis Stich {t}",
                                  card=card, colour=colour_word(colour), owner=owner, t=revoke), rule="R-2")
                refusal.trick = revoke  # the app offers to undo back to this trick
                raise refusal

    def _play(self, player: int, peacock: int, card: str, counted: str, led: str | None) -> None:
        number = self.trick_number
        story = self.story
        if not self.trick:
            self.trick_starts[number] = self.applied
            story.trick_heading(number)
        story.play(player, peacock, card, counted if card in deck.MULTICOLOURED else None)
        self.trick.append((player, card, counted))
        self.played[card] = number
        if peacock in self.hands:
            self.hands[peacock].remove(card)
        if led is not None and not shows(card, led):
            if led not in self.voids[peacock] and peacock not in self.hands:
                story.void(player, peacock, card, led)
            self.voids[peacock].setdefault(led, number)
        if len(self.trick) == self.n:
            plays = self.trick
            index = winning_index([(c, colour) for _, c, colour in plays], self.trump)
            winner = self.target_of(plays[index][0])  # the card's owner takes the trick
            self.completed.append(CompletedTrick(number, plays, index, winner))
            self.tricks[winner] += 1
            self.trick = []
            self.leader = right_of(winner, self.n)  # leads from the winner's peacock
            story.trick_won(number, winner, plays[index][1], self.leader)
            self._score_if_done()

    # ------------------------------------------------------------- scoring
    def _score_if_done(self) -> None:
        if len(self.completed) < TRICKS or self.missing_confidence():
            return
        points = scoring.round_points(self.bets, self.tricks, self.confidence)
        for seat, score in enumerate(points["scores"]):
            self.totals[seat] += score
        result = RoundResult(number=self.round, first=self.first, trump_card=self.trump_card,
                             bets=dict(self.bets), tricks=list(self.tricks), confidence=dict(self.confidence),
                             bet_points=points["bets"], confidence_points=points["confidence"],
                             scores=points["scores"], next_first=None)
        self.results.append(result)
        self.story.scored(result, self.totals)
        if self.round == ROUNDS:
            self.finished = True
            self.winners = scoring.winners(self.totals, [r.scores for r in self.results])
            self.story.game_over(self.winners, self.totals)
            return
        result.next_first = scoring.next_first_player(self.totals, self.first)
        self.round += 1
        self._start_round(result.next_first)

    # --------------------------------------------------------- app helpers
    def playable_cards(self) -> dict[str, CompanionError | None]:
        """For the seat to act: every card of this deck -> None if it may be played now, else why not.

        A multicoloured card that needs a colour is playable when some colour is allowed.
        """
        result = {}
        player = self.to_act()
        for card in sorted(self.deck, key=lambda c: (deck.number_of(c), c)):
            action = {"do": "play", "player": player if player is not None else 0, "card": card}
            options = self.colour_choices(card)
            if options:
                action["as"] = options[0]
            result[card] = self.why_not(action)
        return result

    def colour_choices(self, card: str) -> tuple[str, ...]:
        """The colours a player may name for `card` now; () when no choice is asked (R-4)."""
        if deck.is_code(card) and needs_choice(card, self.led_colour()):
            return deck.colours_of(card)
        return ()

    def summary(self) -> dict:
        result = {
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": list(self.totals),
            "rounds": [{"scores": list(r.scores), "tricks": list(r.tricks)} for r in self.results],
            "to_act": self.to_act(),
            "round": self.round,
        }
        if not self.finished:
            result["trump"] = self.trump
            result["tricks"] = list(self.tricks)
            result["trick"] = [{"player": p, "card": c, "as": colour} for p, c, colour in self.trick]
        return result
