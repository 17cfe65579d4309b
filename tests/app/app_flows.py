"""Shared steps for the app's UI tests: each one taps real widgets through `testing.tap`."""

from __future__ import annotations

from companion.app import testing


def type_name(app, name: str) -> None:
    for char in name:
        key = "space" if char == " " else char
        testing.tap(app, f"kbd:{key}")
    testing.tap(app, "ok")


def new_numereum_game(app, names=("Iris", "Jules"), deck_size=None, younger=1) -> None:
    """Home → New game → names by keyboard → options → the younger player → start."""
    testing.tap(app, "play:numereum")
    assert app.top.name == "new-game"
    for seat, name in enumerate(names):
        testing.tap(app, f"name:{seat}")
        assert app.top.name == "keyboard"
        type_name(app, name)
    testing.tap(app, "next")
    if deck_size is not None:
        current = app.top.options["deck_size"]
        while current - deck_size >= 10:
            testing.tap(app, "option:deck_size:-10")
            current -= 10
        while current > deck_size:
            testing.tap(app, "option:deck_size:-1")
            current -= 1
    testing.tap(app, "next")
    testing.tap(app, f"first:{younger}")
    testing.tap(app, "next")
    assert app.top.name == "numereum", app.top.name


def type_reserve(app, seat: int, cards) -> None:
    for card in cards:
        for digit in card:
            testing.tap(app, f"rkey:{seat}:{digit}")


def enter_prizes(app, hand: str, reserve: str) -> None:
    testing.tap(app, "prizes")
    assert app.top.name == "numereum-prizes"
    for digit in hand + reserve:
        testing.tap(app, f"key:{digit}")


def bid(app, first: str, second: str) -> None:
    testing.tap(app, f"bid:0:{first}")
    testing.tap(app, f"bid:1:{second}")
