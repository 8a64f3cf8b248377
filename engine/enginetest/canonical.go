package enginetest

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// CanonicalClaims holds a game's ParseCanonical (engine.CanonicalParser)
// to its FormatMove and ParseMove, and counts the texts it claimed
// canonical by their first word, so that a test can ask that every verb
// was seen claimed (Verbs).
type CanonicalClaims struct {
	g       engine.Game
	p       engine.CanonicalParser
	claimed map[string]int
}

// NewCanonicalClaims returns the claims checker of g, which must be an
// engine.CanonicalParser.
func NewCanonicalClaims(t *testing.T, g engine.Game) *CanonicalClaims {
	t.Helper()
	p, ok := g.(engine.CanonicalParser)
	if !ok {
		t.Fatalf("%T is not an engine.CanonicalParser", g)
	}
	return &CanonicalClaims{g: g, p: p, claimed: map[string]int{}}
}

// Move checks legal move m of seat s in st: its FormatMove text must be
// claimed canonical, and each text variants makes of it (texts near it:
// other cases, spaces, words, bytes) is checked with Text.
func (c *CanonicalClaims) Move(t *testing.T, st engine.State, s engine.Seat, m engine.Move, variants func(string) []string) {
	t.Helper()
	text := c.g.FormatMove(st, m)
	if _, ok, err := c.p.ParseCanonical(st, s, text); err != nil || !ok {
		t.Fatalf("FormatMove's %q is not claimed canonical (%v)", text, err)
	}
	for _, v := range variants(text) {
		c.Text(t, st, s, v)
	}
}

// Text fails when ParseCanonical claims text canonical and FormatMove
// writes its move otherwise, or when it reads another move than
// ParseMove (compared by their canonical texts, which name a move once).
func (c *CanonicalClaims) Text(t *testing.T, st engine.State, s engine.Seat, text string) {
	t.Helper()
	m, ok, err := c.p.ParseCanonical(st, s, text)
	want, wantErr := c.g.ParseMove(st, s, text)
	if (err == nil) != (wantErr == nil) || err == nil && c.g.FormatMove(st, m) != c.g.FormatMove(st, want) {
		t.Fatalf("%q: ParseCanonical read %#v (%v), ParseMove %#v (%v)", text, m, err, want, wantErr)
	}
	if !ok {
		return
	}
	if got := c.g.FormatMove(st, m); got != text {
		t.Fatalf("%q claimed canonical, FormatMove writes %q", text, got)
	}
	c.claimed[strings.Fields(text)[0]]++
}

// Verbs fails for each verb no text of which was claimed canonical: a
// fast path that never claims a kind of move would pass every other
// check.
func (c *CanonicalClaims) Verbs(t *testing.T, verbs ...string) {
	t.Helper()
	for _, verb := range verbs {
		if c.claimed[verb] == 0 {
			t.Errorf("no %q move claimed canonical", verb)
		}
	}
}

// WordUpperVariants returns text with one of its words in upper case,
// once for each word.
func WordUpperVariants(text string) []string {
	w := strings.Split(text, " ")
	var vs []string
	for i := range w {
		up := append([]string(nil), w...)
		up[i] = strings.ToUpper(up[i])
		vs = append(vs, strings.Join(up, " "))
	}
	return vs
}
