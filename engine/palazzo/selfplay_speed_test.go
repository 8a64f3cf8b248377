package palazzo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestAppendToIsEveryKindInOrder lists random sets (sparse and full,
// counts up to 255) by appendTo and by a loop over every kind: the lists
// must be equal, appended after what dst held.
func TestAppendToIsEveryKindInOrder(t *testing.T) {
	rng := enginetest.NewRand(24)
	for i := range 5000 {
		var s CardSet
		for k := range s {
			switch rng.IntN(4) {
			case 0:
				s[k] = uint8(rng.IntN(4))
			case 1:
				if i%50 == 0 {
					s[k] = uint8(rng.IntN(256))
				}
			}
		}
		want := []Card{{Cur: Red, Value: 9}}
		for k, n := range s {
			for range n {
				want = append(want, kindCard(k))
			}
		}
		got := s.appendTo([]Card{{Cur: Red, Value: 9}})
		require.Equal(t, want, got, "set %v", s)
	}
}

// TestStringIsEveryToken words random sets (sparse and full, counts up to
// 255) by String and by joining the token of every card appendTo lists.
func TestStringIsEveryToken(t *testing.T) {
	rng := enginetest.NewRand(25)
	for i := range 5000 {
		var s CardSet
		for k := range s {
			switch rng.IntN(4) {
			case 0:
				s[k] = uint8(rng.IntN(4))
			case 1:
				if i%50 == 0 {
					s[k] = uint8(rng.IntN(256))
				}
			}
		}
		var tokens []string
		for _, c := range s.appendTo(nil) {
			tokens = append(tokens, c.String())
		}
		require.Equal(t, strings.Join(tokens, " "), s.String(), "set %v", s)
		require.Equal(t, "x "+strings.Join(tokens, " "), string(s.appendTokens([]byte("x "))), "set %v", s)
	}
}
