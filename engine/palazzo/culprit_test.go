package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A refusal about some words of the move names them, so that pbem can put
// its caret there: the card not held, the tile not in the supply, the
// palace that cannot take the tile.
func TestRefusalsNameTheirCulprit(t *testing.T) {
	const hands = "deck: r3 r4 r5 r6\nsupply: 1b1 2m2\nquarry 2: 4s1 5s2\n"
	building := func(st *state) { st.phase, st.pending = phaseBuild, []Tile{tileOf(t, "3b1")} }
	buying := func(st *state) { st.phase = phaseBuyOrAuction }
	cases := []struct {
		name, desc string
		prepare    func(*state)
		line       string
		want       []string
	}{
		{"build on a palace not owned", "Ann: r5 | 1b1", building, "Ann: build 3b1 on c", []string{"c"}},
		{"build on a palace with the floor", "Ann: r5 | 1b1 3s2", building, "Ann: build 3b1 on a", []string{"a"}},
		{"build on a palace above the floor", "Ann: r5 | 1b1 4s2", building, "Ann: build 3b1 a", []string{"a"}},
		{"build a tile not acquired", "Ann: r5", building, "Ann: build 2m2 new", []string{"2m2"}},
		{"discard a tile not acquired", "Ann: r5", building, "Ann: discard 2m2", []string{"2m2"}},
		{"buy a tile not in the supply", "Ann: r5 r6", buying, "Ann: buy 3s3 pay r5 r6", []string{"3s3"}},
		{"pay with a card not held", "Ann: r5 r6", buying, "Ann: buy 1b1 pay r5 s7", []string{"s7"}},
		{"pay in two currencies", "Ann: r5 s5", buying, "Ann: buy 1b1 pay r5 s5", []string{"r5", "s5"}},
		{"pay too little", "Ann: r3 r4", buying, "Ann: buy 1b1 pay r3", []string{"r3"}},
		{"transform paid with a card not held", "Ann: r5 | 1b1", nil, "Ann: remove a pay s7", []string{"s7"}},
		{"extract a floor the palace lacks", "Ann: r5 | 1b1 2b2", nil, "Ann: extract a3 pay r5", []string{"a3"}},
		{"remove a tall palace", "Ann: r5 | 1b1 2b2", nil, "Ann: remove a pay r5", []string{"a"}},
		{"remove a palace not owned", "Ann: r5 | 1b1", nil, "Ann: remove d pay r5", []string{"d"}},
		{"insert into a palace with the floor", "Ann: r5 | 1b1 | 1m2", nil, "Ann: insert a into b pay r5", []string{"b"}},
		{"insert a palace into itself", "Ann: r5 | 1b1 | 2m2", nil, "Ann: insert a into a pay r5", []string{"a"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st := mustState(t, hands+c.desc)
			if c.prepare != nil {
				c.prepare(st)
			}
			_, err := table.Try(t, st, c.line)
			require.ErrorIs(t, err, engine.ErrIllegal)
			assert.Equal(t, c.want, engine.Culprit(err), "refusal: %v", err)
		})
	}
}

// Keeping a card that was not revealed names it.
func TestTakeNamesTheCardNotRevealed(t *testing.T) {
	st := mustState(t, "deck: r3 r4 r5 r6\nAnn: c2")
	table.Play(t, st, "Ann: money")
	_, err := table.Try(t, st, "Ann: take r3 s7")
	require.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, []string{"s7"}, engine.Culprit(err), "refusal: %v", err)
}

// A bid adding a card not held names it; a pick of a tile not in the lot
// names the tile.
func TestAuctionRefusalsNameTheirCulprit(t *testing.T) {
	st := mustState(t, "quarry 2: 4s1 5s2\nAnn: r5\nBob: r5\nCid: r5")
	st.phase = phaseBuyOrAuction
	table.Play(t, st, "Ann: auction")
	bidder := st.names[st.ToAct()[0]]
	_, err := table.Try(t, st, bidder+": bid s7")
	require.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, []string{"s7"}, engine.Culprit(err), "refusal: %v", err)

	st = mustState(t, "quarry 2: 4s1 5s2 1b1 2b2\nAnn: r5")
	st.phase = phaseBuyOrAuction
	table.Play(t, st, "Ann: auction")
	require.Equal(t, phasePick, st.phase, "4 tiles are shared out")
	picker := st.names[st.ToAct()[0]]
	_, err = table.Try(t, st, picker+": pick 3m3")
	require.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, []string{"3m3"}, engine.Culprit(err), "refusal: %v", err)
}
