package pbem

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// viewCases are views at the points where the heading and the winners
// line change their wording.
func viewCases() map[string]*ViewResult {
	doc := dicegame.HandMadeDoc()
	return map[string]*ViewResult{
		"one to act":     {ID: "dc-1", Decisions: 2, NextPly: 3, ToAct: []string{"Bob"}, Doc: doc},
		"three to act":   {ID: "dc-1", Decisions: 0, NextPly: 1, ToAct: []string{"Ann", "Bob", "Cid"}, Doc: doc},
		"nobody to act":  {ID: "dc-1", Decisions: 5, NextPly: 6, Doc: doc},
		"one winner":     {ID: "dc-1", Decisions: 1, NextPly: 2, Over: true, Result: &engine.ResultText{Winners: []string{"Ann"}}, Doc: doc},
		"shared victory": {ID: "dc-1", Decisions: 9, NextPly: 10, Over: true, Result: &engine.ResultText{Winners: []string{"Ann", "Bob", "Cid"}}, Doc: doc},
	}
}

func viewText(t *testing.T, v *ViewResult, l Lang) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, v.WriteTextIn(&b, "Dice", FormatPlain, l))
	return b.String()
}

// In English the templated heading is the one WriteText has always shown.
func TestWriteTextInEnglishIsWriteText(t *testing.T) {
	for name, v := range viewCases() {
		var want strings.Builder
		require.NoError(t, v.WriteText(&want, "Dice", FormatPlain))
		assert.Equal(t, want.String(), viewText(t, v, English), name)
		assert.Equal(t, want.String(), viewText(t, v, ""), name)
	}
}

func TestWriteTextInFrench(t *testing.T) {
	cases := viewCases()
	for name, want := range map[string]string{
		"one to act":     "Dice dc-1 — coup 3, à Bob de jouer\n\nBoard\n",
		"three to act":   "Dice dc-1 — coup 1, à Ann, Bob et Cid de jouer\n\n",
		"nobody to act":  "Dice dc-1 — coup 6, personne ne joue\n\n",
		"one winner":     "Dice dc-1 — partie terminée après 1 décision\n\n",
		"shared victory": "Dice dc-1 — partie terminée après 9 décisions\n\n",
	} {
		assert.True(t, strings.HasPrefix(viewText(t, cases[name], French), want), name)
	}
	assert.True(t, strings.HasSuffix(viewText(t, cases["one winner"], French), "\n\nRésultat final\nVictoire : Ann\n"))
	assert.True(t, strings.HasSuffix(viewText(t, cases["shared victory"], French),
		"\n\nRésultat final\nVictoire partagée : Ann, Bob et Cid\n"))
	assert.NotContains(t, viewText(t, cases["one to act"], French), "Victoire")
}

func TestWriteTextInUnknownLanguage(t *testing.T) {
	err := viewCases()["one to act"].WriteTextIn(&strings.Builder{}, "Dice", FormatPlain, "de")
	assert.ErrorIs(t, err, ErrUsage)
}
