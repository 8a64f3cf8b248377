package pbem

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/games"
)

// TestPreviewLeaks is the leak test of previews, for every game. Along
// random games, at random decision points, a random move of a seat to
// act is previewed twice: on the real game, and on a game that seat
// cannot tell apart from it (twinOf: another seed, the others' pending
// secret decisions made again, what it cannot see redrawn).
// The two previews, text and JSON, must be the same byte for byte: a
// preview depends only on what its player knows, so it can never show a
// card the real move would draw. The test also counts the previews that
// showed an example, so that it cannot pass by never meeting a draw.
func TestPreviewLeaks(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			t.Parallel()
			diffs, examples := previewLeaks(t, g, exampleWorld)
			assert.Empty(t, diffs, "previews that depend on what their player cannot see")
			assert.Positive(t, examples, "no preview met a draw or something hidden: the test proves little")
		})
	}
}

// TestPreviewLeakTestFails shows that TestPreviewLeaks can fail: a
// preview played on the real game, with its real seed, shows the real
// draw, and the same check finds it in every game (each draws tiles,
// cards or markets).
func TestPreviewLeakTestFails(t *testing.T) {
	realWorld := func(r *Replay, _ engine.Seat, _ secrets, _ int) (*Replay, error) {
		w := *r
		w.State, w.Plies = r.State.Clone(), slices.Clip(r.Plies)
		return &w, nil
	}
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			t.Parallel()
			diffs, _ := previewLeaks(t, g, realWorld)
			assert.NotEmpty(t, diffs, "a preview on the real game leaks its draws; the leak test must see it")
		})
	}
}

// maxPreviewLeakPlies bounds a random game of the leak test, which
// random play ends long before.
const maxPreviewLeakPlies = 5000

// previewLeaks plays a random game of g and, at random decision points,
// previews on the real game and on one the mover cannot tell apart from
// it, with worlds made by world: a random legal move of a seat to act;
// the two decisions in a row that ended there, when one seat made both;
// and a move the seat may not make (another seat's, most often). It
// returns the previews that differ, and how many showed an example.
func previewLeaks(t *testing.T, g engine.Game, world worldMaker) (diffs []string, examples int) {
	t.Helper()
	players := max(3, g.Info().MinPlayers)
	names := []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:players]
	path := filepath.Join(t.TempDir(), "game.pbem")
	_, err := Games{g}.Create(NewGame{Game: g.Info().ID, Players: names, Seed: "preview leaks", Now: testNow, Out: path})
	require.NoError(t, err)
	f, err := Games{g}.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(23, 4))
	// Random games are short (a few hundred decisions): previews at one
	// decision in every (all of them in a full run).
	every, previews := enginetest.ByDepth(4, 2, 1), 0
	var last *Replay // the game before the last decision
	lastSeat, lastText := engine.Observer, ""
	states := []engine.State{r.State.Clone()} // states[n]: after n decisions
	check := func(r *Replay, seat engine.Seat, texts ...string) {
		previews++
		diff, example := previewTwice(t, r, seat, texts, states, world, rng)
		if diff != "" {
			diffs = append(diffs, fmt.Sprintf("decision %d, %q: %s", r.NextPly(), texts, diff))
		}
		if example {
			examples++
		}
	}
	for len(r.State.ToAct()) > 0 && len(r.Plies) < maxPreviewLeakPlies {
		acts := r.State.ToAct()
		seat := acts[rng.IntN(len(acts))]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		if rng.IntN(every) == 0 {
			check(r, seat, text)
			if seat == lastSeat {
				check(last, seat, lastText, text)
			}
			check(r, seat, probe(r, seat, rng))
		}
		last = &Replay{File: r.File, Seed: r.Seed, State: r.State.Clone(), Setup: r.Setup, Plies: slices.Clip(r.Plies),
			Meta: r.Meta}
		lastSeat, lastText = seat, text
		ply, err := r.apply(seat, text, "", source{})
		require.NoError(t, err)
		r.Plies = append(r.Plies, ply)
		states = append(states, r.State.Clone())
		// The record too: a preview replays it up to the others' secret
		// decisions, to make them again (preview_secret.go).
		r.File, err = Games{g}.Parse(path, AppendPlies(r.File.Src, []Ply{ply}))
		require.NoError(t, err)
	}
	t.Logf("%d decisions, %d previews, %d examples", len(r.Plies), previews, examples)
	return diffs, examples
}

