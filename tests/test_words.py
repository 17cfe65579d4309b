"""One place for every word: the catalogs agree across languages, no sentence is left inline
in the code, refusals reach every language, and a language is added by dropping in a folder."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from companion import record as records
from companion import text
from companion.errors import Refusal
from support import ROOT

FIELD = re.compile(r"{(\w+)(?::\w+)?}")  # {owner} or {owner:gen}

def files_of(lang: str) -> dict[str, dict]:
    return {path.name: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((text.FOLDER / lang).glob("*.json"))}


def forms(entry) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


# -- the catalogs ----------------------------------------------------------------------------

def test_spanish_is_installed_with_its_own_name():
    assert "es" in text.LANGUAGES and text.language_name("es") == "Español"
    assert {"en", "fr", "de", "es"} <= set(text.LANGUAGES) and text.LANGUAGES[0] == "en"


@pytest.mark.parametrize("lang", [lang for lang in text.LANGUAGES if lang != text.DEFAULT])
def test_every_language_has_every_file_and_key_with_the_same_fields(lang):
    english, other = files_of(text.DEFAULT), files_of(lang)
    assert set(other) == set(english), f"{lang}: files differ"
    for name, book in english.items():
        theirs = other[name]
        if name == "language.json":  # what the language is: its own name and grammar rules
            assert theirs["language.name"] and theirs.get("language.plural", "one_is_1") in text.PLURAL_RULES
            assert theirs.get("language.genitive") in (None, *text.GENITIVE_RULES)
            continue
        assert set(theirs) == set(book), f"{lang}/{name}: missing {set(book) - set(theirs)}, extra {set(theirs) - set(book)}"
        for key, entry in book.items():
            if key.startswith("language."):
                continue
            theirs_entry = theirs[key]
            assert isinstance(theirs_entry, dict) == isinstance(entry, dict), (lang, key, "plural forms or not")
            if isinstance(entry, dict):  # the forms a language's rule can pick
                assert set(theirs_entry) == set(entry), (lang, key)
            wanted = {field for form in forms(entry) for field in FIELD.findall(form)}
            for form in forms(theirs_entry):
                assert form.strip(), (lang, key, "empty")
                assert set(FIELD.findall(form)) <= wanted, (lang, key, form)
            got = {field for form in forms(theirs_entry) for field in FIELD.findall(form)}
            assert got == wanted, (lang, key, got, wanted)


def test_keys_are_unique_across_the_files_of_a_language():
    for lang in text.LANGUAGES:
        seen: dict[str, str] = {}
        for name, book in files_of(lang).items():
            for key in book:
                if key.startswith("language."):
                    continue
                assert key not in seen, f"{lang}: {key} in {seen.get(key)} and {name}"
                seen[key] = name


def test_a_changed_field_is_caught():
    """The field check above can fail: a misspelt field is a different set."""
    assert set(FIELD.findall("{who} pays {n}")) != set(FIELD.findall("{qui} paie {n}"))
    assert FIELD.findall("aus {owner:gen} Pfau") == ["owner"]


def test_a_name_takes_the_genitive_where_the_language_writes_one():
    line = text.Message("pikoko.refuse.turn_playing_from_peacock", due="Iris", peacock="Ana")
    assert line.get("de") == "Iris ist dran und spielt aus Anas Pfau"
    assert text.Message("pikoko.refuse.turn_playing_from_peacock", due="Ana", peacock="Max").get("de").endswith("Max' Pfau")
    assert "Ana" in line.get("en") and "Anas" not in line.get("es")

def test_a_fixed_message_is_worded_once_per_language(monkeypatch):
    """A label with plain fields is asked at every frame: it is worded again only in another
    language. One with a callable field is worded every time (what it shows may change)."""
    worded = []
    real = text.words
    monkeypatch.setattr(text, "words", lambda *args: worded.append(args[:2]) or real(*args))
    fixed = text.Message("pikoko.refuse.turn_playing_from_peacock", due="Iris", peacock=text.Verbatim("Ana"))
    nested = text.Message("pikoko.refuse.turn_playing_from_peacock", due=fixed, peacock="Max")
    assert fixed.fixed and nested.fixed
    assert [fixed.get("de") for _ in range(3)] == ["Iris ist dran und spielt aus Anas Pfau"] * 3
    assert "Ana" in fixed.get("en") and fixed.get("de").startswith("Iris")
    assert worded == [(fixed.key, "de"), (fixed.key, "en"), (fixed.key, "de")]
    names = iter(["Ana", "Max"])
    moving = text.Message("pikoko.refuse.turn_playing_from_peacock", due="Iris", peacock=lambda: next(names))
    assert not moving.fixed
    first, second = moving.get("en"), moving.get("en")
    assert "Ana" in first and "Max" in second
    assert not text.Message.holding("x", {"n": 1}).fixed


# -- no sentence left in the code ------------------------------------------------------------

def sources() -> list[Path]:
    found = []
    for folder in ("companion", "printables"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative == "companion/text.py":
                continue
            found.append(path)
    return found


# Calls whose string arguments players read: a literal sentence there bypasses the catalogs.
SHOWN = {"Refusal", "Label", "Button", "Paragraph", "Dialog", "toast", "say", "Option", "Message", "L"}


KEY = re.compile(r"[a-z0-9_]+(\.[A-Za-z0-9_-]+)+")  # "gamelog.title": a catalog key, not words


def inline_sentences(source: str) -> list[tuple[int, str]]:
    """String literals of two or more words given to a call that shows them to players."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if name not in SHOWN:
            continue
        values = list(node.args) + [k.value for k in node.keywords if k.arg not in ("id", "dialog_name", "style", "kind")]
        if name in ("Message", "L", "Option") and values:
            values = values[1:] if name != "Option" else values[3:4]  # the key / the option's id
        for value in values:
            words = None
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                words = value.value
            elif isinstance(value, ast.JoinedStr):
                words = "".join(part.value for part in value.values if isinstance(part, ast.Constant))
            words = words and re.sub(r"&\w+;", " ", words)  # markup such as &nbsp; is not words
            if words and not KEY.fullmatch(words) and len(re.findall(r"[^\W\d_]{2,}", words)) >= 2:
                found.append((node.lineno, words))
    return found


