"""The Aurum table's own words, in English, French and German (`Text`, built where the
facts are known: names and card faces are filled in by these small functions)."""

from __future__ import annotations

from companion.text import Text

BID = Text("Bid", "Mise", "Gebot")
GOLD = Text("Gold", "Or", "Gold")
CANNOT_PLAY = Text("⊘ Cannot play", "⊘ Je ne peux pas", "⊘ Kann nicht")
SWAP = Text("⇄ Swap bid", "⇄ Échanger", "⇄ Gebot tauschen")
LEFTOVERS = Text("Leftovers", "Cartes restantes", "Übrige Karten")
SCORES = Text("Scores", "Scores", "Wertung")
CHOOSE_SUIT = Text("Choose a suit first", "Choisissez d'abord une couleur", "Wähle zuerst eine Farbe")
NO_GOLD = Text("No gold in the collection", "Pas d'or dans la collection", "Kein Gold in der Sammlung")
OPEN_PICKER = Text("▶ Enter the card", "▶ Saisir la carte", "▶ Karte eingeben")
CONFIRM = Text("✓ Confirm", "✓ Valider", "✓ Bestätigen")
CANCEL = Text("Cancel", "Annuler", "Abbrechen")
CLOSE = Text("Continue ▶", "Continuer ▶", "Weiter ▶")
PAY_WITH = Text("Pay with", "Payer avec", "Bezahlen mit")
BID_OF = Text("Bid to change", "Mise à changer", "Gebot ändern")
FROM_HAND = Text("From the hand", "De la main", "Aus der Hand")
STOP_HIDDEN = Text("Stop, hand not shown", "Arrêter sans montrer", "Aufhören ohne Zeigen")
STOP_SHOWN = Text("✓ Show and stop", "✓ Montrer et arrêter", "✓ Zeigen und aufhören")
NOT_A_TEAM = Text("Only with four players", "Seulement à quatre", "Nur zu viert")
LEFTOVERS_DONE = Text("The leftovers are entered once per round, before the bids",
                      "Les cartes restantes se saisissent une fois par manche, avant les mises",
                      "Die übrigen Karten werden einmal pro Runde vor den Geboten eingegeben")
PICK_GOLD = Text("Choose the gold to pay with", "Choisissez l'or à payer", "Wähle das Gold zum Bezahlen")
PICK_CARD = Text("Choose the card from the hand", "Choisissez la carte de la main", "Wähle die Karte aus der Hand")
CARDS_NEEDED = Text("Choose exactly the cards asked for", "Choisissez exactement le nombre de cartes demandé",
                    "Wähle genau die verlangte Zahl Karten")
ROUND_TABLE = Text("Round table", "Tableau des manches", "Rundentabelle")
NUGGET = Text("Nugget", "Pépite", "Nugget")
WAITING_BIDS = Text("Bids: each player lays one card from hand", "Mises : chacun pose une carte de sa main",
                    "Gebote: jeder legt eine Handkarte aus")
SUPPLY = Text("Supply", "Réserve", "Vorrat")
REMOVE_HINT = Text("Tap a chosen card to take it back", "Touchez une carte choisie pour la retirer",
                   "Tippe eine gewählte Karte an, um sie zurückzunehmen")
COLUMNS = [Text("Round", "Manche", "Runde"), Text("Side", "Camp", "Seite"), Text("Bid", "Mise", "Gebot"),
           Text("Tricks", "Plis", "Stiche"), Text("Bid pts", "Pts mise", "Gebotspkt."),
           Text("Gold pts", "Pts or", "Goldpkt."), Text("Total", "Total", "Summe"), Text("Nugget", "Pépite", "Nugget")]


def fmt(en: str, fr: str, de: str, **values) -> Text:
    return Text(en.format(**values), fr.format(**values), de.format(**values))


def joined(*parts, sep: str = " · ") -> Text:
    """Several `Text`s (or plain strings: names, card faces) as one line in each language."""
    pick = lambda part, lang: part.get(lang) if hasattr(part, "get") else str(part)  # noqa: E731  (Text or L)
    return Text(*(sep.join(pick(part, lang) for part in parts) for lang in ("en", "fr", "de")))


def to_play(name: str) -> Text:
    return fmt("{name} plays", "{name} joue", "{name} spielt", name=name)


def to_lead(name: str) -> Text:
    return fmt("{name} leads", "{name} entame", "{name} spielt aus", name=name)


def to_bid(name: str) -> Text:
    return fmt("{name} bids", "{name} mise", "{name} bietet", name=name)


def bid_line(card_face: str | None, team: int | None) -> Text:
    if card_face is None:
        return Text("Bid: —", "Mise : —", "Gebot: —")
    if team is None:
        return fmt("Bid {c}", "Mise {c}", "Gebot {c}", c=card_face)
    return fmt("Bid {c} · team {t}", "Mise {c} · équipe {t}", "Gebot {c} · Team {t}", c=card_face, t=team)


def tricks_line(count: int) -> Text:
    return fmt("Tricks {n}", "Plis {n}", "Stiche {n}", n=count)


def hand_line(count: int) -> Text:
    return fmt("{n} in hand", "{n} en main", "{n} auf der Hand", n=count)


def status(round_no: int, trick_no: int) -> Text:
    return fmt("Round {r} · trick {t}", "Manche {r} · pli {t}", "Runde {r} · Stich {t}", r=round_no, t=trick_no)


def round_bidding(round_no: int, leftovers: bool = False) -> Text:
    if leftovers:
        return fmt("Round {r} · bids · leftovers face up:", "Manche {r} · mises · cartes restantes :",
                   "Runde {r} · Gebote · übrige Karten:", r=round_no)
    return fmt("Round {r} · bids", "Manche {r} · mises", "Runde {r} · Gebote", r=round_no)


