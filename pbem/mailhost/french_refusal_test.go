package mailhost

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// A French seat's refusal quotes the parser's error in French: its
// message, what was expected and the nearest moves' head; the words the
// player typed and the moves stay as the notation spells them. An
// English seat's refusal is as it was.
func TestRefusalQuotesTheParserInFrench(t *testing.T) {
	for _, c := range []struct {
		lang       string
		want, lack []string
	}{
		{"fr", []string{"À la ligne 1 de votre mail :", "votre mail:1:1: coup inconnu \"monney\" ; attendu : l'un de : ", "vouliez-vous dire :"},
			[]string{"your mail", "unknown move", "expected", "did you mean"}},
		{"en", []string{"unknown move \"monney\"; expected one of ", "did you mean:"}, []string{"attendu"}},
	} {
		t.Run(c.lang, func(t *testing.T) {
			w := newMailWorld(t)
			src := testkit.ReadFile(t, w.path)
			require.NoError(t, os.WriteFile(w.path, []byte(strings.Replace(src, `name = "Ann"`, `name = "Ann"`+"\nlang = \""+c.lang+"\"", 1)), 0o644))
			_, err := w.host.Send(w.path, "")
			require.NoError(t, err)
			res := w.receive(w.reply(w.only(annAddr), "monney 3", replyOptions{}))
			assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
			text := w.only(annAddr).text()
			for _, s := range c.want {
				assert.Contains(t, text, s)
			}
			for _, s := range c.lack {
				assert.NotContains(t, text, s)
			}
			assert.Contains(t, res.Note, "unknown move", "the host's note stays English")
		})
	}
}
