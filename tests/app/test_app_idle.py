"""The loop sleeps until input or its next timer: it does not poll (pygame-ce's own wait
wakes every millisecond; the app's former loop every 10 ms)."""

from __future__ import annotations

import pygame

from companion.app import testing, waiting


def count_polls(monkeypatch) -> list:
    polls = []
    real = pygame.event.poll
    monkeypatch.setattr(pygame.event, "poll", lambda: polls.append(1) or real())
    return polls


def test_an_idle_wait_sleeps_to_its_timer_without_polling(monkeypatch):
    app = testing.make_app((800, 480))
    pygame.event.clear()
    polls = count_polls(monkeypatch)
    event = app.wait_event(300)
    assert event.type == pygame.NOEVENT
    assert len(polls) <= 2          # a 10 ms poll would look 30 times, SDL's own wait 300


def test_a_waiting_event_is_returned_at_once(monkeypatch):
    app = testing.make_app((800, 480))
    pygame.event.clear()   # (not what a test before left waiting)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"n": 7}))
    slept = []
    monkeypatch.setattr(waiting.Waiter, "sleep", lambda self, ms: slept.append(ms))
    assert app.wait_event(None).type == pygame.USEREVENT and slept == []


def test_without_a_timer_the_sleep_is_capped_so_signals_and_new_devices_are_seen(monkeypatch):
    app = testing.make_app((800, 480))
    pygame.event.clear()
    slept = []
    monkeypatch.setattr(waiting.Waiter, "sleep", lambda self, ms: slept.append(ms))
    assert app.wait_event(None).type == pygame.NOEVENT
    assert app.wait_event(40).type == pygame.NOEVENT
    assert slept == [waiting.LONGEST_SLEEP_MS, 40]


def test_on_a_panel_the_sleep_waits_on_the_input_devices(monkeypatch):
    """KMS/DRM: SDL reads /dev/input itself; the app sleeps in select() on those files."""
    import os
    read, write = os.pipe()
    try:
        waiter = waiting.Waiter("dummy")
        waiter.devices = [read]
        chosen = []
        real = waiting.select.select
        monkeypatch.setattr(waiting.select, "select", lambda r, w, x, t: chosen.append((list(r), t)) or real(r, w, x, t))
        os.write(write, b"x")               # input is there: select returns at once
        waiter.sleep(5000)
        assert chosen == [([read], 5.0)]
    finally:
        os.close(read)
        os.close(write)
