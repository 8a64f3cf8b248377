package enginetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

// recorder is a testing.TB that records failures instead of failing the
// test, so a test can show that a helper fails when it should. FailNow
// ends the goroutine, as testing's does; failures runs the helper in a
// goroutine of its own for that reason.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Fail()   { r.msgs = append(r.msgs, "Fail") }
func (r *recorder) Failed() bool {
	return len(r.msgs) > 0
}
func (r *recorder) FailNow()          { r.Fail(); runtime.Goexit() }
func (r *recorder) Error(args ...any) { r.msgs = append(r.msgs, fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatal(args ...any)                 { r.Error(args...); runtime.Goexit() }
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...); runtime.Goexit() }

// failures runs check with a recorder and returns what it reported, all
// in one string; empty when check passed.
func failures(t *testing.T, check func(tb testing.TB)) string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return strings.Join(r.msgs, "\n")
}

// toyTable plays the toy with seats named Ann, Bob and Cid.
var toyTable = Table{Game: toy{}, Names: func(engine.State) []string { return []string{"Ann", "Bob", "Cid"} }}

// toySetup is a 3-player toy game dealt from NewRand(1).
func toySetup(t *testing.T, g toy) *toyState {
	st, _, err := g.Setup(engine.Options{}, 3, NewRand(1))
	require.NoError(t, err)
	return st.(*toyState)
}

func TestGolden(t *testing.T) {
	defer func(saved bool) { *update = saved }(*update)
	*update = false
	path := filepath.Join(t.TempDir(), "new", "x.golden")
	assert.Contains(t, failures(t, func(tb testing.TB) { Golden(tb, path, "a\n") }), "run go test -update")

	*update = true
	Golden(t, path, "a\n") // writes the file, making its folder
	*update = false
	Golden(t, path, "a\n")
	assert.Contains(t, failures(t, func(tb testing.TB) { Golden(tb, path, "b\n") }), "differs from "+path)
}

func TestDocText(t *testing.T) {
	var d engine.Doc
	board := d.Add("Board", false)
	board.Text("x")
	board.Line(engine.S(engine.Strong, "y"), engine.S(engine.Dim, "z"))
	d.Add("Your hand", true).Text("1 2")
	assert.Equal(t, "== Board\nx\nyz\n== Your hand (private)\n1 2\n", DocText(d))
}

func TestNewRand(t *testing.T) {
	assert.Equal(t, NewRand(7).Uint64(), NewRand(7).Uint64())
	assert.NotEqual(t, NewRand(7).Uint64(), NewRand(8).Uint64())
}

func TestFuzzStates(t *testing.T) {
	states, err := FuzzStates(toy{}, FuzzConfig{Players: 3, Seed: 4, Openings: 2})
	require.NoError(t, err)
	// The setup, decisions 1 and 2, then n/4, n/2, 3n/4, n-1 and n.
	require.Len(t, states, 8)
	assert.Equal(t, 0, states[0].(*toyState).moves)
	assert.Equal(t, 2, states[2].(*toyState).moves)
	assert.Empty(t, states[7].ToAct(), "the last state is the end")
	assert.Len(t, states[6].ToAct(), 1, "one decision before the end")

	states, err = FuzzStates(toy{}, FuzzConfig{Seed: 4})
	require.NoError(t, err)
	assert.Len(t, states, 6)
	assert.Len(t, states[0].(*toyState).hands, 2, "the fewest players by default")

	_, err = FuzzStates(toy{bug: "endless"}, FuzzConfig{Seed: 4, MaxDecisions: 50})
	assert.ErrorContains(t, err, "still running after 50 decisions")
}

// FuzzToyParseMove runs the fuzz body on the toy; `go test` runs its
// corpus.
func FuzzToyParseMove(f *testing.F) {
	FuzzParseMove(f, toy{}, FuzzConfig{
		Corpus:  []string{"draw", "play 3", "PLAY 3", "play", "play 10", "dance", "", "draw draw"},
		Players: 3, Seed: 2, Openings: 1,
	})
}

func TestCheckParseFindsBugs(t *testing.T) {
	st := toySetup(t, toy{})
	for _, text := range []string{"play 9", "dance", "", "  DRAW  "} {
		assert.Empty(t, failures(t, func(tb testing.TB) { CheckParse(tb, toy{}, st, 0, text) }), text)
	}
	assert.Contains(t, failures(t, func(tb testing.TB) { CheckParse(tb, toy{bug: "plain-error"}, st, 0, "dance") }),
		"is not a *notation.Error")
	assert.Contains(t, failures(t, func(tb testing.TB) { CheckParse(tb, toy{bug: "format"}, st, 0, "play 9") }),
		`formatted "play 6", which parses as`)
}

// refusing is a state whose Apply fails with an error that wraps neither
// ErrIllegal nor ErrNotYourTurn.
type refusing struct{ engine.State }

func (r refusing) Clone() engine.State { return r }
func (refusing) Apply(engine.Seat, engine.Move, *rand.Rand) ([]engine.Event, error) {
	return nil, errors.New("the disk is full")
}

