"""Printables: print-and-play decks (PDF and PNG) and score pads, drawn with ReportLab and Pillow.

Deck data comes from the game packages (`companion/games/<id>/deck.py`); this package only
draws it.
"""
