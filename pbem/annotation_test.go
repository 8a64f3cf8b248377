package pbem

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem/internal/annotkit"
)

// annotGames plays the dice game with outcomes (annotkit.Dice): its
// sealed files get annotations.
var annotGames = Games{annotkit.Dice{}}

// newAnnotGame creates a dice game with outcomes for Ann and Bob, sealed
// or open, and returns its path.
func newAnnotGame(t *testing.T, sealed bool) string {
	t.Helper()
	req := NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
		Out: filepath.Join(t.TempDir(), "game.pbem"), Sealed: sealed}
	_, err := annotGames.Create(req)
	require.NoError(t, err)
	return req.Out
}

// annotMove submits one move of the dice game with outcomes.
func annotMove(t *testing.T, path string, req MoveRequest) *MoveResult {
	t.Helper()
	res, err := annotGames.Move(path, req)
	require.NoError(t, err)
	return res
}

// playAnnotGame plays a whole dice game: rolls (which have an outcome),
// a stop (which has none), with a comment typed on one decision.
func playAnnotGame(t *testing.T, path string) {
	t.Helper()
	for _, text := range []string{"roll", "roll {a good one}", "roll", "stop", "stop"} {
		annotMove(t, path, MoveRequest{Moves: inputs(text)})
	}
}

// annotRecord returns the lines of the file at path after its front
// matter.
func annotRecord(t *testing.T, path string) []string {
	t.Helper()
	src := readFile(t, path)
	_, record, ok := strings.Cut(strings.SplitN(src, "+++\n", 2)[1], "+++\n")
	require.True(t, ok)
	return strings.Split(strings.TrimSuffix(record, "\n"), "\n")
}

// A sealed game's host writes, on each decision that made something
// public, the game's outcome of it, and on the first record line the
// deal's; a decision without one gets none. Replayed, each ply carries
// its outcome apart from its comment.
func TestAnnotationSealedMoveWritesOutcomes(t *testing.T) {
	path := newAnnotGame(t, true)
	assert.Equal(t, []string{"{= dealt}"}, annotRecord(t, path), "the deal's line, before any decision")
	playAnnotGame(t, path)

	r, err := openReplay(annotGames, path, -1)
	require.NoError(t, err)
	assert.Equal(t, []string{"dealt"}, r.SetupOutcome)
	lines := annotRecord(t, path)
	require.Len(t, lines, 6)
	assert.Equal(t, "{= dealt}", lines[0])
	withOutcome := 0
	for i, p := range r.Plies {
		want := annotkit.Tokens(engine.PublicEvents(p.Events))
		assert.Equal(t, want, p.Outcome, "decision %d", p.N)
		if len(want) > 0 {
			withOutcome++
			assert.Regexp(t, `^\d \w+: roll \{= rolls:[1-6]`, lines[i+1])
		} else {
			assert.NotContains(t, lines[i+1], "{", "decision %d made nothing public: no annotation", p.N)
		}
	}
	assert.Equal(t, 3, withOutcome, "the three rolls, not the stops")
	assert.Regexp(t, `^2 Bob: roll \{= rolls:[1-6]; a good one\}$`, lines[2], "the typed comment follows the outcome")
	assert.Equal(t, "a good one", r.Plies[1].Comment, "a ply's comment is the comment's own text")

	f, err := annotGames.Load(path)
	require.NoError(t, err)
	canon, err := f.Canonical()
	require.NoError(t, err)
	assert.Equal(t, readFile(t, path), string(canon), "an annotated file is in canonical form")
}

// An open game gets no annotation: its file is byte for byte what a game
// without outcomes writes.
func TestAnnotationOpenGameHasNone(t *testing.T) {
	plain := newTestGame(t, nil)
	annotated := newAnnotGame(t, false)
	for _, text := range []string{"roll", "roll {a good one}", "roll", "stop", "stop"} {
		move(t, plain, "", text)
		annotMove(t, annotated, MoveRequest{Moves: inputs(text)})
	}
	assert.Equal(t, readFile(t, plain), readFile(t, annotated))
	assert.NotContains(t, readFile(t, annotated), "{=")
	r, err := openReplay(annotGames, annotated, -1)
	require.NoError(t, err)
	assert.Nil(t, r.SetupOutcome)
	for _, p := range r.Plies {
		assert.Nil(t, p.Outcome)
	}
}

