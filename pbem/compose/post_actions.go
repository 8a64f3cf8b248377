package compose

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// actionSamples is how many redrawn deals publicActions looks at. A verb
// open in only a few deals out of many may be missed; that costs a
// "perhaps also", never a leak.
const actionSamples = 16

// publicActions says what seat s may do, from public information only.
// Naming the legal moves would tell the forum what s holds (a bid s can
// afford), so a post names only the verbs of the notation ("bid",
// "pass"). Even a verb can tell: whether s can buy depends on s's cards.
// For a game with hidden information (an engine.Resampler) the verbs are
// therefore taken from deals redrawn for the Observer: verbs legal in
// every redrawn deal are sure, verbs legal in some are "perhaps". A game
// without hidden information is asked directly.
func publicActions(r *pbem.Replay, s engine.Seat) postActor {
	a := postActor{Name: r.File.Name(s)}
	rs, hidden := r.State.(engine.Resampler)
	if !hidden {
		a.Sure = legalVerbs(r.File.Game, r.State, s)
		return a
	}
	rng := publicRand(r.File.Header.ID, r.NextPly())
	count := map[string]int{}
	var order []string
	for range actionSamples {
		for _, v := range legalVerbs(r.File.Game, rs.Resample(engine.Observer, rng), s) {
			if count[v] == 0 {
				order = append(order, v)
			}
			count[v]++
		}
	}
	for _, v := range order {
		if count[v] == actionSamples {
			a.Sure = append(a.Sure, v)
		} else {
			a.Maybe = append(a.Maybe, v)
		}
	}
	return a
}

// publicRand returns the random source that redraws hidden information
// for a post. It is seeded from the game id and the ply, which everyone
// knows, and not from the game's seed: the post must be a function of
// public information alone, and the same post every time it is written.
func publicRand(gameID string, ply int) *rand.Rand {
	return rand.New(rand.NewChaCha8(sha256.Sum256(fmt.Appendf(nil, "pbem post %s %d", gameID, ply))))
}

// legalVerbs returns the first words of s's legal moves in st, in the
// order of the legal moves, each once. A game that tells a move's verb
// (engine.MoveVerber) is asked for it instead of writing every move out.
func legalVerbs(g engine.Game, st engine.State, s engine.Seat) []string {
	var verbs []string
	verber, _ := g.(engine.MoveVerber)
	for _, m := range st.Legal(s) {
		verb, ok := "", false
		if verber != nil {
			verb, ok = verber.MoveVerb(m)
		}
		if !ok {
			verb, _, _ = strings.Cut(g.FormatMove(st, m), " ")
		}
		if verb != "" && !slices.Contains(verbs, verb) {
			verbs = append(verbs, verb)
		}
	}
	return verbs
}
