package leonardo

import (
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// joinedSeat is seatNamed as it was: the raw words joined with spaces, a
// colon at the end dropped, compared ignoring case with each name as the
// words spell it (a comma separates words).
func joinedSeat(names []string, ws []notation.Word) (engine.Seat, bool) {
	raw := make([]string, len(ws))
	for i, w := range ws {
		raw[i] = w.Raw
	}
	name := strings.TrimSuffix(strings.Join(raw, " "), ":")
	for i, n := range names {
		if strings.EqualFold(notation.Spelled(n), name) {
			return engine.Seat(i), true
		}
	}
	return 0, false
}

// TestSeatNamedInPlace checks that comparing the words in place finds the
// seat the joined words found, for every run of words of some texts.
func TestSeatNamedInPlace(t *testing.T) {
	st := &state{names: []string{"Ann", "Bob Smith", "k", "Cid:", "ann b", "Smith, J"}}
	for _, text := range []string{"Ann", "ann:", "ANN :", "bob smith", "Bob Smith: 14", "bob", "smith",
		"K", "\u212a", "cid:", "cid::", "Ann B:", "ann b c", ": :", "Bob  Smith", "Åsa", "Smith, J: 14", "smith j"} {
		ws := notation.AppendWords(nil, 1, text)
		for i := range ws {
			for j := i + 1; j <= len(ws); j++ {
				gs, gok := st.seatNamed(ws[i:j])
				ws2, wok := joinedSeat(st.names, ws[i:j])
				if gs != ws2 || gok != wok {
					t.Errorf("%q words %d-%d: seat %d %v, want %d %v", text, i, j, gs, gok, ws2, wok)
				}
			}
		}
	}
}

// TestLotString checks the lot's text against the parts joined.
func TestLotString(t *testing.T) {
	for _, l := range []Lot{{}, {Florins: -3}, {Florins: 50}, {Spaces: 1 << 14}, {Spaces: 1<<14 | 1<<31 | 1<<2, Florins: 1200},
		{Spaces: spaceBits, Florins: 99999}, {Spaces: 1 << 5, Florins: -1}} {
		var parts []string
		for sp := l.Spaces; sp != 0; sp &= sp - 1 {
			parts = append(parts, strconv.Itoa(bits.TrailingZeros64(sp)))
		}
		if l.Florins > 0 {
			parts = append(parts, strconv.Itoa(l.Florins)+"fl")
		}
		want := strings.Join(parts, " + ")
		if len(parts) == 0 {
			want = "nothing"
		}
		if got := l.String(); got != want {
			t.Errorf("%+v: %q, want %q", l, got, want)
		}
	}
}

// TestPlayerLongestRun checks that reading a player finds the seat and the
// words the old reading found: the longest run of words naming a player,
// the first seat among equals.
func TestPlayerLongestRun(t *testing.T) {
	for _, names := range [][]string{{"Ann", "Bob Smith", "Bob", "ann b", "Cid:", "Bob smith jr", "Dee "},
		{"Ann", "ſam", "Bob"}} { // a long s folds to s: not lowered, read as before
		checkPlayerRuns(t, &state{names: names, lowered: lowered(names)})
		checkPlayerRuns(t, &state{names: names}) // lowered on the way
	}
}

func checkPlayerRuns(t *testing.T, st *state) {
	t.Helper()
	for _, text := range []string{"Ann: 14 for 31", "bob smith: 14 for nothing", "Bob: 3", "bob smith jr +2", "ANN B +3",
		"ann b: c", "cid:: 4", "cid: 4", "Dee : 7", "dee", "Eve 4", "bob smith jr", "Åsa 3", "ann Å", "sam: 3", "SAM"} {
		ws := notation.AppendWords(nil, 1, text)
		for start := range ws {
			p := parser{Cursor: notation.Cursor{Words: ws, I: start}, st: st}
			got, err := p.player()
			want, wantEnd, ok := -1, start, false
			for end := len(ws); end > start && !ok; end-- {
				var s engine.Seat
				if s, ok = joinedSeat(st.names, ws[start:end]); ok {
					want, wantEnd = int(s), end
				}
			}
			if (err == nil) != ok || ok && (int(got) != want || p.I != wantEnd) {
				t.Errorf("%q from word %d: seat %d to %d (%v), want %d to %d", text, start, got, p.I, err, want, wantEnd)
			}
		}
	}
}

// TestLoweredSpelled checks the names lowered in one string against each
// name spelled by the notation and lowered on its own, and that a name
// that is not ASCII leaves them all unlowered.
func TestLoweredSpelled(t *testing.T) {
	for _, names := range [][]string{{"Ann", "Bob", "Cid", "Dee"}, {"Bob Smith", "Smith, J", " Ann ", "a  b", "X\tY", "Q,", ",", "", "Cid:", "Dee "},
		{"ALL CAPS", "mixed Case, Names", "new\nline", "v\vf\fr\r"}, {"Ann", "Åsa"}, {}} {
		got := lowered(names)
		var want []string
		for _, n := range names {
			if strings.IndexFunc(n, func(r rune) bool { return r >= 0x80 }) >= 0 {
				want = nil
				break
			}
			want = append(want, strings.ToLower(notation.Spelled(n)))
		}
		if len(got) != len(want) || (got == nil) != (want == nil && len(names) > 0) {
			t.Errorf("%q: %q, want %q", names, got, want)
			continue
		}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("%q: name %d %q, want %q", names, i, got[i], want[i])
			}
		}
	}
}