// Once the seed is revealed, new decisions (an analysis, a variation
// played on) get no outcome: anyone can replay them.
func TestAnnotationNoneOnceRevealed(t *testing.T) {
	path := newAnnotGame(t, true)
	annotMove(t, path, MoveRequest{Moves: inputs("roll")})
	_, err := annotGames.Reveal(path, "", true)
	require.NoError(t, err)
	f, err := annotGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Len(t, r.Plies[0].Outcome, 1, "the recorded outcome stays")
	ply, err := r.apply(1, "roll", "", source{})
	require.NoError(t, err)
	assert.Nil(t, ply.Outcome)
}

// annotate replaces the comment's own text and keeps the host's outcome;
// a comment that would read as an outcome is refused.
func TestAnnotateKeepsOutcome(t *testing.T) {
	path := newAnnotGame(t, true)
	annotMove(t, path, MoveRequest{Moves: inputs("roll")})
	outcome := regexp.MustCompile(`\{= rolls:[1-6]`).FindString(readFile(t, path))
	require.NotEmpty(t, outcome)

	res, err := annotGames.Annotate(path, Annotation{Ply: 1, Comment: "lucky"})
	require.NoError(t, err)
	assert.Equal(t, "1 Ann: roll "+outcome+"; lucky}", res.Line)
	assert.Equal(t, "lucky", res.Comment)
	assert.Contains(t, readFile(t, path), "\n1 Ann: roll "+outcome+"; lucky}\n")

	res, err = annotGames.Annotate(path, Annotation{Ply: 1, Comment: ""})
	require.NoError(t, err)
	assert.Equal(t, "1 Ann: roll "+outcome+"}", res.Line, "removing the comment keeps the outcome")

	before := readFile(t, path)
	_, err = annotGames.Annotate(path, Annotation{Ply: 1, Comment: "= rolls:6"})
	require.ErrorIs(t, err, ErrUsage)
	assert.Contains(t, err.Error(), `may not start with "="`)
	assert.Equal(t, before, readFile(t, path))
}

// A comment typed with a move may not start as an annotation does, in
// any game: the refusal is placed at the "=".
func TestAnnotationTypedIsRefused(t *testing.T) {
	for _, sealed := range []bool{false, true} {
		path := newAnnotGame(t, sealed)
		before := readFile(t, path)
		_, err := annotGames.Move(path, MoveRequest{Moves: []MoveInput{{Text: "roll {= rolls:6}", Origin: "stdin", Line: 2}}})
		require.Error(t, err)
		var merr *MoveError
		require.ErrorAs(t, err, &merr)
		assert.True(t, IsMoveRefusal(err))
		assert.Equal(t, "stdin", merr.Detail.File)
		assert.Equal(t, notation.Pos{Line: 2, Col: 7}, merr.Detail.Pos, "at the = of the comment")
		assert.Contains(t, err.Error(), `stdin:2:7: a comment may not start with "="`)
		assert.Equal(t, before, readFile(t, path), "sealed %v: the file is untouched", sealed)
	}
	path := newAnnotGame(t, true)
	annotMove(t, path, MoveRequest{Moves: inputs("roll { = a space first is a comment}")})
	assert.Contains(t, readFile(t, path), ";  = a space first is a comment}", "its own text, kept as typed")
}

// The mark the inbox writes follows the outcome, and an order's mark
// too: both are read as the comment's own text.
func TestAnnotationKeepsMarks(t *testing.T) {
	path := newAnnotGame(t, true)
	annotMove(t, path, MoveRequest{Moves: inputs("roll"), Comment: "mail 0123456789ab"})
	assert.Regexp(t, `\n1 Ann: roll \{= rolls:[1-6]; mail 0123456789ab\}\n`, readFile(t, path))
	f, err := annotGames.Load(path)
	require.NoError(t, err)
	assert.Equal(t, "mail 0123456789ab", f.CommentText(f.Record.Moves()[0].Comment))

	// An order's decision: the mark follows the outcome on its line.
	src := readFile(t, path) + "2 Bob: roll {= rolls:4; order}\n"
	require.NoError(t, writeFile(path, src))
	r, err := openReplay(annotGames, path, -1)
	require.NoError(t, err)
	p := r.Plies[1]
	assert.Equal(t, []string{"rolls:4"}, p.Outcome)
	assert.Equal(t, "order", p.Comment)
	assert.True(t, isOrderMark(p.Comment))
	assert.Equal(t, "2 Bob: roll {= rolls:4; order}", p.Line(), "the line as shown again")
}

