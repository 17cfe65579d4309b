"""Aurum in our own words, for the app's rules screen: a short summary and every ruling.

R-1 to R-10 are the project's readings of the two rulebooks (`rules/aurum.md`); R-11 onward
are the referee's own choices where the rules are silent.
"""

from __future__ import annotations

from companion.text import Text

SUMMARY: list[Text] = [
    Text(
        "Aurum is a trick game in which you may never follow suit. Four players play in two teams "
        "(partners sit opposite) with all 50 metal cards; three play alone without Copper and "
        "without the 10s. Everyone is dealt 12 cards.",
        "Aurum est un jeu de plis où l'on ne suit jamais la couleur. À quatre, deux équipes "
        "(les partenaires face à face) jouent avec les 50 cartes de métal ; à trois, chacun pour soi, "
        "sans le cuivre ni les 10. Chacun reçoit 12 cartes.",
        "Aurum ist ein Stichspiel, in dem man nie Farbe bedienen darf. Zu viert spielen zwei Teams "
        "(Partner gegenüber) mit allen 50 Metallkarten; zu dritt spielt jeder für sich, ohne Kupfer "
        "und ohne die 10er. Jeder erhält 12 Karten.",
    ),
    Text(
        "Each player puts one card from hand down as a bid: its value is the number of tricks "
        "predicted (a team counts the higher of its two bids). Between tricks you may pay one gold "
        "card from your collection to exchange a hand card with your bid, or your partner's.",
        "Chacun pose une carte de sa main comme mise : sa valeur est le nombre de plis annoncés "
        "(une équipe compte la plus haute de ses deux mises). Entre les plis, on peut payer une carte "
        "d'or de sa collection pour échanger une carte de sa main avec sa mise ou celle de son partenaire.",
        "Jeder legt eine Handkarte als Gebot aus: ihr Wert ist die Zahl der angesagten Stiche "
        "(ein Team zählt das höhere seiner zwei Gebote). Zwischen den Stichen darf man eine Goldkarte "
        "aus der Sammlung zahlen, um eine Handkarte mit dem eigenen oder dem Partnergebot zu tauschen.",
    ),
    Text(
        "The leader plays any metal card. Each next player adds a card of a suit not yet in the "
        "trick, or a gold card from their collection. Whoever played the lowest metal takes the gold "
        "card of that value from the supply and leads next; the highest gold, or else the highest "
        "metal, wins the trick. Ties go to the later card.",
        "Le meneur joue une carte de métal. Chacun ajoute ensuite une carte d'une couleur absente du "
        "pli, ou une carte d'or de sa collection. Le plus petit métal prend l'or de cette valeur dans "
        "la réserve et entame le pli suivant ; l'or le plus fort, sinon le métal le plus fort, remporte "
        "le pli. En cas d'égalité, la carte jouée plus tard l'emporte.",
        "Der Ausspieler legt eine Metallkarte. Reihum folgt eine Karte einer Farbe, die noch nicht im "
        "Stich liegt, oder eine Goldkarte aus der eigenen Sammlung. Das niedrigste Metall nimmt das "
        "Gold dieses Werts aus dem Vorrat und spielt als Nächstes aus; das höchste Gold, sonst das "
        "höchste Metall, gewinnt den Stich. Bei Gleichstand gewinnt die später gespielte Karte.",
    ),
    Text(
        "The round ends when the player to act cannot add a legal metal card and plays no gold. "
        "Missing your bid scores nothing, beating it scores the bid, making it exactly scores twice "
        "the bid; gold in collections adds 0 to 3 points. The best round score takes a nugget; "
        "two nuggets win the game.",
        "La manche s'arrête quand le joueur à qui c'est le tour ne peut poser aucun métal permis et "
        "ne joue pas d'or. Mise manquée : 0 ; dépassée : la mise ; réussie exactement : le double. "
        "L'or des collections rapporte de 0 à 3 points. Le meilleur score de la manche gagne une "
        "pépite ; deux pépites gagnent la partie.",
        "Die Runde endet, wenn der Spieler am Zug kein erlaubtes Metall legen kann und kein Gold "
        "spielt. Gebot verfehlt: 0; übertroffen: das Gebot; genau erfüllt: das Doppelte. Gold in den "
        "Sammlungen bringt 0 bis 3 Punkte. Die beste Rundenwertung erhält ein Nugget; zwei Nuggets "
        "gewinnen das Spiel.",
    ),
]

