package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestFrenchAnswerToAnIllegalMove(t *testing.T) {
	w := newMailWorld(t)
	src := testkit.ReadFile(t, w.path)
	require.NoError(t, os.WriteFile(w.path, []byte(strings.Replace(src, `name = "Ann"`, `name = "Ann"`+"\nlang = \"fr\"", 1)), 0o644))
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	before := testkit.ReadFile(t, w.path)
	turn := w.only(annAddr)
	assert.Contains(t, turn.header("Subject"), "à vous de jouer (coup 1)")

	res := w.receive(w.reply(turn, "Bonjour !\nmoney", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Equal(t, before, testkit.ReadFile(t, w.path))
	answer := w.only(annAddr)
	assert.Contains(t, answer.header("Subject"), "coup non appliqué (coup 1)")
	text := answer.text()
	assert.True(t, strings.HasPrefix(text, pbem.ReplyMarkerFor(pbem.French)), text)
	assert.Contains(t, text, "Votre mail n'a pas été appliqué : la partie est restée telle quelle.")
	assert.Contains(t, text, "À la ligne 1 de votre mail :")
	assert.Contains(t, text, "C'est à vous de jouer (coup 1). Vous pouvez jouer :\n  ")
	assert.NotContains(t, text, "You can")
}

func TestFrenchAnswerTemplatesMatchEnglish(t *testing.T) {
	en, err := pbem.TemplatesOf(pbem.English)
	require.NoError(t, err)
	fr, err := pbem.TemplatesOf(pbem.French)
	require.NoError(t, err)
	for _, tmpl := range en.Templates() {
		if strings.HasPrefix(tmpl.Name(), "answer-") {
			assert.NotNil(t, fr.Lookup(tmpl.Name()), "French has %s", tmpl.Name())
		}
	}
}
