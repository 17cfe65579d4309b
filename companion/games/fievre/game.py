"""La Fièvre de l'Or as a state machine: the companion is the bank.

A turn: reveal -> auction -> choosing (takes, event choices, waiting cards) -> roll
(-> telegraph or produce) -> production. Every verb is checked completely by a
`_check_<verb>` method, which returns the change to make; only then is it applied,
so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

import copy
from typing import Callable

from companion import dice as dice_source
from companion import fields
from companion.errors import CompanionError, Malformed, Refusal
from companion.games.fievre import deck, rolls, shape, words
from companion.games.fievre.cards import Card, parse_card
from companion.games.fievre.events import EventRules
from companion.games.fievre.model import (AUCTION, CARD_SHARK_FINE, CHOOSE, COLLAPSE_ROLLS, KEPT, OVER, PLACED_LATER,
                                          PRODUCTION, REVEAL, STAGECOACH_GOLD, VEIN_BONUS, Choice, Concession, SaloonCard, Step,
                                          event_name, refuse)
from companion.games.fievre.money import BANK, Movement, cascade
from companion.games.fievre.words import LOG, TOWNS, card_name, line, refusal as words_refusal
from companion.gamelog import Event
from companion.seating import clockwise_from, left_of
from companion.text import Message

LOGGED_START = 10     # the game log's gold identity counts from 10 (spec): other starts are a setup event
BANK_WORD = Message("fievre.word.bank")


class Fievre(EventRules):
    """One game of La Fièvre de l'Or, built by applying record actions.

    Ownership is indexed as it changes (`counts` per town and seat, `producers` per production
    number), so an action costs the same at any length of the game and a replay is linear.
    Everything the bank does is logged as it happens (`log`, `companion.gamelog.Event`).
    """

    def __init__(self, players: list[str], options: dict):
        self.names = list(players)
        self.n = len(players)
        self.start_gold = options["start_gold"]
        self.deck_size = options["deck_size"]
        self.seed = options["seed"]
        self.gold = [self.start_gold] * self.n
        self.first = options["first"]          # first player of the current turn
        self.phase = REVEAL
        self.turn = 0
        self.pile = self.deck_size
        self.next_id = 0
        self.cards: dict[int, Card] = {}       # every revealed card by id
        self.offer: list[int] = []             # revealed this turn, not taken yet
        # auction
        self.bidder: int | None = None
        self.high: int | None = None
        self.bid = 0
        self.passed: set[int] = set()
        self.winner: int | None = None
        self.price = 0
        self.payment: list[tuple[int | None, int]] = []
        # choosing
        self.took: list[int] = []              # seats in the order they took this turn
        self.pending: Choice | None = None     # R-8 choice of the card just taken
        self.unplaced: list[list[tuple[str, int]]] = [[] for _ in players]
        self.held: list[list[tuple[str, int]]] = [[] for _ in players]
        # table
        self.concessions: dict[int, Concession] = {}
        self.counts: dict[str, list[int]] = {town: [0] * self.n for town in deck.TOWN_IDS}
        self.producers: dict[int, dict[int, Concession]] = {roll: {} for roll in range(2, 13)}
        self.hazards: dict[int, Concession] = {}   # dangerous concessions in play
        self.mine_values = [0] * self.n              # production values owned, per seat (score)
        self.saloons: dict[int, SaloonCard] = {}
        self.mayors: dict[str, int] = {}
        self.governor: str | None = None
        # dice and production
        self.rolls = 0                         # dice rolled so far (R-5 position)
        self.dice: list[int] | None = None     # the roll awaiting production
        self.last_production: list[Movement] = []
        self.last_collapsed: list[int] = []
        self.rounds: list[dict] = []
        self.ledger: list[Movement] = []
        # every roll made for this game, by slot (rolls.py), including undone ones (recall)
        self.memory: dict[tuple, rolls.Roll] = {}
        self.holdups = 0                       # Hold-ups rolled this turn
        self.card_words: dict[int, Message] = {}
        self.log: list[Event] = []
        if self.start_gold != LOGGED_START:
            self.log.append(Event("setup", line("start_gold", n=self.start_gold),
                                  gold=[self.start_gold - LOGGED_START] * self.n))

    def recall(self, extra: dict) -> None:
        """Rolls made earlier for this game and since undone (the record's `dice_rolled`, R-5)."""
        self.memory.update(rolls.stored(extra))

    # ------------------------------------------------------------------ apply
    def apply(self, action: dict) -> None:
        change = self._check(action)
        change()

    def why_not(self, action: dict) -> CompanionError | None:
        """The refusal (or malformation) this action would meet now, or None if legal."""
        try:
            self._check(action)
        except CompanionError as error:
            return error
        return None

    def _check(self, action) -> Callable[[], None]:
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            raise Malformed("an action must be an object with a 'do' verb")
        checker = _CHECKERS.get(action["do"])
        if checker is None:
            raise Malformed(f"unknown verb '{action['do']}' for La Fièvre de l'Or")
        if self.phase == OVER:
            raise refuse("fievre.game_over")
        return checker(self, action)

    def copy(self) -> "Fievre":
        """An independent game in the same state (its log starts empty: trials need no history)."""
        log, self.log = self.log, []
        try:
            return copy.deepcopy(self)
        finally:
            self.log = log

    # ------------------------------------------------------------------ helpers
    def name(self, seat: int) -> str:
        return self.names[seat]

    def _seat(self, action: dict, name: str = "player") -> int:
        return shape.seat(action, name, self.n)

    def owned(self, seat: int, town: str | None = None) -> list[Concession]:
        return [c for c in sorted(self.concessions.values(), key=lambda c: c.id)
                if c.owner == seat and (town is None or c.town == town)]

    def count(self, seat: int, town: str) -> int:
        return self.counts[town][seat]

    def toll(self, seat: int, town: str) -> int:
        """What `seat` owes the mayor of `town` for a concession arriving there now."""
        mayor = self.mayors.get(town)
        if mayor is None or mayor == seat:
            return 0
        return self.count(mayor, town) * (2 if self.governor == town else 1)

    def score(self, seat: int) -> int:
        return self.scores()[seat]

    def scores(self) -> list[int]:
        """gold + production values of the concessions owned + 5 per Mayor card, per seat."""
        totals = [gold + mines for gold, mines in zip(self.gold, self.mine_values)]
        for mayor in self.mayors.values():
            totals[mayor] += deck.MAYOR_BONUS
        return totals

    def _who(self, seat: int | None):
        return BANK_WORD if seat is BANK else self.names[seat]

    def _note(self, kind: str, message: Message, seats: tuple = (), gold: list[int] | None = None,
              heading: bool = False) -> None:
        self.log.append(Event(kind, message, seats, gold, None, heading))

    def _gold_change(self, payer: int | None, payee: int | None, amount: int) -> list[int]:
        change = [0] * self.n
        if payer is not BANK:
            change[payer] -= amount
        if payee is not BANK:
            change[payee] += amount
        return change

    def _pay(self, payer: int | None, payee: int | None, owed: int, reason: str, into: list | None = None,
             what: str | None = None, **about) -> None:
        """Move gold and log it as `fievre.log.<what or reason>`; a payer short of gold pays what they have (R-3)."""
        amount = owed if payer is BANK else min(owed, self.gold[payer])
        if payer is not BANK:
            self.gold[payer] -= amount
        if payee is not BANK:
            self.gold[payee] += amount
        movement = Movement(payer, payee, amount, reason, owed)
        self.ledger.append(movement)
        if into is not None:
            into.append(movement)
        seats = (payee,) if payer is BANK else (payer,) if payee is BANK else (payer, payee)
        if amount:
            self.log.append(Event(reason, Message(LOG + (what or reason), payer=self._who(payer), payee=self._who(payee),
                                                  n=amount, **about), seats, self._gold_change(payer, payee, amount)))
        if amount < owed:   # the payee gets no more than the payer had
            self._note("shortfall", line("shortfall", payer=self._who(payer), payee=self._who(payee), owed=owed,
                                         n=amount, why=line("why_" + reason)), seats)

    # ------------------------------------------------------------------ who owns what (kept indexed)
    def _add_concession(self, concession: Concession) -> None:
        self.concessions[concession.id] = concession
        self.producers[concession.roll][concession.id] = concession
        if concession.dangerous:
            self.hazards[concession.id] = concession
        self.counts[concession.town][concession.owner] += 1
        self.mine_values[concession.owner] += concession.value

    def _remove_concession(self, card_id: int) -> Concession:
        concession = self.concessions.pop(card_id)
        del self.producers[concession.roll][card_id]
        self.hazards.pop(card_id, None)
        self.mine_values[concession.owner] -= concession.value
        self.counts[concession.town][concession.owner] -= 1
        return concession

    def _transfer(self, concession: Concession, seat: int) -> None:
        self.counts[concession.town][concession.owner] -= 1
        self.mine_values[concession.owner] -= concession.value
        concession.owner = seat
        self.counts[concession.town][seat] += 1
        self.mine_values[seat] += concession.value

    def _add_vein(self, concession: Concession) -> None:
        concession.vein = True
        self.mine_values[concession.owner] += VEIN_BONUS

    # ------------------------------------------------------------------ mayors
    def _update_mayors(self, towns) -> None:
        """R-9 and R-4, for the towns whose ownership just changed."""
        for town in towns:
            counts = self.counts[town]
            best = max(counts)
            mayor = self.mayors.get(town)
            if mayor is None:
                if best >= 2 and counts.count(best) == 1:
                    self.mayors[town] = seat = counts.index(best)
                    self._note("mayor", line("mayor_new", who=self.names[seat], town=TOWNS[town]), (seat,))
            elif best == 0:
                self._lose_mayor(town)
                del self.mayors[town]
                self._note("mayor", line("mayor_none", who=self.names[mayor], town=TOWNS[town]), (mayor,))
            elif counts.count(best) == 1 and best > counts[mayor]:
                seat = counts.index(best)
                self._lose_mayor(town)
                self.mayors[town] = seat
                self._note("mayor", line("mayor_change", who=self.names[seat], old=self.names[mayor], town=TOWNS[town]),
                           (seat, mayor))

    def _lose_mayor(self, town: str) -> None:
        if self.governor == town:
            self.governor = None
            mayor = self.mayors[town]
            self._note("governor", line("governor_lost", who=self.names[mayor], town=TOWNS[town]), (mayor,))

    # ------------------------------------------------------------------ who chooses next
    def required(self) -> list[Choice]:
        """Choices that must be made before the next take or roll, first one first (R-8, R-7)."""
        if self.phase != CHOOSE:
            return []
        due = [self.pending] if self.pending else []
        if not any(self.unplaced):
            return due
        start = self.winner if self.winner is not None else self.first
        for seat in clockwise_from(start, self.n):
            governor_free = True
            for event_id, card in self.unplaced[seat]:
                if event_id == "governor":   # one Governor at a time
                    if not governor_free:
                        continue
                    governor_free = False
                if self.placeable(seat, event_id) and not (self.pending and self.pending.card == card):
                    due.append(Choice(seat, event_id, card, waiting=True))
        return due

    def next_chooser(self) -> int | None:
        """The seat due to take a card in the normal order (ignoring a Mustang jump)."""
        if self.phase != CHOOSE or not self.offer:
            return None
        if not self.took:
            return self.winner
        for seat in clockwise_from(self.winner, self.n):
            if seat not in self.took:
                return seat
        return None

    def mustang_holders(self) -> list[int]:
        """Seats that may jump in with a Mustang right now."""
        if self.phase != CHOOSE or len(self.took) != 1 or not self.offer or self.required():
            return []
        natural = self.next_chooser()
        return [seat for seat in range(self.n)
                if seat not in self.took and seat != natural and any(e == "mustang" for e, _ in self.held[seat])]

    def telegraph_holders(self) -> list[int]:
        return [seat for seat in range(self.n) if any(e == "telegraph" for e, _ in self.held[seat])]

    # ------------------------------------------------------------------ app helpers
    def to_act(self) -> int | None:
        if self.phase == AUCTION:
            return self.bidder
        if self.phase == CHOOSE:
            due = self.required()
            if due:
                return due[0].seat
            return self.next_chooser()
        return None

    def step(self) -> Step:
        if self.phase == OVER:
            return Step("over")
        if self.phase == REVEAL:
            return Step("reveal")
        if self.phase == AUCTION:
            return Step("bid", self.bidder)
        if self.phase == PRODUCTION:
            return Step("telegraph")
        due = self.required()
        if due:
            return Step("choose", due[0].seat, due[0])
        if self.offer:
            return Step("take", self.next_chooser())
        return Step("roll")

    def can_telegraph(self, seat: int) -> bool:
        """Whether `seat` may use a Telegraph right now (R-11)."""
        return self.phase == PRODUCTION and seat in self.telegraph_holders()

    def bid_range(self, seat: int) -> tuple[int, int] | None:
        """The (lowest, highest) bid `seat` may make now, or None if they can only pass or wait."""
        if self.phase != AUCTION or seat != self.bidder:
            return None
        low = self.bid + 1
        return (low, self.gold[seat]) if self.gold[seat] >= low else None

    def takeable(self, seat: int) -> list[int]:
        """Ids of the revealed cards `seat` may take now (with a Mustang jump if that is the only way)."""
        if self.phase != CHOOSE or self.required():
            return []
        if seat == self.next_chooser() or seat in self.mustang_holders():
            return list(self.offer)
        return []

    def next_slot(self) -> tuple[str, int, int]:
        """The slot (rolls.py) of the next roll: a pending Hold-up's, else the turn's production."""
        if self.pending is not None and self.pending.event == "holdup":
            return (rolls.HOLDUP, self.turn, self.holdups)
        return (rolls.PRODUCTION, self.turn, 0)

    def next_dice(self) -> tuple[int, int]:
        """The dice the companion rolls next (R-5): the ones it already rolled for this slot, if it
        did (before an undo), else fixed by the seed and the roll's position."""
        known = self.memory.get(self.next_slot())
        if known is not None and known.by == rolls.COMPANION:
            return known.dice
        return dice_source.roll(self.seed, self.rolls)

    def next_roller(self) -> str | None:
        """Who must roll the next dice (R-5): "companion" or "table" when that slot was already
        rolled for (then undone), None when either may."""
        known = self.memory.get(self.next_slot())
        return known.by if known is not None else None

    def _check_roller(self, action: dict, rolled: list[int]) -> rolls.Roll:
        """R-5: the roll about to be made for the next slot, refused if it would re-roll."""
        by = fields.field(action, "by", str, optional=True, default=rolls.TABLE)
        if by not in rolls.ROLLERS:
            raise Malformed("'by' must be \"companion\" or \"table\"")
        kind, turn, nth = self.next_slot()
        known = self.memory.get((kind, turn, nth))
        if known is not None and known.by == rolls.COMPANION and by == rolls.TABLE:
            raise words_refusal("fievre.refuse.companion_rolled", "R-5", a=known.dice[0], b=known.dice[1])
        if known is not None and known.by == rolls.TABLE and by == rolls.COMPANION:
            raise words_refusal("fievre.refuse.table_rolled", "R-5")
        if by == rolls.COMPANION and tuple(rolled) != self.next_dice():
            a, b = self.next_dice()
            raise words_refusal("fievre.refuse.companion_dice", "R-5", a=a, b=b)
        return rolls.Roll(turn, kind, nth, by, (rolled[0], rolled[1]))

    def _remember(self, roll: rolls.Roll) -> None:
        self.memory.setdefault(roll.slot, roll)

    def cascade(self, price: int | None = None, winner: int | None = None) -> list[tuple[int | None, int]]:
        """Who receives what of a price (the current auction's by default)."""
        winner = self.winner if winner is None else winner
        price = self.price if price is None else price
        if winner is None:
            winner = self.high if self.high is not None else self.first
        return cascade(price, winner, self.n)

    def payouts(self, dice: list[int] | tuple[int, int]) -> list[int]:
        """Net gold each seat would gain from production on these dice (collapses, saloons included)."""
        trial = self.copy()
        before = list(trial.gold)
        trial._production(list(dice), record_round=False)
        return [after - was for after, was in zip(trial.gold, before)]

    # ------------------------------------------------------------------ reveal
    def _check_reveal(self, action):
        shape.only_keys(action, ("cards",))
        values = fields.field(action, "cards", list)
        cards = [parse_card(value) for value in values]
        if self.phase != REVEAL:
            raise self._not_now("reveal")
        want = min(self.n, self.pile)
        if len(cards) != want:
            raise refuse("fievre.reveal_cards_not", want=want, got=len(cards))
        if self.turn == 0 and any(card.is_event for card in cards):
            raise refuse("fievre.first_turn_only_concessions_are", rule="R-6")

        def change():
            self.turn += 1
            self.holdups = 0
            self.pile -= len(cards)
            self.offer = []
            for card in cards:
                self.cards[self.next_id] = card
                self.card_words[self.next_id] = card_name(card)
                self.offer.append(self.next_id)
                self.next_id += 1
            self._note("turn", line("turn", n=self.turn, who=self.names[self.first]), heading=True)
            self._note("reveal", line("reveal", cards=words.Joined(self.card_words[i] for i in self.offer)))
            self.phase = AUCTION
            self.bidder, self.high, self.bid, self.passed = self.first, None, 0, set()
            self.winner, self.price, self.payment, self.took = None, 0, [], []
            self.dice = None
        return change

    def _not_now(self, verb: str) -> Refusal:
        doing = {
            REVEAL: Message("fievre.next_cards_must_revealed"),
            AUCTION: Message("fievre.auction"),
            CHOOSE: Message("fievre.cards_are_being_chosen"),
            PRODUCTION: Message("fievre.production_waiting_telegraph_produce"),
        }[self.phase]
        if self.phase == CHOOSE and not self.offer and not self.required():
            doing = Message("fievre.dice_must_rolled")
        return Refusal(Message("fievre.not_now", doing=doing))

    # ------------------------------------------------------------------ auction
    def _auction_turn(self, seat: int, verb: str) -> None:
        if self.phase != AUCTION:
            raise self._not_now(verb)
        if seat != self.bidder:
            raise refuse("fievre.turn_auction", who=self.name(self.bidder))

    def _check_bid(self, action):
        shape.only_keys(action, ("player", "amount"))
        seat = self._seat(action)
        amount = shape.whole(action, "amount")
        self._auction_turn(seat, "bid")
        if self.gold[seat] == 0:
            raise refuse("fievre.has_no_gold_can_only", rule="R-3", who=self.name(seat))
        if amount <= self.bid or amount < 1:
            raise refuse("fievre.bid_more_than", bid=self.bid)
        if amount > self.gold[seat]:
            raise refuse("fievre.has_only_gold", who=self.name(seat), gold=self.gold[seat])

        def change():
            self.bid, self.high = amount, seat
            self._note("bid", line("bid", who=self.names[seat], n=amount), (seat,))
            self._after_auction_move()
        return change

    def _check_pass(self, action):
        shape.only_keys(action, ("player",))
        seat = self._seat(action)
        self._auction_turn(seat, "pass")

        def change():
            self.passed.add(seat)
            self._note("pass", line("pass", who=self.names[seat]), (seat,))
            self._after_auction_move()
        return change

    def _after_auction_move(self) -> None:
        active = [seat for seat in range(self.n) if seat not in self.passed]
        if self.high is not None and active == [self.high]:
            self._end_auction(self.high, self.bid)
        elif not active:
            self._end_auction(self.first, 0)   # everybody passed: the first player wins for 0
        else:
            seat = left_of(self.bidder, self.n)
            while seat in self.passed:
                seat = left_of(seat, self.n)
            self.bidder = seat

    def _end_auction(self, winner: int, price: int) -> None:
        self.winner, self.price, self.bidder = winner, price, None
        self.payment = cascade(price, winner, self.n)
        self.gold[winner] -= price     # bids never exceed the bidder's gold
        self.ledger.append(Movement(winner, BANK, price, "auction", price))
        for payee, share in self.payment:
            if payee is not BANK:
                self.gold[payee] += share
            self.ledger.append(Movement(BANK, payee, share, "auction", share))
        self._note("auction", line("auction_won" if price else "auction_free", who=self.names[winner], n=price), (winner,))
        self._log_cascade(winner, price)
        self.phase = CHOOSE

    def _log_cascade(self, winner: int, price: int) -> None:
        """The price as it travels: the winner pays their right neighbour, who passes the rest on."""
        holder, flowing = winner, price
        for payee, share in self.payment:
            what = "auction_pays" if holder == winner else ("passes_to_bank" if payee is BANK else "passes_on")
            self._note("payment", line(what, payer=self.names[holder], payee=self._who(payee), n=flowing),
                       tuple(s for s in (holder, payee) if s is not BANK), self._gold_change(holder, payee, flowing))
            holder, flowing = payee, flowing - share

    # ------------------------------------------------------------------ choosing
    def _check_take(self, action):
        shape.only_keys(action, ("player", "card", "mustang"))
        seat = self._seat(action)
        card_id = shape.whole(action, "card")
        mustang = fields.field(action, "mustang", bool, optional=True, default=False)
        if self.phase != CHOOSE or not self.offer:
            raise self._not_now("take")
        due = self.required()
        if due:
            raise self._choice_first(due[0])
        if card_id not in self.offer:
            raise refuse("fievre.card_not_among_cards_offer", id=card_id)
        natural = self.next_chooser()
        if mustang:
            if not any(e == "mustang" for e, _ in self.held[seat]):
                raise refuse("fievre.has_no_mustang", who=self.name(seat))
            if seat in self.took or len(self.took) != 1:
                raise refuse("fievre.mustang_used_right_after_auction", rule="R-12")
            if seat == natural:
                raise refuse("fievre.chooses_next_anyway_keep_mustang", rule="R-12", who=self.name(seat))
        elif seat != natural:
            raise refuse("fievre.turn_take_card", who=self.name(natural))

        def change():
            if mustang:
                self._discard_held(seat, "mustang")
            self._note("take", line("take_mustang" if mustang else "take", who=self.names[seat],
                                    card=self.card_words[card_id]), (seat,))
            self.took.append(seat)
            self.offer.remove(card_id)
            self._receive(seat, card_id)
        return change

    def _choice_first(self, choice: Choice) -> Refusal:
        event = event_name(choice.event)
        rule = "R-7" if choice.waiting else "R-8"
        return Refusal(Message("fievre.must_first_place", event=event, who=self.name(choice.seat)), rule=rule)

    def _discard_held(self, seat: int, event_id: str) -> None:
        for index, (held, _) in enumerate(self.held[seat]):
            if held == event_id:
                del self.held[seat][index]
                return

    def _receive(self, seat: int, card_id: int) -> None:
        card = self.cards[card_id]
        if not card.is_event:
            toll = self.toll(seat, card.town)
            if toll:    # paid to the mayor before the card can change who is mayor (rule 5)
                self._pay(seat, self.mayors[card.town], toll, "toll", town=TOWNS[card.town])
            self._add_concession(Concession(card_id, card.town, card.roll, card.nuggets, card.dangerous, seat))
            self._update_mayors((card.town,))
            return
        event_id = card.event
        event = words.EVENTS[event_id]
        if event_id in KEPT:
            self.held[seat].append((event_id, card_id))
            self._note("event", line("keeps", who=self.names[seat], event=event), (seat,))
        elif event_id in PLACED_LATER:
            self.unplaced[seat].append((event_id, card_id))
            if not self.placeable(seat, event_id):
                self._note("event", line("waits", who=self.names[seat], event=event), (seat,))
        elif event_id == "card_shark":
            for other in clockwise_from(left_of(seat, self.n), self.n)[:-1]:
                self._pay(other, BANK, CARD_SHARK_FINE, "card_shark", who=self.names[seat])
        elif event_id == "stagecoach":
            self._pay(BANK, seat, STAGECOACH_GOLD, "stagecoach")
        elif (event_id == "dynamite" and not self.dynamite_targets(seat)) or \
                (event_id == "expropriation" and not self.expropriation_targets(seat)):
            # nothing to blow up or to take: discarded
            self._note("event", line("discarded", who=self.names[seat], event=event), (seat,))
        else:
            self.pending = Choice(seat, event_id, card_id, waiting=False)

    def _dice(self, action: dict) -> list[int]:
        rolled = fields.field(action, "dice", list)
        if len(rolled) != 2 or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in rolled):
            raise Malformed("'dice' must be two whole numbers from 1 to 6")
        return list(rolled)

    # ------------------------------------------------------------------ dice and production
    def _check_roll(self, action):
        shape.only_keys(action, ("dice", "by"))
        rolled = self._dice(action)
        if self.phase != CHOOSE or self.offer or self.required():
            if self.phase == CHOOSE and self.required():
                raise self._choice_first(self.required()[0])
            if self.phase == CHOOSE:
                raise refuse("fievre.every_player_takes_card_before")
            raise self._not_now("roll")
        made = self._check_roller(action, rolled)

        def change():
            self.rolls += 1
            self._remember(made)
            self._note("roll", line("roll_companion" if made.by == rolls.COMPANION else "roll",
                                    a=rolled[0], b=rolled[1], sum=rolled[0] + rolled[1]))
            if self.telegraph_holders():
                self.dice = rolled
                self.phase = PRODUCTION
            else:
                self._production(rolled)
        return change

    def _check_telegraph(self, action):
        shape.only_keys(action, ("player", "die", "value"))
        seat = self._seat(action)
        die = shape.whole(action, "die")
        value = shape.whole(action, "value")
        if die not in (0, 1):
            raise Malformed("'die' must be 0 or 1")
        if value not in range(1, 7):
            raise Malformed("'value' must be from 1 to 6")
        if self.phase != PRODUCTION:
            raise refuse("fievre.telegraph_used_right_after_production", rule="R-11")
        if seat not in self.telegraph_holders():
            raise refuse("fievre.has_no_telegraph", who=self.name(seat))

        def change():
            self._discard_held(seat, "telegraph")
            rolled = list(self.dice)
            rolled[die] = value
            self._note("telegraph", line("telegraph", who=self.names[seat], die=die + 1, value=value,
                                         a=rolled[0], b=rolled[1], sum=rolled[0] + rolled[1]), (seat,))
            self._production(rolled)
        return change

    def _check_produce(self, action):
        shape.only_keys(action, ())
        if self.phase != PRODUCTION:
            raise self._not_now("produce")
        def change():
            self._note("produce", line("produce", sum=sum(self.dice)))
            self._production(list(self.dice))
        return change

    def _production(self, rolled: list[int], record_round: bool = True) -> None:
        """R-10: collapses first, then producing concessions pay, then saloon fees."""
        total = sum(rolled)
        moves: list[Movement] = []
        self.last_collapsed = []
        if total in COLLAPSE_ROLLS:
            for concession in sorted(self.hazards.values(), key=lambda c: c.id):
                self.last_collapsed.append(concession.id)
                self._remove_concession(concession.id)
                self._note("collapse", line("collapse", who=self.names[concession.owner],
                                            card=self.card_words[concession.id]),
                           (concession.owner,))
            self._update_mayors(sorted({self.cards[i].town for i in self.last_collapsed}))
        producing = sorted(self.producers[total].values(), key=lambda c: c.id)
        for concession in producing:
            self._pay(BANK, concession.owner, concession.value, "production", moves,
                      what="production_vein" if concession.vein else None, mine=self.card_words[concession.id])
        if not producing:
            self._note("production", line("nothing_produced", sum=total))
        saloons = sorted(self.saloons.values(), key=lambda s: s.id) if producing else ()
        for concession in producing:
            for saloon in saloons:
                if saloon.town == concession.town and saloon.owner != concession.owner:
                    self._pay(concession.owner, saloon.owner, saloon.fee, "saloon", moves,
                              town=TOWNS[saloon.town], mine=self.card_words[concession.id])
        self.last_production = moves
        self.dice = list(rolled)
        if not record_round:
            return
        self.rounds.append({"scores": self.scores(), "price": self.price, "auction_winner": self.winner, "roll": list(rolled)})
        self.first = self.winner
        self.phase = OVER if self.pile == 0 else REVEAL
        if self.phase == OVER:
            self._log_final_scores()

    def _log_final_scores(self) -> None:
        self._note("end", line("game_over"), heading=True)
        scores = self.scores()
        for seat in range(self.n):
            mines = self.mine_values[seat]
            mayors = sum(1 for m in self.mayors.values() if m == seat)
            self._note("end", line("final_score", who=self.names[seat], score=scores[seat], gold=self.gold[seat],
                                   mines=mines, mayors=mayors, n=mayors), (seat,))
        winners = self.winners()
        self._note("end", line("winner" if len(winners) == 1 else "winners",
                               who=words.Joined(self.names[seat] for seat in winners)), tuple(winners))

    # ------------------------------------------------------------------ summary
    @property
    def finished(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        if not self.finished:
            return []
        scores = self.scores()
        best = max(scores)
        return [seat for seat in range(self.n) if scores[seat] == best]   # ties share the win

    def summary(self) -> dict:
        return {
            "finished": self.finished,
            "winners": self.winners(),
            "scores": self.scores(),
            "rounds": [dict(r, scores=list(r["scores"]), roll=list(r["roll"])) for r in self.rounds],
            "to_act": self.to_act(),
            "gold": list(self.gold),
            "concessions": [[c.as_summary() for c in self.owned(seat)] for seat in range(self.n)],
            "saloons": [[{"id": s.id, "town": s.town, "girls": s.girls}
                         for s in sorted(self.saloons.values(), key=lambda s: s.id) if s.owner == seat]
                        for seat in range(self.n)],
            "mayors": {town: self.mayors[town] for town in deck.TOWN_IDS if town in self.mayors},
            "governor": self.governor,
            "held": [[e for e, _ in self.held[seat]] for seat in range(self.n)],
            "waiting": [[e for e, _ in self.unplaced[seat]] for seat in range(self.n)],
            "pile": self.pile,
            "turn": self.turn,
        }


# verb -> its `_check_<verb>` method, looked up once rather than on every action
_CHECKERS = {name[len("_check_"):]: getattr(Fievre, name) for name in dir(Fievre) if name.startswith("_check_")}
