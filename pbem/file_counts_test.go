package pbem

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/notation"
)

// TestLoadCountsAreTheWalks checks the counts a load keeps of the
// record's move lines and meta-lines (moveCount, hasMeta) against a walk
// of the lines, on records with and without meta-lines, variations and
// comments, and on a copy of the file given another record.
func TestLoadCountsAreTheWalks(t *testing.T) {
	head := readFile(t, newTestGame(t, nil))
	for _, record := range []string{
		"",
		"{a comment}\n",
		"1 Ann: roll\n2 Bob: roll\n\n{c}\n3 Ann: roll {c}\n",
		"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Bob: refuse\n3 Ann: roll\n",
		"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!cancel undo {timed out}\n3 Ann: roll\n",
		"!Ann: undo 1\n!Bob: accept\n( 1 Ann: roll 2 Bob: roll )\n1 Ann: stop\n",
		"1 Ann: roll\n( 1 Ann: stop )\n2 Bob: roll\n",
	} {
		f, err := testGames.Load(writeTestFile(t, head+record))
		require.NoError(t, err, record)
		metas := 0
		for _, e := range f.Record.Entries {
			if e.Kind == notation.Meta {
				metas++
			}
		}
		assert.Equal(t, f.Record.MoveCount(), f.moveCount(), record)
		assert.Equal(t, metas > 0, f.hasMeta(), record)
		if record != "" {
			assert.True(t, f.isLoadedRecord(f.Record.Entries), "the counts were kept: %q", record)
		}

		other := *f // another record: the counts kept are not its
		other.Record = &notation.Record{Entries: append([]notation.Entry{{Kind: notation.Meta}}, f.Record.Entries...)}
		assert.Equal(t, other.Record.MoveCount(), other.moveCount(), record)
		assert.True(t, other.hasMeta(), record)
	}
}

// TestCanonicalParserFoundAtLoad checks the parser a load keeps against
// the type assertion it saves, for every game and the test games, and
// that a File made without a load still asks the game.
func TestCanonicalParserFoundAtLoad(t *testing.T) {
	for _, g := range append(append([]engine.Game{}, games.All...), testGames...) {
		f := &File{Game: g}
		_, want := g.(engine.CanonicalParser)
		cp, ok := f.canonicalParser()
		assert.Equal(t, want, ok, g.Info().ID)
		assert.Equal(t, want, cp != nil, g.Info().ID)
	}
	f, err := testGames.Load(newTestGame(t, nil))
	require.NoError(t, err)
	_, want := f.Game.(engine.CanonicalParser)
	_, ok := f.canonicalParser()
	assert.True(t, f.canonFound)
	assert.Equal(t, want, ok)
	for _, g := range games.All {
		if _, isCP := g.(engine.CanonicalParser); isCP {
			f.canon, f.canonFound = g.(engine.CanonicalParser), true
			cp, ok := f.canonicalParser()
			assert.True(t, ok)
			assert.Equal(t, g, cp, "the parser found at load is the game")
		}
	}
}

// TestShortNamesFindIsTheExactLoop holds shortNames.find to the exact
// comparison of File.Seat's first loop, over random players (names of
// up to ten bytes, the same name twice, case variants, zero bytes) and
// random names asked.
func TestShortNamesFindIsTheExactLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	word := func() string {
		const alphabet = "AaBb\x00é"
		b := make([]byte, rng.IntN(11))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for c := range 20000 {
		players := make([]Player, 1+rng.IntN(10))
		for i := range players {
			players[i].Name = word()
			if i > 0 && rng.IntN(5) == 0 {
				players[i].Name = players[rng.IntN(i)].Name
			}
		}
		name := word()
		if rng.IntN(2) == 0 {
			name = players[rng.IntN(len(players))].Name
		}
		want := -1
		for i := range players {
			if players[i].Name == name {
				want = i
				break
			}
		}
		short, ok := shortNamesOf(players)
		if !ok {
			require.True(t, len(players) > maxShortNames || slices.ContainsFunc(players, func(p Player) bool { return len(p.Name) > 8 }), "case %d", c)
			continue
		}
		seat, found := short.find(name)
		require.Equal(t, want >= 0, found, "case %d: %q in %v", c, name, players)
		if found {
			require.Equal(t, engine.Seat(want), seat, "case %d: %q in %v", c, name, players)
		}
	}
}
