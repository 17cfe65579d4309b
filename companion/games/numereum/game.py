"""The Numereum referee: setup reserves, prizes, bids, concede/raise, combinations, end checks.

Rules: `../shared/rules/numereum.md`; record verbs: `spec/records.md` (Numereum section).
A refusal (or a malformed action) never changes anything: the verbs that make all their
checks before their first change (`_IN_PLACE`) change the live state; the others (a later
card may still be refused after an earlier one moved) are tried on a copy, kept only if
the rules accept it. A replay therefore copies the state for a third of its actions.

Helpers for the app (it greys out what cannot be done and explains why):
`legal_verbs()`, `hand(seat)` (basic cards left, known cards, unseen count),
`legal_bid_cards(seat)`, `can_raise()`, `valid_combinations(seat)`, `why_not(action)`,
`unseen_values()` and `deck_values()` (the values a card coming from the pile or a hidden
hand may still show, R-1 and R-6).
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from companion import fields
from companion.errors import CompanionError, Malformed, Refusal
from companion.games.numereum import combos, messages as say
from companion.games.numereum.deck import BASIC_CODES, BASICS, CODES, NON_BASIC_CODES, is_basic, is_code, value_of
from companion.games.numereum.story import Story

ALL_VALUES = tuple(f"{value:02d}" for value in range(100))
VERBS = ("reserve", "reveal", "bid", "concede", "raise", "combine", "close")
FIVE = 5  # combinations that end the game

# phases
SETUP, PRIZES, BIDDING, PENDING, COMBINING, OVER = "setup", "prizes", "bidding", "pending", "combining", "over"


class Hand(NamedTuple):
    """What the table knows of a hand: basic cards left, non-basic cards known to be there
    (won hand prizes), and how many cards nobody has seen (drawn after combinations)."""

    basics: tuple[str, ...]
    known: tuple[str, ...]
    hidden: int

    @property
    def size(self) -> int:
        return len(self.basics) + len(self.known) + self.hidden


class _State:
    """Everything that changes during a game; `copy()` is cheap so an action can be tried
    on a copy (`apply`: the verbs that may refuse after a first change; `why_not`: every one)."""

    def __init__(self, pile: int):
        self.phase = SETUP
        self.basics = [list(BASIC_CODES), list(BASIC_CODES)]
        self.known = [[], []]
        self.hidden = [0, 0]
        self.reserve = [[], []]
        self.fresh = [[], []]  # parallel to reserve: entered during the current round
        self.combos = [[], []]
        self.discard: list[str] = []
        self.seen: dict[str, int] = {}  # non-basic copies the table has seen so far
        self.pile = pile
        self.prizes: list[str] = []
        self.bids = [[], []]
        self.lower: int | None = None
        self.round_winner: int | None = None
        self.round_combos = [0, 0]
        self.rounds: list[dict] = []
        self.winners: list[int] = []
        self.reason: str | None = None

    def copy(self) -> "_State":
        # made for every bid, raise, reserve and question: spelled out, no reflection
        new = object.__new__(_State)
        new.__dict__.update(self.__dict__)
        new.basics = [self.basics[0][:], self.basics[1][:]]
        new.known = [self.known[0][:], self.known[1][:]]
        new.reserve = [self.reserve[0][:], self.reserve[1][:]]
        new.fresh = [self.fresh[0][:], self.fresh[1][:]]
        new.combos = [self.combos[0][:], self.combos[1][:]]
        new.bids = [self.bids[0][:], self.bids[1][:]]
        new.hidden, new.round_combos = self.hidden[:], self.round_combos[:]
        new.discard, new.prizes = self.discard[:], self.prizes[:]
        new.seen = self.seen.copy()
        new.rounds = self.rounds[:]
        new.winners = self.winners[:]
        return new

    def hand(self, seat: int) -> Hand:
        return Hand(tuple(self.basics[seat]), tuple(self.known[seat]), self.hidden[seat])

    def hand_size(self, seat: int) -> int:
        return len(self.basics[seat]) + len(self.known[seat]) + self.hidden[seat]


class Numereum:
    """One game between two seats. Options arrive resolved (see `__init__.OPTIONS`)."""

    def __init__(self, players: list[str], options: dict):
        self.players = list(players)
        self.younger: int = options.get("younger", 1)
        self.suite: str = options.get("suite", combos.IN_ORDER)
        deck = options.get("deck")
        # how many copies of each value exist: once each, unless the table lists its deck
        self.copies: Counter | None = Counter(f"{int(v):02d}" for v in deck) if deck is not None else None
        pile = len(deck) if deck is not None else options.get("deck_size", 54)
        self._state = _State(pile)
        self._unseen: tuple[_State | None, tuple[str, ...]] = (None, ())  # unseen_values() of one state
        self.log: list = []  # companion.gamelog.Event, one per action and consequence
        self._story = Story(self.players)

    # ---- reading the state ------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self._state.phase == OVER

    @property
    def phase(self) -> str:
        """`setup`, `prizes` (a reveal is due), `bidding`, `pending` (concede or raise),
        `combining`, or `over`."""
        return self._state.phase

    def summary(self) -> dict:
        state = self._state
        result = {
            "finished": state.phase == OVER,
            "winners": list(state.winners),
            "scores": [len(state.combos[seat]) for seat in (0, 1)],
            "rounds": [dict(entry, scores=list(entry["scores"])) for entry in state.rounds],
            "to_act": state.lower if state.phase == PENDING else None,
            "combinations": [len(state.combos[seat]) for seat in (0, 1)],
            "hand_size": [state.hand_size(seat) for seat in (0, 1)],
            "reserve": [list(state.reserve[seat]) for seat in (0, 1)],
            "pile": state.pile,
            "round": len(state.rounds) + (state.phase in (BIDDING, PENDING, COMBINING)),
            "prizes": list(state.prizes),
        }
        if state.phase == OVER:
            result["reason"] = state.reason
        return result

    def hand(self, seat: int) -> Hand:
        """What is known of a seat's hand (the app shows the basic and known cards)."""
        return self._state.hand(seat)

    def combinations_made(self, seat: int) -> list[tuple[str, ...]]:
        return [tuple(cards) for cards in self._state.combos[seat]]

    # ---- legal-action helpers for the app -------------------------------------------

    def legal_verbs(self) -> list[str]:
        """The verbs that can be recorded now (the app greys out the others)."""
        phase = self._state.phase
        if phase == SETUP:
            return ["reserve"]
        if phase == PRIZES:
            return ["reveal"]
        if phase == BIDDING:
            return ["bid"]
        if phase == PENDING:
            return ["concede", "raise"] if self.can_raise() else ["concede"]
        if phase == COMBINING:
            return ["combine", "close"] if any(self.valid_combinations(seat) for seat in (0, 1)) else ["close"]
        return []

    def legal_bid_cards(self, seat: int) -> list[str]:
        """Cards the seat is known to hold and may bid now (distinct codes). A seat with
        unseen cards (`hand(seat).hidden > 0`) may also bid any card not known elsewhere."""
        if self._state.phase not in (BIDDING, PENDING) or (self._state.phase == PENDING and not self.can_raise()):
            return []
        state = self._state
        return list(dict.fromkeys(state.basics[seat] + state.known[seat]))

    def can_raise(self) -> bool:
        """Raising needs a pending first bid and a card left in both hands."""
        state = self._state
        return state.phase == PENDING and all(state.hand_size(seat) > 0 for seat in (0, 1))

    def deck_values(self) -> tuple[str, ...]:
        """The values the table's deck is known to hold, in order: the `deck` option's when the
        table listed its home-made deck, else the project's printed list (R-1). The referee still
        accepts any other value 00–99 when no `deck` is listed."""
        if self.copies is not None:
            return tuple(sorted(self.copies))
        return tuple(NON_BASIC_CODES)

    def unseen_values(self) -> tuple[str, ...]:
        """Every value 00–99 of which a copy has not been seen yet, in order: what a prize, a
        reserve card or a card bid from the hidden part of a hand may still be (R-1, R-6).
        Remembered until the next accepted action (`apply` forgets it), because the app asks on
        every frame of its value sheets."""
        state = self._state
        if self._unseen[0] is not state:
            seen = state.seen
            if self.copies is None:
                values = tuple(value for value in ALL_VALUES if value not in seen)
            else:
                values = tuple(value for value in ALL_VALUES if self.copies[value] > seen.get(value, 0))
            self._unseen = (state, values)
        return self._unseen[1]

    def unseen_copies(self, value: str) -> int:
        """How many copies of a two-digit value are still unseen (0 for a basic card)."""
        return 0 if is_basic(value) else self._unseen_copies(self._state, value)

    def fresh_cards(self, seat: int) -> list[bool]:
        """Parallel to the seat's reserve: which cards entered it this round."""
        return list(self._state.fresh[seat])

    def valid_combinations(self, seat: int) -> list[combos.Combination]:
        """Combinations the seat can make now (three reserve cards, one entered this round)."""
        state = self._state
        if state.phase != COMBINING:
            return []
        fresh = [index for index, new in enumerate(state.fresh[seat]) if new]
        return combos.all_combinations(state.reserve[seat], self.suite, fresh)

    def why_not(self, action: dict) -> CompanionError | None:
        """The refusal (or malformed-input error) this action would get now, else None."""
        story, self._story = self._story, Story(self.players)  # a trial tells nobody
        try:
            self._apply_to(self._state.copy(), action)
        except CompanionError as error:
            return error
        finally:
            self._story = story
        return None

    # ---- applying actions -------------------------------------------------------------

    def apply(self, action: dict) -> None:
        """Check, then apply; on `Malformed` or `Refusal` the state is left as it was."""
        verb = action.get("do") if type(action) is dict else None
        method = _IN_PLACE.get(verb) if type(verb) is str else None
        told = self._story.events
        try:
            if method is not None:  # every refusal comes before the first change
                method(self, self._state, action)
            else:
                trial = self._state.copy()
                self._apply_to(trial, action)
                self._state = trial
        except BaseException:
            told.clear()
            raise
        self._unseen = (None, ())
        self.log.extend(told)  # only an accepted action is told
        told.clear()

    def _apply_to(self, state: _State, action: dict) -> None:
        if not isinstance(action, dict):
            raise Malformed("an action must be an object")
        verb = fields.field(action, "do", str)
        if verb not in VERBS:
            raise Malformed(f"unknown Numereum verb '{verb}' (known: {', '.join(VERBS)})")
        _VERB_METHODS[verb](self, state, action)

    def _expect(self, state: _State, *phases: str) -> None:
        if state.phase == OVER:
            raise Refusal(say.game_over())
        if state.phase not in phases:
            raise Refusal(say.wrong_phase(state.phase, self._lower_name(state)))

    def _lower_name(self, state: _State) -> str:
        return self.players[state.lower] if state.lower is not None else ""

    # setup ------------------------------------------------------------------------------

    def _reserve(self, state: _State, action: dict) -> None:
        seat, cards = _seat_and_cards(action, 2)
        self._expect(state, SETUP)
        if state.reserve[seat] or state.combos[seat]:
            raise Refusal(say.reserve_twice(self.players[seat]))
        for card in cards:
            self._draw_face_up(state, card)
            state.reserve[seat].append(card)
            state.fresh[seat].append(False)
        self._story.reserve(seat, cards)
        if all(state.reserve[side] for side in (0, 1)):
            state.phase = PRIZES
            self._before_prizes(state)

    # a round ------------------------------------------------------------------------------

    def _reveal(self, state: _State, action: dict) -> None:
        cards = _cards(action)
        self._expect(state, PRIZES)
        for index, card in enumerate(cards):  # both checked before either is drawn (in place)
            self._check_face_up(state, card, cards[:index])
        for card in cards:
            self._turn_face_up(state, card)
        state.prizes = cards
        self._story.reveal(len(state.rounds) + 1, cards)
        state.bids = [[], []]
        state.round_winner = None
        state.round_combos = [0, 0]
        state.fresh = [[False] * len(state.reserve[seat]) for seat in (0, 1)]
        state.phase = BIDDING

    def _bid(self, state: _State, action: dict) -> None:
        cards = _cards(action)
        self._expect(state, BIDDING)
        for seat, card in enumerate(cards):
            self._take_from_hand(state, seat, card)
            state.bids[seat].append(card)
        first = [value_of(card) for card in cards]
        self._story.bid(cards)
        if first[0] == first[1]:
            self._story.tie()
            self._end_bidding(state, None)
        else:
            state.lower = 0 if first[0] < first[1] else 1
            self._story.lower(state.lower)
            state.phase = PENDING

    def _concede(self, state: _State, action: dict) -> None:
        _no_fields(action)
        self._expect(state, PENDING)
        self._story.concede(state.lower)
        self._end_bidding(state, 1 - state.lower)

    def _raise(self, state: _State, action: dict) -> None:
        cards = _cards(action)
        self._expect(state, PENDING)
        for seat in (0, 1):
            if state.hand_size(seat) == 0:
                raise Refusal(say.no_raise_empty_hand(self.players[seat], seat == state.lower))
        for seat, card in enumerate(cards):
            self._take_from_hand(state, seat, card)
            state.bids[seat].append(card)
        totals = [sum(value_of(card) for card in state.bids[seat]) for seat in (0, 1)]
        self._story.raised(cards, totals)
        if totals[0] == totals[1]:
            self._story.tie()
        self._end_bidding(state, None if totals[0] == totals[1] else totals.index(max(totals)))

    def _end_bidding(self, state: _State, winner: int | None) -> None:
        """Step 5: bid cards to reserves or the discard, prizes to the winner or the discard."""
        for seat in (0, 1):
            for card in state.bids[seat]:
                if card in BASICS:
                    state.discard.append(card)
                else:
                    state.reserve[seat].append(card)
                    state.fresh[seat].append(True)
                    self._story.bid_to_reserve(seat, card)
        hand_prize, reserve_prize = state.prizes
        self._story.prizes_to(winner, hand_prize, reserve_prize)
        if winner is None:
            state.discard.extend(state.prizes)
        else:
            state.known[winner].append(hand_prize)
            state.reserve[winner].append(reserve_prize)
            state.fresh[winner].append(True)
        state.prizes = []
        state.bids = [[], []]
        state.lower = None
        state.round_winner = winner
        state.phase = COMBINING

    def _combine(self, state: _State, action: dict) -> None:
        seat, cards = _seat_and_cards(action, 3)
        self._expect(state, COMBINING)
        for card in cards:
            if card in BASICS:
                raise Refusal(say.basic_in_combination(card))
        positions = self._reserve_positions(state, seat, cards)
        combination = combos.check(cards, self.suite)
        if not combination.criteria:
            near = self.suite == combos.IN_ORDER and combos.criteria_met(cards, combos.ANY_ORDER)
            raise Refusal(say.no_criterion(cards, bool(near)), rule="R-4" if near else None)
        for index in sorted(positions, reverse=True):  # combined cards leave the reserve
            del state.reserve[seat][index]
            del state.fresh[seat][index]
        state.combos[seat].append(list(cards))
        state.round_combos[seat] += 1
        draws = combination.draws
        self._story.combine(seat, cards, combination.criteria, state.round_combos[seat])
        if state.pile < draws:  # the draw cannot be made in full; R-7: the rest is drawn
            self._story.pile_short(seat, draws, state.pile)
            state.hidden[seat] += state.pile
            state.pile = 0
            self._finish(state, [self.younger], "pile_exhausted", round_done=True)
            return
        state.pile -= draws
        state.hidden[seat] += draws
        self._story.draws(seat, draws)

    def _reserve_positions(self, state: _State, seat: int, cards: list[str]) -> list[int]:
        """Reserve positions holding the three cards: stale copies first (fresh ones may serve
        another combination this round, R-9), but at least one card that entered this round."""
        reserve, fresh = state.reserve[seat], state.fresh[seat]
        for card, count in Counter(cards).items():
            if reserve.count(card) < count:
                raise Refusal(*self._not_in_reserve(state, seat, card))
        chosen: list[int] = []
        for card in cards:
            copies = [i for i, c in enumerate(reserve) if c == card and i not in chosen]
            chosen.append(min(copies, key=lambda i: fresh[i]))
        if not any(fresh[i] for i in chosen):
            for slot, card in enumerate(cards):
                new = [i for i, c in enumerate(reserve) if c == card and fresh[i] and i not in chosen]
                if new:
                    chosen[slot] = new[0]
                    break
            else:
                raise Refusal(say.nothing_fresh(self.players[seat]))
        return chosen

    def _close(self, state: _State, action: dict) -> None:
        _no_fields(action)
        self._expect(state, COMBINING)
        self._story.close()
        self._record_round(state)
        totals = [len(state.combos[seat]) for seat in (0, 1)]
        reached = [seat for seat in (0, 1) if totals[seat] >= FIVE]
        if len(reached) == 1:
            self._finish(state, reached, "five_combinations")
            return
        if len(reached) == 2:  # more cards in hand, then more reserve cards, then the younger
            self._finish(state, [self._tie_break(state, "hand", "reserve")], "five_combinations")
            return
        state.phase = PRIZES
        state.fresh = [[False] * len(state.reserve[seat]) for seat in (0, 1)]
        self._before_prizes(state)

    # automatic steps ----------------------------------------------------------------------

    def _before_prizes(self, state: _State) -> None:
        """Start of a round: the empty-hand check, then the prizes must be drawable."""
        empty = [seat for seat in (0, 1) if state.hand_size(seat) == 0]
        if len(empty) == 1:
            self._finish(state, [1 - empty[0]], "empty_hand")
        elif len(empty) == 2:  # more combinations, then more reserve cards, then the younger
            self._finish(state, [self._tie_break(state, "combinations", "reserve")], "empty_hand")
        elif state.pile < 2:
            self._finish(state, [self.younger], "pile_exhausted")

    def _tie_break(self, state: _State, *measures: str) -> int:
        for measure in measures:
            counts = [self._measure(state, measure, seat) for seat in (0, 1)]
            if counts[0] != counts[1]:
                return counts.index(max(counts))
        return self.younger

    @staticmethod
    def _measure(state: _State, measure: str, seat: int) -> int:
        if measure == "hand":
            return state.hand_size(seat)
        if measure == "reserve":
            return len(state.reserve[seat])
        return len(state.combos[seat])

    def _record_round(self, state: _State) -> None:
        state.rounds.append({"scores": list(state.round_combos), "winner": state.round_winner})
        self._story.round_scored(len(state.rounds), state.round_combos, [len(c) for c in state.combos])

    def _finish(self, state: _State, winners: list[int], reason: str, round_done: bool = False) -> None:
        if round_done:
            self._record_round(state)
        state.phase = OVER
        state.winners = winners
        state.reason = reason
        self._story.game_over(winners, reason, [len(c) for c in state.combos])

    # known cards (R-1, R-6) -------------------------------------------------------------------

    def _unseen_copies(self, state: _State, card: str) -> int:
        existing = 1 if self.copies is None else self.copies[card]
        return existing - state.seen.get(card, 0)

    def _check_face_up(self, state: _State, card: str, before: list[str] = ()) -> None:
        """A card may come face up from the pile after the cards `before` it in the same
        action came: it is not basic, the pile still holds one, and a copy is unseen."""
        if card in BASICS:
            raise Refusal(say.basic_from_pile(card))
        if state.pile - len(before) < 1:
            raise Refusal(say.pile_empty(), rule="R-3")
        if self._unseen_copies(state, card) - before.count(card) <= 0:
            raise self._already_known(state, card)

    def _draw_face_up(self, state: _State, card: str) -> None:
        """A card comes face up from the pile (reserve at setup, prize): it must be unseen."""
        self._check_face_up(state, card)
        self._turn_face_up(state, card)

    @staticmethod
    def _turn_face_up(state: _State, card: str) -> None:
        state.seen[card] = state.seen.get(card, 0) + 1
        state.pile -= 1

    def _take_from_hand(self, state: _State, seat: int, card: str) -> None:
        if card in BASICS:
            if card not in state.basics[seat]:
                raise Refusal(say.basic_spent(self.players[seat], card), rule="R-6")
            state.basics[seat].remove(card)
            return
        if card in state.known[seat]:
            state.known[seat].remove(card)
            return
        if self._unseen_copies(state, card) <= 0:
            raise self._already_known(state, card)
        if state.hidden[seat] == 0:
            raise Refusal(say.hand_all_known(self.players[seat], card), rule="R-6")
        state.hidden[seat] -= 1
        state.seen[card] = state.seen.get(card, 0) + 1

    def _already_known(self, state: _State, card: str) -> Refusal:
        if self.copies is not None and self.copies[card] == 0:
            return Refusal(say.not_in_deck(card), rule="R-1")
        place = self._where(state, card)
        return Refusal(say.known_elsewhere(card, place), rule="R-6")

    def _where(self, state: _State, card: str):
        """Where a seen card is now, in words."""
        names = self.players
        if card in state.prizes:
            return say.place_prize()
        for seat in (0, 1):
            if card in state.bids[seat]:
                return say.place_bid(names[seat])
        for seat in (0, 1):
            if card in state.reserve[seat]:
                return say.place_reserve(names[seat])
        for seat in (0, 1):
            if any(card in cards for cards in state.combos[seat]):
                return say.place_combination(names[seat])
        for seat in (0, 1):
            if card in state.known[seat]:
                return say.place_hand(names[seat])
        if card in state.discard:
            return say.place_discard()
        return say.place_seen()

    def _not_in_reserve(self, state: _State, seat: int, card: str):
        """(message, rule) for a combination card missing from the reserve."""
        name = self.players[seat]
        if any(card in cards for cards in state.combos[seat]):
            return say.already_combined(name, card), "R-2"
        return say.not_in_reserve(name, card), None


