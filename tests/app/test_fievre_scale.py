"""La Fièvre de l'Or on the type scale (issue 13): every staged Fièvre state, in every
installed language, at 800×480 in table and wall mode, held to the strict rule — text never
under the scale's minimum nor cut, 9 mm targets at least 2 mm apart, nothing overlapping or
off screen. The other sizes are checked (in English) by test_app_layout."""

from __future__ import annotations

import pytest

from companion.app import scene, staging, testing
from companion.text import LANGUAGES


def test_fievre_is_on_the_scale():
    assert not scene.legacy("fievre") and not scene.legacy("fievre-reveal")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_fievre_state_keeps_to_the_scale(lang):
    states = [(name, stage) for name, stage in staging.states() if name.startswith("fievre")]
    assert len(states) >= 20
    found = []
    for name, stage in states:
        for mode in ("table", "wall"):
            app = staging.fresh_app((800, 480), mode, lang)
            staging.stage(app, stage)
            assert app.top.type_sizes is not None   # really measured against the scale
            found += [f"{name} {mode}: {problem}" for problem in testing.layout_problems(app, allow=())]
    assert found == []


def test_a_long_event_name_on_a_narrow_card_is_hyphenated_not_cut():
    from companion.app import theme
    from companion.app.tables.fievre_look import hyphenated
    staging.fresh_app((800, 480), "table", "fr")   # the fonts need the app's pygame
    lines = hyphenated("Nouveau filon", 60, 20)
    assert len(lines) > 2 and lines[0].endswith("-") and "".join(lines).replace("-", "") == "Nouveaufilon"
    assert all(theme.text_size(line, 20, False)[0] <= 60 for line in lines)
    assert hyphenated("Saloon", 200, 20) == ["Saloon"]


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_long_event_name_on_a_small_offer_card_steps_down_to_its_lines_not_cut(lang):
    """1280×800, five seats: "Nouveau filon" (or "Nuevo filón") on a card of the centre's
    row takes three hyphenated lines at the scale's minimum; it was cut to "No…"."""
    app = staging.staged("fievre-mustang-5p", (1280, 800), "table", lang)
    cut = [problem for problem in testing.scale_problems(app) if "abbreviated" in problem]
    assert cut == []
