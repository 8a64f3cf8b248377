package palazzo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// cheapestBySearch is cheapest as it was before worthsAs: the full search
// run for every currency that can pay need, the best kept by payBest. The
// shortcut must choose the very same cards, or games would differ.
func cheapestBySearch(t *tally, need int, committed Currency) (tally, bool) {
	var space paySpace
	s := space.search(t, need)
	var best payBest
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed || t.maxAs(x) < need {
			continue
		}
		s.run(x)
		best.try(&s, need)
	}
	return best.pay, best.found
}

// randomSet is a hand of up to n cards of the deck (3 of each natural,
// and certificates).
func randomSet(rng *rand.Rand, n int) CardSet {
	var hand CardSet
	for range rng.IntN(n + 1) {
		if k := rng.IntN(cardKinds); hand[k] < 3 || k == certKind {
			hand[k]++
		}
	}
	return hand
}

// The worth sets and the exact search choose what the full search chose,
// small hands and large (several words of worths), committed or not.
func TestCheapestEqualsFullSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 3))
	for i := range enginetest.ByDepth(4000, 20000, 20000) {
		hand := randomSet(rng, 8+i%4*10)
		tl := hand.tally()
		need := 1 + rng.IntN(20+i%4*40)
		committed := Currency(rng.IntN(int(Cert) + 1))
		if committed == Cert {
			committed = NoCurrency
		}
		want, wantOK := cheapestBySearch(&tl, need, committed)
		got, ok := tl.cheapest(need, committed)
		require.Equal(t, wantOK, ok, "hand %v, need %d, currency %d", hand, need, committed)
		assert.Equal(t, want.set(), got.set(), "hand %v, need %d, currency %d", hand, need, committed)
	}
}

// worthsAs holds exactly the worths the full search reaches with some
// number of cards, up to its limit.
func TestWorthsAsEqualsFullSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 4))
	for i := range enginetest.ByDepth(1000, 5000, 5000) {
		hand := randomSet(rng, 6+i%3*15)
		tl := hand.tally()
		limit := tl.maxPayment() + rng.IntN(5)
		var space paySpace
		s := space.searchTo(&tl, limit)
		for x := Red; x < Cert; x++ {
			s.run(x)
			set := tl.worthsAs(x, make(worthSet, limit/64+1))
			for v := 0; v <= limit; v++ {
				require.Equal(t, s.lowestIs(v), set.has(v), "hand %v, currency %d, worth %d", hand, x, v)
			}
		}
	}
}

// lowestIs reports whether the last run pays exactly v.
func (s *paySearch) lowestIs(v int) bool {
	got, _, ok := s.lowest(v)
	return ok && got == v
}

// A bid's worth sets count the totals raiseTotals lists, and the k-th
// total's payment is the k-th raise it lists: randomBid draws from them.
func TestRaiseWorthsAreRaiseTotals(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 5))
	for i := range enginetest.ByDepth(1000, 5000, 5000) {
		hand := randomSet(rng, 6+i%3*12)
		tl := hand.tally()
		bids := []Bid{{}, OpeningBid()}
		if b, err := (Bid{}).Raise([]Card{{Currency(rng.IntN(3)), 3 + rng.IntN(5)}}); err == nil {
			bids = append(bids, b)
		}
		b := bids[rng.IntN(len(bids))]
		above := rng.IntN(40 + i%3*40)
		want := b.raiseTotals(&tl, above)
		var w, ws raiseWorthSets
		var walks [numNatural]exactWalk
		reach, reachWalks := b.raiseWorths(&tl, above, &w, nil), b.raiseWorths(&tl, above, &ws, &walks)
		require.Equal(t, reach, reachWalks, "hand %v, above %d", hand, above)
		if !reach {
			require.Empty(t, want, "hand %v, above %d", hand, above)
			continue
		}
		require.Equal(t, len(want), w.count(), "hand %v, above %d", hand, above)
		require.Equal(t, len(want), ws.count(), "hand %v, above %d (the walks' rows)", hand, above)
		for k, add := range want {
			v, curs := w.at(k)
			p := tl.payExactly(v, curs)
			assert.Equal(t, add, p.set(), "hand %v, above %d, raise %d", hand, above, k)
			if ws.most <= exactMax { // as randomBid pays it
				v, curs := ws.at(k)
				p := walkFewest(&walks, v, curs)
				assert.Equal(t, add, p.set(), "hand %v, above %d, raise %d", hand, above, k)
			}
		}
	}
}

// The walk of exact.go pays every worth below 64 with the cards the full
// search picks, for every set of currencies that pays it.
func TestExactWalkEqualsFullSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 4))
	for i := range enginetest.ByDepth(600, 3000, 3000) {
		hand := randomSet(rng, 6+i%5*6)
		tl := hand.tally()
		var sets [numNatural]uint64
		for x := Red; x < Cert; x++ {
			sets[x] = tl.worthsAsWord(x)
		}
		for value := 1; value <= exactMax; value++ {
			var curs uint8
			for x := Red; x < Cert; x++ {
				if sets[x]>>value&1 != 0 && rng.IntN(3) > 0 {
					curs |= 1 << x
				}
			}
			if curs == 0 {
				continue
			}
			want := tl.payExactlySearch(value, curs)
			got := tl.payExactlySmall(value, curs)
			require.Equal(t, want.set(), got.set(), "hand %v, worth %d, currencies %b", hand, value, curs)
		}
	}
}

// A purchase's payment allocates nothing: the walk must not send the
// caller's tally to the heap (a random game pays at one decision in eight).
func TestCheapestAllocatesNothing(t *testing.T) {
	hand := handOf(t, "r3 r4 r7 b4 b5 s4 s6 c2 c2")
	tl := hand.tally()
	allocs := testing.AllocsPerRun(100, func() {
		tl := tl
		if _, ok := tl.cheapest(12, NoCurrency); !ok {
			t.Fatal("the hand pays 12")
		}
	})
	assert.Zero(t, allocs)
}
