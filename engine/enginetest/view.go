package enginetest

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// GoldenView compares the Doc of v, written by DocText, with the golden
// file at path.
func GoldenView(t testing.TB, path string, v engine.View) {
	t.Helper()
	Golden(t, path, DocText(v.Doc(engine.English)))
}

// ViewJSON marshals v and decodes it again into plain maps and slices, so
// a test can check the field names and values that --json prints.
func ViewJSON(t testing.TB, v engine.View) map[string]any {
	t.Helper()
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var back map[string]any
	require.NoError(t, json.Unmarshal(data, &back))
	return back
}

// CheckResample resamples st, which must be an engine.Resampler, for the
// Observer and each of the players' seats, with seeds 0 … seeds-1 of
// NewRand. The seat's view must be unchanged (DeepEqual). check then gets
// each resampled state, checks what the game knows must hold (no card lost
// or made, the seat's own hand kept) and reports whether the state differs
// from st in what the other seats hold: for every seat, at least one
// resample must differ, or Resample hides nothing.
func CheckResample(t testing.TB, st engine.State, players, seeds int, check func(s engine.Seat, re engine.State) (changed bool)) {
	t.Helper()
	rs, ok := st.(engine.Resampler)
	require.True(t, ok, "%T is not an engine.Resampler", st)
	for s := engine.Observer; s < engine.Seat(players); s++ {
		changed := false
		for seed := range uint64(seeds) {
			re := rs.Resample(s, NewRand(seed))
			require.Equal(t, st.View(s), re.View(s), "seat %d", s)
			if check(s, re) {
				changed = true
			}
		}
		assert.True(t, changed, "seat %d: no resample changed what the others hold", s)
	}
}

// BoardFits checks that every line of the Doc of every view, in each of
// langs, fits engine.BoardWidth display columns and is printable UTF-8, as
// boards must be:
// the check of a game's hand-made wide tables (long names, big hands).
func BoardFits[V engine.View](t testing.TB, views []V, langs ...string) {
	t.Helper()
	for _, lang := range langs {
		for _, v := range views {
			for _, sec := range v.Doc(lang).Sections {
				for _, l := range sec.Lines {
					checkBoardLine(t, lang, l.Text())
				}
			}
		}
	}
}

// checkBoardLine fails t if text is not a board line (checkLine: wider
// than engine.BoardWidth display columns, or not printable UTF-8). The
// assertion is made only on a bad line: testify's reflection, run on
// every line of every board, was most of the cost.
func checkBoardLine(t testing.TB, lang, text string) {
	t.Helper()
	if err := checkLine(text); err != nil {
		require.NoError(t, err, "%s: %q", lang, text)
	}
}
