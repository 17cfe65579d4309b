"""Numereum in our own words, for the app's rules screen: a short summary and every ruling.

R-1 to R-6 are the project's readings of the rulebook (`rules/numereum.md`); R-7 onward are
the referee's own choices where the rules are silent.
"""

from __future__ import annotations

from companion.text import Text

SUMMARY: list[Text] = [
    Text(
        "Two players each start with the same 12 basic cards in hand (0 twice, then 10 to 100) and "
        "two numbered cards from the pile face up in front of them: their reserve. Keep cards in "
        "hand and turn reserve cards into combinations: five combinations win.",
        "Deux joueurs commencent avec les mêmes 12 cartes de base en main (deux 0, puis 10 à 100) et "
        "deux cartes numérotées de la pioche posées face visible devant eux : leur réserve. Gardez des "
        "cartes en main et transformez votre réserve en combinaisons : cinq combinaisons gagnent.",
        "Beide beginnen mit denselben 12 Grundkarten auf der Hand (zweimal 0, dann 10 bis 100) und "
        "zwei Zahlenkarten vom Stapel offen vor sich: ihrer Reserve. Behaltet Karten auf der Hand und "
        "macht aus der Reserve Kombinationen: fünf Kombinationen gewinnen.",
    ),
    Text(
        "Each round two prizes are turned up: one for the hand, one for the reserve. Both players bid a "
        "hand card face down and reveal. The lower bidder concedes the prizes or raises with a second "
        "card, and the other must add one too; the higher total takes both prizes. Equal bids discard "
        "the prizes. Bid numbered cards join the bidder's own reserve; bid basic cards are discarded.",
        "À chaque manche, deux lots sont retournés : un pour la main, un pour la réserve. Les deux "
        "joueurs misent une carte face cachée puis la révèlent. Le plus faible abandonne les lots ou "
        "surenchérit avec une seconde carte, et l'autre doit en ajouter une aussi ; le plus gros total "
        "prend les deux lots. Une égalité défausse les lots. Les cartes numérotées misées rejoignent la "
        "réserve de leur joueur ; les cartes de base misées sont défaussées.",
        "Jede Runde werden zwei Preise aufgedeckt: einer für die Hand, einer für die Reserve. Beide "
        "bieten verdeckt eine Handkarte und decken auf. Wer weniger bot, gibt die Preise ab oder erhöht "
        "mit einer zweiten Karte, und der andere muss auch eine legen; die höhere Summe nimmt beide "
        "Preise. Bei Gleichstand werden die Preise abgelegt. Gebotene Zahlenkarten kommen in die eigene "
        "Reserve; gebotene Grundkarten werden abgelegt.",
    ),
    Text(
        "Then each player may set aside three reserve cards, at least one new this round, that meet a "
        "criterion: one is the sum or the product of the other two, the three are evenly spaced, their "
        "digits show five consecutive digits in a row, or one digit shows four times. Draw one card into "
        "hand, or two if the three meet two criteria or more.",
        "Ensuite chacun peut mettre de côté trois cartes de sa réserve, dont au moins une arrivée cette "
        "manche, qui remplissent un critère : l'une est la somme ou le produit des deux autres, les trois "
        "sont également espacées, leurs chiffres forment cinq chiffres consécutifs à la suite, ou un "
        "chiffre apparaît quatre fois. On pioche une carte, ou deux si les trois remplissent au moins "
        "deux critères.",
        "Danach darf jeder drei Reservekarten beiseitelegen, mindestens eine davon neu in dieser Runde, "
        "die ein Kriterium erfüllen: eine ist Summe oder Produkt der anderen beiden, die drei haben "
        "gleiche Abstände, ihre Ziffern zeigen fünf aufeinanderfolgende Ziffern hintereinander, oder "
        "eine Ziffer kommt viermal vor. Man zieht eine Karte, oder zwei bei zwei Kriterien oder mehr.",
    ),
    Text(
        "A player with an empty hand at the start of a round loses. Five combinations at the end of a "
        "round win. If the pile runs out, the younger player wins.",
        "Un joueur sans carte en main au début d'une manche perd. Cinq combinaisons à la fin d'une "
        "manche gagnent. Si la pioche s'épuise, le plus jeune gagne.",
        "Wer zu Beginn einer Runde keine Handkarte hat, verliert. Fünf Kombinationen am Ende einer "
        "Runde gewinnen. Ist der Stapel erschöpft, gewinnt der Jüngere.",
    ),
]

