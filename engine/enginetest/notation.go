package enginetest

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// The checks below test a game's notation outside any game: texts are
// parsed with a nil state by seat 0, so they suit notations whose syntax
// does not depend on the state (legality is Apply's business).

// Example is a move text in canonical form and the move it stands for.
type Example struct {
	Text string
	Want engine.Move
}

// CheckExamples checks, in a subtest per example, that its text parses
// to its move and formats back to the same text.
func CheckExamples(t *testing.T, g engine.Game, examples []Example) {
	t.Helper()
	for _, ex := range examples {
		t.Run(ex.Text, func(t *testing.T) {
			m, err := g.ParseMove(nil, 0, ex.Text)
			require.NoError(t, err)
			assert.Equal(t, ex.Want, m)
			assert.Equal(t, ex.Text, g.FormatMove(nil, m), "the examples are canonical")
		})
	}
}

// CheckCanonical checks that each text of canonical (the key) parses and
// formats as its canonical form (the value).
func CheckCanonical(t testing.TB, g engine.Game, canonical map[string]string) {
	t.Helper()
	for text, want := range canonical {
		m, err := g.ParseMove(nil, 0, text)
		require.NoError(t, err, text)
		assert.Equal(t, want, g.FormatMove(nil, m), text)
	}
}

// ParseError is a text that must not parse and what its error must say.
type ParseError struct {
	Text string
	// Col is the column (in runes, from 1) the error points at.
	Col int
	// Msg and Expected are parts of the error's message and of its
	// "expected one of" list.
	Msg, Expected string
}

// CheckParseErrors checks, in a subtest per case, that its text fails to
// parse with a *notation.Error at its column, whose message and
// expectation contain the case's, and whose source is the text.
func CheckParseErrors(t *testing.T, g engine.Game, cases []ParseError) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Text, func(t *testing.T) { checkParseError(t, g, c) })
	}
}

// checkParseError checks one case of CheckParseErrors.
func checkParseError(t testing.TB, g engine.Game, c ParseError) {
	t.Helper()
	_, err := g.ParseMove(nil, 0, c.Text)
	var ne *notation.Error
	require.True(t, errors.As(err, &ne), "want a *notation.Error, got %v", err)
	assert.Equal(t, notation.Pos{Line: 1, Col: c.Col}, ne.Pos)
	assert.Contains(t, ne.Msg, c.Msg)
	assert.Contains(t, ne.Expected, c.Expected)
	assert.Equal(t, c.Text, ne.Source)
}

// ErrorDisplays parses each text, which must fail with a *notation.Error,
// and returns their displays (message, source line and caret), each
// followed by an empty line: the text of a golden file.
func ErrorDisplays(t testing.TB, g engine.Game, texts ...string) string {
	t.Helper()
	var b strings.Builder
	for _, text := range texts {
		_, err := g.ParseMove(nil, 0, text)
		var ne *notation.Error
		require.True(t, errors.As(err, &ne), text)
		b.WriteString(ne.Display() + "\n")
	}
	return b.String()
}
