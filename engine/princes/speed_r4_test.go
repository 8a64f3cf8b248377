package princes

import (
	"math/bits"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestCoversLieIsCovers checks coversLie against the scan of the
// placements it replaces, for every building and landscape type: on each
// footprint, on each footprint with a square added, dropped or moved, and
// on random masks.
func TestCoversLieIsCovers(t *testing.T) {
	pl := placements()
	rng := enginetest.NewRand(24)
	checks, hits := 0, 0
	for _, byType := range [2]struct {
		places [][]placement
		lies   [][]lie
	}{{pl.buildings, pl.buildingLies}, {pl.landscapes, pl.landscapeLies}} {
		for ty, places := range byType.places {
			ls := byType.lies[ty]
			try := func(cells mask) {
				want := covers(places, cells)
				require.Equal(t, want, coversLie(ls, cells), "type %d, cells %#x", ty, uint64(cells))
				checks++
				if want {
					hits++
				}
			}
			try(0)
			for _, p := range places {
				try(p.Cells)
				try(p.Cells << 1)
				try(p.Cells >> 1)
				try(p.Cells << boardSize)
				for range 4 {
					try(p.Cells ^ 1<<rng.IntN(boardSize*boardSize))
				}
			}
			for range 200 {
				try(mask(rng.Uint64()) & fullGrid)
			}
		}
	}
	require.Greater(t, hits, 100, "%d checks", checks)
	require.Less(t, hits, checks)
}

// TestQuickCountsAreTheRules checks, at every decision of random games,
// workCount against workAt's count, freedomMask against canFreedom and
// the kept hasSpot against the landscapes' fits, openSet against canOpen.
func TestQuickCountsAreTheRules(t *testing.T) {
	compared, some, freedoms, full, partly := 0, 0, 0, 0, 0
	for seed := range uint64(40) {
		es, _, err := Game{}.Setup(engine.Options{}, 3+int(seed%3), enginetest.NewRand(seed))
		require.NoError(t, err)
		st := es.(*state)
		rng := enginetest.NewRand(seed + 100)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			if st.phase == phaseAction {
				want, _ := st.workAt(s, -1)
				require.Equal(t, want, st.workCount(s), "seed %d", seed)
				compared++
				if want > 0 {
					some++
				}
			}
			var fs uint8
			for f := range int8(len(data().Freedoms.Types)) {
				if st.canFreedom(s, f) {
					fs |= 1 << f
				}
			}
			require.Equal(t, fs, st.freedomMask(s), "seed %d", seed)
			for o := range st.players {
				var ks uint8
				for k := range stackCount {
					if st.canOpen(engine.Seat(o), k) {
						ks |= 1 << k
					}
				}
				require.Equal(t, ks, st.openSet(engine.Seat(o)), "seed %d", seed)
				if ks != 0 && ks != 1<<stackCount-1 {
					partly++
				}
			}
			freedoms += bits.OnesCount8(fs)
			for o := range st.players {
				free := fullGrid &^ st.players[o].dom.occupied
				for l := range int8(len(placements().landscapeLies)) {
					want := fitCount(placements().landscapeLies[l], free) > 0
					require.Equal(t, want, st.hasSpot(engine.Seat(o), l), "seed %d", seed)
					if !want {
						full++
					}
				}
			}
			require.NoError(t, st.ApplyQuiet(s, st.RandomMove(s, rng), rng))
		}
	}
	require.Greater(t, some, 100, "%d decisions compared", compared)
	require.Positive(t, freedoms)
	require.Positive(t, partly, "every stack or none open at every decision")
	require.Positive(t, full, "no principality without room for a landscape")
}

// fitCountBySquares is fitCount as it was, square by square: the
// reference of its written-out erosions.
func fitCountBySquares(ls []lie, free mask) int {
	n := 0
	for _, l := range ls {
		at := l.Anchors
		for c := l.Cells; c != 0; c &= c - 1 {
			at &= free >> bits.TrailingZeros64(uint64(c))
		}
		n += at.count()
	}
	return n
}

// TestFitCountIsBySquares checks fitCount against fitCountBySquares for
// every building and landscape on random squares, sparse and dense.
func TestFitCountIsBySquares(t *testing.T) {
	rng := enginetest.NewRand(4)
	tables := append(append([][]lie{}, placements().landscapeLies...), placements().buildingLies...)
	fits := 0
	for range 3000 {
		free := mask(rng.Uint64()|rng.Uint64()|rng.Uint64()) & fullGrid
		for i, ls := range tables {
			want := fitCountBySquares(ls, free)
			require.Equal(t, want, fitCount(ls, free), "table %d on %#x", i, uint64(free))
			fits += want
		}
	}
	require.Positive(t, fits)
}
