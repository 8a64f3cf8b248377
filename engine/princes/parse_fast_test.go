package princes

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestFastMoveIsTheParser holds ParseMove (fastMove first) to the full
// parser alone (parseWords): the same move and the same error, message
// and position, for every text of random games of 3 to 5 players (the
// canonical text of a sample of the legal moves at each decision, hand
// written moves of every verb, with names (one a profession's) and
// "under" lists), for texts
// near each (case, spacing, commas, a word added, dropped or swapped,
// every prefix, bytes changed, inserted and deleted) and for random words
// of the notation strung together. It also checks that fastMove read
// moves of every verb, so that the comparison is not empty.
func TestFastMoveIsTheParser(t *testing.T) {
	read := map[string]int{}
	compared := 0
	rng := rand.New(rand.NewPCG(24, 5))
	for seed := uint64(1); seed <= 3; seed++ {
		opts := engine.Options{Names: []string{"Ann", "Bob Ray", "Poet", "Di", "Ed, Jr"}[:2+seed]}
		enginetest.PlayRandom(t, Game{}, 2+int(seed), seed, opts, func(ply int, st engine.State) {
			var texts []string
			for _, s := range st.ToAct() {
				legal := st.Legal(s)
				step := max(len(legal)/8, 1)
				for i := rng.IntN(step); i < len(legal); i += step {
					texts = append(texts, Game{}.FormatMove(st, legal[i]))
				}
			}
			if ply%8 == 0 { // the hand-written texts, at some decisions of each phase
				texts = append(texts, handTexts...)
			}
			texts = append(texts, wordSoup(rng, 2)...)
			for _, text := range texts {
				for _, v := range fastVariants(rng, text) {
					compareParsers(t, st, v)
					compared++
					if _, ok := fastMove(st, v); ok {
						read[strings.Fields(v)[0]]++
					}
				}
			}
		})
	}
	for _, verb := range verbs {
		if read[verb] == 0 {
			t.Errorf("fastMove read no %q move", verb)
		}
	}
	t.Logf("%d texts compared; read by fastMove: %v", compared, read)
}

// compareParsers fails unless ParseMove and parseWords read text alike.
func compareParsers(t *testing.T, st engine.State, text string) {
	t.Helper()
	m, err := Game{}.ParseMove(st, 0, text)
	want, wantErr := parseWords(st, text)
	if !reflect.DeepEqual(m, want) || !reflect.DeepEqual(err, wantErr) {
		t.Fatalf("%q: ParseMove read %#v, %v; the full parser %#v, %v", text, m, err, want, wantErr)
	}
}

// handTexts are moves a player may write that Legal's canonical texts do
// not show: every verb, in full and cut short, with a player's name,
// "under" lists of every length and kind, turns and flips, numbers.
var handTexts = []string{
	"pass", "decline", "hold", "profession", "bonus", "done", "end", "bid", "bid 300", "bid 0300", "bid 12345",
	"sell 1", "sell 0", "sell 00001", "freedom travel", "freedom opinion religion", "open forest", "buy recruiting",
	"open", "buy", "open jester park", "keep poet painter doctor", "keep poet poet doctor", "keep poet painter",
	"keep poet painter doctor jurist", "place forest a1", "place lake g7 r90 flip", "place park d4 flip",
	"place park d4 flip r90", "place park d4 r45", "place park d4 r360", "build tower b2 r360 flip", "place park d4 r0", "place park d4 r0 flip", "place park h1",
	"build tower a1 r90", "build tower g7", "build tower e1", "build theater c3 r270 flip", "build theater c3 flip flip",
	"build", "build tower", "pick poet", "pick b1", "pick p14", "pick p15", "pick b0", "pick b07", "pick poet under",
	"pick poet under painter", "pick poet under painter doctor jurist composer", "pick poet under b1",
	"pick poet under painter doctor jurist composer sculptor", "pick b3 under b4 b5 b6 b7", "pick p2 under p3 p1",
	"pick poet painter", "recruit poet", "recruit Ann poet", "recruit ann poet", "recruit bob ray poet",
	"recruit Bob, Ray poet", "recruit cy", "recruit Poet painter", "recruit POET painter", "recruit Bob Ray painter",
	"recruit ed jr poet", "recruit Ed, Jr poet", "recruit Di Poet", "recruit di.x poet", "recruit Ann  poet", "recruit", "recruit poet painter", "work poet", "work poet b1 b2",
	"work poet b1 b1 prestige 2", "work poet prestige 3", "work poet prestige", "work poet prestige 1 b2",
	"work poet b21", "work poet b1 b2 b3 b4 b5 b6 b7 b8", "work poet prestige 200", "work poet prestige 9999",
	"work", "work b1", "hello", "", " ", "bid -1", "bid +5", "sell +1", "work poet b+1", "pick b+1",
}

