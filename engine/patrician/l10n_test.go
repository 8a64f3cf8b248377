package patrician

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestEnglishCardsAsBefore checks that the catalogue describes every card
// as the data does.
func TestEnglishCardsAsBefore(t *testing.T) {
	for i := range data().cards {
		assert.Equal(t, Card(i).Describe(), describeIn(english(), Card(i)))
	}
	assert.Equal(t, "Bologna, portrait du patricien 1, étoile", describeIn(catalogue("fr"), mustCard(t, "BO5")))
}

func mustCard(t *testing.T, id string) Card {
	t.Helper()
	c, ok := ParseCard(id)
	require.True(t, ok, id)
	return c
}

// TestFrenchGolden plays a 4-player game with both expansions from a
// fixed seed: the board and Bruno's view at decision 20 and the final
// board in French, and the first 40 events in French.
func TestFrenchGolden(t *testing.T) {
	fr, en := enginetest.LangGolden{Game: Game{}, Players: 4, Seed: 7, Lang: "fr", Ply: 20, Viewer: 1,
		Options: engine.Options{Names: []string{"Anne", "Bruno", "Chloe", "Denis"}, Variants: []string{VariantAmbassadors, VariantMessengers}},
		Keep: func(e engine.Event, _, written int) bool {
			return strings.Contains(e.Key, "scored") || written < 2500
		},
	}.Run(t)
	assert.True(t, strings.HasPrefix(fr.Detail[0], "Anne : "), fr.Detail[0])
	assert.Contains(t, fr.Detail[0], " têtes")
	assert.Contains(t, en.Detail[0], " heads")
}

// TestFrenchScoringEvent checks an event worded from several messages.
func TestFrenchScoringEvent(t *testing.T) {
	e := event("event.scored", "Bologna", "Ann", "9", "a", "3", "5", "Bob", "6", "b", "1", "1")
	assert.Equal(t, "Bologna is complete and scored: Ann takes the 9 (tower a: 3 of 5 floors); "+
		"Bob takes the 6 (tower b: 1 of 1 floor)", enginetest.Told(Game{}, "en", e))
	assert.Equal(t, "Bologna est complète et décomptée : Ann prend le 9 (tour a : 3 sur 5 étages) ; "+
		"Bob prend le 6 (tour b : 1 sur 1 étage)", enginetest.Told(Game{}, "fr", e))
	nobody := event("event.scored-end", "Roma")
	assert.Equal(t, "Roma is scored at the end: nobody built there", enginetest.Told(Game{}, "en", nobody))
	assert.Equal(t, "Roma est décomptée en fin de partie : personne n'y a construit", enginetest.Told(Game{}, "fr", nobody))
}