def test_no_sentence_is_shown_from_a_literal():
    left = {path.relative_to(ROOT).as_posix(): found for path in sources()
            if (found := inline_sentences(path.read_text(encoding="utf-8")))}
    assert left == {}


def test_the_scans_find_what_they_look_for():
    sample = ('raise Refusal("You cannot do that")\nx = 2\nButton(r, f"Go {n} now")\nL("ok.key", n=2)\n'
              'say("gamelog.title", game=g)\n')
    assert [line for line, _ in inline_sentences(sample)] == [1, 3]


# -- refusals in every language ----------------------------------------------------------------

def first_refusal(game_id: str) -> Refusal:
    """Replay an example game's first action, then try it again: the referee says no."""
    example = records.load(ROOT / "examples" / f"{game_id}-{'2p' if game_id == 'numereum' else '3p'}.json")
    game = records.new_game(example)
    game.apply(example.actions[0])
    with pytest.raises(Refusal) as caught:
        game.apply(example.actions[0])
    return caught.value


@pytest.mark.parametrize("game_id", ["aurum", "numereum", "pikoko", "fievre"])
def test_a_refusal_of_each_game_is_worded_in_every_language(game_id):
    refusal = first_refusal(game_id)
    assert isinstance(refusal.text, text.Message), "worded from the catalogs"
    worded = {lang: refusal.message(lang) for lang in text.LANGUAGES}
    for lang, words in worded.items():
        assert words and refusal.text.key not in words and "{" not in words, (lang, words)
        assert refusal.text.key in text.catalog(lang), (lang, refusal.text.key)
    assert worded["es"] != worded["en"] and worded["fr"] != worded["en"]
    assert str(refusal) == worded["en"]


