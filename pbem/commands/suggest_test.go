package commands

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/urfave/cli/v2"
)

// TestCommandSuggestionNamesOnlyCloseCommands: a typo gets the command it
// is a typo of, a word far from every command gets the list of them.
func TestCommandSuggestionNamesOnlyCloseCommands(t *testing.T) {
	cmds := []*cli.Command{{Name: "move"}, {Name: "legal"}, {Name: "log"}, {Name: "arena"},
		{Name: "man", Hidden: true}, {Name: "board", Aliases: []string{"show"}}}
	for typed, want := range map[string]string{
		"mvoe":       `Did you mean "move"?`,
		"lgeal":      `Did you mean "legal"?`,
		"lo":         `Did you mean "log"?`,
		"shwo":       `Did you mean "board"?`,
		"MOVE":       `Did you mean "move"?`,
		"lgo":        `Did you mean "log"?`,
		"frobnicate": "The commands are: move, legal, log, arena, board.",
		"frob":       "The commands are: move, legal, log, arena, board.",
	} {
		assert.Equal(t, want, commandSuggestion(cmds, typed), typed)
	}
	assert.Equal(t, `Did you mean "legal" or "log"?`, commandSuggestion(cmds, "leg"))
}

// TestTypoDistance: a swap is one edit, and a long argument costs no
// more than the cap.
func TestTypoDistance(t *testing.T) {
	assert.Equal(t, 0, typoDistance("move", "move"))
	assert.Equal(t, 1, typoDistance("mvoe", "move"))
	assert.Equal(t, 2, typoDistance("mvo", "move"))
	assert.Equal(t, 3, typoDistance("", "log"))
	assert.Equal(t, 32, typoDistance(strings.Repeat("x", 1<<20), "move"))
}
