"""Our own short summary of La Fièvre de l'Or and the rulings the referee applies."""

from __future__ import annotations

from companion.games.fievre import deck
from companion.text import Text

SUMMARY: list[Text] = [
    Text("Three to five prospectors buy mining concessions in five towns. The companion is the bank: "
         "it holds everyone's gold (10 each at the start), runs the auctions, collects tolls and pays out production.",
         "De trois à cinq prospecteurs achètent des concessions minières dans cinq villes. Le compagnon est la banque : "
         "il tient l'or de chacun (10 au départ), mène les enchères, perçoit les péages et paie la production.",
         "Drei bis fünf Goldsucher kaufen Minen in fünf Städten. Der Begleiter ist die Bank: "
         "er verwahrt das Gold aller (je 10 zu Beginn), leitet die Versteigerungen, kassiert Wegzoll und zahlt den Ertrag aus."),
    Text("Each turn, one card per player is turned up and auctioned. Bids go round from the first player; a pass is final. "
         "The winner's price flows to the right: each player keeps half, rounded up, and passes the rest on "
         "(with three players the bank gets the last remainder). If everyone passes, the first player wins for nothing.",
         "À chaque tour, on retourne une carte par joueur, mises aux enchères. On enchérit à tour de rôle depuis le premier joueur ; qui passe ne revient pas. "
         "Le prix du vainqueur part vers la droite : chacun en garde la moitié arrondie au-dessus et passe le reste "
         "(à trois, la banque reçoit le dernier reste). Si tout le monde passe, le premier joueur l'emporte pour rien.",
         "In jeder Runde wird je Spieler eine Karte aufgedeckt und versteigert. Geboten wird reihum ab dem Startspieler; wer passt, ist draußen. "
         "Der Preis des Siegers wandert nach rechts: jeder behält die aufgerundete Hälfte und gibt den Rest weiter "
         "(zu dritt bekommt die Bank den letzten Rest). Passen alle, gewinnt der Startspieler umsonst."),
    Text("The winner picks a card first, then the others clockwise. A concession in a town with another player's mayor costs a toll: "
         "one gold per concession the mayor has there, two with the Governor. Owning more concessions in a town than anyone else, "
         "and at least two, makes you its mayor, worth 5 points at the end. Events act at once or are kept for later.",
         "Le vainqueur choisit une carte en premier, puis les autres dans le sens horaire. Une concession dans une ville dont un autre joueur est maire coûte un péage : "
         "une pièce par concession du maire dans cette ville, deux avec le Gouverneur. Posséder plus de concessions que tout autre dans une ville, "
         "et au moins deux, en fait de vous le maire, qui vaut 5 points à la fin. Les événements agissent aussitôt ou se gardent.",
         "Der Sieger wählt zuerst eine Karte, dann die anderen im Uhrzeigersinn. Eine Mine in einer Stadt mit fremdem Bürgermeister kostet Wegzoll: "
         "ein Gold je Mine des Bürgermeisters dort, zwei mit dem Gouverneur. Wer in einer Stadt mehr Minen hat als alle anderen, mindestens zwei, "
         "wird Bürgermeister – am Ende 5 Punkte wert. Ereignisse wirken sofort oder werden aufgehoben."),
    Text("Then the dice are rolled: every concession showing the sum pays its owner, and saloons in its town take their fee. "
         "On 2 or 12 the dangerous mines collapse. The game ends after the turn that empties the pile: "
         "gold plus the value of your concessions plus 5 per mayor. The best score wins; ties share the win.",
         "Puis on lance les dés : chaque concession portant la somme rapporte à son propriétaire, et les saloons de sa ville prélèvent leur part. "
         "Sur 2 ou 12, les mines dangereuses s'effondrent. La partie s'arrête après le tour qui vide la pioche : "
         "or, plus la valeur de vos concessions, plus 5 par mairie. Le meilleur score gagne ; les ex aequo partagent la victoire.",
         "Dann wird gewürfelt: jede Mine mit der gewürfelten Summe zahlt ihrem Besitzer, und die Saloons ihrer Stadt kassieren ihren Anteil. "
         "Bei 2 oder 12 stürzen die gefährlichen Minen ein. Das Spiel endet nach der Runde, die den Stapel leert: "
         "Gold plus Wert der Minen plus 5 je Bürgermeisteramt. Die höchste Wertung gewinnt; Gleichstand teilt den Sieg."),
]

