package pbem

import (
	"regexp"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file words what became of a player's standing orders in the
// player's language: the lapses their next turn mail tells them of.

// OrderNote is a lapse its owner is told of in their turn mail.
type OrderNote struct {
	// Number and Text are the order's; Reason says why it lapsed, in the
	// owner's language where pbem knows the words.
	Number int
	Text   string
	Reason string
}

// OrderNotes returns the lapses the player of seat is to be told of in
// their turn mail: those of the orders that lapsed at the decision they
// face (or at a later one of theirs), that is since their last decision,
// with the reasons in lang. Other players' orders are never read into
// it. A game without an orders file has none.
func (r *Replay) OrderNotes(seat engine.Seat, lang Lang) ([]OrderNote, error) {
	book, err := readOrderBook(r.File)
	if err != nil {
		return nil, err
	}
	var notes []OrderNote
	for _, l := range book.lapsesOf(r.File.Name(seat)) {
		if l.Holds == 0 || r.decidedFrom(l.Player, l.Ply) {
			continue // an order that ended as it said, or a lapse the owner has answered
		}
		notes = append(notes, OrderNote{Number: l.Number, Text: l.Text, Reason: LapseReason(l.Reason, lang)})
	}
	return notes, nil
}

// frenchReasons word in French the reasons pbem and the games give for a
// lapse (engine.OrderRule.Choose, order_fire.go), pattern by pattern; a
// reason none matches (a rule's refusal of a move) stays in English.
var frenchReasons = []struct {
	re *regexp.Regexp
	fr string
}{
	{regexp.MustCompile(`^you decided in person first$`), "vous avez décidé vous-même avant"},
	{regexp.MustCompile(`^your order (\d+) made decision (\d+) first$`), "votre ordre $1 a pris la décision $2 avant"},
	{regexp.MustCompile(`^it no longer reads: (.*)$`), "il ne se lit plus : $1"},
	{regexp.MustCompile(`^ended: its auction is over$`), "terminé : l'enchère est finie"},
	{regexp.MustCompile(`^ended: its round is over$`), "terminé : le tour est fini"},
	{regexp.MustCompile(`^ended: its phase is over$`), "terminé : la phase est finie"},
	{regexp.MustCompile(`^no raise of yours( with [a-z0-9 ]+)? beats the highest bid, (\d+)$`),
		"aucune surenchère de votre part$1 ne bat l'enchère la plus haute, $2"},
	{regexp.MustCompile(`^the cheapest raise( with [a-z0-9 ]+)? brings your bid to (\d+), above your (\d+)$`),
		"la surenchère la moins chère$1 porte votre enchère à $2, au-dessus de vos $3"},
	{regexp.MustCompile(`^the least bid is (\d+), above your (\d+)$`), "l'enchère minimale est $1, au-dessus de vos $2"},
	{regexp.MustCompile(`^the least bid is (\d+) and you have (\d+) Florins$`),
		"l'enchère minimale est $1 et vous avez $2 florins"},
	{regexp.MustCompile(`^the next bid on the (\S+) is (\d+), above your (\d+)$`),
		"la prochaine enchère sur $1 est $2, au-dessus de vos $3"},
	{regexp.MustCompile(`^the next bid is (\d+) and you have (\d+) Florins \(sell prestige in person to bid\)$`),
		"la prochaine enchère est $1 et vous avez $2 florins (vendez du prestige vous-même pour enchérir)"},
	{regexp.MustCompile(`^none of (.*) is face up to take$`), "aucune de ces cartes n'est visible à prendre : $1"},
}

// LapseReason is reason, as the orders file keeps it (in English), in
// lang.
func LapseReason(reason string, lang Lang) string {
	if lang != French {
		return reason
	}
	for _, f := range frenchReasons {
		if f.re.MatchString(reason) {
			out := f.re.ReplaceAllString(reason, f.fr)
			return strings.ReplaceAll(out, " with ", " avec ")
		}
	}
	return reason
}
