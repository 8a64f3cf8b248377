package notation

import (
	"slices"
	"testing"
)

func TestAnnotationRoundTrips(t *testing.T) {
	cases := []struct {
		tokens []string
		rest   string
		want   string
	}{
		{[]string{"s4", "c2"}, "", "= s4 c2"},
		{[]string{"1", "3"}, "mail 3f2a9c1b7d5e: greedy; not sure", "= 1 3; mail 3f2a9c1b7d5e: greedy; not sure"},
		{nil, "a plain comment", "a plain comment"},
		{nil, "", ""},
	}
	for _, c := range cases {
		got := JoinAnnotation(c.tokens, c.rest)
		if got != c.want {
			t.Errorf("JoinAnnotation(%q, %q) = %q, want %q", c.tokens, c.rest, got, c.want)
		}
		tokens, rest, ok := SplitAnnotation(got)
		if !slices.Equal(tokens, c.tokens) || rest != c.rest || ok != (len(c.tokens) > 0) {
			t.Errorf("SplitAnnotation(%q) = %q, %q, %t", got, tokens, rest, ok)
		}
	}
}

func TestSplitAnnotationLeavesPlainComments(t *testing.T) {
	for _, c := range []string{"mail 3f2a9c1b7d5e", "order 2", " = not at the start", ""} {
		tokens, rest, ok := SplitAnnotation(c)
		if ok || tokens != nil || rest != c {
			t.Errorf("SplitAnnotation(%q) = %q, %q, %t: want the comment untouched", c, tokens, rest, ok)
		}
		if IsAnnotation(c) {
			t.Errorf("IsAnnotation(%q) is true", c)
		}
	}
}
