"""Numereum: all combinations in a 30-card reserve (target ≤ 5 ms, design.md), checking one
triple, and the referee's legal-action hints."""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion import record as records  # noqa: E402
from companion.games.numereum.combos import all_combinations, check  # noqa: E402
from companion.games.numereum.deck import NON_BASIC_CODES  # noqa: E402


def timings(work, runs: int) -> list[float]:
    """Milliseconds per call, each call timed on its own."""
    result = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        result.append((time.perf_counter() - start) * 1000)
    return result


def report(label: str, times: list[float], target: str = "") -> None:
    times = sorted(times)
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"{label:52} median {statistics.median(times):6.3f} ms  best {times[0]:6.3f} ms  "
          f"p95 {p95:6.3f} ms{target}")


def main() -> None:
    rng = random.Random(7)
    reserves = {
        "printable deck": [rng.sample(NON_BASIC_CODES, 30) for _ in range(200)],
        "any values 00-99": [[f"{v:02d}" for v in rng.sample(range(100), 30)] for _ in range(200)],
    }
    for name, deals in reserves.items():
        found = [len(all_combinations(r)) for r in deals]
        for suite in ("in_order", "any_order"):
            times = [t for r in deals for t in timings(lambda r=r: all_combinations(r, suite), 1)]
            report(f"all combinations, 30 cards, {name}, {suite}", times, "  (target ≤ 5 ms)")
        fresh = [t for r in deals for t in timings(lambda r=r: all_combinations(r, fresh=[27, 28, 29]), 1)]
        report(f"  … only with the 3 cards new this round, {name}", fresh)
        print(f"  ({statistics.mean(found):.0f} combinations in a 30-card reserve on average)")
    triples = [rng.sample(NON_BASIC_CODES, 3) for _ in range(2000)]
    start = time.perf_counter()
    for triple in triples:
        check(triple)
    print(f"{'check one triple (five criteria)':52} {(time.perf_counter() - start) / len(triples) * 1e6:6.1f} µs")

    examples = sorted((ROOT.parent / "shared" / "examples" / "numereum").glob("game*[0-9].json"))
    for path in examples:
        rec = records.load(path)
        report(f"replay {path.name} ({len(rec.actions)} actions)", timings(lambda: records.summary(rec), 100),
               "  (target ≤ 10 ms)")
    if examples:  # the hints at the busiest combination phase of a real game
        rec = records.load(examples[0])
        moments = [records.replay(rec, upto) for upto in range(len(rec.actions)) if rec.actions[upto]["do"] == "close"]
        game = max(moments, key=lambda g: sum(len(side) for side in g.summary()["reserve"]))
        report(f"legal hints, combination phase, reserves {[len(r) for r in game.summary()['reserve']]}",
               timings(lambda: (game.legal_verbs(), game.legal_bid_cards(0), game.valid_combinations(0),
                                game.valid_combinations(1), game.can_raise()), 200))


if __name__ == "__main__":
    main()