// fastVariants returns text and texts near it.
func fastVariants(rng *rand.Rand, text string) []string {
	vs := []string{text, strings.ToUpper(text), strings.ReplaceAll(text, " ", "  "), strings.ReplaceAll(text, " ", ","),
		strings.ReplaceAll(text, " ", "\t"), " " + text, text + " ", text + " flip", text + " 1", text + " under",
		text + " b2", text + " poet"}
	w := strings.Split(text, " ")
	for i := range w {
		up := append([]string(nil), w...)
		up[i] = strings.ToUpper(up[i][:min(1, len(up[i]))]) + up[i][min(1, len(up[i])):]
		vs = append(vs, strings.Join(up, " "), strings.Join(append(append([]string(nil), w[:i]...), w[i+1:]...), " "))
		if i > 0 {
			sw := append([]string(nil), w...)
			sw[i], sw[i-1] = sw[i-1], sw[i]
			vs = append(vs, strings.Join(sw, " "))
		}
	}
	for i := range len(text) + 1 {
		vs = append(vs, text[:i])
	}
	const bytes = " ,-\t0123456789abcdefghijklmnopqrstuvwxyzAZé\xff"
	for range 12 {
		if len(text) == 0 {
			break
		}
		i, b := rng.IntN(len(text)), string(bytes[rng.IntN(len(bytes))])
		vs = append(vs, text[:i]+b+text[i+1:], text[:i]+b+text[i:], text[:i]+text[i+1:])
	}
	return vs
}

// soupWords are words of the notation, and some near them.
var soupWords = func() []string {
	ws := append([]string(nil), verbs...)
	ws = append(ws, "end", "under", "prestige", "flip", "r0", "r90", "r180", "r270", "r360", "0", "1", "7", "300",
		"0400", "9999", "10000", "b0", "b1", "b20", "b21", "p1", "p14", "p15", "a1", "g7", "h1", "a0", "ann", "bob")
	ws = append(ws, words().profession...)
	ws = append(ws, data().Auction.Stacks...)
	for _, b := range data().Buildings.Types {
		ws = append(ws, b.ID)
	}
	for _, l := range data().Landscapes.Types {
		ws = append(ws, l.ID)
	}
	for _, f := range data().Freedoms.Types {
		ws = append(ws, f.ID)
	}
	return ws
}()

// wordSoup returns n texts of a verb and up to six random words.
func wordSoup(rng *rand.Rand, n int) []string {
	out := make([]string, n)
	for i := range out {
		ws := []string{verbs[rng.IntN(len(verbs))]}
		for range rng.IntN(7) {
			ws = append(ws, soupWords[rng.IntN(len(soupWords))])
		}
		out[i] = strings.Join(ws, " ")
	}
	return out
}

// TestIDIndexIsTheMap checks each idIndex of the notation's words
// against the map it indexes: every word, every prefix and extension of
// one, each with a byte changed, and random short words find what the
// map finds.
func TestIDIndexIsTheMap(t *testing.T) {
	n := words()
	rng := rand.New(rand.NewPCG(24, 6))
	for _, c := range []struct {
		by map[string]int8
		ix *idIndex
	}{{n.professionBy, n.professionIx}, {n.stackBy, n.stackIx}, {n.buildingBy, n.buildingIx},
		{n.landscapeBy, n.landscapeIx}, {n.freedomBy, n.freedomIx}} {
		var probes []string
		for w := range c.by {
			probes = append(probes, w, w+"s", w+"-", "a"+w, strings.ToUpper(w))
			for i := range len(w) {
				probes = append(probes, w[:i], w[:i]+string(rune('a'+rng.IntN(26)))+w[i+1:])
			}
		}
		for range 2000 {
			b := make([]byte, 1+rng.IntN(12))
			for i := range b {
				b[i] = byte('a' + rng.IntN(27) - 1) // '`' stands for a byte outside the words
			}
			probes = append(probes, string(b))
		}
		found := 0
		for _, w := range probes {
			want, wantOK := c.by[w]
			got, ok := c.ix.find(w)
			if got != want || ok != wantOK {
				t.Fatalf("find(%q) = %d, %v; the map has %d, %v", w, got, ok, want, wantOK)
			}
			if ok {
				found++
			}
		}
		if found < len(c.by) {
			t.Fatalf("only %d of %d words found", found, len(c.by))
		}
	}
}
