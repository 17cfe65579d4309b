"""Representative Fièvre table states for `companion screenshots`, the layout tests and the
benchmark: sample games (random but legal, from `companion.games.fievre.sample`) stopped
where a screen is worth seeing."""

from __future__ import annotations

from companion import record as records
from companion.app.session import Session
from companion.games.fievre.sample import random_record

SEED = 7


def sample_session(players: int = 4, seed: int = SEED, until=None, names=None) -> Session:
    """A saved session replaying a sample game until `until(game, next_action)` is true.

    Sample games from `seed` on are tried until one reaches that moment (a few at most)."""
    for attempt in range(seed, seed + 60):
        data = random_record(players, attempt, names=names)
        actions = data["actions"]
        stop = len(actions)
        if until is not None:
            probe = Session(records.from_json({**data, "actions": []}), None)
            for index, action in enumerate(actions):
                if until(probe.game, action):
                    stop = index
                    break
                probe.game.apply(action)
            else:
                continue
        session = Session.start("fievre", data["players"], data["options"])
        for action in actions[:stop]:
            refusal = session.submit(action)
            if refusal is not None:
                raise AssertionError(f"sample action {action} refused: {refusal}")
        return session
    raise AssertionError("no sample game reaches the state asked for")


def late(turn: int, test):
    """Stop at the first moment from `turn` on where `test(game, action)` holds."""
    return lambda game, action: game.turn >= turn and test(game, action)


def _stage(players, until, then=None, seed=SEED):
    def stage(app):
        from companion.app.tables.fievre import FievreTable
        app.session = sample_session(players, seed, until)
        scene = FievreTable(app, app.session)
        app.push(scene)
        app.render()
        if then:
            then(app, scene)
            app.invalidate()
    return stage


def _bid_sheet(app, scene):
    from companion.app.tables.fievre_sheets import BidEntry
    sheet = BidEntry(app, scene.game.bidder)
    sheet.digits = str((scene.game.bid_range(scene.game.bidder) or (1, 1))[0])
    app.push(sheet)


def _reveal_sheet(app, scene):
    from companion.games.fievre import deck
    scene.open_reveal()   # as it opens after the production: saying what the roll paid
    sheet = app.top
    seen = {(c.town, c.roll) for c in scene.game.cards.values() if not c.is_event}
    fresh = [c for c in deck.CONCESSIONS if (c.town, c.roll) not in seen]
    sheet.cards = [fresh[0].as_card(), {"event": "dynamite"}]


def _custom_sheet(app, scene):
    _reveal_sheet(app, scene)
    sheet = app.top
    sheet.custom, sheet.town, sheet.roll, sheet.nuggets = True, "blue", 5, "4"


def _choice(app, scene):
    scene.open_choice()


def _holdup(app, scene):
    scene.open_choice()
    sheet = app.top
    sheet.victim = [s for s in range(len(scene.players)) if s != sheet.choice.seat][0]
    sheet.number = 7


def _telegraph(app, scene):
    seat = scene.game.telegraph_holders()[0]
    scene.open_telegraph(seat)()
    app.top.die = 1


def _dice_sheet(app, scene):
    scene.open_dice()
    app.top.values = [3, 5]


def _log(app, scene):
    scene.open_log()


def _mustang(app, scene):
    scene.mustang = scene.game.mustang_holders()[0]


def _waiting_for(kind: str, event: str | None = None):
    def test(game, action):
        step = game.step()
        return step.kind == kind and (event is None or (step.choice is not None and step.choice.event == event))
    return test


def _next_is(verb: str, **fields):
    return lambda game, action: action["do"] == verb and all(action.get(k) == v for k, v in fields.items())


def _telegraph_window(game, action):
    return game.phase == "production"


def _auction_busy(game, action):
    return game.phase == "auction" and game.high is not None and len(game.passed) >= 1


SCREENSHOTS = {
    "fievre-auction": _stage(4, late(6, _auction_busy)),
    "fievre-auction-5p": _stage(5, late(5, _auction_busy)),
    "fievre-bid": _stage(4, late(6, _auction_busy), _bid_sheet),
    "fievre-take": _stage(4, late(7, lambda g, a: g.step().kind == "take" and len(g.took) == 1)),
    "fievre-mustang": _stage(3, lambda g, a: bool(g.mustang_holders()), _mustang),
    # the smallest seat panels (five seats) with a Mustang armed: what to do must still show
    "fievre-mustang-5p": _stage(5, lambda g, a: bool(g.mustang_holders()), _mustang),
    "fievre-choice": _stage(4, late(8, _waiting_for("choose", "dynamite")), _choice),
    "fievre-holdup": _stage(4, _waiting_for("choose", "holdup"), _holdup),
    "fievre-saloon": _stage(4, _waiting_for("choose", "saloon"), _choice),
    "fievre-roll": _stage(4, late(9, _waiting_for("roll"))),
    "fievre-dice-entry": _stage(4, late(9, _waiting_for("roll")), _dice_sheet),
    "fievre-telegraph": _stage(3, _telegraph_window),
    "fievre-telegraph-sheet": _stage(3, _telegraph_window, _telegraph),
    "fievre-payouts": _stage(4, late(10, _next_is("reveal"))),
    "fievre-reveal": _stage(4, late(10, _next_is("reveal")), _reveal_sheet),
    "fievre-reveal-opened": _stage(4, late(10, _next_is("reveal")), lambda app, scene: scene.open_reveal()),
    "fievre-reveal-other": _stage(4, late(10, _next_is("reveal")), _custom_sheet),
    "fievre-end": _stage(4, None),
    "fievre-log": _stage(4, late(9, _next_is("reveal")), _log),
    "fievre-end-5p": _stage(5, None),
}


def resume_sample(app) -> None:
    sample_session(4, SEED, late(5, _auction_busy))
