package compose

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// secretGame is a game whose legal verbs depend on hidden information:
// each player holds a hidden card from 1 to 6, and may "peek" only with a
// card above 3; "stop" is always open. Only what publicActions needs is
// implemented for real.
type secretGame struct{ dicegame.DiceGame }

type secretState struct {
	cards []int
	turn  engine.Seat
}

func (g secretGame) FormatMove(_ engine.State, m engine.Move) string { return m.(string) }

func (s *secretState) ToAct() []engine.Seat { return []engine.Seat{s.turn} }

func (s *secretState) Legal(seat engine.Seat) []engine.Move {
	if seat != s.turn {
		return nil
	}
	if s.cards[seat] > 3 {
		return []engine.Move{"peek 1", "peek 2", "stop"}
	}
	return []engine.Move{"stop"}
}

func (s *secretState) Apply(engine.Seat, engine.Move, *rand.Rand) ([]engine.Event, error) {
	return nil, nil
}

func (s *secretState) Clone() engine.State {
	return &secretState{cards: append([]int(nil), s.cards...), turn: s.turn}
}

func (s *secretState) View(seat engine.Seat) engine.View { return secretView{seat: seat} }

func (s *secretState) Result() (engine.Result, bool) { return engine.Result{}, false }

// Resample deals every card seat may not see afresh.
func (s *secretState) Resample(seat engine.Seat, rng *rand.Rand) engine.State {
	c := s.Clone().(*secretState)
	for i := range c.cards {
		if engine.Seat(i) != seat {
			c.cards[i] = 1 + rng.IntN(6)
		}
	}
	return c
}

type secretView struct{ seat engine.Seat }

func (v secretView) Viewer() engine.Seat { return v.seat }

func (v secretView) Doc(string) engine.Doc {
	var d engine.Doc
	d.Add("Table", false).Text("two hidden cards")
	return d
}

func secretReplay(cards ...int) *pbem.Replay {
	f := &pbem.File{Game: secretGame{}, Header: pbem.Header{ID: "sc-123456", Game: "secret",
		Players: []pbem.Player{{Name: "Ann"}, {Name: "Bob"}}}}
	return &pbem.Replay{File: f, State: &secretState{cards: cards}}
}

// Whether Ann may peek depends on her hidden card: the post must not tell.
// It reads the same whatever she holds, and offers peek as a "perhaps".
func TestPostVerbsDoNotDependOnHiddenCards(t *testing.T) {
	for _, f := range postFormats {
		for _, l := range pbem.Langs {
			req := PostRequest{Format: f, Lang: l, Since: -1}
			low, err := Post(secretReplay(1, 1), req)
			require.NoError(t, err)
			for _, cards := range [][]int{{6, 1}, {4, 6}, {3, 2}} {
				high, err := Post(secretReplay(cards...), req)
				require.NoError(t, err)
				assert.Equal(t, low.Text, high.Text, "%s %s: cards %v", f, l, cards)
			}
		}
	}
	plain, err := Post(secretReplay(6, 6), PostRequest{Format: pbem.FormatPlain, Since: -1})
	require.NoError(t, err)
	assert.Contains(t, plain.Text, "Ann is to move; the move starts with \"stop\". Depending on hidden\n"+
		"information, it may also start with \"peek\".")
}

func TestPublicActionsWithoutResampler(t *testing.T) {
	r := postGame(t) // dice has no hidden effect on verbs and no Resampler
	a := publicActions(r, engine.Seat(1))
	assert.Equal(t, postActor{Name: "Bob", Sure: []string{"roll", "stop"}}, a)
}

// BenchmarkPublicActions measures the redrawing that keeps verbs public,
// the costly part of a post for a game with hidden information.
func BenchmarkPublicActions(b *testing.B) {
	r := secretReplay(6, 1)
	for b.Loop() {
		publicActions(r, 0)
	}
	b.ReportMetric(actionSamples, "deals/op")
}
