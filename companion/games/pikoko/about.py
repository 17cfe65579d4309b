"""Pikoko in our own words, and the rulings the referee applies (shown on the rules screen)."""

from __future__ import annotations

from companion.text import Text

SUMMARY: list[Text] = [
    Text("Nobody sees their own cards. Each player's eight feathers stand in a peacock turned "
         "towards the others, and you always play from the peacock of the player on your left: "
         "your target.",
         "Personne ne voit ses propres cartes. Les huit plumes de chacun se dressent dans un paon "
         "tourné vers les autres, et l'on joue toujours depuis le paon du joueur à sa gauche : sa cible.",
         "Niemand sieht die eigenen Karten. Die acht Federn jeder Person stecken in einem Pfau, der "
         "zu den anderen zeigt, und man spielt immer aus dem Pfau der Person zur Linken: dem Ziel."),
    Text("A card turned up from the rest of the deck sets trump for the round; a multicoloured "
         "card means no trump. Then everyone bets tokens on how many tricks every player, "
         "themselves included, will take: nine tokens per player per round, each bet 0 or more.",
         "Une carte retournée du reste du paquet fixe l'atout de la manche ; une carte multicolore "
         "signifie sans atout. Puis chacun mise des jetons sur le nombre de plis que fera chaque "
         "joueur, lui compris : neuf jetons par joueur et par manche, chaque pari de 0 ou plus.",
         "Eine vom Rest des Stapels aufgedeckte Karte bestimmt Trumpf für die Runde; eine bunte "
         "Karte heißt: kein Trumpf. Dann wetten alle mit Chips, wie viele Stiche jede Person, "
         "sich selbst eingeschlossen, macht: neun Chips pro Person und Runde, jede Wette 0 oder mehr."),
    Text("Eight tricks follow. The led colour must be followed when the target's peacock can; "
         "otherwise any card goes. A multicoloured feather showing the led colour is that colour; "
         "otherwise, or when it leads, its player names one of its three colours. The highest "
         "trump wins, else the highest card of the led colour, and the trick goes to the player "
         "whose peacock the winning card came from. The next trick is led from that peacock.",
         "Huit plis suivent. Il faut fournir la couleur demandée quand le paon ciblé le peut ; "
         "sinon toute carte convient. Une plume multicolore qui montre la couleur demandée est de "
         "cette couleur ; sinon, ou si elle ouvre, son joueur annonce une de ses trois couleurs. "
         "Le plus haut atout gagne, sinon la plus haute carte de la couleur demandée, et le pli va "
         "au joueur dont le paon a fourni la carte gagnante. Le pli suivant part de ce paon.",
         "Es folgen acht Stiche. Die ausgespielte Farbe muss bedient werden, wenn der Ziel-Pfau es "
         "kann; sonst geht jede Karte. Eine bunte Feder, die die ausgespielte Farbe zeigt, ist diese "
         "Farbe; sonst, oder wenn sie ausspielt, nennt ihr Spieler eine ihrer drei Farben. Der höchste "
         "Trumpf gewinnt, sonst die höchste Karte der ausgespielten Farbe, und der Stich geht an die "
         "Person, aus deren Pfau die Siegkarte kam. Der nächste Stich beginnt aus diesem Pfau."),
    Text("Each bet scores 2 when exactly right, 1 when off by one. A confidence card laid on a "
         "player scores 3 if your bet on them was exact and costs 1 otherwise; \"no confidence\" "
         "scores 1. The fewest points take the first-player token. After three rounds the highest "
         "total wins; a tie goes to the best single round, and after that the win is shared.",
         "Chaque pari rapporte 2 s'il est exact, 1 s'il est à un près. Une carte confiance posée "
         "sur un joueur rapporte 3 si votre pari sur lui est exact et coûte 1 sinon ; « pas de "
         "confiance » rapporte 1. Le moins de points prend le jeton premier joueur. Après trois "
         "manches, le plus haut total gagne ; en cas d'égalité, la meilleure manche, puis victoire partagée.",
         "Jede Wette bringt 2, wenn sie genau stimmt, 1 bei einem daneben. Eine Vertrauenskarte auf "
         "eine Person bringt 3, wenn die Wette auf sie genau stimmt, sonst kostet sie 1; „kein "
         "Vertrauen“ bringt 1. Die wenigsten Punkte bekommen den Startspieler-Marker. Nach drei "
         "Runden gewinnt die höchste Summe; bei Gleichstand die beste Einzelrunde, danach ein geteilter Sieg."),
]

