package palazzo

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The token tables (cardTokens, tileCodes, the palace letters) replace
// formatting on every call; these tests rebuild each token from its parts
// and check the tables agree.

func TestCardTokensMatchTheirCards(t *testing.T) {
	for _, c := range NewDeck() {
		want := string("rbsc"[c.Cur]) + strconv.Itoa(c.Value)
		assert.Equal(t, want, c.String())
		text, err := c.MarshalText()
		require.NoError(t, err)
		assert.Equal(t, want, string(text))
		back, ok := ParseCard(want)
		assert.True(t, ok)
		assert.Equal(t, c, back)
	}
	assert.Equal(t, "r3 r3 b7 s5 c2", SetOf(cardsOf(t, "c2 s5 b7 r3 r3")...).String())
	assert.Equal(t, "", CardSet{}.String())
}

func TestInvalidCardsStillFail(t *testing.T) {
	for _, c := range []Card{{Red, 2}, {Silver, 8}, {Cert, 3}, {NoCurrency, 5}} {
		assert.True(t, strings.HasPrefix(c.String(), "?"), "%v", c)
		_, err := c.MarshalText()
		assert.Error(t, err, "%v", c)
	}
}

func TestTileCodesMatchTheirTiles(t *testing.T) {
	n := 0
	for f := int8(1); f <= 5; f++ {
		for m := Brick; m <= Marble; m++ {
			for w := int8(1); w <= 3; w++ {
				tile := Tile{Floor: f, Mat: m, Windows: w}
				want := strconv.Itoa(int(f)) + m.String()[:1] + strconv.Itoa(int(w))
				assert.Equal(t, want, tile.String())
				back, ok := ParseTile(want)
				assert.True(t, ok)
				assert.Equal(t, tile, back)
				n++
			}
		}
	}
	assert.Equal(t, 45, n)
	assert.Equal(t, "rider", riderTile.String())
	assert.Equal(t, "?", Tile{}.String())
	assert.Equal(t, "?", Tile{Floor: 6, Mat: Brick, Windows: 1}.String())
	data, err := json.Marshal([]Tile{{Floor: 3, Mat: Marble, Windows: 2}, {}})
	require.NoError(t, err)
	assert.Equal(t, `["3m2","?"]`, string(data))
}

func TestJoinTiles(t *testing.T) {
	assert.Equal(t, "-", joinTiles(nil))
	assert.Equal(t, "2s1", joinTiles(tilesOf(t, "2s1")))
	many := strings.Repeat("1b1 ", 20) + "5m3" // longer than the stack buffer
	assert.Equal(t, many, joinTiles(tilesOf(t, many)))
}

func TestLabels(t *testing.T) {
	for i, want := range []string{"A", "B", "Z", "AA", "AB", "AZ", "BA"} {
		n := []int{0, 1, 25, 26, 27, 51, 52}[i]
		assert.Equal(t, want, Label(n))
		assert.Equal(t, strings.ToLower(want), lower(n))
		back, ok := parseLabel(lower(n))
		assert.True(t, ok)
		assert.Equal(t, n, back)
	}
}

// TestParseMoveAllocations pins the work of parsing a move in canonical
// (lower-case) form, as replays do: its words stay on the stack, so the one
// allocation left is the move put in an interface. (Upper-case words cost
// one more each, for their lower-case copy.) It counts allocations, which
// do not depend on the machine, never time.
func TestParseMoveAllocations(t *testing.T) {
	for _, text := range []string{"take r5 s3", "buy 3m2 2s1 pay r5 r4 c2", "build 3m2 on b", "money"} {
		allocs := testing.AllocsPerRun(50, func() {
			if _, err := (Game{}).ParseMove(nil, 0, text); err != nil {
				t.Fatal(err)
			}
		})
		assert.LessOrEqual(t, allocs, 1.0, text)
	}
	// Most bids add one or two cards, shared as Legal shares them.
	allocs := testing.AllocsPerRun(50, func() {
		if _, err := (Game{}).ParseMove(nil, 0, "bid r5 s3"); err != nil {
			t.Fatal(err)
		}
	})
	assert.Zero(t, allocs, "bid r5 s3")
	// A long bid outgrows the words array and still parses.
	m, err := Game{}.ParseMove(nil, 0, "bid "+strings.Repeat("c2 ", 12))
	require.NoError(t, err)
	assert.Equal(t, 12, m.(BidMove).Add.Len())
}

// TestToActIsShared checks the seat list ToAct hands out: one seat, and an
// append copies it instead of writing into the shared array.
func TestToActIsShared(t *testing.T) {
	st := mustState(t, "turn: Bob")
	seats := st.ToAct()
	require.Equal(t, []engine.Seat{1}, seats)
	grown := append(seats, 2)
	assert.Equal(t, []engine.Seat{1, 2}, grown)
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "the append did not reach the shared array")
	st.actor = 2
	assert.Equal(t, []engine.Seat{2}, st.ToAct())
}
