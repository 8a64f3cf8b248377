package enginetest

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"runtime/debug"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// gameRun is one random game under test.
type gameRun struct {
	g       engine.Game
	cfg     Config
	players int
	index   int
	seed    uint64
	st      engine.State
	played  []Played
	// past holds moves seen earlier in the game, submitted again later as
	// probably illegal moves.
	past []engine.Move
	pick *rand.Rand
	// probe is the randomness of the checks; it never steers the game, so
	// the game is the one RandomGame plays from the same seed.
	probe *rand.Rand
	stats *stats
	// decision and current say where a failure happened.
	decision int
	current  Played
	// public follows the game by its public texts and outcomes, for a
	// game that is an engine.PublicReplayer (public.go).
	public *publicRun
}

// pastLimit bounds the moves kept for illegal probes.
const pastLimit = 64

// playGame plays and checks game number index with the given player count.
// It returns the number of decisions made and the first failure, with
// enough context to replay it.
func playGame(g engine.Game, cfg Config, players, index int, st *stats) (decisions int, err error) {
	seed := GameSeed(cfg.Seed, players, index)
	r := &gameRun{
		g: g, cfg: cfg, players: players, index: index, seed: seed,
		pick:  chooser(seed),
		probe: rand.New(rand.NewPCG(seed, 0x70726f6265)), // "probe"
		stats: st,
	}
	defer func() {
		if p := recover(); p != nil {
			decisions, err = len(r.played), r.wrap(fmt.Errorf("panic: %v\n%s", p, debug.Stack()))
		}
	}()
	if err := r.play(); err != nil {
		return len(r.played), r.wrap(err)
	}
	return len(r.played), nil
}

// play runs the game from setup to the end.
func (r *gameRun) play() error {
	st, events, err := r.g.Setup(r.cfg.Options, r.players, DecisionRand(r.seed, 0))
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if err := r.checkEvents(events); err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	if err := r.startPublic(st, events); err != nil {
		return err
	}
	r.st = st
	for len(r.st.ToAct()) > 0 {
		r.decision++
		if r.decision > r.cfg.MaxDecisions {
			return fmt.Errorf("game still running after %d decisions", r.cfg.MaxDecisions)
		}
		if err := r.decide(); err != nil {
			return err
		}
	}
	r.current = Played{}
	return r.finish()
}

// decide checks the state before decision r.decision, chooses a move and
// applies it.
func (r *gameRun) decide() error {
	toAct := r.st.ToAct()
	legal, err := r.checkTurn(toAct)
	if err != nil {
		return err
	}
	s := toAct[0]
	texts, err := r.checkRoundTrips(s, legal)
	if err != nil {
		return err
	}
	i := r.pick.IntN(len(legal))
	m := legal[i]
	r.current = Played{Seat: s, Text: texts[i]}
	if err := r.checkParseVariants(s, m, texts[i]); err != nil {
		return err
	}
	deep := r.cfg.deep(r.index, r.decision)
	var before snapshot
	if deep {
		if before, err = r.deepChecks(s, m, legal); err != nil {
			return err
		}
		if err := r.checkUnchanged(before, "Resample or an illegal probe"); err != nil {
			return err
		}
	}
	next := r.st.Clone()
	events, err := next.Apply(s, m, DecisionRand(r.seed, r.decision))
	if err != nil {
		return fmt.Errorf("legal move rejected by Apply on a Clone: %w", err)
	}
	if err := r.checkEvents(events); err != nil {
		return err
	}
	if deep {
		if err := r.checkUnchanged(before, "Apply on a Clone"); err != nil {
			return err
		}
	}
	if err := r.stepPublic(s, texts[i], next, events, deep); err != nil {
		return err
	}
	r.remember(legal, i)
	r.played = append(r.played, r.current)
	r.st = next
	return nil
}

// deepChecks runs the expensive checks before seat s makes move m, one of
// its legal moves (views,
// illegal probes, the leak test) and returns the snapshot that the state
// must still match after them and after the Apply on its Clone.
func (r *gameRun) deepChecks(s engine.Seat, m engine.Move, legal []engine.Move) (snapshot, error) {
	before, err := takeSnapshot(r.g, r.st, r.players)
	if err != nil {
		return before, err
	}
	if _, over := r.st.Result(); over {
		return before, fmt.Errorf("the Result is ok while seats %v are to act", r.st.ToAct())
	}
	checks := []func() error{
		func() error { return r.checkViews(r.st) },
		func() error { return r.checkIllegal(s, m, legal, before) },
		func() error { return r.checkResample(s, m, before) },
	}
	for _, check := range checks {
		if err := check(); err != nil {
			return before, err
		}
	}
	return before, nil
}

// remember keeps the chosen move and one other legal move for later
// illegal probes, replacing random old ones once the pool is full.
func (r *gameRun) remember(legal []engine.Move, chosen int) {
	for _, i := range []int{chosen, r.probe.IntN(len(legal))} {
		if len(r.past) < pastLimit {
			r.past = append(r.past, legal[i])
		} else {
			r.past[r.probe.IntN(pastLimit)] = legal[i]
		}
	}
}

// wrap adds where the failure happened and the last moves to err.
func (r *gameRun) wrap(err error) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%d players, game %d (RandomGame seed %#x)", r.players, r.index, r.seed)
	if r.decision > 0 {
		fmt.Fprintf(&b, ", decision %d", r.decision)
	}
	if r.current.Text != "" {
		fmt.Fprintf(&b, ", seat %d to play %q", r.current.Seat, r.current.Text)
	}
	var last strings.Builder
	from := max(0, len(r.played)-8)
	for i, p := range r.played[from:] {
		fmt.Fprintf(&last, "\n    %d seat %d: %s", from+i+1, p.Seat, p.Text)
	}
	return &gameError{where: b.String(), err: err, last: last.String()}
}

// gameError is a failure in one game, with where it happened.
type gameError struct {
	where string
	err   error
	// last lists the decisions before the failure, one per line.
	last string
}

// Error formats the failure for a test log.
func (e *gameError) Error() string {
	msg := e.where + ": " + e.err.Error()
	if e.last != "" {
		msg += "\n  last decisions:" + e.last
	}
	return msg
}

// Unwrap returns the failed check's error.
func (e *gameError) Unwrap() error { return e.err }

// finish checks the finished game: its result, that no seat may move, its
// views, and that replaying its texts reproduces it.
func (r *gameRun) finish() error {
	if err := r.checkResult(); err != nil {
		return err
	}
	if _, err := r.checkTurn(nil); err != nil {
		return err
	}
	if err := r.checkViews(r.st); err != nil {
		return err
	}
	return r.checkReplay()
}

// checkReplay replays the recorded texts from setup with the same random
// sources and compares what every seat sees, and the result.
func (r *gameRun) checkReplay() error {
	replayed, err := Replay(r.g, r.players, r.seed, r.cfg.Options, r.played)
	if err != nil {
		return fmt.Errorf("replay: %w", err)
	}
	want, err := takeSnapshot(r.g, r.st, r.players)
	if err != nil {
		return err
	}
	got, err := takeSnapshot(r.g, replayed, r.players)
	if err != nil {
		return err
	}
	if d := want.diff(got); d != "" {
		return fmt.Errorf("replay differs: %s", d)
	}
	wantRes, _ := r.st.Result()
	gotRes, _ := replayed.Result()
	if !reflect.DeepEqual(wantRes, gotRes) {
		return fmt.Errorf("replay result %+v, want %+v", gotRes, wantRes)
	}
	return nil
}
