package palazzo

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites the file with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	assert.Equal(t, string(want), got)
}

// render writes a Doc as plain text, section by section.
func render(d engine.Doc) string {
	var b strings.Builder
	for _, sec := range d.Sections {
		b.WriteString("== " + sec.Title)
		if sec.Private {
			b.WriteString(" (private)")
		}
		b.WriteByte('\n')
		for _, l := range sec.Lines {
			b.WriteString(l.Text() + "\n")
		}
	}
	return b.String()
}

// midAuction is a 3-player table with an auction under way.
func midAuction(t *testing.T) *state {
	st := mustState(t, `
supply: 2s2 3m1
quarry 1: 1m2
quarry 2: 3s2 4b3
stack I: 1b1 2m3 3b1
stack II: 4m1 5b1
stack III: R 5s3 R
riders: 3
deck: r3 r4 s6
discard: c2 b7
Ann: r3 r4 s5 | 1b1 2b2 3b3 | 5m2
Bob: b5 b6 s7 c2 | 2s1 4s2
Cid: s3 s4 c2 c2`)
	play(t, st, "Ann: draw", "Ann: auction", "Bob: bid b5 c2", "Cid: pass")
	return st
}

func TestBoardGolden(t *testing.T) {
	st := midAuction(t)
	golden(t, "auction-observer.golden", render(st.View(engine.Observer).Doc()))
	golden(t, "auction-bob.golden", render(st.View(1).Doc()))
}

func TestBoardFitsAndHidesHands(t *testing.T) {
	st := midAuction(t)
	for s := engine.Observer; s < 3; s++ {
		v := st.View(s).(*View)
		doc := v.Doc()
		for _, sec := range doc.Sections {
			for _, l := range sec.Lines {
				assert.LessOrEqual(t, len(l.Text()), boardWidth, "%q", l.Text())
			}
			if sec.Private {
				assert.Equal(t, "Your hand", sec.Title)
				assert.NotEqual(t, engine.Observer, s, "the observer has no private section")
			}
		}
		if s == engine.Observer {
			assert.Empty(t, v.Hand)
			assert.Len(t, doc.Sections, 3)
			continue
		}
		assert.Equal(t, st.players[s].hand.Cards(), v.Hand, "seat %d sees its own hand", s)
		for other, p := range v.Players {
			assert.Equal(t, st.players[other].hand.Len(), p.Hand, "others' hands are counts")
		}
	}
}

func TestViewJSON(t *testing.T) {
	st := midAuction(t)
	data, err := json.Marshal(st.View(2))
	require.NoError(t, err)
	var back map[string]any
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, "bid", back["phase"])
	assert.Equal(t, []any{"s3", "s4", "c2", "c2"}, back["hand"])
	assert.Equal(t, []any{"2s2", "3m1", "1b1"}, back["supply"])
	lot := back["lot"].(map[string]any)
	assert.Equal(t, []any{"3s2", "4b3"}, lot["tiles"])
	assert.Equal(t, map[string]any{"I": 1.0, "II": 2.0, "III": 3.0}, back["stacks"])
}

func TestResampleKeepsTheView(t *testing.T) {
	st := midAuction(t)
	for s := engine.Observer; s < 3; s++ {
		changed := false
		for seed := range uint64(10) {
			r := st.Resample(s, newRNG(seed)).(*state)
			require.Equal(t, st.View(s), r.View(s), "seat %d", s)
			total := SetOf(r.deck...)
			for i, p := range r.players {
				total = total.Plus(p.hand)
				if engine.Seat(i) == s {
					assert.Equal(t, st.players[i].hand, p.hand, "the viewer's hand stays")
				} else if p.hand != st.players[i].hand {
					changed = true
				}
			}
			assert.Equal(t, SetOf(st.deck...).Plus(st.players[0].hand).Plus(st.players[1].hand).Plus(st.players[2].hand), total,
				"no card is lost or made")
		}
		assert.True(t, changed, "seat %d: the hidden hands are redealt", s)
	}
}
