package leonardo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestFastMoveIsParse checks fastMove against the full parser: over every
// decision of random games, and variants of each text that are not
// canonical or not valid, a text fastMove reads is one the full parser
// reads to the same move, and the canonical texts of the common moves are
// all read fast (else the fast path would be dead code).
func TestFastMoveIsParse(t *testing.T) {
	fast := map[string]int{}
	replayRandomGames(t, 4, func(st engine.State, p enginetest.Played) {
		for _, text := range fastVariants(p.Text) {
			checkFastMove(t, st.(*state), text, fast)
		}
		checkFastMove(t, nil, p.Text, fast) // no game: the embedded data's products
	})
	for _, text := range []string{"art 5 on 1 2 3 4 5", "art 4 on 1 2 3 4", "art 0 on", "art 1 on 33", "art 1 on 0", "art 2 on 14 31",
		"art 2 on 14 31 7", "art 1 on  30", "choose 200", "choose 00012", "choose 7 8", "bid 123456", "bid 0", "stake gold 0",
		"stake spices 5", "stake gold 5 5", "stake 5 gold", "stake", "art", "bid", "roll 1", "done done"} {
		checkFastMove(t, nil, text, fast)
	}
	for _, verb := range []string{"roll", "done", "buy", "pass", "market", "auction", "stake", "art", "choose", "bid",
		"party", "accept", "decline", "withdraw", "ally", "offer"} {
		if fast[verb] == 0 {
			t.Errorf("no %q move was read fast", verb)
		}
	}
}

// checkFastMove checks one text and counts the verbs read fast.
func checkFastMove(t *testing.T, g *state, text string, fast map[string]int) {
	t.Helper()
	m, ok := fastMove(g, text)
	if !ok {
		return
	}
	want, err := parseWords(g, text)
	if err != nil || m != want {
		t.Errorf("%q: fast %#v, full parser %#v (%v)", text, m, want, err)
	}
	verb, _, _ := strings.Cut(text, " ")
	fast[verb]++
}

// fastVariants are text and texts near it that fastMove must leave to the
// full parser, or read as the full parser does.
func fastVariants(text string) []string {
	out := []string{text, strings.ToUpper(text), " " + text, text + " ", strings.ReplaceAll(text, " ", "  "),
		strings.ReplaceAll(text, " ", "\t"), text + " 1", text + " x", strings.TrimSuffix(text, "0"),
		strings.ReplaceAll(text, " ", " 0"), strings.ReplaceAll(text, " ", " +"), strings.ReplaceAll(text, " ", " -"),
		strings.ReplaceAll(text, " ", " 99999"), strings.ReplaceAll(text, " ", " 100000"), strings.ReplaceAll(text, "on", "in"),
		strings.ReplaceAll(text, "art 1", "art 5"), strings.ReplaceAll(text, "art 1", "art 2"), strings.ReplaceAll(text, "art 1", "art 0"),
		strings.ReplaceAll(text, "gold", "wood"), strings.ReplaceAll(text, "stake ", "stake gold "), text + "s"}
	for i := range len(text) {
		out = append(out, text[:i], text[:i]+" "+text[i:])
	}
	return out
}

// TestFastPlayerIsParse checks the moves that name a player, with names
// that share words, differ only in case, or hold a comma or a colon.
func TestFastPlayerIsParse(t *testing.T) {
	fast := map[string]int{}
	for _, names := range [][]string{{"Ann", "ann", "Bob Smith", "Bob", "Smith, J", "Cid:", "O'Neil", "bob smith"},
		{"Ann", "Åsa", "Bob"}} {
		g := &state{d: embedded.Get(), names: names, lowered: lowered(names)}
		for _, name := range append(names, "ANN", "bob", "BOB SMITH", "Bob  Smith", "Smith J", "Cid", "Eve", "", " Ann", "Ann ", "Ann:") {
			for _, text := range []string{"accept " + name, "decline " + name, "withdraw " + name, "ally " + name,
				"offer " + name + ": 14 for 31", "offer " + name + ": 3 + 14 + 50fl for nothing", "offer " + name + " 14 for 31"} {
				checkFastMove(t, g, text, fast)
			}
		}
		for _, lots := range []string{"nothing for nothing", "14 for 31", "14 + 3 for 31", "3 + 3 for 1", "33 for 1", "0 for 1",
			"01 for 2", "50fl + 3 for 2", "3 + 50fl for 2", "50fl for 2", "0fl for 2", "050fl for 2", "123456fl for 2",
			"99999fl for 32", "3 +  4 for 5", "3 + for 5", "3 for 4 for 5", "3 for", "for 3", "3 fl for 4", "3f for 4", "nothing + 3 for 4"} {
			checkFastMove(t, g, "offer Bob: "+lots, fast)
			checkFastMove(t, g, "offer Bob Smith: "+lots, fast)
		}
	}
	for _, verb := range []string{"accept", "decline", "withdraw", "ally", "offer"} {
		if fast[verb] == 0 {
			t.Errorf("no %q move was read fast", verb)
		}
	}
}
