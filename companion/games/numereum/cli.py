"""`companion numereum check A B C [--json] [--suite any_order] [--lang LANG]` (any installed language).

Says which of the five criteria three cards meet, each explained in words (`17 + 08 = 25`),
or as JSON: `{"cards": [...], "criteria": [...], "super": false}`. Bad input exits 2 with
one line, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from companion.games.numereum import combos
from companion.games.numereum.deck import is_non_basic
from companion.text import LANGUAGES, say, words

PROG = "companion numereum"
USAGE = f"usage: {PROG} check A B C [--json] [--suite in_order|any_order] [--lang {'|'.join(LANGUAGES)}]"


class _Stop(Exception):
    """A one-line usage problem (argparse would print two lines and exit)."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # noqa: D401 - argparse hook
        raise _Stop(message)


def _parser() -> _Parser:
    parser = _Parser(prog=f"{PROG} check", add_help=False,
                     description="Which Numereum criteria three cards meet.")
    parser.add_argument("cards", nargs="*")
    parser.add_argument("--json", action="store_true", help="print JSON instead of words")
    parser.add_argument("--suite", choices=combos.SUITE_RULES, default=combos.IN_ORDER,
                        help="any_order: the house rule for runs (R-4)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("-h", "--help", action="store_true")
    return parser


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    if argv[0] != "check":
        return _fail(f"unknown command '{argv[0]}' ({USAGE.removeprefix('usage: ')})")
    try:
        args = _parser().parse_args(argv[1:])
    except _Stop as stop:
        return _fail(str(stop))
    if args.help:
        print(USAGE)
        return 0
    for card in args.cards:
        if not is_non_basic(card):
            return _fail(words("numereum.check.not_a_card", args.lang, {"card": card}))
    if len(args.cards) != 3:
        return _fail(words("numereum.check.three_cards", args.lang, {"n": len(args.cards)}))
    combination = combos.check(args.cards, args.suite)
    if args.json:
        print(json.dumps({"cards": list(combination.cards), "criteria": list(combination.criteria),
                          "super": combination.super}))
    else:
        print(_words(combination, args.suite, args.lang))
    return 0


def _words(combination: combos.Combination, suite: str, lang: str) -> str:
    shown = " ".join(combination.cards)
    met = len(combination.criteria)
    if not met:
        return words("numereum.check.none", lang, {"cards": shown})
    if combination.super:
        head = words("numereum.check.super", lang, {"cards": shown, "n": met})
    else:
        head = words("numereum.check.combination", lang, {"cards": shown})
    lines = [head]
    for name, why in combos.explanations(combination, suite):
        lines.append(f"  {say(combos.CRITERION_NAMES[name], lang)}: {say(why, lang)}")
    return "\n".join(lines)


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return 2
