package enginetest

// The names check of Suite: every game played with players named in
// several scripts (accents, a combining mark, CJK wide letters, a space),
// its boards held to the board rules and laid out exactly as with ASCII
// names of the same display width.

import (
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"

	"github.com/pbem-games/pbem/engine"
)

// UnicodeNames are player names a table may hold, each paired with an
// ASCII twin of the same display width: "李雷" is two wide letters, four
// columns, as "Lile" is; "Rémy" is spelt with a combining accent (one
// column for "e" and its mark). A board aligned by display width lays out
// the same with either set.
var UnicodeNames = [][2]string{
	{"Zoë", "Zoe"},
	{"李雷", "Lile"},
	{"Ōsaka Kō", "Osaka Ko"},
	{"Jürgen", "Jurgen"},
	{"Re\u0301my", "Remy"},
	{"Gül Şahin", "Gul Sahin"},
}

// unicodeOptions returns opts with the first n UnicodeNames, as written
// (twin false) or their ASCII twins.
func unicodeOptions(opts engine.Options, n int, twin bool) engine.Options {
	opts.Names = make([]string, n)
	for i := range n {
		pair := UnicodeNames[i%len(UnicodeNames)]
		opts.Names[i] = pair[0]
		if twin {
			opts.Names[i] = pair[1]
		}
	}
	return opts
}

// checkUnicodeNames plays each game of spec with UnicodeNames and with
// their twins from the same seed: every board line of the first is a board
// line (checkLine: printable UTF-8, at most 72 display columns) in every
// language, and each has the shape of the twin's line (shape): the same
// display width, blanks in the same columns, so that no column moved for a
// name's bytes or runes. Shapes, not texts, are compared: a board may
// give a side a letter of its own (Leonardo's "A" for 李雷, "L" for Lile).
func checkUnicodeNames(t *testing.T, g engine.Game, spec L10n, step int) {
	for i, game := range spec.Games {
		if game.Players > len(UnicodeNames) {
			t.Fatalf("UnicodeNames has %d names for %d players", len(UnicodeNames), game.Players)
		}
		seed := uint64(500 + i)
		named := playViews(t, g, game.Players, seed, unicodeOptions(game.Options, game.Players, false), step)
		twins := playViews(t, g, game.Players, seed, unicodeOptions(game.Options, game.Players, true), step)
		if len(named.Views) != len(twins.Views) {
			t.Fatalf("%d players: %d views with the names, %d with their twins: the names changed the game",
				game.Players, len(named.Views), len(twins.Views))
		}
		checkDocsIn(t, spec.Langs, named.Views)
		for _, lang := range spec.Langs {
			if !sameLayout(t, lang, game.Players, named.Views, twins.Views) {
				break
			}
		}
	}
}

// sameLayout reports whether each view of named has, line by line, the
// shape of the same view of twins in lang; it fails t at the first line
// that differs.
func sameLayout(t *testing.T, lang string, players int, named, twins []engine.View) bool {
	for k := range named {
		got := strings.Split(DocText(named[k].Doc(lang)), "\n")
		want := strings.Split(DocText(twins[k].Doc(lang)), "\n")
		for l := range min(len(got), len(want)) {
			if shape(got[l]) != shape(want[l]) {
				t.Errorf("%s, %d players, view %d: a line laid out otherwise with names in UTF-8:\n"+
					"with the names:   %q\nwith ASCII twins: %q", lang, players, k, got[l], want[l])
				return false
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s, %d players, view %d: %d lines with the names, %d with their twins",
				lang, players, k, len(got), len(want))
			return false
		}
	}
	return true
}

// shape is line as a fixed-width font shows it, each column a blank or
// ink: "李雷 3" is "xxxx x", as "Lile 3" is.
func shape(line string) string {
	var b strings.Builder
	for g := displaywidth.StringGraphemes(line); g.Next(); {
		mark := "x"
		if g.Value() == " " {
			mark = " "
		}
		b.WriteString(strings.Repeat(mark, g.Width()))
	}
	return b.String()
}