# Then each event card in a few words (the same text as on our printed cards).
SUMMARY += [Text(f"{e.name.en} — {e.effect.en}", f"{e.name.fr} — {e.effect.fr}", f"{e.name.de} — {e.effect.de}")
            for e in deck.EVENTS]

RULINGS: list[tuple[str, Text]] = [
    ("R-1", Text("A tie for the best final score is a shared win.",
                 "Une égalité au meilleur score final est une victoire partagée.",
                 "Gleichstand bei der besten Endwertung ist ein geteilter Sieg.")),
    ("R-2", Text("Any number of each event is accepted; only our printed deck fixes 15 (with two Hold-ups).",
                 "Tout nombre de chaque événement est accepté ; seul notre paquet imprimé en fixe 15 (dont deux Hold-up).",
                 "Jede Anzahl jedes Ereignisses ist erlaubt; nur unser gedrucktes Deck legt 15 fest (mit zwei Überfällen).")),
    ("R-3", Text("Whoever owes more than they have pays all they have and no more is due. With no gold you can only pass.",
                 "Qui doit plus qu'il n'a paie tout ce qu'il a, sans autre dette. Sans or, on ne peut que passer.",
                 "Wer mehr schuldet als er hat, zahlt alles, was er hat, mehr nicht. Ohne Gold kann man nur passen.")),
    ("R-4", Text("A mayor who loses concessions stays mayor unless someone now owns strictly more there; when nobody owns any, the Mayor card goes back to the box.",
                 "Un maire qui perd des concessions le reste, sauf si quelqu'un en possède désormais strictement plus ; si plus personne n'en a, la carte Maire retourne à la boîte.",
                 "Ein Bürgermeister, der Minen verliert, bleibt es, außer jemand besitzt dort nun echt mehr; hat niemand mehr eine, geht die Karte zurück in die Schachtel.")),
    ("R-5", Text("Dice rolled by the companion are stored and remembered across undo and restart: rolling again gives the same dice, "
                 "a turn it rolled for cannot take dice from the table instead (nor the reverse), and undoing past a roll asks the whole table first.",
                 "Les dés lancés par le compagnon sont enregistrés et mémorisés malgré l'annulation et le redémarrage : relancer donne les mêmes dés, "
                 "un tour qu'il a lancé n'accepte pas de dés lancés à la table (ni l'inverse), et annuler au-delà d'un lancer demande d'abord l'accord de toute la table.",
                 "Vom Begleiter geworfene Würfel werden gespeichert und über Rückgängig und Neustart hinweg gemerkt: neu würfeln ergibt dieselben Würfel, "
                 "eine von ihm gewürfelte Runde nimmt keine Würfel vom Tisch an (und umgekehrt), und wer hinter einen Wurf zurückgeht, fragt erst den ganzen Tisch.")),
    ("R-6", Text("On the first turn only concessions are turned up; an event drawn goes back into the pile.",
                 "Au premier tour, on ne retourne que des concessions ; un événement tiré retourne dans la pioche.",
                 "In der ersten Runde werden nur Minen aufgedeckt; ein gezogenes Ereignis kommt zurück in den Stapel.")),
    ("R-7", Text("Dynamite or Expropriation with nothing to hit is discarded. Dancing Girls, Governor and New Vein wait until they can be placed (one Governor at a time); then placing them comes before anything else.",
                 "Dynamite ou Expropriation sans cible est défaussée. Danseuses, Gouverneur et Nouveau filon attendent de pouvoir être placés (un seul Gouverneur à la fois) ; les placer passe alors avant tout.",
                 "Dynamit oder Enteignung ohne Ziel wird abgelegt. Tänzerinnen, Gouverneur und Neue Ader warten, bis sie eingesetzt werden können (nur ein Gouverneur zugleich); dann geht das Einsetzen vor.")),
    ("R-8", Text("Whoever takes an event that needs a choice makes it before the next card is taken.",
                 "Qui prend un événement demandant un choix le fait avant que la carte suivante soit prise.",
                 "Wer ein Ereignis mit Wahl nimmt, entscheidet, bevor die nächste Karte genommen wird.")),
    ("R-9", Text("The office of mayor moves only to a player who then owns strictly more there than the mayor and everyone else.",
                 "La mairie ne change de mains qu'au profit d'un joueur qui possède alors strictement plus que le maire et que tous les autres.",
                 "Das Amt wechselt nur zu einem Spieler, der dann dort echt mehr besitzt als der Bürgermeister und alle anderen.")),
    ("R-10", Text("Production: dangerous mines collapse first, then mines pay, then saloon fees are paid in card order.",
                  "Production : les mines dangereuses s'effondrent d'abord, puis les mines rapportent, puis les saloons sont payés dans l'ordre des cartes.",
                  "Ertrag: erst stürzen gefährliche Minen ein, dann zahlen die Minen, dann die Saloon-Gebühren in Kartenreihenfolge.")),
    ("R-11", Text("One Telegraph per roll: the first holder to use it changes a die, and production follows at once.",
                  "Un seul Télégraphe par lancer : le premier qui s'en sert change un dé, et la production suit aussitôt.",
                  "Ein Telegraf je Wurf: wer ihn zuerst einsetzt, ändert einen Würfel, und der Ertrag folgt sofort.")),
    ("R-12", Text("The Mustang is used only to jump ahead: right after the winner's card, by a player who would not choose next anyway.",
                  "Le Mustang ne sert qu'à passer devant : juste après la carte du vainqueur, par un joueur qui ne choisirait pas juste après de toute façon.",
                  "Der Mustang dient nur zum Vordrängeln: direkt nach der Karte des Siegers, von jemandem, der nicht ohnehin als Nächstes wählt.")),
    ("R-13", Text("Several choices due at once: the taker of the card just taken first, then waiting cards clockwise from the auction winner. A waiting card that becomes placeable after production is placed when cards are next chosen, before the winner takes.",
                  "Plusieurs choix dus en même temps : d'abord celui qui vient de prendre sa carte, puis les cartes en attente dans le sens horaire depuis le vainqueur. Une carte en attente devenue plaçable après la production se place au prochain choix des cartes, avant le vainqueur.",
                  "Mehrere fällige Entscheidungen: zuerst wer gerade genommen hat, dann wartende Karten im Uhrzeigersinn ab dem Sieger. Eine nach dem Ertrag einsetzbare Karte wird bei der nächsten Kartenwahl eingesetzt, bevor der Sieger nimmt.")),
    ("R-14", Text("A toll counts the mayor's concessions in that town before the card changes hands, so a mayor robbed by Expropriation is paid for the seized mine too. Your own saloon takes no fee from your own mine.",
                  "Un péage compte les concessions du maire dans la ville avant que la carte change de mains : un maire exproprié est donc payé aussi pour la mine saisie. Votre propre saloon ne prélève rien sur votre propre mine.",
                  "Der Wegzoll zählt die Minen des Bürgermeisters, bevor die Karte den Besitzer wechselt: ein enteigneter Bürgermeister wird auch für die genommene Mine bezahlt. Der eigene Saloon kassiert nichts von der eigenen Mine.")),
    ("R-15", Text("A Telegraph taken this turn may already change this turn's roll. Dancing Girls go on a saloon without Girls; a Hold-up names another player.",
                  "Un Télégraphe pris ce tour peut déjà changer le lancer de ce tour. Les Danseuses vont dans un saloon qui n'en a pas ; un Hold-up vise un autre joueur.",
                  "Ein in dieser Runde genommener Telegraf darf schon diesen Wurf ändern. Tänzerinnen kommen in einen Saloon ohne Tänzerinnen; ein Überfall trifft einen anderen Spieler.")),
]