# ---- the shape of an action -------------------------------------------------------------
# What the record format already checked (an object with a text `do`) is not checked again;
# a well-formed action passes one quick test, anything else goes through `companion.fields`,
# whose checks (in the same order as ever) word the refusal.

_CARDS_KEYS = frozenset(("do", "cards"))
_SEAT_KEYS = frozenset(("do", "player", "cards"))


def _codes_ok(cards, count: int) -> bool:
    return type(cards) is list and len(cards) == count and all(type(card) is str and card in CODES for card in cards)


def _cards(action: dict) -> list[str]:
    """The two `cards` of a reveal, bid or raise (a copy: the record keeps its own list)."""
    cards = action.get("cards")
    if action.keys() <= _CARDS_KEYS and _codes_ok(cards, 2):
        return cards[:]
    fields.only_keys(action, ("cards",))
    return fields.codes(action, "cards", is_code, count=2)


def _seat_and_cards(action: dict, count: int) -> tuple[int, list[str]]:
    """The `player` and `count` `cards` of a reserve or combination."""
    seat, cards = action.get("player"), action.get("cards")
    if action.keys() <= _SEAT_KEYS and type(seat) is int and 0 <= seat < 2 and _codes_ok(cards, count):
        return seat, cards[:]
    fields.only_keys(action, ("player", "cards"))
    return fields.seat(action, "player", 2), fields.codes(action, "cards", is_code, count=count)


def _no_fields(action: dict) -> None:
    if len(action) != 1:
        fields.only_keys(action, ())


_VERB_METHODS = {verb: getattr(Numereum, f"_{verb}") for verb in VERBS}
# verbs whose every refusal comes before their first change: `apply` runs them on the live
# state (tests/numereum/test_numereum_state.py tries refusals of each on every kind of state)
_IN_PLACE = {verb: _VERB_METHODS[verb] for verb in ("reveal", "concede", "combine", "close")}
