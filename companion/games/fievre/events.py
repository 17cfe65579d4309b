"""The events' choices: who may be targeted, checking an `event` action, resolving it.

A mixin of `Fievre` (game.py): it reads and changes the same table state.
"""

from __future__ import annotations

from companion import fields
from companion.errors import Malformed, Refusal
from companion.games.fievre import deck, rolls, shape
from companion.games.fievre.model import CHOOSE, PLACED_LATER, Choice, SaloonCard, event_name, refuse
from companion.games.fievre.words import TOWNS, line, saloon_name
from companion.text import Message


class EventRules:
    # ------------------------------------------------------------------ placing rules
    def placeable(self, seat: int, event_id: str) -> bool:
        """Whether `seat` could place a Girls/Governor/New Vein now (ignoring the phase)."""
        if event_id == "girls":
            return any(s.owner == seat and not s.girls for s in self.saloons.values())
        if event_id == "governor":
            return self.governor is None and seat in self.mayors.values()
        if event_id == "new_vein":
            return any(c.owner == seat and not c.vein for c in self.concessions.values())
        return False

    def dynamite_targets(self, seat: int) -> list[int]:
        return sorted([c.id for c in self.concessions.values() if c.owner != seat]
                      + [s.id for s in self.saloons.values() if s.owner != seat])

    def expropriation_targets(self, seat: int) -> list[int]:
        towns = {c.town for c in self.concessions.values() if c.owner == seat}
        return sorted(c.id for c in self.concessions.values() if c.owner != seat and c.town in towns)

    def targets(self, choice: Choice) -> dict:
        """The allowed values of each field of a choice, e.g. {"town": [...]}."""
        seat, event_id = choice.seat, choice.event
        if event_id == "saloon":
            return {"town": list(deck.TOWN_IDS)}
        if event_id == "girls":
            return {"saloon": sorted(s.id for s in self.saloons.values() if s.owner == seat and not s.girls)}
        if event_id == "governor":
            return {"town": [t for t in deck.TOWN_IDS if self.mayors.get(t) == seat]}
        if event_id == "new_vein":
            return {"concession": sorted(c.id for c in self.concessions.values() if c.owner == seat and not c.vein)}
        if event_id == "dynamite":
            return {"target": self.dynamite_targets(seat)}
        if event_id == "expropriation":
            return {"concession": self.expropriation_targets(seat)}
        if event_id == "holdup":
            return {"victim": [s for s in range(self.n) if s != seat], "number": list(range(2, 13))}
        return {}

    # ------------------------------------------------------------------ events
    def _check_event(self, action):
        seat = self._seat(action)
        event_id = fields.field(action, "event", str)
        if event_id not in deck.EVENT_IDS:
            raise Malformed(f"unknown event '{event_id}'")
        choice_fields = {"saloon": ("town",), "girls": ("saloon",), "governor": ("town",), "new_vein": ("concession",),
                         "dynamite": ("target",), "expropriation": ("concession",),
                         "holdup": ("victim", "number", "dice", "by")}.get(event_id)
        if choice_fields is None:
            raise Malformed(f"'{event_id}' needs no 'event' action")
        shape.only_keys(action, ("player", "event") + choice_fields)
        values = self._choice_values(action, event_id)
        if self.phase != CHOOSE:
            if event_id in PLACED_LATER and any(e == event_id for e, _ in self.unplaced[seat]):
                raise refuse("fievre.waiting_card_placed_only_while", rule="R-7")
            raise self._not_now("event")
        if self.pending and (self.pending.seat, self.pending.event) != (seat, event_id):
            raise self._choice_first(self.pending)
        choice = next((c for c in self.required() if c.seat == seat and c.event == event_id), None)
        if choice is None:
            if event_id in PLACED_LATER and any(e == event_id for e, _ in self.unplaced[seat]):
                raise self._cannot_place_yet(seat, event_id)
            name, who = event_name(event_id), self.name(seat)
            raise Refusal(Message("fievre.has_no_play", who=who, event=name))
        allowed = self.targets(choice)
        for name, value in values.items():
            if name in allowed and value not in allowed[name]:
                raise self._bad_target(choice, name, value)
        if event_id == "holdup":
            values["roll"] = self._check_roller(action, values["dice"])
        return lambda: self._resolve(choice, values)

    def _choice_values(self, action: dict, event_id: str) -> dict:
        values = {}
        if event_id in ("saloon", "governor"):
            town = fields.field(action, "town", str)
            if town not in deck.TOWN_IDS:
                raise Malformed(f"unknown town '{town}'")
            values["town"] = town
        elif event_id == "girls":
            values["saloon"] = shape.whole(action, "saloon")
        elif event_id in ("new_vein", "expropriation"):
            values["concession"] = shape.whole(action, "concession")
        elif event_id == "dynamite":
            values["target"] = shape.whole(action, "target")
        elif event_id == "holdup":
            values["victim"] = self._seat(action, "victim")
            number = shape.whole(action, "number")
            if number not in range(2, 13):
                raise Malformed(f"a hold-up number must be from 2 to 12, not {number}")
            values["number"] = number
            values["dice"] = self._dice(action)
        return values

    def _cannot_place_yet(self, seat: int, event_id: str) -> Refusal:
        why = {
            "girls": Message("fievre.no_saloon_put_them"),
            "governor": Message("fievre.not_mayor_town_without_governor"),
            "new_vein": Message("fievre.no_concession_without_new_vein"),
        }[event_id]
        name = event_name(event_id)
        return Refusal(Message("fievre.must_wait_has", event=name, who=self.name(seat), why=why), rule="R-7")

    def _bad_target(self, choice: Choice, name: str, value) -> Refusal:
        event, who = choice.event, self.name(choice.seat)
        if event == "girls":
            return refuse("fievre.card_not_saloon_without_dancing", v=value, who=who)
        if event == "governor":
            return Refusal(Message("fievre.not_mayor_of_town", who=who, town=TOWNS[value]))
        if event == "new_vein":
            return refuse("fievre.card_not_concession_without_new", v=value, who=who)
        if event == "dynamite":
            return refuse("fievre.card_not_opponent_concession_saloon", v=value)
        if event == "expropriation":
            return refuse("fievre.card_not_opponent_concession_town", v=value, who=who)
        return refuse("fievre.hold_up_must_name_another")

    def _resolve(self, choice: Choice, values: dict) -> None:
        seat, event_id = choice.seat, choice.event
        if choice.waiting or event_id in PLACED_LATER:
            self.unplaced[seat].remove((event_id, choice.card))
        self.pending = None
        who = self.names[seat]
        if event_id == "saloon":
            self.saloons[choice.card] = SaloonCard(choice.card, values["town"], seat)
            self._note("event", line("saloon_placed", who=who, town=TOWNS[values["town"]]), (seat,))
        elif event_id == "girls":
            saloon = self.saloons[values["saloon"]]
            saloon.girls = True
            self._note("event", line("girls_placed", who=who, town=TOWNS[saloon.town]), (seat,))
        elif event_id == "governor":
            self.governor = values["town"]
            self._note("governor", line("governor_placed", who=who, town=TOWNS[values["town"]]), (seat,))
        elif event_id == "new_vein":
            self._add_vein(self.concessions[values["concession"]])
            self._note("event", line("vein_placed", who=who, mine=self.card_words[values["concession"]]), (seat,))
        elif event_id == "dynamite":
            target = values["target"]
            mine = target in self.concessions
            blown = self._remove_concession(target) if mine else self.saloons.pop(target)  # Dancing Girls go with a saloon
            name = self.card_words[target] if mine else saloon_name(blown.town)
            self._note("dynamite", line("dynamite", who=who, card=name, owner=self.names[blown.owner]), (seat, blown.owner))
            if mine:
                self._update_mayors((blown.town,))
        elif event_id == "expropriation":
            seized = self.concessions[values["concession"]]
            owner = seized.owner
            toll = self.toll(seat, seized.town)
            if toll:
                self._pay(seat, self.mayors[seized.town], toll, "toll", town=TOWNS[seized.town])
            self._transfer(seized, seat)     # a New Vein follows the concession
            self._note("expropriation", line("expropriation", who=who, mine=self.card_words[seized.id],
                                             owner=self.names[owner]), (seat, owner))
            self._update_mayors((seized.town,))
        elif event_id == "holdup":
            self.rolls += 1
            self.holdups += 1
            self._remember(values["roll"])
            victim, number, (a, b) = values["victim"], values["number"], values["dice"]
            self._note("holdup", line("holdup_roll_companion" if values["roll"].by == rolls.COMPANION else "holdup_roll",
                                      who=who, victim=self.names[victim], number=number, a=a, b=b, sum=a + b),
                       (seat, victim))
            if a + b >= number:
                self._pay(victim, seat, number, "holdup", what="holdup_paid")
            else:
                self._note("holdup", line("holdup_missed", who=who, victim=self.names[victim]), (seat, victim))
