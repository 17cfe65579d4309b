"""Shared steps for the app's UI tests (and `benchmarks/bench_taps.py`): each one taps real
widgets through `testing.tap`, the way a table enters a record action."""

from __future__ import annotations

from companion.app import testing


def type_name(app, name: str) -> None:
    for char in name:
        key = "space" if char == " " else char
        testing.tap(app, f"kbd:{key}")
    testing.tap(app, "ok")


def find(app, widget_id):
    """The widget on the top scene as it is drawn now, or None."""
    if app.needs_build:
        app.render()
    return app.find(widget_id)


def set_deck_size(app, deck_size: int | None) -> None:
    """On New game's options: step the deck down to `deck_size` cards (None: leave it)."""
    if deck_size is None:
        return
    current = app.top.options["deck_size"]
    while current - deck_size >= 10:
        testing.tap(app, "option:deck_size:-10")
        current -= 10
    while current > deck_size:
        testing.tap(app, "option:deck_size:-1")
        current -= 1


# -- Numereum ------------------------------------------------------------------------------------
def new_numereum_game(app, names=("Iris", "Jules"), deck_size=None, younger=1) -> None:
    """Home → New game → names by keyboard → options → the younger player → start."""
    testing.tap(app, "play:numereum")
    assert app.top.name == "new-game"
    for seat, name in enumerate(names):
        testing.tap(app, f"name:{seat}")
        assert app.top.name == "keyboard"
        type_name(app, name)
    testing.tap(app, "next")
    set_deck_size(app, deck_size)
    testing.tap(app, "next")
    testing.tap(app, f"first:{younger}")
    testing.tap(app, "next")
    assert app.top.name == "numereum-reserve" and app.top.seat == 0, app.top.name  # the first entry opens by itself


def pick_values(app, cards) -> None:
    """Cards on the sheet of values that is open: one tap each (the "others" tab first for a
    value the first page leaves out: a home-made deck's)."""
    for card in cards:
        if find(app, f"value:{card}") is None:
            testing.tap(app, "values:others")
        testing.tap(app, f"value:{card}")


def type_reserve(app, seat: int, cards) -> None:
    """A seat's reserve on its sheet (it opens by itself for the first seat still to enter one)."""
    if not (app.top.name == "numereum-reserve" and app.top.seat == seat):
        testing.tap(app, f"reserve-open:{seat}")
    pick_values(app, cards)


def enter_prizes(app, hand: str, reserve: str) -> None:
    if app.top.name != "numereum-prizes":  # it opens by itself once the reserves or a round are done
        testing.tap(app, "prizes")
    assert app.top.name == "numereum-prizes"
    pick_values(app, [hand, reserve])


def bid(app, first: str, second: str) -> None:
    testing.tap(app, f"bid:0:{first}")
    testing.tap(app, f"bid:1:{second}")


def bid_sheet_seat(app):
    """The seat whose bid sheet is open (it opens by itself for a seat holding unseen cards), or None."""
    return app.top.seat if app.top.name == "numereum-bid" else None


def numereum_bid_card(app, seat: int, code: str) -> None:
    """One seat's bid card: on its sheet when open, else its button (turning the pages of a long
    list), else the sheet of values."""
    if bid_sheet_seat(app) == seat:
        pick_values(app, [code])
        return
    for _ in range(8):
        if find(app, f"bid:{seat}:{code}") is not None:
            testing.tap(app, f"bid:{seat}:{code}")
            return
        if find(app, f"bid:{seat}:more") is None:
            break
        testing.tap(app, f"bid:{seat}:more")
    testing.tap(app, f"bid:{seat}:other")
    pick_values(app, [code])


def numereum_reserve_card(app, seat: int, index: int) -> None:
    for _ in range(8):
        if find(app, f"reserve:{seat}:{index}") is not None:
            testing.tap(app, f"reserve:{seat}:{index}")
            return
        testing.tap(app, f"reserve:{seat}:more")
    raise AssertionError(f"reserve card {index} of seat {seat} never shown")


