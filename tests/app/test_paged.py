"""`scene.Paged`'s page arithmetic, shared by every paged screen (history, players, a player,
unfinished games, rules, settings, the full score sheet)."""

from __future__ import annotations

from companion.app import testing
from companion.app.scene import Paged


def test_a_page_count_is_the_pages_filled_and_one_for_nothing():
    assert [Paged.page_count(count, 5) for count in (0, 1, 5, 6, 10, 11)] == [1, 1, 1, 2, 2, 3]


def test_the_page_range_is_the_items_of_the_page_shown_kept_to_the_pages():
    paged = Paged(testing.make_app((800, 480)))
    paged.page = 1
    assert paged.page_range(12, 5) == range(5, 10)
    paged.page = 2
    assert paged.page_range(12, 5) == range(10, 12)         # the last page holds what is left
    paged.page = 7                                          # the list shrank under it: its last page
    assert paged.page_range(12, 5) == range(10, 12) and paged.page == 2
    paged.page = -1
    assert paged.page_range(12, 5) == range(0, 5) and paged.page == 0
    assert paged.page_range(0, 5) == range(0, 0) and paged.page == 0
