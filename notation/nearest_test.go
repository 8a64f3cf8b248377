package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNearest(t *testing.T) {
	tests := []struct {
		name       string
		input      string
		candidates []string
		n          int
		want       []string
	}{
		{
			// Both buy moves come first although the second is 8 edits
			// away; bid and pass are further than half the input (7).
			name:  "same verb wins and far moves are dropped",
			input: "buy 3m2 pay r5",
			candidates: []string{
				"bid r5", "pass", "buy 1b1 3m2 pay r7 s7", "buy 3m2 pay r5 r4", "auction",
			},
			n:    3,
			want: []string{"buy 3m2 pay r5 r4", "buy 1b1 3m2 pay r7 s7"},
		},
		{
			// "bid r5 r6 r7 s3" is 9 edits away but shares the verb.
			name:       "same verb outranks a closer other verb",
			input:      "bid r5",
			candidates: []string{"bud r5", "bid r5 r6 r7 s3"},
			n:          5,
			want:       []string{"bid r5 r6 r7 s3", "bud r5"},
		},
		{
			// "bid r6" is 5 edits from "bif r5 c2", over the limit of 4.
			name:       "mistyped verb",
			input:      "bif r5 c2",
			candidates: []string{"pass", "bid r5 c2", "bid r6"},
			n:          3,
			want:       []string{"bid r5 c2"},
		},
		{
			name:       "case, spaces and commas do not count",
			input:      "BUILD  3M2 on A",
			candidates: []string{"build 3m2 new", "build 3m2 on a"},
			n:          1,
			want:       []string{"build 3m2 on a"},
		},
		{
			name:       "commas are separators",
			input:      "take r5,s3",
			candidates: []string{"take r5 s3"},
			n:          1,
			want:       []string{"take r5 s3"},
		},
		{
			name:       "ties keep candidate order and n limits",
			input:      "pask",
			candidates: []string{"pass", "mask", "park", "auction"},
			n:          2,
			want:       []string{"pass", "mask"},
		},
		{
			name:       "ties keep candidate order",
			input:      "pask",
			candidates: []string{"pass", "mask", "park", "auction"},
			n:          10,
			want:       []string{"pass", "mask", "park"},
		},
		{
			name:       "duplicates listed once, as first given",
			input:      "take r5",
			candidates: []string{"Take R5", "take r5", "take  r5"},
			n:          3,
			want:       []string{"Take R5"},
		},
		{
			// Input of 2 runes still allows 2 edits, not 3.
			name:       "short input allows two edits",
			input:      "ab",
			candidates: []string{"abcde", "abcd"},
			n:          3,
			want:       []string{"abcd"},
		},
		{
			name:       "everything far",
			input:      "hello world",
			candidates: []string{"money", "draw"},
			n:          3,
			want:       nil,
		},
		{
			name:       "no candidates",
			input:      "money",
			candidates: nil,
			n:          3,
			want:       nil,
		},
		{
			name:       "n zero",
			input:      "money",
			candidates: []string{"money"},
			n:          0,
			want:       nil,
		},
		{
			// An empty input has no verb: only short candidates are near.
			name:       "empty input",
			input:      "  ",
			candidates: []string{"money", "a"},
			n:          3,
			want:       []string{"a"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Nearest(tt.input, tt.candidates, tt.n))
		})
	}
}

func TestNearestKeepsCandidates(t *testing.T) {
	candidates := []string{"b", "a"}
	Nearest("a", candidates, 2)
	assert.Equal(t, []string{"b", "a"}, candidates, "Nearest must not reorder its argument")
}

func BenchmarkNearest(b *testing.B) {
	var candidates []string
	for _, v := range []string{"build 3m2 on a", "build 3m2 new", "discard 3m2", "buy 1b1 3m2 pay r7 s7"} {
		for i := 0; i < 50; i++ {
			candidates = append(candidates, v)
		}
	}
	for b.Loop() {
		Nearest("buidl 3m2 on b", candidates, 3)
	}
	b.ReportMetric(float64(len(candidates)), "candidates/op")
}
