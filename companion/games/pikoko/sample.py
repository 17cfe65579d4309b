"""A random but legal game of Pikoko from a seed: deals real peacocks and plays them by the rules.

Used where a believable game is needed without a table: screenshots, benchmarks, tests.
It chooses cards from the dealt peacocks itself (following colour when the peacock can),
so it does not lean on the referee's own checks.
"""

from __future__ import annotations

import random

from companion.games.pikoko import deck
from companion.games.pikoko.game import ROUNDS, TOKENS, Pikoko
from companion.games.pikoko.tricks import needs_choice, shows


def default_options(players: int, first: int = 0) -> dict:
    return {"colors": list(deck.COLOUR_NAMES[:players]), "first": first}


def deal(players: int, rng: random.Random) -> tuple[str, list[list[str]]]:
    """The turned-up trump card and 8 cards per peacock, from a shuffled deck."""
    cards = list(deck.cards(players))
    rng.shuffle(cards)
    size = deck.CARDS_PER_PEACOCK
    peacocks = [sorted(cards[seat * size:(seat + 1) * size], key=deck.ALL_CARDS.index) for seat in range(players)]
    return cards[players * size], peacocks


def random_bets(players: int, rng: random.Random) -> list[dict]:
    """Every bettor on every seat, at most 9 tokens each, in a shuffled order."""
    bets = []
    for by in range(players):
        left = TOKENS
        for on in rng.sample(range(players), players):
            tokens = rng.randint(0, min(left, 4))
            left -= tokens
            bets.append({"do": "bet", "by": by, "on": on, "tokens": tokens})
    rng.shuffle(bets)
    return bets


def random_confidence(players: int, rng: random.Random) -> list[dict]:
    return [{"do": "confidence", "by": by, "on": rng.choice(list(range(players)) + [deck.NO_CONFIDENCE])}
            for by in range(players)]


def legal_choice(peacock: list[str], led: str | None, rng: random.Random) -> tuple[str, str | None]:
    """A card the peacock may give (following `led` when it can) and the colour named, if any."""
    following = [card for card in peacock if led is not None and shows(card, led)]
    card = rng.choice(following or peacock)
    chosen = rng.choice(deck.colours_of(card)) if needs_choice(card, led) else None
    return card, chosen


def random_game(players: int, seed: int, *, rounds: int = ROUNDS, enter_hands: bool | None = None,
                stop_after: int | None = None, first: int | None = None) -> tuple[list[dict], Pikoko]:
    """Actions of a random legal game (all rounds, or `rounds`, or the first `stop_after` actions)
    and the referee's game after them; `first` holds the token in round 1 (else a random seat)."""
    rng = random.Random(seed)
    first = rng.randrange(players) if first is None else first
    game = Pikoko([f"P{seat + 1}" for seat in range(players)], default_options(players, first))
    actions: list[dict] = []

    def push(action: dict) -> bool:
        if stop_after is not None and len(actions) >= stop_after:
            return False
        game.apply(action)
        actions.append(action)
        return True

    for _ in range(rounds):
        trump, peacocks = deal(players, rng)
        if not push({"do": "trump", "card": trump}):
            break
        entering = rng.random() < 0.5 if enter_hands is None else enter_hands
        if entering:
            for seat in range(players):
                if not push({"do": "hand", "player": seat, "cards": list(peacocks[seat])}):
                    break
        confidence = random_confidence(players, rng)
        early = rng.randint(0, players)
        for action in random_bets(players, rng) + confidence[:early]:
            if not push(action):
                break
        while game.to_act() is not None:
            player = game.to_act()
            target = game.target_of(player)
            card, chosen = legal_choice(peacocks[target], game.led_colour(), rng)
            action = {"do": "play", "player": player, "card": card}
            if chosen is not None:
                action["as"] = chosen
            if not push(action):
                break
            peacocks[target].remove(card)
        for action in confidence[early:]:
            if not push(action):
                break
        if stop_after is not None and len(actions) >= stop_after:
            break
    return actions, game