def numereum_combine(app, seat: int, cards) -> None:
    """The combination among those offered (paging through them), else its three reserve cards."""
    wanted = sorted(cards)
    offered = app.session.game.valid_combinations(seat)
    number = next((i for i, combination in enumerate(offered) if sorted(combination.cards) == wanted), None)
    if number is not None:
        for _ in range(len(offered)):
            if find(app, f"combo:{seat}:{number}") is not None:
                testing.tap(app, f"combo:{seat}:{number}")
                return
            testing.tap(app, f"combo:{seat}:more")
    reserve = list(app.session.game.summary()["reserve"][seat])
    for card in cards:
        index = reserve.index(card)
        reserve[index] = None  # a card held twice: the next copy
        numereum_reserve_card(app, seat, index)
    testing.tap(app, f"combine:{seat}")


def numereum_action(app, action: dict) -> None:
    """The taps a table makes for one Numereum record action (none for an action the rules
    leave no choice about: the table records it by itself)."""
    verb = action["do"]
    if verb == "reserve":
        type_reserve(app, action["player"], action["cards"])
    elif verb == "reveal":
        enter_prizes(app, *action["cards"])
    elif verb in ("bid", "raise"):
        lower = app.session.game.summary()["to_act"]
        order = [lower, 1 - lower] if verb == "raise" else [0, 1]  # the lower bidder's card raises
        if verb == "bid" and bid_sheet_seat(app) == 1:  # the sheet that opened by itself goes first
            order = [1, 0]
        for seat in order:
            numereum_bid_card(app, seat, action["cards"][seat])
    elif verb == "concede":
        testing.tap(app, f"concede:{app.session.game.summary()['to_act']}")
    elif verb == "combine":
        numereum_combine(app, action["player"], action["cards"])
    elif verb == "close":
        testing.tap(app, "close")
    else:
        raise ValueError(f"no taps known for {verb!r}")


# -- Aurum -----------------------------------------------------------------------------------------
def aurum_sheet(app, seat, purpose):
    """The card sheet of `seat` on top (it opens by itself for the seat due to act; in 3p bids
    another bidder's is one tap away)."""
    top = app.top
    if top.name == "aurum":
        testing.tap(app, f"open:{seat}")
    elif top.name == "aurum-sheet" and top.seat != seat:
        testing.tap(app, f"enter:{seat}")
    assert app.top.name == "aurum-sheet" and app.top.seat == seat, (app.top.name, seat)


def aurum_action(app, action: dict) -> None:
    """One Aurum record action entered the way a player would, by taps on the card sheet."""
    verb, seat = action["do"], action.get("player")
    if verb == "aside":
        testing.tap(app, "leftovers")
        for card in action["cards"]:
            testing.tap(app, f"sheet:card:{card}")
    elif verb in ("bid", "play"):
        aurum_sheet(app, seat, verb)
        testing.tap(app, f"sheet:card:{action['card']}")
    elif verb == "swap":  # the seat and its gold in one tap where they fit, else the seat, else "⇄ Swap" first
        by_gold = f"swap:{seat}:{action['gold']}"
        if find(app, by_gold) is None and find(app, f"swap:{seat}") is None:
            testing.tap(app, "sheet:swap")
        testing.tap(app, by_gold if find(app, by_gold) is not None else f"swap:{seat}")
        assert app.top.name == "aurum-sheet" and app.top.purpose == "swap"
        if find(app, f"swap:gold:{action['gold']}") is not None and not find(app, f"swap:gold:{action['gold']}").selected:
            testing.tap(app, f"swap:gold:{action['gold']}")
        if find(app, f"swap:bid_of:{action['bid_of']}") is not None and not find(app, f"swap:bid_of:{action['bid_of']}").selected:
            testing.tap(app, f"swap:bid_of:{action['bid_of']}")
        testing.tap(app, f"sheet:card:{action['card']}")
    elif verb == "stop":
        aurum_sheet(app, seat, "play")
        if action.get("hand"):
            testing.tap(app, f"reveal:{seat}")
            for card in action["hand"]:
                testing.tap(app, f"sheet:card:{card}")
        else:
            testing.tap(app, f"stop:{seat}")
    if app.top.name == "aurum-rounds":
        testing.tap(app, "rounds:close")
    if app.session.finished:  # the game-over opened by itself: back to the table to look at it
        assert app.top.name == "game-over", app.top.name
        app.top.back()
    assert app.top.name in ("aurum", "aurum-sheet"), (action, app.top.name, testing.toasts(app))


