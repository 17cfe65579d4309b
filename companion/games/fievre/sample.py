"""A random but legal game of La Fièvre de l'Or from a seed: shuffles our printed deck and plays it.

Used where a believable game is needed without a table: screenshots, benchmarks, tests.
Cards come from the real 60-card deck (first turn: events go back into the pile, R-6);
the dice are the companion's seeded dice (R-5); every choice is random among the legal ones.
"""

from __future__ import annotations

import random

from companion.games.fievre import deck
from companion.games.fievre.game import AUCTION, CHOOSE, PRODUCTION, REVEAL, Fievre

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli"]


def shuffled_deck(rng: random.Random, size: int = deck.DECK_SIZE) -> list[dict]:
    """The printed deck as record cards, shuffled; a 45-card deck drops 15 at random."""
    cards = [c.as_card() for c in deck.CONCESSIONS] + [e.as_card() for e in deck.EVENTS for _ in e.codes]
    rng.shuffle(cards)
    return cards[:size]


def _first_reveal(pile: list[dict], players: int, rng: random.Random) -> list[dict]:
    shown: list[dict] = []
    while len(shown) < players:
        card = pile.pop()
        if "event" in card:            # shuffled back, replaced
            pile.insert(rng.randrange(len(pile) + 1), card)
        else:
            shown.append(card)
    return shown


def next_action(game: Fievre, pile: list[dict], rng: random.Random) -> dict:
    """One legal action for the state of `game` (drawing revealed cards from `pile`)."""
    if game.phase == REVEAL:
        if game.turn == 0:
            return {"do": "reveal", "cards": _first_reveal(pile, game.n, rng)}
        return {"do": "reveal", "cards": [pile.pop() for _ in range(min(game.n, len(pile)))]}
    if game.phase == AUCTION:
        seat = game.to_act()
        allowed = game.bid_range(seat)
        if allowed and rng.random() < 0.55:
            low, high = allowed
            return {"do": "bid", "player": seat, "amount": min(high, low + int(rng.expovariate(0.5)))}
        return {"do": "pass", "player": seat}
    if game.phase == PRODUCTION:
        holders = game.telegraph_holders()
        if rng.random() < 0.6:
            return {"do": "telegraph", "player": rng.choice(holders), "die": rng.randrange(2), "value": rng.randint(1, 6)}
        return {"do": "produce"}
    assert game.phase == CHOOSE
    due = game.required()
    if due:
        return choose(game, due[0], rng)
    if not game.offer:
        return {"do": "roll", "dice": list(game.next_dice())}
    jumpers = game.mustang_holders()
    if jumpers and rng.random() < 0.7:
        return {"do": "take", "player": rng.choice(jumpers), "card": rng.choice(game.offer), "mustang": True}
    return {"do": "take", "player": game.next_chooser(), "card": rng.choice(game.offer)}


def choose(game: Fievre, choice, rng: random.Random) -> dict:
    action = {"do": "event", "player": choice.seat, "event": choice.event}
    for name, allowed in game.targets(choice).items():
        action[name] = rng.choice(allowed)
    if choice.event == "holdup":
        action["dice"] = list(game.next_dice())
    return action


def random_record(players: int, seed: int, *, deck_size: int = deck.DECK_SIZE, actions: int | None = None,
                  names: list[str] | None = None, start_gold: int = 10) -> dict:
    """A record of a random legal game (to the end, or its first `actions` actions)."""
    rng = random.Random(seed)
    options = {"first": rng.randrange(players), "seed": seed}
    if deck_size != deck.DECK_SIZE:
        options["deck_size"] = deck_size
    if start_gold != 10:
        options["start_gold"] = start_gold
    game = Fievre(names or NAMES[:players], {"first": options["first"], "start_gold": start_gold, "deck_size": deck_size, "seed": seed})
    pile = shuffled_deck(rng, deck_size)
    taken: list[dict] = []
    while not game.finished and (actions is None or len(taken) < actions):
        action = next_action(game, pile, rng)
        game.apply(action)
        taken.append(action)
    return {"format": 1, "game": "fievre", "players": list(game.names), "options": options, "actions": taken}