func TestCheckApply(t *testing.T) {
	st := toySetup(t, toy{})
	assert.Empty(t, failures(t, func(tb testing.TB) { CheckApply(tb, toy{}, st, 1, drawMove{}, 0) }),
		"not your turn is a fine refusal")
	assert.Empty(t, failures(t, func(tb testing.TB) { CheckApply(tb, toy{}, st, 0, playMove{Card: 10}, 0) }),
		"an illegal move is a fine refusal")
	assert.Equal(t, 0, st.moves, "CheckApply works on a clone")
	assert.Contains(t, failures(t, func(tb testing.TB) { CheckApply(tb, toy{}, refusing{st}, 0, drawMove{}, 3) }),
		"state 3, seat 0: Apply(\"draw\"): the disk is full wraps neither")
}

func TestTable(t *testing.T) {
	st := toySetup(t, toy{})
	card := st.hands[0][0]
	notHeld := 10 - card // one of the other cards, unless card is 5
	if notHeld == card {
		notHeld = st.hands[1][0]
	}
	toyTable.Refuse(t, st, "Bob: draw", "not your turn")
	toyTable.Refuse(t, st, "Ann: play "+strconv.Itoa(notHeld), "you do not hold")
	assert.Equal(t, []string{"play " + strconv.Itoa(st.hands[0][0]), "play " + strconv.Itoa(st.hands[0][1]), "draw"},
		toyTable.LegalTexts(st))
	deck := len(st.deck)
	events := toyTable.Play(t, st, "Ann: play "+strconv.Itoa(card), " Bob : draw")
	require.Len(t, events, 3)
	assert.Equal(t, fmt.Sprintf("seat 0 plays %d\nseat draws\nyou draw %s", card, events[2].Args[0]), EventTexts(toy{}, events))
	assert.Equal(t, []int{card}, st.piles[0])
	assert.Len(t, st.deck, deck-1, "Bob drew")
	assert.Equal(t, []engine.Seat{2}, st.ToAct())
}

func TestTableFailures(t *testing.T) {
	for line, want := range map[string]string{
		"Ann draw":    "has no player",
		"Dee: draw":   `no player "Dee"`,
		"Ann: dance":  `parse " dance"`,
		"Bob: draw":   "move \"Bob: draw\"", // Play: not Bob's turn
		"Ann: play 0": `parse " play 0"`,
	} {
		st := toySetup(t, toy{})
		assert.Contains(t, failures(t, func(tb testing.TB) { toyTable.Play(tb, st, line) }), want, line)
	}
	st := toySetup(t, toy{})
	assert.Contains(t, failures(t, func(tb testing.TB) { toyTable.Refuse(tb, st, "Ann: draw", "x") }),
		"An error is expected but got nil", "a legal move is not refused")
	st = toySetup(t, toy{})
	assert.Contains(t, failures(t, func(tb testing.TB) { toyTable.Refuse(tb, st, "Bob: draw", "you do not hold") }),
		`does not contain "you do not hold"`, "the wrong reason")
	dirty := toySetup(t, toy{bug: "dirty-reject"})
	assert.Contains(t, failures(t, func(tb testing.TB) { toyTable.Refuse(tb, dirty, "Bob: draw", "not your turn") }),
		"a refused move changed the state")
}

func TestParseWords(t *testing.T) {
	digit := func(w string) (int, bool) {
		n, err := strconv.Atoi(w)
		return n, err == nil
	}
	assert.Equal(t, []int{3, 1}, ParseWords(t, " 3  1 ", digit))
	assert.Empty(t, ParseWords(t, "", digit))
	assert.Contains(t, failures(t, func(tb testing.TB) { ParseWords(tb, "3 x", digit) }), `"x" is not a int`)
	assert.Equal(t, engine.Seat(1), SeatOf(t, []string{"Ann", "Bob"}, " Bob "))
}

func TestNotationChecks(t *testing.T) {
	CheckExamples(t, toy{}, []Example{{Text: "draw", Want: drawMove{}}, {Text: "play 3", Want: playMove{Card: 3}}})
	CheckCanonical(t, toy{}, map[string]string{"PLAY 3": "play 3", "  draw ": "draw"})
	CheckParseErrors(t, toy{}, []ParseError{
		{Text: "dance", Col: 1, Msg: "unknown verb", Expected: "draw"},
		{Text: "play 10", Col: 6, Msg: "want a card", Expected: "a card 1 to 9"},
	})
	wrong := []ParseError{
		{Text: "dance", Col: 2, Msg: "unknown verb", Expected: "draw"},
		{Text: "dance", Col: 1, Msg: "unknown noun", Expected: "draw"},
		{Text: "dance", Col: 1, Msg: "unknown verb", Expected: "jump"},
		{Text: "draw", Col: 1, Msg: "", Expected: ""},
	}
	for _, c := range wrong {
		assert.NotEmpty(t, failures(t, func(tb testing.TB) { checkParseError(tb, toy{}, c) }), "%+v", c)
	}
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { CheckCanonical(tb, toy{}, map[string]string{"PLAY 3": "play 4"}) }))
	assert.Equal(t, "1:1: unknown verb; expected one of play, draw\n    dance\n    ^\n\n", ErrorDisplays(t, toy{}, "dance"))
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { ErrorDisplays(tb, toy{}, "draw") }), "a text that parses")
}