def trick_result(winner: str, gold: str | None, leader: str) -> Text:
    """After a trick: who won it, and who took which gold (that player leads next)."""
    if gold:
        return fmt("★ {w} wins · {l} takes {g}, leads", "★ {w} gagne · {l} prend {g}, entame",
                   "★ {w} gewinnt · {l} nimmt {g}, spielt aus", w=winner, g=gold, l=leader)
    return fmt("★ {w} wins · no gold · {l} leads", "★ {w} gagne · pas d'or · {l} entame",
               "★ {w} gewinnt · kein Gold · {l} spielt aus", w=winner, l=leader)


def last_trick(winner: str, gold: str | None) -> Text:
    if gold:
        return fmt("Last trick: ★ {w}, {g} taken", "Dernier pli : ★ {w}, {g} pris", "Letzter Stich: ★ {w}, {g} genommen",
                   w=winner, g=gold)
    return fmt("Last trick: ★ {w}", "Dernier pli : ★ {w}", "Letzter Stich: ★ {w}", w=winner)


def swap_title(name: str) -> Text:
    return fmt("{name} swaps a bid", "{name} échange une mise", "{name} tauscht ein Gebot", name=name)


def swap_summary(name: str, gold: str, new: str, whose: str, old: str) -> Text:
    return fmt("{n} pays {g}: {c} becomes {w}'s bid, {o} goes to {n}'s hand",
               "{n} paie {g} : {c} devient la mise de {w}, {o} va dans la main de {n}",
               "{n} zahlt {g}: {c} wird Gebot von {w}, {o} geht auf die Hand von {n}",
               n=name, g=gold, c=new, w=whose, o=old)


def reveal_title(name: str, count: int) -> Text:
    return fmt("{n} cannot play · show the hand ({k} in hand), if you like",
               "{n} ne peut pas jouer · montrer la main ({k} en main), au choix",
               "{n} kann nicht spielen · Hand zeigen ({k} auf der Hand), freiwillig", n=name, k=count)


def leftovers_title() -> Text:
    return Text("The two leftover cards, face up", "Les deux cartes restantes, face visible",
                "Die zwei übrigen Karten, offen")


def chosen_count(have: int, need: int) -> Text:
    return fmt("{h} of {n} chosen", "{h} sur {n} choisies", "{h} von {n} gewählt", h=have, n=need)


def round_over(round_no: int, takers: list[str]) -> Text:
    if not takers:
        return fmt("Round {r} is over", "La manche {r} est terminée", "Runde {r} ist vorbei", r=round_no)
    joined = " & ".join(takers)
    if len(takers) == 1 and "+" not in joined:
        return fmt("Round {r}: {w} takes a nugget", "Manche {r} : {w} prend une pépite", "Runde {r}: {w} erhält ein Nugget",
                   r=round_no, w=joined)
    return fmt("Round {r}: {w} take a nugget", "Manche {r} : {w} prennent une pépite", "Runde {r}: {w} erhalten ein Nugget",
               r=round_no, w=joined)


def winners_line(names: list[str]) -> Text:
    joined = " & ".join(names)
    if len(names) == 1:
        return fmt("★ {w} wins the game!", "★ {w} gagne la partie !", "★ {w} gewinnt das Spiel!", w=joined)
    return fmt("★ {w} win the game!", "★ {w} gagnent la partie !", "★ {w} gewinnen das Spiel!", w=joined)


def nuggets_line(count: int, cumulative: bool) -> Text:
    if cumulative:
        return fmt("Total {n}", "Total {n}", "Summe {n}", n=count)
    return fmt("Nuggets {n}", "Pépites {n}", "Nuggets {n}", n=count)


def match_line(parts: str, cumulative: bool) -> Text:
    if cumulative:
        return fmt("Totals: {p}", "Totaux : {p}", "Summen: {p}", p=parts)
    return fmt("Nuggets: {p}", "Pépites : {p}", "Nuggets: {p}", p=parts)


def log_line(action: dict, names: list[str], face) -> Text:
    """One recorded action in words, for the game's log (`face` draws a card code)."""
    verb = action.get("do")
    who = names[action["player"]] if isinstance(action.get("player"), int) and 0 <= action["player"] < len(names) else "?"
    if verb == "aside":
        cards = " ".join(face(c) for c in action.get("cards", []))
        return fmt("Leftovers face up: {c}", "Cartes restantes visibles : {c}", "Übrige Karten offen: {c}", c=cards)
    if verb == "bid":
        return fmt("{n} bids {c}", "{n} mise {c}", "{n} bietet {c}", n=who, c=face(action["card"]))
    if verb == "play":
        return fmt("{n} plays {c}", "{n} joue {c}", "{n} spielt {c}", n=who, c=face(action["card"]))
    if verb == "swap":
        whose = names[action["bid_of"]]
        return fmt("{n} pays {g}: {c} becomes {w}'s bid", "{n} paie {g} : {c} devient la mise de {w}",
                   "{n} zahlt {g}: {c} wird Gebot von {w}", n=who, g=face(action["gold"]), c=face(action["card"]), w=whose)
    if verb == "stop":
        shown = " ".join(face(c) for c in action.get("hand") or [])
        if shown:
            return fmt("{n} cannot play and shows {h}", "{n} ne peut pas jouer et montre {h}",
                       "{n} kann nicht spielen und zeigt {h}", n=who, h=shown)
        return fmt("{n} cannot play", "{n} ne peut pas jouer", "{n} kann nicht spielen", n=who)
    return Text(str(verb))