// probe returns a move that seat most often may not make: a legal move
// of another seat (a word that is no move, when it has none).
func probe(r *Replay, seat engine.Seat, rng *rand.Rand) string {
	other := engine.Seat((int(seat) + 1 + rng.IntN(len(r.File.Header.Players)-1)) % len(r.File.Header.Players))
	if legal := r.LegalTexts(other); len(legal) > 0 {
		return legal[rng.IntN(len(legal))]
	}
	return "pass"
}

// previewTwice previews texts, seat's decisions, on r and on a twin of r
// that seat cannot tell apart from it, and says how they differ ("" when
// they do not) and whether the first showed an example.
func previewTwice(t *testing.T, r *Replay, seat engine.Seat, texts []string, states []engine.State, world worldMaker,
	rng *rand.Rand) (string, bool) {
	t.Helper()
	twin := twinOf(t, r, seat, states, rng)
	req := MoveRequest{As: r.File.Name(seat)}
	for i, text := range texts {
		req.Moves = append(req.Moves, MoveInput{Text: text, Origin: "stdin", Line: i + 1})
	}
	a, example := previewOutput(t, r, req, world)
	b, _ := previewOutput(t, twin, req, world)
	if bytes.Equal(a, b) {
		return "", example
	}
	return fmt.Sprintf("\n--- real game\n%s\n--- a game the mover cannot tell apart\n%s", a, b), example
}

// twinOf returns a game seat cannot tell apart from r, drawn at random:
// another seed; the secret decisions the others made since seat was last
// to decide (a stake, a party) made again, each as a random legal move of
// the same verb; then everything else seat cannot see redrawn
// (engine.Resampler). It checks that seat sees the same in both. states[n]
// is the game after n decisions.
func twinOf(t *testing.T, r *Replay, seat engine.Seat, states []engine.State, rng *rand.Rand) *Replay {
	t.Helper()
	twin := &Replay{File: r.File, Setup: r.Setup, Plies: slices.Clip(r.Plies), Meta: r.Meta, State: r.State.Clone()}
	for i := range twin.Seed {
		twin.Seed[i] = byte(rng.IntN(256))
	}
	from := len(r.Plies)
	for from > 0 && r.Plies[from-1].Seat != seat && r.Secret(from-1) && r.Plies[from-1].awaited.has(seat) {
		from--
	}
	if from < len(r.Plies) {
		twin.State = states[from].Clone()
		for _, p := range r.Plies[from:] {
			var same []engine.Move
			for _, m := range twin.State.Legal(p.Seat) {
				if VerbOf(r.File.Game.FormatMove(twin.State, m)) == VerbOf(p.Move) {
					same = append(same, m)
				}
			}
			require.NotEmpty(t, same, "%s: no move of its verb in the twin", p.Move)
			_, err := twin.State.Apply(p.Seat, same[rng.IntN(len(same))], twin.Seed.Rand(p.N))
			require.NoError(t, err)
		}
	}
	if rs, ok := twin.State.(engine.Resampler); ok {
		twin.State = rs.Resample(seat, rand.New(rand.NewPCG(rng.Uint64(), rng.Uint64())))
	}
	want, err := json.Marshal(r.State.View(seat))
	require.NoError(t, err)
	got, err := json.Marshal(twin.State.View(seat))
	require.NoError(t, err)
	require.JSONEq(t, string(want), string(got), "the twin looks the same to seat %d", seat)
	return twin
}

// previewOutput is everything a preview of req on r prints, text and
// JSON, or its refusal; and whether it showed an example.
func previewOutput(t *testing.T, r *Replay, req MoveRequest, world worldMaker) ([]byte, bool) {
	t.Helper()
	res, err := r.preview(req, world)
	if err != nil {
		return []byte("refused: " + err.Error()), false
	}
	var b bytes.Buffer
	require.NoError(t, res.WriteText(&b))
	js, err := json.Marshal(res)
	require.NoError(t, err)
	b.Write(js)
	return b.Bytes(), res.ExampleFrom > 0
}