func TestCheckRoundTrip(t *testing.T) {
	st := toySetup(t, toy{})
	CheckRoundTrip(t, toy{}, st, 0)
	st.hands[0][0] = 9 // the format bug writes 9 as "play 6"
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { CheckRoundTrip(tb, toy{bug: "format"}, st, 0) }))
}

// fixedDeal deals every game alike, whatever the seed; wideCount claims
// player counts the toy refuses.
type (
	fixedDeal struct{ toy }
	wideCount struct{ toy }
)

func (fixedDeal) Setup(opts engine.Options, players int, _ *rand.Rand) (engine.State, []engine.Event, error) {
	return toy{}.Setup(opts, players, NewRand(0))
}

func (w wideCount) Info() engine.Info {
	in := w.toy.Info()
	in.MinPlayers, in.MaxPlayers = 3, 3
	return in
}

func TestSetupChecks(t *testing.T) {
	CheckSetupReproducible(t, toy{}, 3, engine.Options{})
	CheckSetupRefusesPlayers(t, toy{})
	assert.Contains(t, failures(t, func(tb testing.TB) { CheckSetupReproducible(tb, fixedDeal{}, 3, engine.Options{}) }),
		"another seed deals another game")
	msg := failures(t, func(tb testing.TB) { CheckSetupRefusesPlayers(tb, wideCount{}) })
	assert.Contains(t, msg, "2 players")
	assert.Contains(t, msg, "4 players")
}

func TestCheckSetupRefusesUnknownVariant(t *testing.T) {
	CheckSetupRefusesUnknownVariant(t, toy{}, 3, engine.Options{})
	assert.Contains(t, failures(t, func(tb testing.TB) {
		CheckSetupRefusesUnknownVariant(tb, toy{bug: "any-variant"}, 3, engine.Options{})
	}), `toy: Setup accepted the unknown variant "no-such-variant"`)
	assert.Contains(t, failures(t, func(tb testing.TB) {
		CheckSetupRefusesUnknownVariant(tb, toy{bug: "vague-variant"}, 3, engine.Options{})
	}), "the error should name the variant")
}

func TestCheckDataDecoding(t *testing.T) {
	type pieces struct {
		Count int `toml:"count"`
	}
	decode := func(src []byte) (*pieces, error) {
		p := new(pieces)
		return p, gamedata.Decode("toy", src, p, func() error {
			if p.Count != 2 {
				return fmt.Errorf("%d pieces, want 2", p.Count)
			}
			return nil
		})
	}
	CheckDataDecoding(t, []byte("count = 2\n"), decode, map[string]BadData{
		"a piece missing": {Src: "count = 1\n", Want: "1 pieces, want 2"},
	})
	lax := func([]byte) (int, error) { return 0, nil }
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { checkBadData(tb, lax, BadData{Src: "x", Want: "x"}) }),
		"a decoder that accepts anything fails the check")
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { checkBadData(tb, decode, BadData{Src: "count = 1", Want: "3 pieces"}) }),
		"an error for another reason fails the check")
}

func TestViewHelpers(t *testing.T) {
	st := toySetup(t, toy{})
	back := ViewJSON(t, st.View(1))
	assert.Equal(t, 1.0, back["seat"])
	assert.Equal(t, []any{2.0, 2.0, 2.0}, back["hand_sizes"])
	assert.Equal(t, 3.0, back["deck"])

	CheckResample(t, st, 3, 10, func(s engine.Seat, re engine.State) bool {
		return fmt.Sprint(re.(*toyState).hands) != fmt.Sprint(st.hands)
	})
	noop := toySetup(t, toy{bug: "noop-resample"})
	assert.Contains(t, failures(t, func(tb testing.TB) {
		CheckResample(tb, noop, 3, 10, func(engine.Seat, engine.State) bool { return false })
	}), "seat -1: no resample changed what the others hold")
	leak := toySetup(t, toy{bug: "leak"})
	assert.NotEmpty(t, failures(t, func(tb testing.TB) {
		CheckResample(tb, leak, 3, 10, func(engine.Seat, engine.State) bool { return true })
	}), "a view that shows the deck changes on resampling")
}

// BenchmarkToyReplay and BenchmarkToySelfplay run the benchmark bodies on
// the toy.
func BenchmarkToyReplay(b *testing.B) { BenchReplay(b, toy{}, Bench{Players: 3, Seed: 1}) }

func BenchmarkToySelfplay(b *testing.B) { BenchSelfplay(b, toy{}, Bench{Players: 3}) }
