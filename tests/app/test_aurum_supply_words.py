"""The supply's words ("☀ 1 1 2 3"), worked out again only when the supply changed
(`AurumTable.supply_text`: every panel's strip and the centre ask for them, three times a
build): over a whole game, as each trick's gold leaves the supply, what the table says is
the supply as it is now."""

from __future__ import annotations

import pytest

from companion.app import staging
from companion.app.i18n import say
from companion.app.tables import aurum_samples as samples
from companion.app.tables import aurum_words as words
from companion.app.tables.aurum import AurumTable
from companion.games.aurum.deck import gold_value


@pytest.mark.parametrize("four", [True, False])
def test_the_supply_said_is_the_supply_now_after_every_action(four):
    app = staging.fresh_app((800, 480), "table", "en")
    session = samples.session_after(0, four)
    app.session = session
    table = AurumTable(app, session)
    app.push(table)
    app.render()
    seen = set()
    for action in samples.actions(samples.GAME_4 if four else samples.GAME_3):
        assert session.submit(action) is None, action
        app.render()
        values = " ".join(str(gold_value(c)) for c in sorted(table.game.supply, key=gold_value))
        expected = f"☀ {values}" if values else "—"
        assert table.supply_text() == expected, action
        if not table.game.finished:
            shown = say(table.shared_facts()[-1].text, "en")
            assert shown == f"{say(words.SUPPLY, 'en')} {expected}", action
        seen.add(expected)
    assert len(seen) > 3  # (the supply did change along the game)