RULINGS: list[tuple[str, Text]] = [
    ("R-1", Text(
        "Gold played into a trick goes back to the supply only after the lowest card has taken its "
        "gold, so it cannot be collected in that same trick.",
        "L'or joué dans un pli ne retourne à la réserve qu'après la prise d'or du plus petit métal : "
        "il ne peut donc pas être pris dans ce même pli.",
        "In einen Stich gespieltes Gold kehrt erst in den Vorrat zurück, nachdem das niedrigste Metall "
        "sein Gold genommen hat; im selben Stich kann es also nicht genommen werden.")),
    ("R-2", Text(
        "An unfinished trick counts for nobody: no one wins it, no one takes gold for it, its gold "
        "returns to the supply and its metal cards are discarded.",
        "Un pli inachevé ne compte pour personne : ni gagnant ni prise d'or ; son or retourne à la "
        "réserve et ses métaux sont défaussés.",
        "Ein unvollendeter Stich zählt für niemanden: kein Gewinner, kein Gold; sein Gold geht in den "
        "Vorrat zurück, seine Metallkarten werden abgelegt.")),
    ("R-3", Text(
        "If two sides still tie for a round after both tie-breaks, each of them takes a nugget "
        "(with four players too).",
        "Si deux camps restent à égalité après les deux départages, chacun prend une pépite "
        "(à quatre aussi).",
        "Bleiben zwei Seiten nach beiden Entscheidungen gleichauf, erhält jede ein Nugget (auch zu viert).")),
    ("R-4", Text(
        "Four players: if both teams reach two nuggets together, further rounds are played until one "
        "team has more nuggets.",
        "À quatre : si les deux équipes atteignent deux pépites ensemble, on joue d'autres manches "
        "jusqu'à ce qu'une équipe en ait plus.",
        "Zu viert: Erreichen beide Teams gleichzeitig zwei Nuggets, wird weitergespielt, bis ein Team "
        "mehr hat.")),
    ("R-5", Text(
        "Three players: a player with two nuggets and more than everyone else wins at once. Otherwise "
        "after three rounds the most nuggets win, then the highest bid of the last round; a further "
        "tie is a shared win.",
        "À trois : un joueur avec deux pépites et plus que tous les autres gagne aussitôt. Sinon, "
        "après trois manches, le plus de pépites gagne, puis la plus haute mise de la dernière manche ; "
        "une nouvelle égalité donne une victoire partagée.",
        "Zu dritt: Wer zwei Nuggets und mehr als alle anderen hat, gewinnt sofort. Sonst gewinnen "
        "nach drei Runden die meisten Nuggets, dann das höchste Gebot der letzten Runde; bei weiterem "
        "Gleichstand wird der Sieg geteilt.")),
    ("R-6", Text(
        "Each player may swap at most once before each trick. Swaps are offered in playing order from "
        "the leader, but one made out of order is accepted.",
        "Chacun peut échanger au plus une fois avant chaque pli. Les échanges sont proposés dans "
        "l'ordre de jeu depuis le meneur, mais un échange hors de cet ordre est accepté.",
        "Jeder darf vor jedem Stich höchstens einmal tauschen. Tausche werden in Spielreihenfolge ab "
        "dem Ausspieler angeboten, ein Tausch außer der Reihe wird aber angenommen.")),
    ("R-7", Text(
        "A card known to be elsewhere (played this round, set aside face up, another bid card, or "
        "back in another hand after a swap) cannot be played or bid; the referee says where it is.",
        "Une carte connue ailleurs (jouée dans la manche, posée face visible, autre carte de mise, ou "
        "revenue dans une autre main après un échange) ne peut être ni jouée ni misée ; l'arbitre dit "
        "où elle se trouve.",
        "Eine Karte, die bekanntlich woanders ist (in dieser Runde gespielt, offen beiseitegelegt, "
        "anderes Gebot oder nach einem Tausch in einer anderen Hand), kann weder gespielt noch geboten "
        "werden; der Schiedsrichter sagt, wo sie ist.")),
    ("R-8", Text(
        "A player due to lead with an empty hand ends the round. A player with an empty hand who "
        "does not lead ends it too if they hold no gold; with gold they may still play it or stop.",
        "Un meneur sans carte en main termine la manche. Un autre joueur sans carte la termine aussi "
        "s'il n'a pas d'or ; avec de l'or, il peut encore le jouer ou s'arrêter.",
        "Wer ausspielen müsste und keine Handkarten hat, beendet die Runde. Ein anderer Spieler ohne "
        "Handkarten beendet sie ebenfalls, wenn er kein Gold hat; mit Gold darf er es noch spielen "
        "oder aufhören.")),
    ("R-9", Text(
        "Only the player due to play who has no legal metal card may say \"cannot play\". A card known "
        "to be in that hand that could be played makes it refused. A revealed hand must be the whole "
        "hand, each card once, none of it playable.",
        "Seul le joueur dont c'est le tour et qui n'a aucun métal permis peut dire « je ne peux pas "
        "jouer ». Une carte connue dans sa main et jouable l'en empêche. Une main révélée doit être "
        "complète, chaque carte une fois, sans carte jouable.",
        "Nur der Spieler am Zug ohne erlaubtes Metall darf „kann nicht spielen“ sagen. Eine bekannte "
        "spielbare Karte in seiner Hand verhindert das. Eine gezeigte Hand muss vollständig sein, "
        "jede Karte einmal, keine davon spielbar.")),
    ("R-10", Text(
        "With three players the fourth gold 0 stays out of the game and can never be collected.",
        "À trois, le quatrième or 0 reste hors du jeu et ne peut jamais être pris.",
        "Zu dritt bleibt das vierte Gold 0 aus dem Spiel und kann nie genommen werden.")),
    ("R-11", Text(
        "Round tie-breaks narrow down in turn: if several tied sides made their bid exactly, only "
        "those compare their highest gold card. A gold 0 counts as gold: it beats holding no gold.",
        "Les départages s'appliquent l'un après l'autre : si plusieurs camps à égalité ont réussi "
        "leur mise exactement, seuls ceux-là comparent leur plus haute carte d'or. Un or 0 compte "
        "comme de l'or : il bat l'absence d'or.",
        "Die Entscheidungen greifen nacheinander: Haben mehrere gleichauf liegende Seiten ihr Gebot "
        "genau erfüllt, vergleichen nur diese ihr höchstes Gold. Ein Gold 0 zählt als Gold und "
        "schlägt gar kein Gold.")),
    ("R-12", Text(
        "When every card of a hand is known (all came back through swaps), the referee refuses any "
        "other card from that hand.",
        "Quand toutes les cartes d'une main sont connues (toutes revenues par des échanges), "
        "l'arbitre refuse toute autre carte de cette main.",
        "Sind alle Karten einer Hand bekannt (alle durch Tausch zurückgekommen), lehnt der "
        "Schiedsrichter jede andere Karte aus dieser Hand ab.")),
    ("R-13", Text(
        "A leader holding cards can always lead, so \"cannot play\" is refused to them; a swap needs "
        "at least one card in hand.",
        "Un meneur qui a des cartes peut toujours entamer : « je ne peux pas jouer » lui est refusé ; "
        "un échange demande au moins une carte en main.",
        "Wer ausspielt und Karten hat, kann immer ausspielen: „kann nicht spielen“ wird abgelehnt; "
        "ein Tausch braucht mindestens eine Handkarte.")),
    ("R-14", Text(
        "Cumulative scoring with four players adds team scores; equal totals after three rounds "
        "share the win between the teams.",
        "En décompte cumulé à quatre, on additionne les scores d'équipe ; des totaux égaux après "
        "trois manches partagent la victoire.",
        "Bei kumulierter Wertung zu viert werden Teamwertungen addiert; gleiche Summen nach drei "
        "Runden teilen den Sieg.")),
]