RULINGS: list[tuple[str, Text]] = [
    ("R-1", Text(
        "Numbered cards may show any value from 00 to 99, each value once, unless the table lists a "
        "home-made deck with repeats. Our printable deck has its own list of 54 values.",
        "Les cartes numérotées peuvent porter toute valeur de 00 à 99, chacune une fois, sauf si la "
        "table déclare un paquet maison avec répétitions. Notre paquet imprimable a sa propre liste de 54 valeurs.",
        "Zahlenkarten dürfen jeden Wert von 00 bis 99 tragen, jeden einmal, außer der Tisch nennt ein "
        "selbstgemachtes Deck mit Wiederholungen. Unser Druckdeck hat eine eigene Liste von 54 Werten.")),
    ("R-2", Text(
        "Combined cards leave the reserve for good: they never count as reserve cards and are never used again.",
        "Les cartes combinées quittent définitivement la réserve : elles ne comptent plus et ne resservent jamais.",
        "Kombinierte Karten verlassen die Reserve endgültig: sie zählen nicht mehr und dienen nie wieder.")),
    ("R-3", Text(
        "The pile is exhausted when cards must be drawn (prizes or a combination's draw) and it cannot "
        "supply them all: the game ends at once and the younger player wins.",
        "La pioche est épuisée quand il faut piocher (lots ou pioche d'une combinaison) et qu'elle ne "
        "peut pas tout fournir : la partie s'arrête aussitôt et le plus jeune gagne.",
        "Der Stapel ist erschöpft, wenn gezogen werden muss (Preise oder Kombinationszug) und er nicht "
        "alles liefern kann: die Partie endet sofort und der Jüngere gewinnt.")),
    ("R-4", Text(
        "Runs: a card is never read backwards, and the five digits must stand next to each other once "
        "the three cards are laid side by side, rising or falling. House rule 'any order': five "
        "consecutive digits anywhere among the six.",
        "Suites : une carte ne se lit jamais à l'envers, et les cinq chiffres doivent se suivre une fois "
        "les trois cartes posées côte à côte, en montant ou en descendant. Règle maison « tout ordre » : "
        "cinq chiffres consécutifs n'importe où parmi les six.",
        "Folgen: eine Karte wird nie rückwärts gelesen, und die fünf Ziffern müssen nebeneinander stehen, "
        "wenn die drei Karten nebeneinanderliegen, steigend oder fallend. Hausregel „beliebige "
        "Reihenfolge“: fünf aufeinanderfolgende Ziffern irgendwo unter den sechs.")),
    ("R-5", Text(
        "Three cards of equal value (possible only in a home-made deck) are evenly spaced: both gaps are 0.",
        "Trois cartes de même valeur (possible seulement avec un paquet maison) sont équidistantes : les deux écarts valent 0.",
        "Drei gleiche Werte (nur in einem selbstgemachten Deck möglich) haben gleiche Abstände: beide sind 0.")),
    ("R-6", Text(
        "Known cards: each basic card can be bid once (the 0 twice). A numbered card seen elsewhere "
        "(a reserve, a combination, the discard, the other hand) cannot be bid, and a card never seen "
        "can only come from the unseen cards of a hand (those drawn after combinations).",
        "Cartes connues : chaque carte de base se mise une fois (le 0 deux fois). Une carte numérotée "
        "vue ailleurs (une réserve, une combinaison, la défausse, l'autre main) ne peut pas être misée, "
        "et une carte jamais vue ne peut venir que des cartes cachées d'une main (piochées après une combinaison).",
        "Bekannte Karten: jede Grundkarte kann einmal geboten werden (die 0 zweimal). Eine anderswo "
        "gesehene Zahlenkarte (Reserve, Kombination, Ablage, andere Hand) kann nicht geboten werden, "
        "und eine nie gesehene Karte kann nur von den verdeckten Karten einer Hand stammen (nach "
        "Kombinationen gezogen).")),
    ("R-7", Text(
        "A combination whose draw the pile cannot supply in full still counts; its player takes what "
        "is left of the pile, and then the game ends (R-3).",
        "Une combinaison dont la pioche ne peut pas fournir tout le tirage compte quand même ; son "
        "joueur prend ce qui reste de la pioche, puis la partie s'arrête (R-3).",
        "Eine Kombination, deren Zug der Stapel nicht ganz liefern kann, zählt trotzdem; ihr Spieler "
        "nimmt den Rest des Stapels, dann endet die Partie (R-3).")),
    ("R-8", Text(
        "The end checks come in this order after each round: five combinations, then an empty hand "
        "(the start of the next round), then whether the pile can supply the next two prizes.",
        "Les contrôles de fin viennent dans cet ordre après chaque manche : cinq combinaisons, puis une "
        "main vide (début de la manche suivante), puis si la pioche peut fournir les deux lots suivants.",
        "Die Endprüfungen kommen nach jeder Runde in dieser Reihenfolge: fünf Kombinationen, dann eine "
        "leere Hand (Beginn der nächsten Runde), dann ob der Stapel die nächsten zwei Preise liefern kann.")),
    ("R-9", Text(
        "When a reserve holds the same value twice (home-made decks only), a combination uses the copy "
        "that has been there longer, and keeps the newer one free for another combination this round.",
        "Quand une réserve contient deux fois la même valeur (paquets maison seulement), une combinaison "
        "prend l'exemplaire le plus ancien et garde le plus récent pour une autre combinaison de la manche.",
        "Liegt derselbe Wert zweimal in einer Reserve (nur bei selbstgemachten Decks), nimmt eine "
        "Kombination die ältere Karte und lässt die neuere für eine weitere Kombination dieser Runde frei.")),
]
