"""Shared checks of a game's log (`companion.gamelog`) used by each game's log tests."""

from companion import record as records
from support import ROOT, SHARED


def example_records(game: str):
    """The project's own example records of `game`, and the shared ones when they are beside."""
    own = sorted(p for p in (ROOT / "examples").glob(f"{game}-*.json") if not p.name.endswith(".expected.json"))
    folder = SHARED / "examples" / game
    shared = sorted(p for p in folder.glob("*.json") if not p.name.endswith(".expected.json")) if folder.is_dir() else []
    return own + shared


def assert_every_action_logged(path) -> None:
    rec = records.load(path)
    game = records.replay(rec)
    tagged = {event.action for event in game.log}
    assert tagged >= set(range(len(rec.actions))), sorted(set(range(len(rec.actions))) - tagged)
    for event in game.log:
        for lang in ("en", "fr", "de", "es"):
            assert event.text(lang) and ".event." not in event.text(lang), (event.message.key, lang)
        assert all(0 <= seat < len(rec.players) for seat in event.seats)


def sentences(path, lang: str = "en") -> list[str]:
    return [event.text(lang) for event in records.replay(records.load(path)).log]


def shared_game0(examples):
    """The shared example `game0` (its sentences are named in the tests); skip where ../shared is absent."""
    import pytest
    found = next((p for p in examples if p.stem == "game0"), None)
    if found is None:
        pytest.skip("../shared/examples not present")
    return found
