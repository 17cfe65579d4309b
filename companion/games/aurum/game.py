"""The Aurum referee: one game object that checks, then applies, the record's actions.

The companion never sees the players' hands; it knows only what the table shows: the
face-up leftovers, the bid cards, every card played, gold everywhere, how many cards each
hand holds, and cards that went back into a hand through a bid swap (R-7). Every check runs
before any change, so a refused action leaves the game exactly as it was.
"""

from __future__ import annotations

from companion import fields
from companion.errors import Malformed, Refusal
from companion.games.aurum import messages as say
from companion.games.aurum import scoring
from companion.games.aurum.story import Story
from companion.games.aurum.deck import (
    base_cards, card_order, gold_value, is_code, is_gold, split, suit_of, supply_cards, value_of,
)
from companion.games.aurum.legal import LegalActions
from companion.games.aurum.tricks import resolve

HAND = 12  # cards dealt to each player
VERBS = ("aside", "bid", "swap", "play", "stop")
FIELDS = {"aside": ("cards",), "bid": ("player", "card"), "swap": ("player", "gold", "card", "bid_of"),
          "play": ("player", "card"), "stop": ("player", "hand")}


def _gold_order(cards) -> list[str]:
    return sorted(cards, key=gold_value)


class Aurum(LegalActions):
    """State of an Aurum game; `apply` an action at a time, read `summary()`."""

    def __init__(self, players: list[str], options: dict):
        self.names = list(players)
        self.n = len(players)
        self.teams = self.n == 4
        self.first = options.get("first", 0)
        self.zero_gold = options.get("zero_gold", True)
        self.cumulative = options.get("scoring", "nuggets") == "cumulative"
        self.deck = frozenset(base_cards(self.n))
        self.nuggets = {side: 0 for side in self.sides()}
        self.totals = {side: 0 for side in self.sides()}
        self.rounds: list[dict] = []
        self.round_bids: list[list[str]] = []  # bid cards in place at each round's end (for the app)
        self.round = 0
        self.finished = False
        self.winners: list[int] = []
        self.log: list = []  # companion.gamelog.Event, one per action and consequence
        self.story = Story(self)
        self._start_round()

    # -- seats and sides ---------------------------------------------------------------

    def sides(self) -> list[int]:
        return [0, 1] if self.teams else list(range(self.n))

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    def members(self, side: int) -> list[int]:
        return [side, side + 2] if self.teams else [side]

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.teams else None

    def name(self, seat: int) -> str:
        return self.names[seat]

    # -- a round ------------------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        self.token = (self.first + self.round - 1) % self.n
        self.aside: list[str] = []
        self.bids: list[str | None] = [None] * self.n
        self.hand_size = [HAND] * self.n
        self.in_hand: list[set[str]] = [set() for _ in range(self.n)]  # known through swaps
        self.collections: list[list[str]] = [["Au0"] if self.zero_gold else [] for _ in range(self.n)]
        self.supply: list[str] = supply_cards(self.n)
        self.played: set[str] = set()  # base metal of completed tricks this round
        self.trick: list[tuple[int, str]] = []
        self.leader = self.token
        self.swapped: set[int] = set()
        self.tricks = [0] * self.n
        self.last_trick = None  # TrickResult of the last complete trick this round, for the app
        self.last_trick_cards: list[tuple[int, str]] = []
        self.story.round_starts()

    @property
    def bidding(self) -> bool:
        return not self.finished and None in self.bids

    def next_bidder(self) -> int | None:
        """4p bids clockwise from the token holder; 3p bids in any order (None)."""
        if not self.bidding or not self.teams:
            return None
        return (self.token + sum(b is not None for b in self.bids)) % self.n

    def team_bid(self, seat: int) -> int | None:
        """The bid that counts for `seat`'s side: the higher of the partners' cards in 4p."""
        cards = [self.bids[s] for s in self.members(self.side_of(seat)) if self.bids[s]]
        return max((value_of(c) for c in cards), default=None)

    def to_act(self) -> int | None:
        if self.finished:
            return None
        if self.bidding:
            return self.next_bidder()
        return (self.leader + len(self.trick)) % self.n

    # -- what is known where (R-7) ------------------------------------------------------

    def where(self, card: str, seat: int | None = None) -> Refusal | None:
        """Why `card` cannot be in `seat`'s hand, or None if it may be there."""
        if card in self.aside:
            return say.in_aside(card)
        if card in self.bids:
            return say.is_bid_of(card, self.name(self.bids.index(card)))
        if any(c == card for _, c in self.trick):
            return say.in_trick(card)
        if card in self.played:
            return say.already_played(card)
        for other in range(self.n):
            if other != seat and card in self.in_hand[other]:
                return say.in_hand_of(card, self.name(other))
        return None

    def _base_card_for(self, seat: int | None, card: str, what) -> Refusal | None:
        """A base-metal card that could come from `seat`'s hand: in this deck, not elsewhere."""
        if is_gold(card):
            return say.gold_not_base(what)
        if card not in self.deck:
            return say.not_in_deck(card, suit_of(card), self.n)
        return self.where(card, seat)

    def _hand_allows(self, seat: int, card: str) -> Refusal | None:
        """The hand is not empty and, when fully known, holds this card."""
        if self.hand_size[seat] == 0:
            return say.hand_empty(self.name(seat))
        known = self.in_hand[seat]
        if len(known) >= self.hand_size[seat] and card not in known:
            return say.hand_known(self.name(seat), sorted(known, key=card_order))
        return None

    # -- checks: each returns the reason an action is refused, or None --------------------

    def _parse(self, action: object) -> dict:
        """Shape checks (Malformed) shared by `apply` and `why_not`."""
        if not isinstance(action, dict) or not isinstance(action.get("do"), str):
            raise Malformed("an action must be an object with a 'do' verb")
        verb = action["do"]
        if verb == "play" and len(action) == 3:  # most actions: a well-formed play, checked inline
            seat, card = action.get("player"), action.get("card")
            if type(seat) is int and 0 <= seat < self.n and type(card) is str and is_code(card):
                return {"do": verb, "player": seat, "card": card}
        if verb not in VERBS:
            raise Malformed(f"unknown Aurum verb '{verb}'")
        fields.only_keys(action, FIELDS[verb])
        parsed = {"do": verb}
        if verb == "aside":
            parsed["cards"] = fields.codes(action, "cards", is_code, count=2)
            return parsed
        parsed["player"] = fields.seat(action, "player", self.n)
        if verb in ("bid", "swap", "play"):
            parsed["card"] = fields.code(action, "card", is_code)
        if verb == "swap":
            parsed["gold"] = fields.code(action, "gold", is_code, what="gold card")
            if not is_gold(parsed["gold"]):
                raise Malformed(f"'gold' in 'swap' must be a gold code (Au0–Au8), not '{parsed['gold']}'")
            parsed["bid_of"] = fields.seat(action, "bid_of", self.n)
        if verb == "stop":
            parsed["hand"] = fields.codes(action, "hand", is_code) if "hand" in action else None
        return parsed

    def _check(self, a: dict) -> Refusal | None:
        if self.finished:
            return say.game_over()
        return getattr(self, f"_check_{a['do']}")(a)

    def _check_aside(self, a: dict) -> Refusal | None:
        if not self.teams:
            return say.aside_three_players()
        if self.aside or any(b is not None for b in self.bids):
            return say.aside_too_late()
        first, second = a["cards"]
        if first == second:
            return say.same_card_twice(first)
        for card in a["cards"]:
            problem = self._base_card_for(None, card, say.A_LEFTOVER)
            if problem:
                return problem
        return None

    def _check_bid(self, a: dict) -> Refusal | None:
        seat, card = a["player"], a["card"]
        if not self.bidding:
            return say.bidding_over()
        if self.bids[seat] is not None:
            return say.already_bid(self.name(seat))
        expected = self.next_bidder()
        if expected is not None and seat != expected:
            return say.not_your_turn(self.name(expected), say.BID)
        return self._base_card_for(seat, card, say.A_BID) or self._hand_allows(seat, card)

    def _check_swap(self, a: dict) -> Refusal | None:
        seat, card, gold, bid_of = a["player"], a["card"], a["gold"], a["bid_of"]
        if self.bidding:
            return say.bids_first()
        if self.trick:
            return say.swap_mid_trick()
        if seat in self.swapped:
            return say.swap_twice(self.name(seat))
        if bid_of not in (seat, self.partner(seat)):
            return say.swap_not_partner(self.name(seat), self.name(bid_of), self.teams)
        if gold not in self.collections[seat]:
            return say.no_gold(self.name(seat), gold, _gold_order(self.collections[seat]))
        return self._base_card_for(seat, card, say.A_SWAPPED_CARD) or self._hand_allows(seat, card)

    def _check_play(self, a: dict) -> Refusal | None:
        seat, card = a["player"], a["card"]
        if self.bidding:
            return say.bids_first()
        due = self.to_act()
        if seat != due:
            return say.not_your_turn(self.name(due), say.PLAY)
        if is_gold(card):
            if not self.trick:
                return say.gold_lead()
            if card not in self.collections[seat]:
                return say.no_gold(self.name(seat), card, _gold_order(self.collections[seat]))
            return None
        if card not in self.deck:
            return say.not_in_deck(card, suit_of(card), self.n)
        if self.hand_size[seat] == 0:
            return say.hand_empty(self.name(seat))
        if suit_of(card) in self.trick_suits():
            return say.suit_in_trick(suit_of(card))
        return self.where(card, seat) or self._hand_allows(seat, card)

    def _check_stop(self, a: dict) -> Refusal | None:
        seat, shown = a["player"], a["hand"]
        if self.bidding:
            return say.bids_first()
        due = self.to_act()
        if seat != due:
            return say.not_your_turn(self.name(due), say.PLAY)
        if not self.trick and self.hand_size[seat] > 0:
            return say.leader_can_play(self.name(seat))
        blocked = self.trick_suits()
        for card in sorted(self.in_hand[seat], key=card_order):
            if suit_of(card) not in blocked:
                return say.known_playable(self.name(seat), card)
        if shown is None:
            return None
        if len(shown) != self.hand_size[seat]:
            return say.shown_wrong_size(self.name(seat), self.hand_size[seat], len(shown))
        seen = set()
        for card in shown:
            if card in seen:
                return say.same_card_twice(card)
            seen.add(card)
            problem = self._base_card_for(seat, card, say.A_LEFTOVER)
            if problem:
                return problem
            if suit_of(card) not in blocked:
                return say.shown_playable(card)
        for card in sorted(self.in_hand[seat], key=card_order):
            if card not in seen:
                return say.shown_missing(self.name(seat), card)
        return None

    def trick_suits(self) -> set[str]:
        return {split(card)[0] for _, card in self.trick if not is_gold(card)}

    # -- the public interface -------------------------------------------------------------

    def why_not(self, action: dict) -> Refusal | Malformed | None:
        """The reason an action would be refused now, or None if `apply` would take it."""
        try:
            return self._check(self._parse(action))
        except Malformed as bad:
            return bad

    def apply(self, action: dict) -> None:
        parsed = self._parse(action)
        problem = self._check(parsed)
        if problem:
            raise problem
        getattr(self, f"_do_{parsed['do']}")(parsed)
        self._end_round_if_stuck()

    # -- changes (only after the checks passed) -----------------------------------------

    def _do_aside(self, a: dict) -> None:
        self.aside = list(a["cards"])
        self.story.aside(self.aside)

    def _do_bid(self, a: dict) -> None:
        seat = a["player"]
        self.story.bid(seat, a["card"])
        self.bids[seat] = a["card"]
        self.hand_size[seat] -= 1

    def _do_swap(self, a: dict) -> None:
        seat, card, gold, bid_of = a["player"], a["card"], a["gold"], a["bid_of"]
        self.collections[seat].remove(gold)
        self.supply.append(gold)
        old = self.bids[bid_of]
        self.story.swap(seat, gold, card, bid_of, old)
        self.bids[bid_of] = card
        self.in_hand[seat].discard(card)
        self.in_hand[seat].add(old)
        self.swapped.add(seat)

    def _do_play(self, a: dict) -> None:
        seat, card = a["player"], a["card"]
        self.story.play(seat, card, not self.trick)
        if is_gold(card):
            self.collections[seat].remove(card)
        else:
            self.hand_size[seat] -= 1
            self.in_hand[seat].discard(card)
        self.trick.append((seat, card))
        if len(self.trick) == self.n:
            self._finish_trick()

    def _do_stop(self, a: dict) -> None:
        self.story.stop(a["player"])
        self._end_round()

    def _finish_trick(self) -> None:
        result = resolve(self.trick, self.supply)
        self.story.trick(result, self.trick)
        if result.gold_taken:
            self.supply.remove(result.gold_taken)
            self.collections[result.lowest].append(result.gold_taken)
        self.supply.extend(result.gold_returned)  # after the taking
        self.tricks[result.winner] += 1
        self.played.update(card for _, card in self.trick if not is_gold(card))
        self.last_trick, self.last_trick_cards = result, list(self.trick)
        self.trick = []
        self.leader = result.lowest
        self.swapped = set()

    def _end_round_if_stuck(self) -> None:
        """The seat to act has no card and, unless it leads, no gold: the round ends (R-8)."""
        seat = self.to_act()
        if seat is None or self.bidding or self.hand_size[seat] > 0:
            return
        if not self.trick or not self.collections[seat]:
            self.story.stuck(seat)
            self._end_round()

    def _end_round(self) -> None:
        """Score the round; an unfinished trick counts for nobody and its gold is lost (R-2)."""
        if self.trick:
            self.story.trick_lost([card for _, card in self.trick if is_gold(card)])
        self.supply.extend(card for _, card in self.trick if is_gold(card))
        self.trick = []
        results = {
            side: scoring.side_result([self.tricks[s] for s in self.members(side)],
                                      [self.bids[s] for s in self.members(side)],
                                      [self.collections[s] for s in self.members(side)])
            for side in self.sides()
        }
        per_seat = lambda f: [f(results[self.side_of(s)]) for s in range(self.n)]  # noqa: E731
        nugget_sides = [] if self.cumulative else scoring.round_winners(results)
        for side in nugget_sides:
            self.nuggets[side] += 1
        for side, result in results.items():
            self.totals[side] += result.score
        self.story.scored(results, nugget_sides)
        self.rounds.append({
            "scores": per_seat(lambda r: r.score),
            "tricks": list(self.tricks),
            "bid_points": per_seat(lambda r: r.bid_points),
            "gold_points": per_seat(lambda r: r.gold_points),
            "nugget": sorted(s for side in nugget_sides for s in self.members(side)),
        })
        self.round_bids.append(list(self.bids))
        if self.cumulative:
            sides = scoring.match_winners_cumulative(self.totals, len(self.rounds))
        else:
            last_bids = {side: r.bid for side, r in results.items()}
            sides = scoring.match_winners_nuggets(self.nuggets, len(self.rounds), not self.teams, last_bids)
        if sides is None:
            self._start_round()
            return
        self.finished = True
        self.winners = sorted(s for side in sides for s in self.members(side))
        self.story.game_over(sides)

    # -- summary ------------------------------------------------------------------------

    def scores(self) -> list[int]:
        by_side = self.totals if self.cumulative else self.nuggets
        return [by_side[self.side_of(s)] for s in range(self.n)]

    def summary(self) -> dict:
        out = {
            "finished": self.finished,
            "winners": list(self.winners),
            "scores": self.scores(),
            "rounds": [dict(r) for r in self.rounds],
            "to_act": self.to_act(),
            "nuggets": [self.nuggets[self.side_of(s)] for s in range(self.n)],
            "round": self.round,
        }
        if not self.finished:
            out.update(
                tricks=list(self.tricks),
                bids=list(self.bids),
                collections=[_gold_order(c) for c in self.collections],
                supply=_gold_order(self.supply),
                trick=[{"player": seat, "card": card} for seat, card in self.trick],
            )
        return out

