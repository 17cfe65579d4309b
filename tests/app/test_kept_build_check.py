"""The tests' check of build keys (`scene.CHECK_KEPT_BUILDS`, set in tests/conftest.py):
a build a key skips is made afresh too; a key missing an input fails loudly, through the
shell's own guard against broken scenes, and a right key keeps the very widgets it built."""

from __future__ import annotations

import pytest

from companion.app import scene, staging
from companion.app.layout import Rect
from companion.app.widgets import Label


class Counter(scene.Scene):
    name = "counter"

    def __init__(self, app, honest: bool):
        super().__init__(app)
        self.count, self.honest = 0, honest

    def build_key(self):
        return (self.count,) if self.honest else ()

    def build(self):
        self.add(Label(Rect(10, 10, 200, 40), str(self.count), self.metrics.font("body")))


def counter_app(honest: bool):
    app = staging.fresh_app((800, 480), "table", "en")
    app.push(Counter(app, honest))
    app.render()
    return app


def test_the_check_is_on_in_the_tests():
    assert scene.CHECK_KEPT_BUILDS


def test_a_key_missing_what_the_build_reads_fails_the_test():
    app = counter_app(honest=False)
    app.top.count = 1
    app.invalidate()
    with pytest.raises(scene.KeptBuildDiffers, match="counter"):
        app.render()


def test_a_right_key_keeps_its_widgets_and_builds_again_on_a_change():
    app = counter_app(honest=True)
    counter, widgets = app.top, app.top.widgets
    app.invalidate()
    app.render()
    assert counter.widgets is widgets and counter.widgets[0].text == "0"
    counter.count = 2
    app.invalidate()
    app.render()
    assert counter.widgets is not widgets and counter.widgets[0].text == "2"
