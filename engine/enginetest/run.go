package enginetest

import (
	"fmt"
	"maps"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// maxFailures is how many failing games are reported per player count;
// later games are not started once it is reached.
const maxFailures = 3

// Run plays cfg.Games random games of g for each player count in
// cfg.Players, in a subtest per count, and reports every failed check (see
// the package comment for the list). A first subtest checks that Setup
// refuses an unknown variant (CheckSetupRefusesUnknownVariant). Games run in parallel; each failure
// names the RandomGame seed that replays its game.
func Run(t *testing.T, g engine.Game, cfg Config) {
	t.Helper()
	cfg = cfg.withDefaults(g)
	t.Run("unknown variant", func(t *testing.T) {
		CheckSetupRefusesUnknownVariant(t, g, cfg.Players[0], cfg.Options)
	})
	for _, p := range cfg.Players {
		t.Run(fmt.Sprintf("players=%d", p), func(t *testing.T) {
			rep := check(g, cfg, p)
			for _, err := range rep.failures {
				t.Error(err)
			}
			t.Logf("%d games, %d decisions, %d resamples", rep.games, rep.decisions, rep.resamples)
		})
	}
}

// report is the outcome of the games of one player count.
type report struct {
	games, decisions, resamples int64
	failures                    []error
}

// check plays cfg.Games games with p players on all CPUs.
func check(g engine.Game, cfg Config, p int) report {
	var (
		st       stats
		next     atomic.Int64
		games    atomic.Int64
		length   atomic.Int64
		mu       sync.Mutex
		failures = map[int]error{}
		wg       sync.WaitGroup
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for {
				i := int(next.Add(1) - 1)
				mu.Lock()
				stop := i >= cfg.Games || len(failures) >= maxFailures
				mu.Unlock()
				if stop {
					return
				}
				n, err := playGame(g, cfg, p, i, &st)
				games.Add(1)
				length.Add(int64(n))
				if err != nil {
					mu.Lock()
					failures[i] = err
					mu.Unlock()
				}
			}
		})
	}
	wg.Wait()
	rep := report{games: games.Load(), decisions: length.Load(), resamples: st.resamples.Load()}
	// Games already running when the limit was reached may add a few.
	for _, i := range slices.Sorted(maps.Keys(failures))[:min(len(failures), maxFailures)] {
		rep.failures = append(rep.failures, failures[i])
	}
	if len(failures) == 0 && st.resamples.Load() > 0 && st.changed.Load() == 0 {
		rep.failures = append(rep.failures, fmt.Errorf(
			"%d players: Resample never changed what another seat sees in %d resamples: is it a no-op?",
			p, st.resamples.Load()))
	}
	return rep
}