# -- Pikoko ----------------------------------------------------------------------------------------
def pikoko_cell(action: dict) -> str:
    """The grid cell to tap for a card: its colour's row (for a multicoloured card, the colour named)."""
    from companion.games.pikoko import deck
    code = action["card"]
    colour = action.get("as") or deck.colours_of(code)[0]
    return f"card:{colour}:{deck.number_of(code)}"


def close_pikoko_scores(app) -> None:
    if app.top.name == "pikoko-scores":
        testing.tap(app, "done")


def pikoko_table_at_start(players: int, mode: str, lang: str, size=(800, 480)):
    """(app, table): a sample Pikoko game at its start, the table itself shown (not the trump
    grid it opens over itself)."""
    from companion.app import staging
    from companion.app.tables import pikoko
    app = staging.fresh_app(size, mode, lang)
    session = pikoko.sample_session(players, stop_after=0)
    app.session = session
    table = pikoko.PikokoTable(app, session)
    table.trump_asked = True
    app.push(table)
    app.render()
    return app, table


def pikoko_action(app, action: dict) -> None:
    """Do one Pikoko record action the way a table would, by taps."""
    verb = action["do"]
    close_pikoko_scores(app)
    if app.top.name == "pikoko-look-away" and (verb != "hand" or app.top.seat != action["player"]):
        testing.tap(app, "cancel")           # the next peacock, offered by itself, is not entered now
    if verb == "trump":
        if app.top.name != "pikoko-trump":
            testing.tap(app, "turn-up")
        testing.tap(app, pikoko_cell(action))
    elif verb == "hand":
        owner = action["player"]
        if app.top.name == "pikoko-bets":    # it opened with the trump: peacocks come first here
            first = app.top.table.next_peacock()
            testing.tap(app, "peacocks" if first == owner and app.find("peacocks") is not None else "done")
        if app.top.name != "pikoko-look-away":
            testing.tap(app, f"peacock:{owner}")
        testing.tap(app, "look-away")        # its owner is asked to look away first
        for code in action["cards"]:         # the 8th card enters the peacock
            testing.tap(app, pikoko_cell({"card": code}))
    elif verb == "bet":
        if app.top.name != "pikoko-bets":
            testing.tap(app, "enter-bets")
        if app.top.cell != (action["by"], action["on"]):   # not the cell the rules' order chose
            testing.tap(app, f"bet:{action['by']}:{action['on']}")
        testing.tap(app, f"tokens:{action['tokens']}")
    elif verb == "confidence":
        if app.top.name == "pikoko-bets":
            testing.tap(app, "done")
        if app.top.name != "pikoko-confidence" or app.top.seat != action["by"]:
            if app.top.name == "pikoko-confidence":
                testing.tap(app, "cancel")
            testing.tap(app, f"confidence:{action['by']}")
        testing.tap(app, f"trust:{action['on']}")
    elif verb == "play":
        if app.top.name == "pikoko-confidence" and app.find("to-play") is not None:
            testing.tap(app, "to-play")      # the bets are in, the confidence cards come later
        if app.top.name in ("pikoko-bets", "pikoko-confidence"):
            testing.tap(app, "done" if app.top.name == "pikoko-bets" else "cancel")
        if app.top.name != "pikoko-play":
            testing.tap(app, "play")
        testing.tap(app, pikoko_cell(action))
    else:
        raise ValueError(f"no taps known for {verb!r}")