RULINGS: list[tuple[str, Text]] = [
    ("R-1", Text("Token tie: among the players tied on fewest points, the token goes to the one "
                 "nearest clockwise from the previous round's first player, who counts as nearest.",
                 "Égalité pour le jeton : parmi les ex æquo au plus petit score, le jeton va au plus "
                 "proche dans le sens horaire du premier joueur de la manche précédente, lui compris.",
                 "Gleichstand beim Marker: unter den Gleichen mit den wenigsten Punkten bekommt ihn, "
                 "wer im Uhrzeigersinn dem bisherigen Startspieler am nächsten sitzt, dieser selbst zuerst.")),
    ("R-2", Text("Revokes: without the peacocks' contents a revoke cannot be seen at once. When a "
                 "card showing a colour comes out of a peacock that earlier did not follow that "
                 "colour, the play is refused and the trick of the revoke is named, so the table can "
                 "undo back to it. When a peacock's cards are entered, following is checked exactly.",
                 "Renonces : sans le contenu des paons, une renonce ne se voit pas sur le moment. Quand "
                 "une carte d'une couleur sort d'un paon qui n'avait pas fourni cette couleur, le coup "
                 "est refusé et le pli de la renonce est indiqué, pour revenir jusqu'à lui. Quand les "
                 "cartes d'un paon sont saisies, l'obligation de fournir est vérifiée exactement.",
                 "Farbfehler: ohne den Inhalt der Pfauen sieht man ihn nicht sofort. Kommt aus einem Pfau, "
                 "der eine Farbe vorher nicht bedient hat, eine Karte dieser Farbe, wird der Zug abgelehnt "
                 "und der Stich des Fehlers genannt, damit der Tisch dorthin zurückgehen kann. Sind die "
                 "Karten eines Pfaus eingegeben, wird das Bedienen genau geprüft.")),
    ("R-3", Text("The turned-up trump card is in no peacock and can never be played. A multicoloured "
                 "trump card means no trump for the round.",
                 "La carte d'atout retournée n'est dans aucun paon et ne se joue jamais. Une carte "
                 "d'atout multicolore signifie une manche sans atout.",
                 "Die aufgedeckte Trumpfkarte steckt in keinem Pfau und wird nie gespielt. Eine bunte "
                 "Trumpfkarte heißt: kein Trumpf in dieser Runde.")),
    ("R-4", Text("A multicoloured feather can only take one of its own three colours, and it is the "
                 "led colour whenever it shows it. A single-colour card is always its own colour.",
                 "Une plume multicolore ne peut prendre qu'une de ses trois couleurs, et elle est la "
                 "couleur demandée dès qu'elle la montre. Une carte unicolore a toujours sa couleur.",
                 "Eine bunte Feder kann nur eine ihrer drei Farben annehmen, und sie ist die ausgespielte "
                 "Farbe, sobald sie diese zeigt. Eine einfarbige Karte ist immer ihre eigene Farbe.")),
    ("R-5", Text("Bets may be entered in any order (the table still reveals them player by player); "
                 "each player bets once on each player, and every bet must be in before the first card.",
                 "Les paris se saisissent dans n'importe quel ordre (la table les révèle toujours joueur "
                 "par joueur) ; chacun parie une fois sur chacun, et tous avant la première carte.",
                 "Wetten können in beliebiger Reihenfolge eingegeben werden (der Tisch deckt sie weiter "
                 "Person für Person auf); jede Person wettet einmal auf jede, alle vor der ersten Karte.")),
    ("R-6", Text("Bets that cannot all be right (their total is not 8, the number of tricks) bring a "
                 "warning, never a refusal: the choice stays the player's.",
                 "Des paris qui ne peuvent pas tous être justes (leur total n'est pas 8, le nombre de "
                 "plis) donnent un avertissement, jamais un refus : le choix reste au joueur.",
                 "Wetten, die nicht alle stimmen können (ihre Summe ist nicht 8, die Zahl der Stiche), "
                 "ergeben eine Warnung, nie eine Ablehnung: die Wahl bleibt bei der Person.")),
    ("R-7", Text("Confidence cards can be entered any time after the trump is turned up; once laid "
                 "they stay (undo to change one). The round is scored when the eighth trick is "
                 "done and every confidence card is in.",
                 "Les cartes confiance se saisissent à tout moment après le retournement de l'atout ; "
                 "une fois posées, elles restent (annuler pour en changer). La manche est comptée quand "
                 "le huitième pli est fait et que toutes les cartes confiance sont là.",
                 "Vertrauenskarten können jederzeit nach dem Aufdecken des Trumpfs eingegeben werden; "
                 "gelegt bleiben sie (zum Ändern zurücknehmen). Gewertet wird, wenn der achte Stich "
                 "fertig ist und alle Vertrauenskarten da sind.")),
    ("R-8", Text("Cards removed for fewer players (10 and 11 at four, 8 to 11 at three) are refused "
                 "as trump, in a peacock and in play.",
                 "Les cartes retirées à moins de joueurs (10 et 11 à quatre, 8 à 11 à trois) sont "
                 "refusées comme atout, dans un paon et en jeu.",
                 "Karten, die bei weniger Personen wegfallen (10 und 11 zu viert, 8 bis 11 zu dritt), "
                 "werden als Trumpf, im Pfau und im Spiel abgelehnt.")),
]
