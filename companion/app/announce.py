"""What the referee did on its own because of a tap, said at once to the seats it concerns.

After an accepted tap, the events the rules engine added to `game.log` (`companion.gamelog`)
are split in two: the action itself (the first event that is not a heading: the table shows
it already) and its consequences — a trick won, gold taken, cards to draw, each payment, a
mayor change… Each seat concerned gets one compact toast in its panel (facing it in table
mode, upright in wall mode). Events that concern everyone are read from every chair: in table
mode they join every seat's own toast, in its panel, facing it (one upright toast in the middle
would be upside down for the far side and would lie over the trick); on a wall, where every
panel is upright anyway, they go to one toast in the middle. They are "passing" toasts: gone at
the next accepted tap or after `ANNOUNCE_MS`.

The same mechanism serves every game: an engine only has to log. Sentences are shortened
where a short form exists (`short`), so "Ana pays Ben 2 gold for the saloon in Red" is
announced as "Ana → Ben 2 (saloon)".
"""

from __future__ import annotations

from companion.text import Message, catalog, say

ANNOUNCE_MS = 6000  # a few seconds: long enough to read three short items at the table
MOST_ITEMS = 5      # per toast; the rest is counted ("+2 more: see the Log"), never cut mid-word
SEPARATOR = " · "


def log_of(game) -> list | None:
    """The game's event list, or None for an engine that keeps no log."""
    log = getattr(game, "log", None)
    return log if isinstance(log, list) else None


def consequences(events) -> list:
    """The events a tap added, without the action itself: everything after its first
    non-heading event (headings before it — "Trick 3" on a lead — are the action's frame;
    a heading after it — a new round — is news)."""
    events = list(events)
    for index, event in enumerate(events):
        if not event.heading:
            return events[index + 1:]
    return []


def short(message):
    """The short form of a log sentence for an announcement: the game's own (`<game>.say.*`
    for a `<game>.log.*` key, as La Fièvre de l'Or writes them), else the app's
    (`applog.say.<key>` in `applog.json`), else the sentence itself."""
    key = getattr(message, "key", None)
    params = getattr(message, "params", None)
    if not isinstance(key, str) or params is None:
        return message
    book = catalog("en")  # every key exists in English (the catalogs' reference)
    for candidate in (key.replace(".log.", ".say.", 1), "applog.say." + key):
        if candidate != key and candidate in book:
            return Message(candidate, **params)
    return message


class Items:
    """Several short sentences as one toast text, worded in the language asked."""

    __slots__ = ("items",)

    def __init__(self, items):
        self.items = tuple(items)

    def get(self, lang: str) -> str:
        shown = [say(item, lang) for item in self.items[:MOST_ITEMS]]
        hidden = len(self.items) - len(shown)
        if hidden:
            shown.append(say(Message("applog.more", n=hidden), lang))
        return SEPARATOR.join(shown)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Items) and self.items == other.items

    def __repr__(self) -> str:
        return f"Items({self.get('en')!r})"


def by_seat(events, seats: int, everywhere: bool = False) -> dict[int | None, Items]:
    """{seat: its items, None: the items for everyone}, in the order the referee acted;
    `everywhere`: the items for everyone go to every seat instead (no middle)."""
    places: dict[int | None, list] = {}
    for event in events:
        concerned = [seat for seat in event.seats if 0 <= seat < seats] or (list(range(seats)) if everywhere else [None])
        for seat in dict.fromkeys(concerned):
            places.setdefault(seat, []).append(short(event.message))
    return {seat: Items(items) for seat, items in places.items()}


def announce(app, game, since: int) -> dict[int | None, Items]:
    """Show the consequences of the tap that grew `game.log` from `since` events; returns
    what was shown where (tests read it)."""
    log = log_of(game)
    if log is None:
        return {}
    seats = len(getattr(app.session, "players", ()) or ())
    shown = by_seat(consequences(log[since:]), seats, everywhere=facing_every_seat(app, seats))
    for seat, items in shown.items():
        # a message already in that place (a table's own note, made by the same tap just
        # before a forced action) is kept in front, not replaced: one toast per place
        there = app.toast_at(seat)
        if there is not None and not there.error:
            # an announcement already there gives its items, not itself as one item: actions
            # entered one after another without a tap between (the referee's forced entries)
            # would each wrap the last, the toast growing past MOST_ITEMS without end
            earlier = there.message.items if isinstance(there.message, Items) else (there.message,)
            items = shown[seat] = Items(earlier + items.items)
        app.toast(items, seat=seat, passing=True, ms=ANNOUNCE_MS)
    return shown


def facing_every_seat(app, seats: int) -> bool:
    """Table mode with every seat's panel on screen: news for everyone goes to each panel."""
    from companion.app.scene import seat_panel
    return app.mode == "table" and seats > 0 and all(seat_panel(app, seat) is not None for seat in range(seats))


def action_sentences(game) -> dict[int, object] | None:
    """{action index: the log's sentence for that action itself}, or None without a log."""
    log = log_of(game)
    if log is None:
        return None
    said: dict[int, object] = {}
    for event in log:
        if event.action is not None and not event.heading and event.action not in said:
            said[event.action] = event.message
    return said
