package pbem

import (
	"encoding/hex"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestParseSeedIsHexDecode holds ParseSeed to the encoding/hex reading it
// replaced, on random texts of hexadecimal digits of both cases, other
// bytes, blanks around them, and lengths about a seed's.
func TestParseSeedIsHexDecode(t *testing.T) {
	ref := func(text string) (Seed, bool) {
		var s Seed
		b, err := hex.DecodeString(strings.TrimSpace(text))
		if err != nil || len(b) != len(s) {
			return Seed{}, false
		}
		copy(s[:], b)
		return s, true
	}
	rng := rand.New(rand.NewPCG(11, 12))
	const alphabet = "0123456789abcdefABCDEFgG xz-\n\t\x00\xff"
	for c := range 50000 {
		var b strings.Builder
		if rng.IntN(4) == 0 {
			b.WriteString(" \n"[:rng.IntN(3)])
		}
		n := 62 + rng.IntN(5)
		for range n {
			if rng.IntN(40) == 0 {
				b.WriteByte(alphabet[rng.IntN(len(alphabet))])
			} else {
				b.WriteByte(alphabet[rng.IntN(22)])
			}
		}
		if rng.IntN(4) == 0 {
			b.WriteString("\n")
		}
		text := b.String()
		want, ok := ref(text)
		got, err := ParseSeed(text)
		require.Equal(t, ok, err == nil, "case %d: %q", c, text)
		require.Equal(t, want, got, "case %d: %q", c, text)
	}
}
