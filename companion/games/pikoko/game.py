"""The Pikoko referee: a game is the pure result of its record's actions.

Every verb is checked by a `_check_<verb>` method that changes nothing and returns the
change to make; `apply` runs the change only once the check has passed, so a refused or
malformed action leaves the state exactly as it was, and `why_not` is the check alone.
"""

from __future__ import annotations

from typing import Callable

from companion import fields
from companion.errors import CompanionError, Malformed, Refusal
from companion.games.pikoko import deck, scoring
from companion.games.pikoko.story import Story
from companion.games.pikoko.tricks import counted_colour, needs_choice, shows, winning_index
from companion.seating import left_of, right_of
from companion.text import Joined, Message

ROUNDS = 3
TRICKS = deck.CARDS_PER_PEACOCK  # 8 tricks: every peacock gives one card per trick
TOKENS = deck.TOKENS_PER_ROUND

# Phases of a round, for the app.
TRUMP, BETS, PLAY, CONFIDENCE, OVER = "trump", "bets", "play", "confidence", "over"


def colour_word(colour: str) -> Message:
    """A colour as it reads inside a sentence (lower case in English and French)."""
    return Message(f"pikoko.event.colour.{colour}")


def colours_words(colours) -> Message | Joined:
    words = [colour_word(c) for c in colours]
    if len(words) == 1:
        return words[0]
    return Message("pikoko.either", first=Joined(words[:-1]), last=words[-1])


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
    (every card of this deck -> None or why not), `play_refusals()` (the same for every
    (card, colour named) at once), `trump_refusals()`, `colour_choices(card)` (the colours a
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
        self._peacock_of = [self.target_of(seat) for seat in range(self.n)]  # target_of, asked per card played
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

    def warnings(self) -> list[tuple[int, Message]]:
        """Bettors whose bets cannot all be right (the tricks add up to 8): a warning, never a refusal."""
        found = []
        for by in range(self.n):
            placed = [on for on in range(self.n) if (by, on) in self.bets]
            total = self.tokens_used(by)
            if total > TRICKS or (len(placed) == self.n and total < TRICKS):
                found.append((by, Message("pikoko.refuse.bets_add_up_but_tricks", name=self.players[by], total=total, tricks=TRICKS)))
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
        if type(action) is dict:  # the usual case, looked up at once
            verb = action.get("do")
            if type(verb) is str and verb in self._checkers:
                return self._checkers[verb](action)
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
            raise Refusal(Message("pikoko.refuse.not_deck_players_highest_number", card=card, n=self.n, top=deck.TOP_NUMBER[self.n]), rule="R-8")

    def _not_over(self) -> None:
        if self.finished:
            raise Refusal(Message("pikoko.refuse.game_over_three_rounds_have"))

    def _trump_turned(self) -> None:
        self._not_over()
        if self.trump_card is None:
            raise Refusal(Message("pikoko.refuse.turn_up_trump_card_first", r=self.round))

    def _before_play(self, what: str) -> None:
        """`what` (a catalog key) is worded only when refused: this runs for every bet."""
        if self.played:
            raise Refusal(Message("pikoko.refuse.only_before_first_card_round", what=Message(what)))

    # trump ---------------------------------------------------------------
    def _check_trump(self, action: dict) -> Callable[[], None]:
        fields.only_keys(action, ("card",))
        card = self._card(action)
        self._not_over()
        if self.trump_card is not None:
            raise Refusal(Message("pikoko.refuse.trump_card_round_already_turned", r=self.round, card=self.trump_card))

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
        self._before_play("pikoko.refuse.what_enter_peacock")
        if owner in self.entered:
            raise Refusal(Message("pikoko.refuse.peacock_has_already_been_entered", name=name))
        if len(set(cards)) != len(cards):
            twice = next(c for c in cards if cards.count(c) > 1)
            raise Refusal(Message("pikoko.refuse.entered_twice_every_card_exists", card=twice))
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
            return Refusal(Message("pikoko.refuse.not_deck_players", card=card, n=self.n), rule="R-8")
        if card == self.trump_card:
            return Refusal(Message("pikoko.refuse.turned_up_trump_card_not", card=card), rule="R-3")
        for other, held in self.entered.items():
            if card in held:
                return Refusal(Message("pikoko.refuse.already_peacock", card=card, other=self.players[other]))
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
        self._before_play("pikoko.refuse.what_bets")
        if (by, on) in self.bets:
            raise Refusal(Message("pikoko.refuse.has_already_bet_this_round", name=self.players[by], target=self.players[on], tokens=self.bets[(by, on)]), rule="R-5")
        left = TOKENS - self._used[by]
        if tokens > left:
            raise Refusal(Message("pikoko.refuse.has_only_tokens_left_this", name=self.players[by], left=left, all=TOKENS))

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
            raise Refusal(Message("pikoko.refuse.has_already_laid_confidence_card", name=self.players[by]), rule="R-7")
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
        if self.finished or self.trump_card is None or len(self.completed) == TRICKS or not self.played:
            self._may_play_now()  # the rare cases, worded; the first card of a round checks the bets
        due = (self.leader + len(self.trick)) % self.n  # next_to_play()
        target = self._peacock_of[player]
        if player != due:
            raise Refusal(Message("pikoko.refuse.turn_playing_from_peacock", due=self.players[due], peacock=self.players[self.target_of(due)]))
        self._card_can_leave(card, target)
        led = self.trick[0][2] if self.trick else None
        counted = self._counted(card, led, chosen)
        self._follows(card, target, led)

        def change() -> None:
            self._play(player, target, card, counted, led)
        return change

    def _may_play_now(self) -> None:
        """Refuses a card before trump, while bets are missing, or once the tricks are done."""
        self._trump_turned()
        phase = self.phase()
        if phase == BETS:
            by, on = self.missing_bets()[0]
            raise Refusal(Message("pikoko.refuse.bets_are_still_missing_first", name=self.players[by], target=self.players[on]), rule="R-5")
        if phase == CONFIDENCE:
            raise Refusal(Message("pikoko.refuse.all_tricks_are_played_only", t=TRICKS))

    def _card_can_leave(self, card: str, peacock: int) -> None:
        """Whether `card` may come out of `peacock` at all (not trump, not played, where entered)."""
        owner = self.players[peacock]
        if card == self.trump_card:
            raise Refusal(Message("pikoko.refuse.turned_up_trump_card_no", card=card), rule="R-3")
        if card in self.played:
            raise Refusal(Message("pikoko.refuse.was_already_played_trick", card=card, t=self.played[card]))
        if peacock in self.hands and card not in self.hands[peacock]:
            raise Refusal(Message("pikoko.refuse.not_peacock_its_cards_were", card=card, owner=owner))
        for other, held in self.hands.items():
            if other != peacock and card in held:
                raise Refusal(Message("pikoko.refuse.peacock_not", card=card, other=self.players[other], owner=owner))

    def _counted(self, card: str, led: str | None, chosen: str | None) -> str:
        """The colour the card counts as; refuses a missing or impossible choice (R-4)."""
        own = deck.COLOURS_OF[card]
        if chosen is None and len(own) == 1:
            return own[0]  # most cards: one colour, nothing named
        if needs_choice(card, led):
            if chosen is None:
                raise Refusal(Message("pikoko.refuse.say_which_colour_counts_as", card=card, options=colours_words(own)), rule="R-4")
            if chosen not in own:
                raise Refusal(Message("pikoko.refuse.can_only_count_as_not", card=card, options=colours_words(own), chosen=colour_word(chosen)), rule="R-4")
            return chosen
        counted = counted_colour(card, led, chosen)
        if chosen is not None and chosen != counted:
            if len(own) == 1:
                raise Refusal(Message("pikoko.refuse.only_multicoloured_feather_takes_chosen", card=card, colour=colour_word(counted)), rule="R-4")
            raise Refusal(Message("pikoko.refuse.shows_led_colour_so_counts", card=card, colour=colour_word(counted)), rule="R-4")
        return counted

    def _follows(self, card: str, peacock: int, led: str | None) -> None:
        """Follow-colour: exact when the peacock was entered; otherwise the revoke check of R-2."""
        own = deck.COLOURS_OF[card]
        if led is not None and led not in own and peacock in self.hands:
            holding = [c for c in self.hands[peacock] if shows(c, led)]
            if holding:
                raise Refusal(Message("pikoko.refuse.peacock_holds_must_followed", owner=self.players[peacock], colour=colour_word(led), cards=" ".join(holding)))
        voids = self.voids[peacock]
        if not voids:
            return  # the usual case: this peacock has followed every colour so far
        for colour in own:
            revoke = voids.get(colour)
            if revoke is not None:
                refusal = Refusal(Message("pikoko.refuse.shows_yet_peacock_did_not", card=card, colour=colour_word(colour), owner=self.players[peacock], t=revoke), rule="R-2")
                refusal.trick = revoke  # the app offers to undo back to this trick
                raise refusal

    def _play(self, player: int, peacock: int, card: str, counted: str, led: str | None) -> None:
        number = len(self.completed) + 1  # trick_number
        story = self.story
        trick = self.trick
        if not trick:
            self.trick_starts[number] = self.applied
            story.trick_heading(number)
        story.play(player, peacock, card, counted if card in deck.MULTICOLOURED else None)
        trick.append((player, card, counted))
        self.played[card] = number
        entered = peacock in self.hands
        if entered:
            self.hands[peacock].remove(card)
        if led is not None and led not in deck.COLOURS_OF[card]:
            voids = self.voids[peacock]
            if led not in voids:
                if not entered:
                    story.void(player, peacock, card, led)
                voids[led] = number
        if len(trick) == self.n:
            index = winning_index([(c, colour) for _, c, colour in trick], self.trump)
            winner = self._peacock_of[trick[index][0]]  # the card's owner takes the trick
            self.completed.append(CompletedTrick(number, trick, index, winner))
            self.tricks[winner] += 1
            self.trick = []
            self.leader = right_of(winner, self.n)  # leads from the winner's peacock
            story.trick_won(number, winner, trick[index][1], self.leader)
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

    def trump_refusals(self) -> dict[str, CompanionError | None]:
        """Every card of the 47 turned up as this round's trump, at once (the app's trump
        grid): card -> what `why_not` answers. The cards of this table's deck share one
        answer (the game over, the trump turned already, or None): it is asked once."""
        shared = self.why_not({"do": "trump", "card": min(self.deck)})
        return {card: shared if card in self.deck else self.why_not({"do": "trump", "card": card})
                for card in deck.ALL_CARDS}

    def play_refusals(self) -> dict[tuple[str, str | None], CompanionError | None]:
        """Every play the seat to act may name, at once (the app's card grid asks for all
        of them after each tap): (card, colour named or None) -> what `why_not` answers for
        that play. A multicoloured card that needs its colour named (R-4) comes once per
        colour it shows, any other card once with None. The checks every card shares (the
        phase, whose turn, which peacock, the led colour) are made once; {} when no one is
        to play (ask `why_not` then)."""
        player = self.to_act()
        if player is None:
            return {}
        target = self._peacock_of[player]
        led = self.trick[0][2] if self.trick else None
        found: dict[tuple[str, str | None], CompanionError | None] = {}
        for card in self.deck:
            for chosen in (deck.COLOURS_OF[card] if needs_choice(card, led) else (None,)):
                try:
                    self._card_can_leave(card, target)
                    self._counted(card, led, chosen)
                    self._follows(card, target, led)
                except CompanionError as refusal:
                    found[(card, chosen)] = refusal
                else:
                    found[(card, chosen)] = None
        return found

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
