package palazzo

import (
	"strconv"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestScoreTextIsItoa: scoreText words every number as strconv.Itoa.
func TestScoreTextIsItoa(t *testing.T) {
	for i := -1000; i <= 1000; i++ {
		require.Equal(t, strconv.Itoa(i), scoreText(i))
	}
}

// resultByParts is Result made the plain way, list by list and with
// strconv.Itoa: the reference of TestResultIsByParts.
func resultByParts(st *state) engine.Result {
	n := len(st.players)
	r := engine.Result{Scores: make([]int, n), Detail: make([]engine.Message, n)}
	best := -1 << 30
	for s, p := range st.players {
		if len(p.palaces) == 0 {
			r.Detail[s] = engine.Msg("result.no-palace", st.names[s])
		} else {
			args := []string{st.names[s], ""}
			for i, pal := range p.palaces {
				mat := "mixed"
				if pal.oneMaterial() {
					mat = pal[0].Mat.String()
				}
				r.Scores[s] += palaceScore(pal)
				args = append(args, Label(i), strconv.Itoa(len(pal)), strconv.Itoa(pal.windows()), mat, strconv.Itoa(palaceScore(pal)))
			}
			args[1] = strconv.Itoa(r.Scores[s])
			r.Detail[s] = engine.Msg("result.player", args...)
		}
		best = max(best, r.Scores[s])
	}
	for s, sc := range r.Scores {
		if sc == best {
			r.Winners = append(r.Winners, engine.Seat(s))
		}
	}
	if len(r.Winners) < 2 {
		return r
	}
	most, money := -1, map[engine.Seat]int{}
	var args []string
	for _, s := range r.Winners {
		h := st.players[s].hand.tally()
		money[s] = h.maxPayment()
		most = max(most, money[s])
		args = append(args, st.names[s], strconv.Itoa(money[s]))
	}
	var winners []engine.Seat
	for _, s := range r.Winners {
		if money[s] == most {
			winners = append(winners, s)
		}
	}
	key := "result.tie"
	if len(winners) > 1 {
		key = "result.tie-shared"
	}
	r.Winners, r.TieBreak = winners, engine.Msg(key, args...)
	return r
}

// TestResultIsByParts compares Result with resultByParts on finished
// random games of every size, on the same games with palaces taken away
// (a player with none, totals below zero) and with every score tied: the
// results must be equal, and a list of the result must not reach into
// another's room.
func TestResultIsByParts(t *testing.T) {
	ties := 0
	for seed := range uint64(150) {
		st, _ := playRandom(t, 2+int(seed%3), seed, nil)
		variants := []*state{st}
		bare := st.clone() // the first player without palaces, the others with one-floor ones
		bare.players[0].palaces = nil
		for s := 1; s < len(bare.players); s++ {
			for i, pal := range bare.players[s].palaces {
				bare.players[s].palaces[i] = pal[:1]
			}
		}
		variants = append(variants, bare)
		tied := st.clone() // every player the same palaces
		for s := range tied.players {
			tied.players[s].palaces = st.players[0].palaces
		}
		variants = append(variants, tied)
		for _, v := range variants {
			got, over := v.Result()
			require.True(t, over)
			want := resultByParts(v)
			require.Equal(t, want, got, "seed %d", seed)
			require.Equal(t, len(got.Winners), cap(got.Winners))
			require.Equal(t, len(got.Scores), cap(got.Scores))
			require.Equal(t, len(got.Detail), cap(got.Detail))
			if len(want.TieBreak.Args) > 0 {
				ties++
			}
		}
	}
	require.Greater(t, ties, 100, "tie breaks")
	_, over := (&state{phase: phaseAction}).Result()
	require.False(t, over)
}

// TestSelfplayAllocations plays the benchmark's random games (setup,
// random moves applied quietly, result) and counts their allocations:
// 53 a game before the setup's events, the result's lists, the pending
// tiles and RandomMove's purchases and raises had rooms (15 with them,
// four of which are the two random streams').
func TestSelfplayAllocations(t *testing.T) {
	for _, table := range []*lazyMoves{boxedTakes, boxedBids, boxedPicks, boxedDiscards, boxedBuilds, boxedExtracts, boxedInserts, boxedRemoves} {
		table.get() // made once for every game, a thousand boxes at first use
	}
	seed := uint64(0)
	allocs := testing.AllocsPerRun(100, func() {
		es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(seed))
		require.NoError(t, err)
		st := es.(*state)
		rng := enginetest.NewRand(seed + 1)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			if err := st.ApplyQuiet(s, st.RandomMove(s, rng), rng); err != nil {
				t.Fatal(err)
			}
		}
		_, _ = st.Result()
		seed++
	})
	t.Logf("%.1f allocations a game", allocs)
	require.LessOrEqual(t, allocs, 20.0)
}
