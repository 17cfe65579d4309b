"""Sharing a finished game with BG Stats (standard library only; see `spec/records.md`,
"Sharing a finished game").

`bgstats_link(record_json, summary)` builds the app's documented "push a play" link:
`https://app.bgstatsapp.com/createPlay.html?data=<URL-encoded JSON>`. The JSON is compact
(no spaces, only the fields the spec asks for) because the same link is drawn as a QR code
on a 7" panel: every byte saved makes the code's modules bigger and easier for a phone.
"""

from __future__ import annotations

import datetime as _dt
import json
from urllib.parse import parse_qs, quote, urlsplit

BGSTATS_URL = "https://app.bgstatsapp.com/createPlay.html?data="
SOURCE_NAME = "Table Companion"
# English names (BG Stats keeps one name per game); no `bggId`: not known for certain
GAME_NAMES = {"aurum": "Aurum", "numereum": "Numereum", "pikoko": "Pikoko", "fievre": "La Fièvre de l'Or"}
# the option naming the seat that starts; Numereum has none (both players bid together)
START_OPTION = {"aurum": "first", "pikoko": "first", "fievre": "first"}


class NotFinished(ValueError):
    """Only a finished game can be logged as a play."""


def start_seat(record: dict) -> int | None:
    option = START_OPTION.get(record.get("game"))
    if option is None:
        return None
    value = (record.get("options") or {}).get(option, 0)
    return value if isinstance(value, int) else 0


def duration_minutes(record: dict) -> int | None:
    """Minutes actually played (`active_seconds`, pauses left out by the session), else None."""
    active = record.get("active_seconds")
    if isinstance(active, (int, float)) and not isinstance(active, bool) and active >= 0:
        return max(1, round(active / 60))
    return None


def content_id(record: dict) -> str:
    """A stable id for a record that carries none (made outside the app): the same game always
    gets the same id, so logging it twice in BG Stats updates one play instead of adding two."""
    import hashlib
    import json
    content = json.dumps([record.get(key) for key in ("game", "players", "options", "actions")],
                         sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "tc-" + hashlib.sha256(content.encode("utf-8")).hexdigest()[:20]


def play_date(record: dict, fallback: str | None = None) -> str:
    """`yyyy-MM-dd HH:mm:ss` in local time: when the game ended (or was created, or `fallback`)."""
    for stamp in (record.get("ended"), fallback, record.get("created")):
        moment = parse_time(stamp)
        if moment is not None:
            return moment.strftime("%Y-%m-%d %H:%M:%S")
    return _dt.datetime.now().strftime("%Y-%m-%d %H:%M:%S")


def parse_time(stamp) -> _dt.datetime | None:
    """An ISO 8601 stamp as a local naive datetime (one with a zone is converted), or None."""
    if not isinstance(stamp, str):
        return None
    try:
        moment = _dt.datetime.fromisoformat(stamp)
    except ValueError:
        return None
    return moment.astimezone().replace(tzinfo=None) if moment.tzinfo else moment


def bgstats_play(record: dict, summary: dict, *, finished_at: str | None = None) -> dict:
    """The play as BG Stats wants it; `NotFinished` for a game still in progress."""
    if not summary.get("finished"):
        raise NotFinished("the game is not finished: only a finished game can be shared")
    game_id = record["game"]
    play_id = str(record.get("id") or record.get("created") or content_id(record))
    starter = start_seat(record)
    scores, winners = summary.get("scores", []), set(summary.get("winners", []))
    players = []
    for seat, name in enumerate(record["players"]):
        players.append({"name": name, "score": scores[seat] if seat < len(scores) else 0,
                        "winner": seat in winners, "startPlayer": seat == starter,
                        "sourcePlayerId": player_key(name)})
    play = {"sourceName": SOURCE_NAME, "sourcePlayId": play_id, "playDate": play_date(record, finished_at)}
    minutes = duration_minutes(record)
    if minutes is not None:
        play["durationMin"] = minutes
    play["game"] = {"name": GAME_NAMES.get(game_id, game_id), "sourceGameId": game_id,
                    "highestWins": True, "noPoints": False}
    play["players"] = players
    return play


def bgstats_link(record: dict, summary: dict, *, finished_at: str | None = None) -> str:
    data = json.dumps(bgstats_play(record, summary, finished_at=finished_at), ensure_ascii=False, separators=(",", ":"))
    # JSON punctuation that is legal in a query stays as it is: a shorter link, a smaller code
    return BGSTATS_URL + quote(data, safe=":,{}[]")


def decode_link(link: str) -> dict:
    """The play inside a BG Stats link (tests, and anyone checking what a QR code holds)."""
    return json.loads(parse_qs(urlsplit(link).query)["data"][0])


def player_key(name: str) -> str:
    """One player whatever the case or spacing typed: "  ana  MARIA" and "Ana Maria" match."""
    return " ".join(str(name).split()).casefold()


def record_dict(record) -> dict:
    """A `Record` or its JSON as one flat dict (the extra keys beside the standard ones)."""
    return record.to_json() if hasattr(record, "to_json") else dict(record)