def in_table_order(game: str, actions: list[dict], index: int, live) -> None:
    """A table enters Pikoko's bets in the rules' order (the record may hold them in any order,
    which the score does not depend on): the run of bets starting at `index` is put in that
    order, in place, before it is entered."""
    if game != "pikoko" or actions[index]["do"] != "bet" or (index and actions[index - 1]["do"] == "bet"):
        return
    from companion.app.tables.pikoko_entry import bet_order
    end = index
    while end < len(actions) and actions[end]["do"] == "bet":
        end += 1
    rank = {pair: i for i, pair in enumerate(bet_order(live))}
    actions[index:end] = sorted(actions[index:end], key=lambda a: rank[(a["by"], a["on"])])


# -- La Fièvre de l'Or -------------------------------------------------------------------------------
def fievre_wait(app) -> None:
    """Let the pause before an entry that opens by itself pass (no tap)."""
    table = app.top
    if getattr(table, "pending", None) is not None:
        table.pending = (table.pending[0], 0, table.pending[2])
        app.step()


def fievre_reveal(app, cards) -> None:
    from companion.games.fievre import deck
    fievre_wait(app)   # after the production the sheet opens by itself, after a pause
    if app.top.name != "fievre-reveal":
        testing.tap(app, "reveal")
    assert app.top.name == "fievre-reveal"
    for card in cards:
        if "event" in card:
            testing.tap(app, f"event:{card['event']}")
        else:
            code = next(c.code for c in deck.CONCESSIONS if (c.town, c.roll) == (card["town"], card["roll"]))
            testing.tap(app, f"deck:{code}")
    assert app.top.name != "fievre-reveal"  # the last card entered is the reveal: no Done


def fievre_action(app, action: dict, *, physical: bool | None = None) -> None:
    """The taps a player makes for one Fièvre record action (`physical`: dice rolled on the
    table; by default only when the app's own dice would not give the record's)."""
    game = app.session.game
    verb = action["do"]
    if verb == "roll":
        fievre_wait(app)   # a table rolling its own dice: the pairs open by themselves after a pause
        if physical is None and app.top.name == "fievre-dice":
            physical = True
    if physical is None:
        physical = "dice" in action and list(game.next_dice()) != list(action["dice"])
    if verb == "reveal":
        fievre_reveal(app, action["cards"])
    elif verb == "pass":
        table = app.top
        if getattr(table, "forced", None) == action:  # cannot outbid: passes by itself after a pause
            table.forced_at = 0
            app.step()
            return
        testing.tap(app, f"pass:{action['player']}")
    elif verb == "bid":
        seat, amount = action["player"], action["amount"]
        if find(app, f"bid:{seat}:+{amount - game.bid}") is not None:
            testing.tap(app, f"bid:{seat}:+{amount - game.bid}")
        else:
            testing.tap(app, f"bid:{seat}:other")
            for digit in str(amount):
                testing.tap(app, f"key:{digit}")
            testing.tap(app, "done")
    elif verb == "take":
        table = app.top
        if getattr(table, "forced", None) == action:  # the last card goes by itself: time passes, no tap
            table.forced_at = 0
            app.step()
            return
        if action.get("mustang"):
            testing.tap(app, f"mustang:{action['player']}")
        testing.tap(app, f"offer:{action['card']}")
    elif verb == "event":
        if app.top.name != "fievre-choice":  # it opens by itself right after the card is taken
            testing.tap(app, f"choose:{action['player']}")
        assert app.top.name == "fievre-choice"
        event = action["event"]
        if event in ("saloon", "governor"):
            testing.tap(app, f"town:{action['town']}")
        elif event == "girls":
            testing.tap(app, f"saloon:{action['saloon']}")
        elif event == "dynamite":
            testing.tap(app, f"card:{action['target']}")
        elif event in ("new_vein", "expropriation"):
            testing.tap(app, f"card:{action['concession']}")
        else:
            testing.tap(app, f"victim:{action['victim']}")
            testing.tap(app, f"number:{action['number']}")
            if physical:
                testing.tap(app, "dice:table")
                testing.tap(app, f"pair:{action['dice'][0]}:{action['dice'][1]}")
            else:
                testing.tap(app, "dice:roll")
    elif verb == "roll":
        if app.top.name == "fievre-dice" and not physical:   # back to the table for the app's dice
            testing.tap(app, "cancel")
        if app.top.name == "fievre-dice":
            testing.tap(app, f"pair:{action['dice'][0]}:{action['dice'][1]}")
        elif physical:
            testing.tap(app, "physical")
            testing.tap(app, f"pair:{action['dice'][0]}:{action['dice'][1]}")
        else:
            testing.tap(app, "roll")
    elif verb == "telegraph":
        testing.tap(app, f"telegraph:{action['player']}")
        testing.tap(app, f"value:{action['die']}:{action['value']}")
    elif verb == "produce":
        testing.tap(app, "produce")
    else:
        raise ValueError(f"no taps known for {verb!r}")


