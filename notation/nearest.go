package notation

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
)

// Nearest returns up to n of candidates that are closest to input, for a
// "did you mean" list under a rejected move. Comparison ignores case and
// extra spaces or commas.
//
// A candidate that starts with the same word as input comes before any that
// does not, whatever its edit distance: someone who typed "buy 3m2 pay r5"
// chose the verb on purpose and wants to see buy moves, even long ones.
// Other candidates are kept only when they are near (an edit distance of at
// most half the input's length, and never more than two edits on very short
// input), so nothing is suggested for text that resembles no move. Within
// each group candidates are ordered by distance, ties keeping the order of
// candidates. Duplicates are listed once; the returned strings are the
// candidates as given.
func Nearest(input string, candidates []string, n int) []string {
	if n <= 0 {
		return nil
	}
	in := normalize(input)
	verb := firstWord(in)
	limit := max(2, utf8.RuneCountInString(in)/2)
	var near []scored
	seen := make(map[string]bool, len(candidates))
	for i, c := range candidates {
		norm := normalize(c)
		if seen[norm] {
			continue
		}
		seen[norm] = true
		s := scored{text: c, index: i, dist: levenshtein.ComputeDistance(in, norm)}
		s.sameVerb = verb != "" && firstWord(norm) == verb
		if s.sameVerb || s.dist <= limit {
			near = append(near, s)
		}
	}
	sort.SliceStable(near, func(i, j int) bool { return near[i].before(near[j]) })
	out := make([]string, 0, min(n, len(near)))
	for _, s := range near[:min(n, len(near))] {
		out = append(out, s.text)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// scored is one candidate with what ranks it.
type scored struct {
	text     string
	index    int
	dist     int
	sameVerb bool
}

// before orders candidates that share the verb first, then by distance,
// then by their place in the candidate list.
func (s scored) before(o scored) bool {
	if s.sameVerb != o.sameVerb {
		return s.sameVerb
	}
	if s.dist != o.dist {
		return s.dist < o.dist
	}
	return s.index < o.index
}

// normalize lower-cases text and joins its words with single spaces, so
// that spacing and commas do not count as edits.
func normalize(text string) string {
	words := Words(1, text)
	parts := make([]string, len(words))
	for i, w := range words {
		parts[i] = w.Text
	}
	return strings.Join(parts, " ")
}

// firstWord returns the first word of normalized text.
func firstWord(norm string) string {
	verb, _, _ := strings.Cut(norm, " ")
	return verb
}