def test_rulings_summaries_and_card_names_come_from_the_catalogs():
    from companion.games import rules_of
    from companion.games.aurum import deck as aurum_deck
    from companion.games.fievre import deck as fievre_deck
    from companion.games.pikoko import deck as pikoko_deck
    for game_id in ("aurum", "numereum", "pikoko", "fievre"):
        about = __import__(f"companion.games.{game_id}.about", fromlist=["SUMMARY"])
        for ruling, words in about.RULINGS:
            assert words.key == f"{game_id}.ruling.{ruling}" and words.get("es") != words.get("en")
        assert all(isinstance(paragraph, text.Message) for paragraph in about.SUMMARY)
        assert isinstance(rules_of(game_id).NAME, text.Message)
    assert aurum_deck.card_name("Cu5", "es") == "Cobre 5" and aurum_deck.card_name("Au3", "es") == "Oro 3"
    assert fievre_deck.event("holdup").name.get("es") == "Atraco"
    assert pikoko_deck.COLOURS["white"].text.get("es") == "Blanco"


# -- a fifth language is one folder --------------------------------------------------------------

def made_up_language(tmp_path: Path) -> Path:
    """Every installed catalog, plus "xx": English words marked so they can be recognised."""
    folder = tmp_path / "translations"
    for lang in text.LANGUAGES:
        (folder / lang).mkdir(parents=True)
        for path in (text.FOLDER / lang).glob("*.json"):
            (folder / lang / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "xx").mkdir()
    for name, book in files_of("en").items():
        marked = {key: ({form: f"«{words}»" for form, words in entry.items()} if isinstance(entry, dict) else f"«{entry}»")
                  for key, entry in book.items()}
        (folder / "xx" / name).write_text(json.dumps(marked, ensure_ascii=False), encoding="utf-8")
    (folder / "xx" / "language.json").write_text(json.dumps({"language.name": "Xanadu", "language.plural": "none"}),
                                                 encoding="utf-8")
    return folder


def run_with(folder: Path, code: str, tmp_path: Path) -> str:
    env = {**os.environ, "COMPANION_TRANSLATIONS": str(folder), "COMPANION_DATA_DIR": str(tmp_path / "data"),
           "COMPANION_CONFIG_DIR": str(tmp_path / "config"), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_a_dropped_in_language_appears_everywhere_with_no_code_change(tmp_path):
    folder = made_up_language(tmp_path)
    out = run_with(folder, """
from companion import text
from companion.app import testing
from companion.app.scenes.settings_screen import SettingsScreen
from companion.games.numereum import cli
print(text.LANGUAGES)
app = testing.make_app((800, 480), lang="xx")
app.push(SettingsScreen(app))
print("settings:", text.say(testing.widget(app, "lang:xx").label, "xx"))
print("fields:", "|".join(str(w.id) for w in app.leaves() if str(w.id or "").startswith("lang:")))
cli.main(["check", "17", "08", "25", "--lang", "xx"])
from companion import log_cli
from printables import cli as print_cli
log_cli.main(["examples/aurum-3p.json", "--lang", "xx"])
print("print:", print_cli.main(["pads", "--lang", "xx", "-o", str(__import__("pathlib").Path(r"%s") / "pads.pdf")]))
from companion.app.screenshots import main as shots
print("shots:", shots(["--lang", "xx", "--help"]))
""" % tmp_path, tmp_path)
    assert "'xx'" in out and "settings: Xanadu" in out
    assert "lang:es" in out and "lang:xx" in out
    assert "«17 08 25: combination (draw 1 card)»" in out
    assert "«Round 1 — Ana holds the token»" in out and "«Ana bids ««Silver» 2»»" in out  # companion log
    assert "print: 0" in out and (tmp_path / "pads.pdf").stat().st_size > 1000         # companion print
    assert "shots: 0" in out                                                             # screenshots' --lang accepts it
