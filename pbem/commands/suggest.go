package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
)

// commandSuggestion says what to do after an unknown command name: the
// commands a typo away from it ("mvoe", "lgeal"), or else the list of
// every command. urfave/cli's own suggestion always names the nearest
// command however far it is ("frobnicate" got "arena"), which reads as a
// guess rather than help.
func commandSuggestion(cmds []*cli.Command, typed string) string {
	var close, all []string
	for _, c := range cmds {
		if c.Hidden {
			continue
		}
		all = append(all, c.Name)
		for _, name := range c.Names() {
			if typoDistance(strings.ToLower(typed), name) <= typoBudget(name) {
				close = append(close, fmt.Sprintf("%q", c.Name))
				break
			}
		}
	}
	switch len(close) {
	case 0:
		return "The commands are: " + strings.Join(all, ", ") + "."
	case 1:
		return "Did you mean " + close[0] + "?"
	}
	return "Did you mean " + strings.Join(close[:len(close)-1], ", ") + " or " + close[len(close)-1] + "?"
}

// typoBudget is how many edits a name may be away and still be what the
// user meant: one for short names, two from five letters on.
func typoBudget(name string) int {
	if len(name) >= 5 {
		return 2
	}
	return 1
}

// typoDistance is the edit distance between a and b counting a swap of
// two neighbouring letters as one edit, the commonest typo (optimal
// string alignment). Command names are short, so the quadratic table is
// cheap; a name typed longer than any command is cut first, so that a
// hostile argument costs no more than a long command name.
func typoDistance(a, b string) int {
	const longest = 32
	if len(a) > longest {
		return longest
	}
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range rb {
		d[0][j+1] = j + 1
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
