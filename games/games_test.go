package games

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestInfos checks what every game's Info promises the tool: an id the
// file names, a prefix the game ids start with, both unique; a title;
// rules versions; a sane player range; named variants.
func TestInfos(t *testing.T) {
	id := regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	prefix := regexp.MustCompile(`^[a-z]{2}$`)
	ids, prefixes := map[string]bool{}, map[string]bool{}
	for _, g := range All {
		in := g.Info()
		assert.Regexp(t, id, in.ID)
		assert.Regexp(t, prefix, in.Prefix, "%s: a game id is <prefix>-<hex>", in.ID)
		assert.False(t, ids[in.ID], "two games are %s", in.ID)
		assert.False(t, prefixes[in.Prefix], "two games use the prefix %s", in.Prefix)
		ids[in.ID], prefixes[in.Prefix] = true, true
		assert.NotEmpty(t, in.Title, in.ID)
		assert.NotEmpty(t, in.Rules, "%s: at least one rules version", in.ID)
		assert.True(t, 1 <= in.MinPlayers && in.MinPlayers <= in.MaxPlayers, "%s: players %d-%d", in.ID, in.MinPlayers, in.MaxPlayers)
		for _, v := range in.Variants {
			assert.Regexp(t, id, v.Name, "%s: variant name", in.ID)
			assert.NotEmpty(t, v.Summary, "%s: variant %s", in.ID, v.Name)
		}
	}
}

// BenchmarkInfo measures Info for every game: the tool calls it once per
// command or per game set up, never per move, but it should stay cheap.
func BenchmarkInfo(b *testing.B) {
	for b.Loop() {
		for _, g := range All {
			_ = g.Info()
		}
	}
}

// TestEveryGameKnowsItsIDCheaply: each game answers its id without
// building its Info (engine.Identified), and that id is its Info's.
func TestEveryGameKnowsItsIDCheaply(t *testing.T) {
	for _, g := range All {
		id, ok := g.(engine.Identified)
		if !ok {
			t.Errorf("%s is not engine.Identified", g.Info().ID)
			continue
		}
		if id.ID() != g.Info().ID {
			t.Errorf("ID() %q, Info().ID %q", id.ID(), g.Info().ID)
		}
	}
}