// writeFile replaces the file at path with src.
func writeFile(path, src string) error { return WriteFile(path, []byte(src)) }

// stripAnnotations returns src without its annotations: the setup's
// line, and each outcome at the start of a comment.
func stripAnnotations(src string) string {
	src = regexp.MustCompile(`(?m)^\{=[^}]*\}\n`).ReplaceAllString(src, "")
	src = regexp.MustCompile(` \{=[^;}]*\}`).ReplaceAllString(src, "")
	return regexp.MustCompile(`\{=[^;}]*; `).ReplaceAllString(src, "{")
}

// A file with annotations replays, with the key, to the same game as the
// same file without them: the same board at each decision, the same log
// but for the outcomes, the log's JSON showing each outcome.
func TestAnnotationReplaysAsWithout(t *testing.T) {
	path := newAnnotGame(t, true)
	playAnnotGame(t, path)
	bare := filepath.Join(t.TempDir(), "bare.pbem")
	src := readFile(t, path)
	require.NoError(t, writeFile(bare, stripAnnotations(src)))
	require.NoError(t, os.WriteFile(bare+KeySuffix, []byte(readFile(t, path+KeySuffix)), 0o600))
	require.NotEqual(t, src, readFile(t, bare))
	require.NotContains(t, readFile(t, bare), "{=")

	boards := func(p string) []string {
		f, err := annotGames.Load(p)
		require.NoError(t, err)
		var out []string
		_, err = f.Step(0, 5, func(r *Replay) error {
			for _, s := range []engine.Seat{engine.Observer, 0, 1} {
				b, err := json.Marshal(r.State.View(s))
				require.NoError(t, err)
				out = append(out, string(b))
			}
			return nil
		})
		require.NoError(t, err)
		return out
	}
	assert.Equal(t, boards(bare), boards(path))

	logs := func(p string, s engine.Seat) (*LogResult, string) {
		r, err := openReplay(annotGames, p, -1)
		require.NoError(t, err)
		l := r.Log(s)
		var b bytes.Buffer
		require.NoError(t, l.WriteText(&b))
		return l, b.String()
	}
	for _, s := range []engine.Seat{engine.Observer, 0} {
		withLog, withText := logs(path, s)
		bareLog, bareText := logs(bare, s)
		assert.Equal(t, bareText, stripAnnotations(withText))
		assert.Contains(t, withText, "{= rolls:", "the log shows the outcomes")
		assert.NotContains(t, withText, "{= dealt}", "the setup's line is not a comment of the log")

		js, err := json.Marshal(withLog)
		require.NoError(t, err)
		assert.Regexp(t, `"move":"roll","comment":"a good one","outcome":\["rolls:[1-6]"\]`, string(js))
		assert.Regexp(t, `"outcome":\["rolls:[1-6]"\]`, string(js))
		assert.Equal(t, []string{"dealt"}, withLog.Plies[0].Outcome, "the deal's outcome, on ply 0")
		for i := range withLog.Plies {
			withLog.Plies[i].Outcome = nil
		}
		want, err := json.Marshal(bareLog)
		require.NoError(t, err)
		got, err := json.Marshal(withLog)
		require.NoError(t, err)
		assert.JSONEq(t, string(want), string(got), "the same log but for the outcomes")
	}
}

// The setup's line is the first annotation before the first decision,
// comments of an annotator above it or not; the log lists the other
// whole-line comments as before.
func TestAnnotationSetupLineAmongComments(t *testing.T) {
	path := newAnnotGame(t, true)
	annotMove(t, path, MoveRequest{Moves: inputs("stop")})
	src := strings.Replace(readFile(t, path), "+++\n{= dealt}\n", "+++\n{played at the club}\n{= dealt}\n", 1)
	require.NoError(t, writeFile(path, src))
	r, err := openReplay(annotGames, path, -1)
	require.NoError(t, err)
	assert.Equal(t, []string{"dealt"}, r.SetupOutcome)
	assert.Equal(t, []LineComment{{After: 0, Text: "played at the club"}}, r.Log(engine.Observer).Comments)

	// In an open game such a line is only a comment.
	open := newAnnotGame(t, false)
	require.NoError(t, writeFile(open, readFile(t, open)+"{= dealt}\n"))
	r, err = openReplay(annotGames, open, -1)
	require.NoError(t, err)
	assert.Nil(t, r.SetupOutcome)
	assert.Equal(t, []LineComment{{After: 0, Text: "= dealt"}}, r.Log(engine.Observer).Comments)
}

