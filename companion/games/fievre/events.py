"""The events' choices: who may be targeted, checking an `event` action, resolving it.

A mixin of `Fievre` (game.py): it reads and changes the same table state.
"""

from __future__ import annotations

from companion import fields
from companion.errors import Malformed, Refusal
from companion.games.fievre import deck, rolls, shape
from companion.games.fievre.model import CHOOSE, PLACED_LATER, Choice, SaloonCard, event_name, refuse
from companion.games.fievre.words import TOWNS, line, saloon_name
from companion.text import Text


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
                raise refuse("A waiting card is placed only while cards are being chosen",
                              "Une carte en attente ne se place que pendant le choix des cartes",
                              "Eine wartende Karte wird nur während der Kartenwahl eingesetzt", "R-7")
            raise self._not_now("event")
        if self.pending and (self.pending.seat, self.pending.event) != (seat, event_id):
            raise self._choice_first(self.pending)
        choice = next((c for c in self.required() if c.seat == seat and c.event == event_id), None)
        if choice is None:
            if event_id in PLACED_LATER and any(e == event_id for e, _ in self.unplaced[seat]):
                raise self._cannot_place_yet(seat, event_id)
            name, who = event_name(event_id), self.name(seat)
            raise Refusal(Text(f"{who} has no {name.en} to play", f"{who} n'a pas de carte {name.fr} à jouer",
                               f"{who} hat keine Karte {name.de} zu spielen"))
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
            "girls": Text("no saloon to put them in", "aucun saloon où les placer", "kein Saloon für sie"),
            "governor": Text("not mayor of a town without a Governor", "n'est maire d'aucune ville libre pour un Gouverneur", "nirgends Bürgermeister ohne Gouverneur"),
            "new_vein": Text("no concession without a New Vein", "aucune concession sans Nouveau filon", "keine Mine ohne Neue Ader"),
        }[event_id]
        name = event_name(event_id)
        return Refusal(Text(f"{name.en} must wait: {self.name(seat)} has {why.en}",
                            f"{name.fr} doit attendre : {self.name(seat)} — {why.fr}",
                            f"{name.de} muss warten: {self.name(seat)} — {why.de}"), rule="R-7")

    def _bad_target(self, choice: Choice, name: str, value) -> Refusal:
        event, who = choice.event, self.name(choice.seat)
        if event == "girls":
            return refuse("Card {v} is not a saloon of {who} without Dancing Girls", "La carte {v} n'est pas un saloon de {who} sans Danseuses",
                           "Karte {v} ist kein Saloon von {who} ohne Tänzerinnen", v=value, who=who)
        if event == "governor":
            town = deck.town(value).name
            return Refusal(Text(f"{who} is not mayor of the {town.en.lower()} town", f"{who} n'est pas maire de la ville {town.fr.lower()}",
                                f"{who} ist nicht Bürgermeister der Stadt {town.de}"))
        if event == "new_vein":
            return refuse("Card {v} is not a concession of {who} without a New Vein", "La carte {v} n'est pas une concession de {who} sans Nouveau filon",
                           "Karte {v} ist keine Mine von {who} ohne Neue Ader", v=value, who=who)
        if event == "dynamite":
            return refuse("Card {v} is not an opponent's concession or saloon", "La carte {v} n'est pas une concession ou un saloon adverse",
                           "Karte {v} ist keine gegnerische Mine und kein gegnerischer Saloon", v=value)
        if event == "expropriation":
            return refuse("Card {v} is not an opponent's concession in a town where {who} owns one",
                           "La carte {v} n'est pas une concession adverse dans une ville où {who} en possède une",
                           "Karte {v} ist keine gegnerische Mine in einer Stadt, in der {who} eine besitzt", v=value, who=who)
        return refuse("The hold-up must name another player", "Le hold-up doit viser un autre joueur",
                       "Der Überfall muss einen anderen Spieler treffen")

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
