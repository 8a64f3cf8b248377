package enginetest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// publicToy is the toy game followed without its seed: nothing a draw
// brings is public, so its outcomes are empty, but a public replay must
// still track hand sizes and piles. pubBug plants one fault in the public
// replay.
type publicToy struct {
	toy
	pubBug string
}

var _ engine.PublicReplayer = publicToy{}

// Outcome is empty: a play names its card, a draw reveals nothing. The
// planted faults name a hidden card or write a bad token.
func (g publicToy) Outcome(st engine.State, _ engine.Seat, _ string, _ []engine.Event) []string {
	full := st.(*toyState)
	switch g.pubBug {
	case "outcome-leaks":
		if len(full.deck) > 0 {
			return []string{"top:" + strconv.Itoa(full.deck[0])}
		}
	case "bad-token":
		return []string{"two words"}
	}
	return nil
}

// PublicSetup deals unknown cards: two a hand, the rest in the deck.
func (g publicToy) PublicSetup(_ engine.Options, players int, _ []string) (engine.State, []engine.Event, error) {
	st := &toyState{public: true, hands: make([][]int, players), piles: make([][]int, players)}
	for s := range players {
		st.hands[s] = []int{0, 0}
	}
	st.deck = make([]int, 9-2*players)
	return st, nil, nil
}

// ApplyPublic moves a card named by the text from a hand to a pile, or an
// unknown card from the deck to a hand.
func (g publicToy) ApplyPublic(ps engine.State, s engine.Seat, text string, _ []string) ([]engine.Event, error) {
	st := ps.(*toyState)
	if int(s) != st.turn {
		return nil, engine.ErrNotYourTurn
	}
	if text == "draw" {
		st.deck = st.deck[1:]
		st.hands[s] = append(st.hands[s], 0)
		st.next()
		return []engine.Event{engine.Tell("draws")}, nil
	}
	card, err := strconv.Atoi(strings.TrimPrefix(text, "play "))
	if err != nil {
		return nil, fmt.Errorf("%w: %q", engine.ErrIllegal, text)
	}
	st.hands[s] = st.hands[s][1:]
	if g.pubBug != "forgets-pile" {
		st.piles[s] = append(st.piles[s], card)
	}
	st.next()
	return []engine.Event{engine.Tell("plays", strconv.Itoa(int(s)), strconv.Itoa(card))}, nil
}

// TestPublicReplayToy: a correct public replay passes the suite, and
// the Public flag demands one.
func TestPublicReplayToy(t *testing.T) {
	cfg := Config{Games: 20, Seed: 3, Public: true}.withDefaults(toy{})
	assert.Empty(t, check(publicToy{}, cfg, 3).failures)
	rep := check(toy{}, cfg, 3)
	require.NotEmpty(t, rep.failures, "Config.Public accepted a game that is no PublicReplayer")
	assert.Contains(t, rep.failures[0].Error(), "is not an engine.PublicReplayer")
}

// TestPublicCheckFindsBugs plants one fault at a time in the toy's public
// replay and checks that the suite reports it.
func TestPublicCheckFindsBugs(t *testing.T) {
	tests := []struct{ bug, want string }{
		{"forgets-pile", "the public replay's view differs"},
		{"outcome-leaks", "the Outcome depends on what the Observer cannot see"},
		{"bad-token", `token "two words" is not a word`},
	}
	for _, tt := range tests {
		t.Run(tt.bug, func(t *testing.T) {
			cfg := Config{Games: 10, Seed: 7}.withDefaults(toy{})
			rep := check(publicToy{pubBug: tt.bug}, cfg, 3)
			require.NotEmpty(t, rep.failures, "the suite missed the bug")
			assert.Contains(t, rep.failures[0].Error(), tt.want)
		})
	}
}

// TestPublicOutcomesListsEachOutcome: the golden helper lists the
// decisions with an outcome, and refuses a game without public replay.
func TestPublicOutcomesListsEachOutcome(t *testing.T) {
	out, err := PublicOutcomes(publicToy{pubBug: "outcome-leaks"}, 3, 5, engine.Options{})
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.NotEmpty(t, lines)
	assert.True(t, slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, `"outcome":["top:`) }), out)
	_, err = PublicOutcomes(toy{}, 3, 5, engine.Options{})
	assert.Error(t, err)
}

// TestPublicResampleCheck: with Config.PublicResample, a public state
// redrawn for the Observer must give the seat to act the legal moves the
// game's state redrawn the same way gives; the toy's public hands of
// unknown cards do not.
func TestPublicResampleCheck(t *testing.T) {
	cfg := Config{Games: 5, Seed: 7, PublicResample: true}.withDefaults(toy{})
	rep := check(publicToy{}, cfg, 3)
	require.NotEmpty(t, rep.failures, "the suite missed public hands that cannot be redrawn")
	assert.Contains(t, rep.failures[0].Error(), "the public state redrawn for the Observer gives seat")
}