// Standing orders work the same in a sealed game whose lines carry
// outcomes: the order's mark follows the outcome, and the book reads it
// there (which order made which decision, which lapsed).
func TestAnnotationKeepsOrdersWorking(t *testing.T) {
	sealedGames := Games{annotkit.Palazzo{}}
	play := func(c Games, sealed bool) (lines []string, orders []*OrderResult) {
		path := filepath.Join(t.TempDir(), "g.pbem")
		_, err := c.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed,
			Now: testNow, Out: path, Sealed: sealed})
		require.NoError(t, err)
		steps := []struct{ as, order, move string }{
			{as: "Ann", move: "draw"},
			{as: "Bob", order: "bid up to 9 or pass until auction"},
			{as: "Cid", order: "bid up to 8"},
			{as: "Cid", order: "next pass"},
			{as: "Ann", move: "auction"},
			{as: "Ann", move: "pass"},
		}
		for _, s := range steps {
			if s.order != "" {
				_, err = c.PlaceOrder(path, OrderRequest{As: s.as, Text: s.order})
			} else {
				_, err = c.Move(path, MoveRequest{As: s.as, Moves: inputs(s.move)})
			}
			require.NoError(t, err, "%+v", s)
		}
		for _, name := range []string{"Bob", "Cid"} {
			res, err := c.ListOrders(path, name)
			require.NoError(t, err)
			orders = append(orders, res)
		}
		return annotRecord(t, path), orders
	}
	openLines, openOrders := play(palazzoGames, false)
	sealedLines, sealedOrders := play(sealedGames, true)
	for i := range openOrders {
		assert.Equal(t, openOrders[i].Orders, sealedOrders[i].Orders, "the same orders stand")
		assert.Equal(t, openOrders[i].Lapsed, sealedOrders[i].Lapsed, "the same orders lapsed, for the same reasons")
	}
	require.NotEmpty(t, openOrders[1].Lapsed, "Cid's pre-move lapsed")
	assert.Contains(t, openOrders[1].Lapsed[0].Reason, "your order")
	require.Equal(t, "{= ", sealedLines[0][:3])
	assert.Equal(t, openLines, strings.Split(strings.TrimSpace(stripAnnotations(strings.Join(sealedLines[1:], "\n")+"\n")), "\n"))
	assert.Contains(t, strings.Join(sealedLines, "\n"), "; order}", "an order's decision has an outcome and its mark")
}

// A bot that acts first in a new sealed game plays right after the
// deal: its decision comes after the deal's line, with its outcome.
func TestAnnotationBotAtCreate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	r, err := annotGames.Create(NewGame{Game: "dice", Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed,
		Now: testNow, Out: path, Sealed: true, Bots: map[string]int{"Ann": 5, "Bob": 5}})
	require.NoError(t, err)
	require.NotEmpty(t, r.Plies, "Ann's bot played")
	lines := annotRecord(t, path)
	assert.Equal(t, "{= dealt}", lines[0])
	assert.Regexp(t, `^1 Ann: \w+`, lines[1])
	annotMove(t, path, MoveRequest{Moves: inputs("roll")}) // Cid's; the bots follow
	replayed, err := openReplay(annotGames, path, -1)
	require.NoError(t, err)
	for _, p := range replayed.Plies {
		assert.Equal(t, annotkit.Tokens(engine.PublicEvents(p.Events)), p.Outcome, "decision %d", p.N)
		if p.Name != "Cid" {
			assert.Equal(t, BotComment, p.Comment)
		}
	}
	assert.Greater(t, len(replayed.Plies), 3, "the bots played after Cid")
	assert.Equal(t, r.Plies[0].Outcome, replayed.Plies[0].Outcome, "the bot's ply, as written")
}
