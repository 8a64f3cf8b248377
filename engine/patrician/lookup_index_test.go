package patrician

import (
	"math/rand/v2"
	"testing"
)

// TestKeyIndexIsTheMap holds the index of each of the data's maps to the
// map's own answers: every key, each key cut short, lengthened or with a
// byte changed, and random short strings.
func TestKeyIndexIsTheMap(t *testing.T) {
	d := data()
	checkKeyIndex(t, "cities", d.cityByCode, &d.cityIndex)
	checkKeyIndex(t, "cards", d.cardByID, &d.cardIndex)
	checkKeyIndex(t, "none", map[string]int{}, new(keyIndex[int]))
	none := newKeyIndex(map[string]int{})
	checkKeyIndex(t, "empty", map[string]int{}, &none)
	many := map[string]int{}
	for i := range 300 {
		many[string(rune('a'+i%26))+string(rune('a'+i/26))] = i
	}
	manyIndex := newKeyIndex(many)
	checkKeyIndex(t, "many", many, &manyIndex)
}

// checkKeyIndex checks x against m.
func checkKeyIndex[V comparable](t *testing.T, name string, m map[string]V, x *keyIndex[V]) {
	t.Helper()
	words := []string{"", "x", "é", "bo", "bo5", "BO5", "fi10"}
	for k := range m {
		words = append(words, k, k[:len(k)-1], k+"x", k+k, "x"+k)
		for i := range len(k) {
			b := []byte(k)
			b[i]++
			words = append(words, string(b))
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, 1+r.IntN(5))
		for i := range b {
			b[i] = "abcdefghijklmnopqrstuvwxyz0123456789"[r.IntN(36)]
		}
		words = append(words, string(b))
	}
	found := 0
	for _, w := range words {
		want, wantOK := m[w]
		got, ok := x.get(w)
		if got != want || ok != wantOK {
			t.Fatalf("%s: %q: index %v %t, map %v %t", name, w, got, ok, want, wantOK)
		}
		if ok {
			found++
		}
	}
	if found < len(m) {
		t.Fatalf("%s: found %d words, the map has %d keys", name, found, len(m))
	}
}
