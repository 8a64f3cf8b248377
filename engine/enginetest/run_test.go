package enginetest

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRunToy(t *testing.T) {
	Run(t, toy{}, Config{Games: 40, Seed: 1})
}

// TestCheckFindsBugs plants one fault at a time in the toy game and checks
// that the suite reports it, with the check that should catch it.
func TestCheckFindsBugs(t *testing.T) {
	tests := []struct {
		bug string
		// want is what the failure says; | separates alternatives.
		want string
	}{
		{"leak", "view of seat"},
		{"dirty-reject", "but the state changed"},
		{"shallow-clone", "is Clone deep?"},
		{"format", `formats as "play 6"`},
		// Seat 0 probed after its own move accepts it; a seat probed
		// with another's move rejects it for the wrong reason.
		{"no-turn-check", "is not to act but Apply accepted|does not wrap \"it is not your turn\""},
		{"legal-others", "is not to act (ToAct"},
		{"endless", "still running after 300 decisions"},
		{"wide", "73 columns"},
		{"private-observer", "the Observer sees private section"},
		{"global-rand", "replay"},
		{"case", "must ignore case"},
		{"plain-error", "is not a *notation.Error"},
		{"result-early", "Result is ok while"},
		{"noop-resample", "is it a no-op?"},
		{"no-resample", `sees the private section "Your hand", so the game hides information`},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			cfg := Config{Games: 20, Seed: 7, MaxDecisions: 300}.withDefaults(toy{})
			rep := check(toy{bug: tt.bug}, cfg, 3)
			require.NotEmpty(t, rep.failures, "the suite missed the bug")
			msg := rep.failures[0].Error()
			assert.True(t, slices.ContainsFunc(strings.Split(tt.want, "|"), func(w string) bool {
				return strings.Contains(msg, w)
			}), "%q does not say %q", msg, tt.want)
		})
	}
}

// TestHiddenNeedsResample: a game that says it hides information must be
// able to resample, even if no board has a private section.
func TestHiddenNeedsResample(t *testing.T) {
	cfg := Config{Games: 2, Seed: 7, Hidden: true}.withDefaults(toy{})
	rep := check(toy{bug: "no-resample"}, cfg, 3)
	require.NotEmpty(t, rep.failures, "the suite missed the missing Resample")
	assert.Contains(t, rep.failures[0].Error(), "(Config.Hidden) but enginetest.unresampled does not implement engine.Resampler")
	assert.Empty(t, check(toy{}, cfg, 3).failures, "the toy can resample")
}

func TestCheckStopsAfterMaxFailures(t *testing.T) {
	cfg := Config{Games: 50, Seed: 3}.withDefaults(toy{})
	rep := check(toy{bug: "wide"}, cfg, 2)
	assert.Len(t, rep.failures, maxFailures)
	assert.Less(t, rep.games, int64(50), "games after the last reported failure should not start")
}

func TestFailureNamesTheGame(t *testing.T) {
	cfg := Config{Games: 1, Seed: 5, MaxDecisions: 300}.withDefaults(toy{})
	rep := check(toy{bug: "format"}, cfg, 2)
	require.Len(t, rep.failures, 1)
	var gerr *gameError
	require.ErrorAs(t, rep.failures[0], &gerr)
	assert.Contains(t, gerr.Error(), "2 players, game 0 (RandomGame seed ")
	// The toy's first decision shows a 9 only if seat 0 holds it, so the
	// failure may come later; it must name a decision either way.
	assert.Contains(t, gerr.Error(), ", decision ")
}

// TestRunPlaysRandomGame checks that Run plays exactly the games
// RandomGame plays from the seeds GameSeed gives, so a failure's seed
// reproduces its game: both count the same decisions.
func TestRunPlaysRandomGame(t *testing.T) {
	cfg := Config{Games: 10, Seed: 11, DeepEvery: 3}.withDefaults(toy{})
	rep := check(toy{}, cfg, 4)
	require.Empty(t, rep.failures)
	var total int64
	for i := range cfg.Games {
		moves, _, err := RandomGame(toy{}, 4, GameSeed(cfg.Seed, 4, i), cfg.Options, cfg.MaxDecisions)
		require.NoError(t, err)
		total += int64(len(moves))
	}
	assert.Equal(t, total, rep.decisions)
	// Each of the 9 cards is played once and the 9-8 = 1 card left in the
	// deck after dealing 4 hands of 2 is drawn once: 10 decisions a game.
	assert.Equal(t, int64(10*cfg.Games), rep.decisions)
	assert.Positive(t, rep.resamples)
}

