"""Café kiosk: the pure parts of running the table app unattended all day.

Everything here is standard library only and imports no pygame, so it is testable without
a screen and usable by `scripts/install-kiosk` before the app's dependencies exist:
settings file, staff PIN, idle timer, corner long-press, touch rotation, systemd watchdog,
systemd unit. The app wires these into its loop (`companion/app/kiosk_*.py`).
"""
