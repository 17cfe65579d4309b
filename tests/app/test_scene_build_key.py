"""A scene that says what its build reads (`Scene.build_key`: home, a plain dialog) keeps its
widgets while that is unchanged: a dialog closing over it, or the screen drawn whole again,
costs no build. What it keeps is exactly what building afresh gives, and any change it
reads builds it again."""

from __future__ import annotations

import pytest

from companion.app import history, panels, staging
from companion.app.changes import shown_entry


def shown(app, scene) -> tuple:
    return tuple(shown_entry(widget, app) for widget in scene.widgets)


def rebuilt(app) -> None:
    app.invalidate()
    app.render()


@pytest.mark.parametrize("mode", ["table", "wall"])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_kept_build_shows_what_a_fresh_build_shows(tmp_path, monkeypatch, mode, lang):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    kept_scenes = set()
    for name, stage in staging.states():
        app = staging.fresh_app((800, 480), mode, lang)
        staging.stage(app, stage)
        app.render()
        for scene in app.visible():
            if scene.build_key() is None:
                continue
            widgets = scene.widgets
            rebuilt(app)
            assert scene.widgets is widgets, (name, scene.name)   # kept, not built
            scene._built_on = None                                # built afresh
            rebuilt(app)
            assert scene.widgets is not widgets and shown(app, scene) == tuple(shown_entry(w, app) for w in widgets), \
                (name, scene.name)
            kept_scenes.add(type(scene).__name__)
    assert kept_scenes >= {"Home", "Dialog", "HistoryScreen", "GamePage", "PlayersScreen", "PlayerPage",
                           "RulesScreen", "LogScreen", "AurumTable", "CardSheet", "RoundTable", "GameOver",
                           "TextEntry", "FullSheet", "SettingsScreen", "UnfinishedScreen",
                           "PikokoTable", "CardGrid", "BetsGrid", "ConfidenceCard", "RoundScores",
                           "FievreTable", "BidEntry", "RevealEntry", "ChoiceSheet", "DiceEntry", "TelegraphSheet",
                           "NumereumTable", "ValueSheet", "NewGame", "PinPad", "Attract"}


def test_home_is_built_again_when_what_it_shows_changes(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())["resume"])
    app.go_home()
    app.render()
    home = app.top
    assert app.find("resume") is not None
    for change in (lambda: app.settings.__setattr__("language", "fr"),   # the words
                   lambda: app.settings.__setattr__("mode", "wall"),      # the mode
                   lambda: panels.forget_pictures(),                      # everything forgotten
                   lambda: app.__setattr__("session", None)):             # no game to resume
        widgets = home.widgets
        change()
        rebuilt(app)
        assert home.widgets is not widgets
    assert app.find("resume") is None
    widgets = home.widgets
    app.window = __import__("pygame").display.set_mode((1280, 800))        # another window
    rebuilt(app)
    assert home.widgets is not widgets and home.widgets[0].rect.right > 800


def test_a_dialog_facing_a_seat_is_built_again_when_the_seat_turns(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())["dialog-seat"])
    app.render()
    dialog = app.top
    assert dialog.build_key() is not None and dialog.sheet is not None   # facing its seat
    widgets = dialog.widgets
    app.settings.mode = "wall"
    rebuilt(app)
    assert dialog.widgets is not widgets and dialog.sheet is None        # upright on a wall


def test_the_history_is_built_again_when_the_games_filed_change(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())["history"])
    app.render()
    games = [w.id for w in app.leaves() if (w.id or "").startswith("history:game:")]
    assert len(games) >= 2
    widgets = app.top.widgets
    rebuilt(app)
    assert app.top.widgets is widgets
    history.forget(games[0].removeprefix("history:game:"))
    rebuilt(app)
    assert app.top.widgets is not widgets and app.find(games[0]) is None and app.find(games[1]) is not None


@pytest.mark.parametrize("state, change", [
    ("settings", lambda scene: setattr(scene.app.settings, "sound", not scene.app.settings.sound)),
    ("keyboard", lambda scene: scene.key("a")),
    ("keyboard", lambda scene: scene.key("shift")),
    ("score-sheet", lambda scene: setattr(scene, "page", 1)),
    ("game-over", lambda scene: setattr(scene, "until", __import__("pygame").time.get_ticks() + 10_000)),
    ("aurum-new-players", lambda scene: scene.names.__setitem__(0, "Zoë")),
    ("aurum-new-players", lambda scene: next(w for w in scene.leaves() if (w.id or "").startswith("count:")
                                             and not w.selected).tap(scene.app)),
    ("aurum-new-options", lambda scene: next(w for w in scene.leaves() if (w.id or "").startswith("option:")
                                             and w.enabled and not getattr(w, "selected", False)).tap(scene.app)),
    ("pikoko-new-options", lambda scene: scene.options["colors"].reverse()),     # (swapped in place)
    ("fievre-new-first", lambda scene: next(w for w in scene.leaves() if (w.id or "").startswith("first:")
                                            and w.id[6:].isdigit() and not w.selected).tap(scene.app)),
    ("fievre-new-first", lambda scene: scene.draw_lots()),                       # the draw: built every frame
    ("kiosk-pin", lambda scene: scene.key("5")),
    ("kiosk-pin", lambda scene: scene.key("back")),
    ("kiosk-pin", lambda scene: scene.key("ok")),                                # too short: says so
    ("kiosk-attract", lambda scene: setattr(scene.app, "session", None)),          # filed: every table free
    ("kiosk-attract", lambda scene: setattr(scene.app, "session", __import__("companion.app.session").app.session
                                            .Session.start("numereum", ["Iris", "Noa"], {"younger": 1}))),
])
def test_a_shared_screen_is_built_again_when_what_it_reads_changes(tmp_path, monkeypatch, state, change):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.fresh_app((800, 480), "table", "en")
    staging.stage(app, dict(staging.states())[state])
    app.render()
    scene = app.top
    widgets = scene.widgets
    rebuilt(app)
    assert scene.widgets is widgets
    before = shown(app, scene)
    change(scene)
    rebuilt(app)
    assert scene.widgets is not widgets and shown(app, scene) != before


def test_a_house_rule_chosen_builds_the_settings_again(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("settings", (800, 480), "table")
    settings = app.top
    settings.page = 99   # (the last page: house rules)
    rebuilt(app)
    widgets = settings.widgets
    choice = next(w for w in settings.leaves() if (w.id or "").startswith("house:") and not w.selected)
    choice.tap(app)
    rebuilt(app)
    assert settings.widgets is not widgets and app.find(choice.id).selected


def test_a_game_set_aside_meanwhile_builds_the_list_of_unfinished_games_again(tmp_path, monkeypatch):
    from companion import record as records
    from companion.app import paths
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = staging.staged("history-unfinished", (800, 480), "table")
    listing = app.top
    widgets = listing.widgets
    rebuilt(app)
    assert listing.widgets is widgets
    saved = records.load(next(paths.data_dir().glob("current.unfinished-*.json"))).to_json()
    records.save(paths.data_dir() / "current.unfinished-20261121-100000.json", saved)
    rebuilt(app)
    assert listing.widgets is not widgets and app.find("unfinished:current.unfinished-20261121-100000.json")