func TestRandomGameAndReplay(t *testing.T) {
	moves, st, err := RandomGame(toy{}, 3, 42, cfgOptions(), 1000)
	require.NoError(t, err)
	require.NotEmpty(t, moves)
	again, _, err := RandomGame(toy{}, 3, 42, cfgOptions(), 1000)
	require.NoError(t, err)
	assert.Equal(t, moves, again, "the same seed must give the same game")

	replayed, err := Replay(toy{}, 3, 42, cfgOptions(), moves)
	require.NoError(t, err)
	want, _ := st.Result()
	got, ok := replayed.Result()
	require.True(t, ok, "the replayed game is over")
	assert.Equal(t, want, got)
	// The deck has 9 cards and every one ends on a pile: scores sum to 45.
	assert.Equal(t, 45, got.Scores[0]+got.Scores[1]+got.Scores[2])
}

func TestRandomGameErrors(t *testing.T) {
	_, _, err := RandomGame(toy{}, 9, 1, cfgOptions(), 100)
	assert.ErrorContains(t, err, "setup")
	_, _, err = RandomGame(toy{bug: "endless"}, 2, 1, cfgOptions(), 100)
	assert.ErrorContains(t, err, "still running after 100 decisions")
}

func TestReplayRejectsBadText(t *testing.T) {
	moves, _, err := RandomGame(toy{}, 2, 9, cfgOptions(), 1000)
	require.NoError(t, err)
	moves[2].Text = "play ten"
	_, err = Replay(toy{}, 2, 9, cfgOptions(), moves)
	assert.ErrorContains(t, err, "decision 3")
}

func TestDecisionRand(t *testing.T) {
	a, b := DecisionRand(1, 5), DecisionRand(1, 5)
	assert.Equal(t, a.Uint64(), b.Uint64(), "same seed and decision, same stream")
	first := DecisionRand(1, 5).Uint64()
	assert.NotEqual(t, first, DecisionRand(1, 6).Uint64())
	assert.NotEqual(t, first, DecisionRand(2, 5).Uint64())
}

func TestGameSeedsDiffer(t *testing.T) {
	seen := map[uint64]bool{}
	for p := 2; p <= 4; p++ {
		for i := range 100 {
			seen[GameSeed(1, p, i)] = true
		}
	}
	assert.Len(t, seen, 300)
}

func TestConfigDefaults(t *testing.T) {
	cfg := Config{}.withDefaults(toy{})
	assert.Equal(t, []int{2, 3, 4}, cfg.Players)
	assert.Equal(t, 50, cfg.Games)
	assert.Equal(t, 10_000, cfg.MaxDecisions)
	assert.Equal(t, 1, cfg.DeepEvery)
	cfg = Config{DeepEvery: 4}.withDefaults(toy{})
	var deep []int
	for n := 1; n <= 8; n++ {
		if cfg.deep(1, n) {
			deep = append(deep, n)
		}
	}
	assert.Equal(t, []int{3, 7}, deep, "game 1 is shifted by one decision")
}

func TestCheckDoc(t *testing.T) {
	assert.NoError(t, checkLine("+--+ A: 3m2 |"))
	assert.NoError(t, checkLine("café, Zoe\u0301, 李雷"), "boards are UTF-8")
	assert.ErrorContains(t, checkLine("a\tb"), "not printable")
	assert.ErrorContains(t, checkLine("a\u202eb"), "not printable", "a bidi override")
	assert.ErrorContains(t, checkLine("a\xffb"), "not UTF-8")
	assert.ErrorContains(t, checkLine(strings.Repeat("李", 36)+"x"), "73 columns", "wide letters count twice")
	assert.NoError(t, checkLine(string(make72())))
	assert.ErrorContains(t, checkLine(string(append(make72(), 'x'))), "73 columns")
}

func make72() []byte {
	b := make([]byte, 72)
	for i := range b {
		b[i] = '='
	}
	return b
}