ENTER = {"aurum": aurum_action, "numereum": numereum_action, "pikoko": pikoko_action, "fievre": fievre_action}


def play_record(app, game: str, players, options, actions, *, on_action=None) -> None:
    """Open a new game with these seats and options and enter every action by taps, each one
    recorded as given (Pikoko's bets in the rules' order, see `in_table_order`)."""
    from companion.app.session import Session
    app.session = Session.start(game, list(players), dict(options))
    app.open_session()
    assert app.top.name.split("-")[0] == game, app.top.name  # a table may open its entry sheet at once
    actions = list(actions)
    for index in range(len(actions)):
        in_table_order(game, actions, index, app.session.game)
        action = actions[index]
        before = len(app.session.actions)
        if before > index:  # recorded by itself after the last taps (the rules left no choice): 0 taps
            assert app.session.actions[index] == action, (index, action, app.session.actions[index])
        else:
            app.toasts.clear()
            ENTER[game](app, action)
            assert len(app.session.actions) > before, (index, action, testing.toasts(app))
        if on_action is not None:
            on_action(index, action)


def numereum_big_reserve():
    """A Numereum session whose first seat's reserve (01 02 03 05 04) holds six combinations,
    more than one row of the offers."""
    from companion.app.session import Session
    session = Session.scratch("numereum", ["Iris", "Jules"], {})
    for action in [{"do": "reserve", "player": 0, "cards": ["01", "02"]},
                   {"do": "reserve", "player": 1, "cards": ["40", "50"]},
                   {"do": "reveal", "cards": ["05", "03"]}, {"do": "bid", "cards": ["B100", "B0"]}, {"do": "concede"},
                   {"do": "close"}, {"do": "reveal", "cards": ["80", "04"]}, {"do": "bid", "cards": ["05", "B0"]},
                   {"do": "concede"}]:
        assert session.submit(action) is None, action
    return session


def numereum_sample_game(mode: str, lang: str):
    """Numereum's sample game played on its table at 800×480: yields (app, table, action) after
    each action, the sheets the table opens by itself put away (the table is on top)."""
    from companion.app import staging
    from companion.app.tables import numereum
    app = staging.fresh_app((800, 480), mode, lang)
    app.session = numereum.sample_session(0)
    table = numereum.NumereumTable(app, app.session)
    app.push(table)
    app.render()
    for action in numereum.SAMPLE:
        assert app.session.submit(action) is None, action
        while app.top is not table:
            app.pop(app.top)
        yield app, table, action
