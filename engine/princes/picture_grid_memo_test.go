package princes

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestGridMemoIsTheDrawing: pictures drawn with grids kept from earlier
// pictures (gridMemo) have the SVG of pictures whose grids are all drawn
// afresh, at every position of random games of three to five players,
// from the public board and from every seat, in English and French.
func TestGridMemoIsTheDrawing(t *testing.T) {
	svg := func(v engine.View, lang string) []byte {
		var b bytes.Buffer
		require.NoError(t, v.(*View).Picture(lang).WriteSVG(&b))
		return b.Bytes()
	}
	kept := 0
	for players := 3; players <= 5; players++ {
		opts := engine.Options{Names: suiteNames[:players]}
		final, _ := enginetest.PlayRandom(t, Game{}, players, uint64(40+players), opts, func(ply int, st engine.State) {
			seats := []engine.Seat{engine.Observer}
			for s := range players {
				seats = append(seats, engine.Seat(s))
			}
			lang := []string{engine.English, "fr"}[ply%2]
			for _, s := range seats {
				v := st.View(s)
				memo := svg(v, lang)
				gridMemo.Lock()
				gridMemo.off = true
				gridMemo.Unlock()
				fresh := svg(v, lang)
				gridMemo.Lock()
				gridMemo.off = false
				kept = len(gridMemo.grids)
				gridMemo.Unlock()
				require.True(t, bytes.Equal(memo, fresh), "ply %d, seat %d: another picture with kept grids", ply, s)
			}
		})
		// Two players with the same pieces on the same squares: the same
		// grid but for their colours.
		v := final.View(engine.Observer).(*View)
		v.Players[1].Principality, v.Players[1].Pieces = v.Players[0].Principality, v.Players[0].Pieces
		require.True(t, bytes.Equal(svg(v, engine.English), drawnAfresh(t, v)), "two players' equal grids drawn alike")
		// A building of another kind on the same squares.
		for k, pc := range v.Players[0].Pieces {
			if pc.Kind == "building" {
				other := data().Buildings.Types[0].ID
				if other == pc.ID {
					other = data().Buildings.Types[1].ID
				}
				v.Players[0].Pieces = append([]PieceView(nil), v.Players[0].Pieces...)
				v.Players[0].Pieces[k].ID = other
				break
			}
		}
		require.True(t, bytes.Equal(svg(v, engine.English), drawnAfresh(t, v)), "a building of another kind")
		// A piece on other squares, and a piece of another kind.
		if n := len(v.Players[0].Pieces); n > 1 {
			v.Players[0].Pieces[n-1].Squares = v.Players[0].Pieces[0].Squares
			require.True(t, bytes.Equal(svg(v, engine.English), drawnAfresh(t, v)), "a piece on other squares")
			v.Players[0].Pieces[n-1].Kind = map[string]string{"building": "landscape", "landscape": "building"}[v.Players[0].Pieces[n-1].Kind]
			require.True(t, bytes.Equal(svg(v, engine.English), drawnAfresh(t, v)), "a piece of another kind")
		}
	}
	require.Positive(t, kept, "no grid kept")
}

// drawnAfresh returns the SVG of v in English with every grid drawn
// afresh.
func drawnAfresh(t *testing.T, v *View) []byte {
	gridMemo.Lock()
	gridMemo.off = true
	gridMemo.Unlock()
	defer func() {
		gridMemo.Lock()
		gridMemo.off = false
		gridMemo.Unlock()
	}()
	var b bytes.Buffer
	require.NoError(t, v.Picture(engine.English).WriteSVG(&b))
	return b.Bytes()
}
