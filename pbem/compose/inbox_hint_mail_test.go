package compose

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every mail of a game in progress says whether hints are allowed, in
// its text and its HTML, in the reader's language; a finished game's does
// not.
func TestMailSaysWhetherHintsAreAllowed(t *testing.T) {
	for _, c := range []struct {
		lang       string
		hints      bool
		text, html string
	}{
		{"en", false, "Hints: not allowed in this game.", "Hints: not allowed in this game."},
		{"en", true, `reply "!hint" for the engine's`, "reply <code>!hint</code> for the engine's top 3 moves"},
		{"fr", false, "Conseils : non autorisés dans cette partie.", "Conseils : non autorisés dans cette partie."},
		{"fr", true, "répondez « !hint » pour", "répondez <code>!hint</code> pour les 3 meilleurs coups"},
	} {
		d := mailTurnData()
		d.Lang, d.Hints = c.lang, c.hints
		m := mustCompose(t, d)
		assert.Contains(t, m.Body, c.text, c.lang)
		assert.Contains(t, m.HTML, c.html, c.lang)
	}
	d := mailOverData()
	d.Hints = true
	m := mustCompose(t, d)
	assert.NotContains(t, m.Body, "Hints:")
	assert.NotContains(t, m.HTML, "Hints:")
}
