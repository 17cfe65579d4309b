"""The shared per-seat strips (`companion.app.seat_strips`): one along each seat's edge, turned
to face it, the centre left free; facts that do not fit side by side are stacked, not broken."""

from __future__ import annotations

import pytest

from companion.app import testing, widgets
from companion.app.layout import game_frame, inset
from companion.app.scene import Scene
from companion.app.seat_strips import Strip, add_strips


class Strips(Scene):
    name = "strips-sample"

    def __init__(self, app, strips, **options):
        super().__init__(app)
        self.strips, self.options, self.centre = strips, options, None

    def build(self):
        self.centre = add_strips(self, inset(self.metrics.screen, self.metrics.gap), self.strips, prefix="s",
                                 **self.options)


def show(strips, size=(800, 480), **options):
    app = testing.make_app(size, mode="table")
    app.push(Strips(app, strips, **options))
    app.render()
    return app


def lines_drawn(app, label) -> list[str]:
    return widgets.block_lines(label.label_text(app), label.rect.width, label.rect.height, label.size, label.bold)[1]


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_a_strip_per_seat_along_its_edge_facing_it_and_the_centre_free(seats):
    app = show([Strip((f"P{seat}", "fact"), str(seat * 10), highlight=seat == 1) for seat in range(seats)])
    frame = game_frame(app.metrics, seats, "table")
    centre = app.top.centre
    for seat in range(seats):
        strip = testing.widget(app, f"s:seat:{seat}")
        assert strip.angle == frame.seats[seat].angle
        assert not strip.rect.colliderect(centre)
        assert testing.widget(app, f"s:figure:{seat}").label_text(app) == str(seat * 10)
        assert (app.find(f"s:crown:{seat}") is not None) == (seat == 1)   # a gold frame, not colour alone
    assert centre.width > 0 and centre.height > 0
    assert testing.layout_problems(app, allow=()) == []


def test_long_facts_are_stacked_on_a_side_seats_strip_not_broken():
    facts = ("Cleo", "Bid 10 · Tricks 10", "— Nuggets 2")
    app = show([Strip(facts, "+10") for _ in range(3)])
    bottom, left = testing.widget(app, "s:seat:0"), testing.widget(app, "s:seat:1")
    assert left.angle == 270
    for seat in (0, 1):
        for index in range(3):
            label = testing.widget(app, f"s:fact:{seat}:{index}")
            assert lines_drawn(app, label) == [facts[index]]   # each fact whole, on one line
    # the bottom strip is long enough for a row; the side strip (the short edge) stacks the last two
    one, two = (testing.widget(app, f"s:fact:1:{i}").rect for i in (1, 2))
    assert one.left == two.left and two.top >= one.bottom
    one, two = (testing.widget(app, f"s:fact:0:{i}").rect for i in (1, 2))
    assert two.left >= one.right and one.top == two.top
    assert bottom.local_size[0] > left.local_size[0]
    assert testing.layout_problems(app, allow=()) == []


def test_given_shares_are_kept():
    app = show([Strip(("1st", "Ana"), "82"), Strip(("2nd", "Ben"), "70")], weights=(0.3, 0.4, 0.3),
               names=("place",))
    place, name, figure = (testing.widget(app, wid) for wid in ("s:place:0", "s:fact:0:1", "s:figure:0"))
    total = place.rect.width + name.rect.width + figure.rect.width
    assert abs(name.rect.width / total - 0.4) < 0.02 and place.rect.right < name.rect.left < figure.rect.left


def test_short_of_room_the_stacked_lines_stay_whole_and_the_name_wraps():
    # portrait, 3 seats: the bottom strip runs along the short edge between the two side strips
    facts = ("★ Ana", "Gebot 4 · Stiche 3", "✓ Nuggets 2")
    app = show([Strip(facts, "+6", highlight=True) for _ in range(3)], size=(720, 1280))
    for index in (1, 2):
        assert lines_drawn(app, testing.widget(app, f"s:fact:0:{index}")) == [facts[index]]
    assert testing.layout_problems(app, allow=()) == []
