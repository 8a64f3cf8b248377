package notation

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestASCIIFastPathSplitsAsScanner checks that the ASCII fast path of
// AppendWords gives exactly the words of the general scanner, after words
// already in dst, on hand-picked and random texts.
func TestASCIIFastPathSplitsAsScanner(t *testing.T) {
	texts := []string{
		"", " ", "play bo5", "BUILD Ab", "  take  ge ", "move bo a,b", "a\tb\nc\rd\ve\ff",
		"buy 1b1 3M2 pay r3, b4", "bid r5 c2 ", ",,,", "pick 3m2,", "Zz[@`{",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []byte("abzAZ09 ,\t\n\v\r-@[`{")
	for range 2000 {
		b := make([]byte, rng.IntN(12))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(b))
	}
	prefix := Word{Text: "x", Raw: "X", Pos: Pos{Line: 3, Col: 1}}
	for _, text := range texts {
		var want []Word
		want = append(want, prefix)
		for s := (wordScan{text: text, col: 1}); s.next(); {
			want = append(want, word(text[s.start:s.end], 3, s.startCol))
		}
		got, ok := appendASCIIWords([]Word{prefix}, 3, text)
		assert.True(t, ok, "%q is ASCII", text)
		assert.Equal(t, want, got, "%q", text)
	}
	_, ok := appendASCIIWords(nil, 1, "take é")
	assert.False(t, ok, "a non-ASCII text goes to the general scanner")
}

func BenchmarkAppendWords(b *testing.B) {
	texts := []string{"take r3 b5", "draw", "buy 1b1 pay r3 b4", "build 3m2 on a", "bid r5 c2"}
	var space [8]Word
	for b.Loop() {
		for _, text := range texts {
			AppendWords(space[:0], 1, text)
		}
	}
}
