package palazzo

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// names are the players of the suite's games.
var names = engine.Options{Names: []string{"Ann", "Bob", "Cid", "Dee"}}

// TestSuite runs the conformance suite. Its random games are 1,050 with
// PBEM_TEST_FULL=1 (350 each with 2, 3 and 4 players), 40 per count by
// default and 3 under -short; the expensive checks (illegal probes,
// the leak test, clone isolation) run on one decision in six, shifted per
// game so every decision number is covered.
func TestSuite(t *testing.T) {
	enginetest.Suite(t, Game{}, enginetest.Spec{
		Config: enginetest.Config{
			Players:        []int{2, 3, 4},
			Games:          enginetest.ByDepth(3, 40, 350),
			Seed:           2005,
			MaxDecisions:   5000,
			Options:        names,
			DeepEvery:      6,
			Hidden:         true, // hands and the stacks' order
			Public:         true, // followed from the outcomes alone (public.go)
			PublicResample: true, // redrawn for the Observer as the full state is (public_resample.go)
		},
		L10n: enginetest.L10n{
			Langs:     loadCatalogues().Langs(),
			Catalogue: catalogue,
			MinKeys:   40,
			Keys:      materialKeys(),
			Games:     []enginetest.L10nGame{{Players: 2, Options: names}, {Players: 3, Options: names}, {Players: 4, Options: names}},
		},
		Wide: func(t testing.TB) []enginetest.WideTable {
			return []enginetest.WideTable{{State: wideNames(t), Players: 3}}
		},
	})
}

// materialKeys are the message keys describePalace builds.
func materialKeys() []string {
	var keys []string
	for _, m := range materialNames {
		keys = append(keys, "material."+m)
	}
	return keys
}

// wideNames is a table with an accented name and a 16-letter one.
func wideNames(t testing.TB) *state {
	return mustState(t, `
players: Zoé Maximilian-Georg Al
supply: 1b1 2m2 3s3 4b1
quarry 1: 2b1 3m2 4s3 5b2
Zoé: r5 s3 b7 c2 c2 | 1b1 3s2 | 2m1 4m3
Maximilian-Georg: r3 r4 r5 r6 r7 s3 s4 s5 | 1m1 2m2 3m3 4m1 5m2
Al: c2 | 5s3`)
}

// Names are measured in runes: "Zoé" (4 bytes) and a 16-letter name line
// up with "Al" in the players section (the suite checks the width).
func TestBoardAlignsNamesByRunes(t *testing.T) {
	st := wideNames(t)
	text := enginetest.DocText(st.View(0).(*View).Doc(engine.English))
	scoreColumns := map[string]int{}
	for line := range strings.Lines(text) {
		for _, name := range st.names {
			if rest, ok := strings.CutPrefix(line, name); ok && strings.Contains(rest, "  score ") {
				scoreColumns[name] = engine.Columns(name + rest[:strings.Index(rest, "  score ")])
			}
		}
	}
	require.Len(t, scoreColumns, 3, "one score line per player:\n%s", text)
	assert.Equal(t, 16, scoreColumns["Zoé"], "names are padded to the longest, 16 runes")
	assert.Equal(t, scoreColumns["Zoé"], scoreColumns["Maximilian-Georg"])
	assert.Equal(t, scoreColumns["Zoé"], scoreColumns["Al"])
}
