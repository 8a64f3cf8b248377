package leonardo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestNegotiationListsEveryVerbItAccepts is the property docs/json.md
// promises: in a negotiation, a verb is listed by Legal (and so its
// pattern by `pbem legal`) if and only if some move of it is accepted.
// The states are those random games reach, and the same states made
// poorer — a side stripped of its spaces, Florins taken away — where the
// sample of trades used to be empty although trades were legal ("offer
// Cid: nothing for 2").
func TestNegotiationListsEveryVerbItAccepts(t *testing.T) {
	checked, poor := 0, 0
	for players := 3; players <= 6; players++ {
		for seed := range uint64(enginetest.ByDepth(2, 6, 20)) {
			st, _, err := Game{}.Setup(suiteOptions, players, enginetest.NewRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			rng := enginetest.NewRand(seed + 300)
			for len(st.ToAct()) > 0 {
				acting := st.ToAct()
				s := acting[rng.IntN(len(acting))]
				if st.(*state).phase == phaseNegotiate {
					checkVerbsAccepted(t, st.(*state), s, rng)
					variant := impoverish(st.(*state), rng)
					if variant.sampleCount(variant.sideOf[s], (variant.sideOf[s]+1)%int8(len(variant.sides)), ptr(variant.spacesOwned())) == 0 {
						poor++
					}
					checkVerbsAccepted(t, variant, s, rng)
					checked++
				}
				m := engine.RandomMove(st, s, rng)
				if _, err := st.Apply(s, m, rng); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked == 0 || poor == 0 {
		t.Fatalf("the games reached %d negotiation decisions, %d with an empty sample: the property was not exercised", checked, poor)
	}
}

func ptr[T any](v T) *T { return &v }

// impoverish returns a copy of st where one random side owns no space and
// random sides have no Florins.
func impoverish(st *state, rng *rand.Rand) *state {
	c := st.Clone().(*state)
	bare := int8(rng.IntN(len(c.sides)))
	for no := 1; no <= spaceCount; no++ {
		if c.owner[no] == bare {
			c.owner[no] = noSide
			c.owned = c.ownedByWalk() // owner set by hand
		}
	}
	for i := range c.sides {
		if rng.IntN(2) == 0 {
			c.sides[i].cash = 0
		}
	}
	return c
}

// checkVerbsAccepted probes seat s of st with the moves of every
// negotiation verb (random trades among them) and fails when one is
// accepted while Legal lists no move of its verb, or when a listed verb
// has no accepted move.
func checkVerbsAccepted(t *testing.T, st *state, s engine.Seat, rng *rand.Rand) {
	t.Helper()
	listed := map[string]bool{}
	for _, m := range st.Legal(s) {
		listed[verbOf(st, m)] = true
	}
	accepted := map[string]bool{}
	for _, m := range negotiationProbes(st, s, rng) {
		if _, err := st.Clone().Apply(s, m, rng); err == nil {
			accepted[verbOf(st, m)] = true
		}
	}
	for verb := range accepted {
		if !listed[verb] {
			t.Fatalf("%s: a move of %q is accepted but Legal lists none (%d players, side %d, owned %v)",
				Game{}.FormatMove(st, probeOf(st, s, verb, rng)), verb, len(st.sides), st.sideOf[s], st.spacesOwned())
		}
	}
	for verb := range listed {
		if verb == "offer" && !accepted[verb] && !slices.ContainsFunc(st.Legal(s), func(m engine.Move) bool {
			_, err := st.Clone().Apply(s, m, rng)
			return verbOf(st, m) == "offer" && err == nil
		}) {
			t.Fatalf("Legal lists %q but refuses every move of it", verb)
		}
	}
}

// probeOf returns an accepted probe of verb, for the failure message.
func probeOf(st *state, s engine.Seat, verb string, rng *rand.Rand) engine.Move {
	for _, m := range negotiationProbes(st, s, rng) {
		if _, err := st.Clone().Apply(s, m, rng); err == nil && verbOf(st, m) == verb {
			return m
		}
	}
	return nil
}

// negotiationProbes are moves of every verb of a negotiation for seat s:
// answers and alliances with every seat, done, and trades with every
// other side — each space alone for nothing and for each amount of
// Florins the partner may pay in steps, nothing for each space, and
// random bundles.
func negotiationProbes(st *state, s engine.Seat, rng *rand.Rand) []engine.Move {
	i := st.sideOf[s]
	owned := st.spacesOwned()
	probes := []engine.Move{DoneMove{}}
	for seat := range engine.Seat(len(st.sideOf)) {
		probes = append(probes, AcceptMove{From: seat}, DeclineMove{From: seat}, WithdrawMove{To: seat}, AllyMove{With: seat})
		j := st.sideOf[seat]
		if j == i {
			continue
		}
		for no := 1; no <= spaceCount; no++ {
			bit := uint64(1) << no
			if owned[i]&bit != 0 {
				probes = append(probes, OfferMove{To: seat, Give: Lot{Spaces: bit}},
					OfferMove{To: seat, Give: Lot{Spaces: bit}, Get: Lot{Florins: rng.IntN(st.sides[j].cash + 1)}})
			}
			if owned[j]&bit != 0 {
				probes = append(probes, OfferMove{To: seat, Get: Lot{Spaces: bit}},
					OfferMove{To: seat, Give: Lot{Florins: rng.IntN(st.sides[i].cash + 1)}, Get: Lot{Spaces: bit}})
			}
		}
		for range 8 {
			probes = append(probes, OfferMove{To: seat,
				Give: Lot{Spaces: owned[i] & rng.Uint64(), Florins: rng.IntN(st.sides[i].cash + 1)},
				Get:  Lot{Spaces: owned[j] & rng.Uint64(), Florins: rng.IntN(st.sides[j].cash + 1)}})
		}
	}
	return probes
}

// verbOf is the first word of m as the notation writes it.
func verbOf(st *state, m engine.Move) string {
	verb, _, _ := strings.Cut(Game{}.FormatMove(st, m), " ")
	return verb
}
