package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRefusalsTranslateTheCommonTexts(t *testing.T) {
	fr := RefusalsIn("fr")
	require.NotNil(t, fr)
	for en, want := range map[string]string{
		`unknown move "monney"`:                              `coup inconnu "monney"`,
		`unknown product "silk"`:                             `produit inconnu "silk"`, // before "unknown {1}"
		`unknown "x"`:                                        `"x" inconnu`,
		"missing a profession like poet or bell-founder":     "il manque une profession comme poet ou bell-founder",
		"missing number":                                     "il manque un nombre",
		"illegal move: the game is over":                     "coup illégal : la partie est finie",
		"Ann: not your turn (to act: Bob, Cid)":              "Ann : ce n'est pas votre tour (à jouer : Bob, Cid)",
		`"q9" is not a square`:                               `"q9" n'est pas une case`,
		"forest at g7 r90 sticks out of the principality":    "forest en g7 r90 dépasse du domaine",
		"illegal move: you cannot build floor 2 on palace A": "coup illégal : you cannot build floor 2 on palace A",
		"something no table has":                             "something no table has",
		"illegal move: you cannot build 2b1 on palace A: it already has floor 2": "coup illégal : vous ne pouvez pas construire 2b1 sur le palais A : il a déjà l'étage 2",
		"illegal move: 1s3 2m1 cost 9, and r4 is worth only 4":                   "coup illégal : 1s3 2m1 coûtent 9, et r4 ne vaut que 4",
		"illegal move: you have only 40 Florins":                                 "coup illégal : vous n'avez que 40 Florins",
		"illegal move: bo and ro are not adjacent":                               "coup illégal : bo et ro ne sont pas voisines",
	} {
		assert.Equal(t, want, fr.Translate(en), en)
	}
	assert.Nil(t, RefusalsIn(English), "English refusals stay as the parsers write them")
	assert.Nil(t, RefusalsIn("de"), "a language without a table stays English")
	var none *Refusals
	assert.Equal(t, "empty move", none.Translate("empty move"))
}

func TestRefusalTablesAreChecked(t *testing.T) {
	for name, src := range map[string]string{
		"unknown key":  "[wording]\nexpected = \"x\"\ncolour = \"red\"\n",
		"other gaps":   "[text]\n\"unknown {1}\" = \"{2} inconnu\"\n",
		"missing gaps": "[text]\n\"unknown {1}\" = \"inconnu\"\n",
		"not a string": "[text]\n\"unknown {1}\" = 3\n",
	} {
		_, err := parseRefusals([]byte(src))
		assert.Error(t, err, name)
	}
	r, err := parseRefusals([]byte("[text]\n\"{1} and {2}\" = \"{2} et {1}\"\n"))
	require.NoError(t, err)
	assert.Equal(t, "b et a", r.Translate("a and b"), "gaps may change places")
}

// A text is matched in one pass over it for each entry of the table: a
// long hostile message costs no more than its length times the table.
func BenchmarkRefusalTranslate(b *testing.B) {
	fr := RefusalsIn("fr")
	long := "illegal move: " + string(make([]byte, 4096))
	for b.Loop() {
		fr.Translate(long)
	}
}
