package palazzo

import (
	"math"
	"math/bits"
)

// payExactly's full search (paySearch) keeps, for every stage, the worths
// paid with each number of cards: a few hundred machine words to fill for
// each payment, and a payment is built at every eighth decision of a
// random game. For worths below 64 the walk below finds the same payment
// from one word per stage: the worths the stages before it can pay at all
// (whatever the cards). It tries the choices stage by stage from the last
// (face 7) down, in the order pick tries them (fewer triples first, then
// fewer loose cards), never entering a choice whose rest the earlier
// stages cannot pay, and keeps the first payment found with fewer cards
// than any before it. That is the payment pick makes: pick takes, stage
// by stage from the last, the first choice that still allows the fewest
// cards in all, which is the first in this order among the payments of
// the fewest cards.

// exactMax is the largest worth the walk handles in one word per stage.
const exactMax = 63

// wideMax is the largest worth the walk handles at all, in two words per
// stage: rich hands' raises and their payments (a full search each cost
// 40,000 instructions, 2.5 % of a random game, at one decision in six
// games). Rows of one word are filled and read as before; a wide row is
// filled only when the limit asks for it.
const wideMax = 2*exactMax + 1

// payChoice is what a payment takes at one stage: triples of its face and
// loose cards (at the certificate stage, loose counts the certificates).
// Bytes suffice: a choice is worth at most the payment's worth (wideMax),
// and every card is worth 2 or more; the walk copies its choices at every
// payment it finds.
type payChoice struct{ triples, loose uint8 }

// exactWalk finds the payment of exactly value in one currency.
type exactWalk struct {
	x Currency
	// The counts of the hand that the walk reads: cards of each face in
	// currency x, triples of each face, certificates. (Copies, not the
	// tally: a pointer kept here would send the caller's tally to the heap.)
	cards, triples [numFaces]int
	certs          int
	// below[st] is the set of worths the stages before st can pay, bit v
	// for worth v (bit v&63 of word v>>6; the second word only when the
	// limit is above exactMax, and read only then). Stage 0's is never
	// read.
	below [numStages][2]uint64
	// all is the set of worths the currency can pay, up to the limit.
	all       [2]uint64
	cur, best [numStages]payChoice
	bestCards int
	found     bool
	// bound is the number of cards a payment must take fewer of to be
	// kept: the best payment's so far, or, before the walk finds one, the
	// best of the currencies walked before (a later currency wins only
	// with fewer cards), so its walk prunes from the start.
	bound int
}

// walkBase is what the walks of one hand share whatever their currency:
// the triples of each face and the worths the certificates pay, up to
// the limit. A payment prepares up to three walks from one base.
type walkBase struct {
	triples [numFaces]int
	certs   int
	// certSet is the set of worths the certificates pay alone (the row
	// after stage 0), and mask keeps the worths up to the limit.
	certSet, mask [2]uint64
	limit         int
}

// init sets b up for the hand t and worths up to limit (<= wideMax).
func (b *walkBase) init(t *tally, limit int) {
	b.triples = [numFaces]int{t.triplesAt(0), t.triplesAt(1), t.triplesAt(2), t.triplesAt(3), t.triplesAt(4)}
	b.certs, b.limit = t.certs, limit
	if limit <= exactMax {
		b.mask = [2]uint64{^uint64(0) >> (exactMax - limit), 0}
	} else {
		b.mask = [2]uint64{^uint64(0), ^uint64(0) >> (wideMax - limit)}
	}
	var next [2]uint64
	if t.certs < len(certSets) {
		next = certSets[t.certs]
	} else {
		next = certSetOf(t.certs)
	}
	b.certSet = [2]uint64{next[0] & b.mask[0], next[1] & b.mask[1]}
}

// certSetOf is the set of worths (up to wideMax) that 0 to n certificates
// pay alone.
func certSetOf(n int) (set [2]uint64) {
	for j := 0; j <= n && certsValue(j) <= wideMax; j++ {
		v := certsValue(j)
		set[v>>6] |= 1 << (v & 63)
	}
	return set
}

// certSets is certSetOf for the counts of certificates hands hold (the
// deck has 10), made once: every payment's walks start from it.
var certSets = func() (t [24][2]uint64) {
	for n := range t {
		t[n] = certSetOf(n)
	}
	return t
}()

// prepareFrom fills below for currency x of hand t, whose base is b.
func (w *exactWalk) prepareFrom(t *tally, b *walkBase, x Currency) {
	w.x, w.certs = x, b.certs
	w.cards, w.triples = t.nat[x], b.triples
	if b.limit > exactMax {
		w.prepareWide(b)
		return
	}
	set, limit, mask := b.certSet[0], b.limit, b.mask[0]
	for f := range numFaces - 1 { // the last face's row is never asked for
		w.below[f+1][0] = set
		set = w.shiftFace(set, f, limit) & mask
	}
	w.below[numStages-1][0] = set
	w.all = [2]uint64{w.shiftFace(set, numFaces-1, limit) & mask, 0}
}

// prepareWide is prepareFrom's rows of two words, for a limit above
// exactMax.
func (w *exactWalk) prepareWide(b *walkBase) {
	set := b.certSet
	for f := range numFaces - 1 {
		w.below[f+1] = set
		set = andWide(w.shiftFaceWide(set, f), b.mask)
	}
	w.below[numStages-1] = set
	w.all = andWide(w.shiftFaceWide(set, numFaces-1), b.mask)
}

// shiftFaceWide is shiftFace for rows of two words. The limit is the
// caller's mask alone.
func (w *exactWalk) shiftFaceWide(set [2]uint64, f int) [2]uint64 {
	n := w.cards[f]
	if n == 0 {
		return set
	}
	face := uint(faceOf(f))
	var next [2]uint64
	for tr := range w.triples[f] + 1 {
		chain := shiftWide(set, uint(tr*jokerValue))
		next[0], next[1] = next[0]|chain[0], next[1]|chain[1]
		for range n - tr {
			chain = shiftWide(chain, face)
			next[0], next[1] = next[0]|chain[0], next[1]|chain[1]
		}
	}
	return next
}

// shiftWide raises every worth of the two-word set s by g; worths past
// 127 fall off. (Go's shifts of 64 or more give 0, so one formula serves
// every g: for g < 64 the third term is 0, for g >= 64 the first two.)
func shiftWide(s [2]uint64, g uint) [2]uint64 {
	return [2]uint64{s[0] << g, s[1]<<g | s[0]>>(64-g) | s[0]<<(g-64)}
}

// andWide is the intersection of two two-word sets.
func andWide(a, b [2]uint64) [2]uint64 { return [2]uint64{a[0] & b[0], a[1] & b[1]} }

// shiftFace is set raised by every choice face f offers in the walk's
// currency, worth at most limit. Each number of triples starts a chain
// raised by one loose card's face at a time; worths past the limit are
// dropped by the caller's mask (a shift of 64 or more is 0 in Go), so
// the chains need no test of their worth.
func (w *exactWalk) shiftFace(set uint64, f, limit int) uint64 {
	n := w.cards[f]
	if n == 0 {
		return set // no card of the face, so no triple either
	}
	face := uint(faceOf(f))
	var next uint64
	for tr := range w.triples[f] + 1 {
		chain := set << uint(tr*jokerValue)
		next |= chain
		for range n - tr {
			chain <<= face
			next |= chain
		}
	}
	return next
}

// run walks stage st with worth u left to pay and cards taken so far.
// A stage with no card of its face in the walk's currency offers only
// taking nothing, which the caller's test of below already allowed
// (the stage's row equals the next one's): the walk steps over it
// without a call.
func (w *exactWalk) run(st, u, cards int) {
	for st > certStage && w.cards[st-1] == 0 {
		w.cur[st] = payChoice{}
		st--
	}
	if cards+int(fewestCards[st][u&wideMax]) >= w.bound {
		return // the stages left cannot pay u with fewer cards
	}
	if st == certStage {
		w.end(u, cards)
		return
	}
	f := st - 1
	n, face, below := w.cards[f], faceOf(f), &w.below[st]
	for tr := range w.triples[f] + 1 {
		gain := tr * jokerValue
		for loose := 0; loose <= n-tr && gain <= u; loose++ {
			if v := u - gain; below[v>>6&1]>>(v&63)&1 != 0 {
				w.cur[st] = payChoice{uint8(tr), uint8(loose)}
				w.run(st-1, u-gain, cards+3*tr+loose)
			}
			gain += face
		}
	}
}

// end ends a walk: the certificates must pay what is left.
func (w *exactWalk) end(u, cards int) {
	for j := 0; j <= w.certs; j++ {
		switch v := certsValue(j); {
		case v > u:
			return
		case v == u && cards+j < w.bound:
			w.cur[certStage] = payChoice{0, uint8(j)}
			w.best, w.bestCards, w.found = w.cur, cards+j, true
			w.bound = cards + j
			return
		}
	}
}

// fewestCards[st][u] is a lower bound on the cards that stages st down to
// the certificates need to pay worth u: u divided by the most a card is
// worth there, rounded up. A card of face f is worth f, a card of a triple
// or of three certificates 5 (15 for three), a lone certificate 2; so
// below face 7 (stage 5) a card is worth at most 6, below face 6 at most
// 5. The bound 7 for every stage let the walk enter choices whose rest
// needs at least as many cards as the best payment found: a tighter bound
// prunes them, and pruning only what cannot take fewer cards keeps the
// walk's payment.
var fewestCards = func() (t [numStages][wideMax + 1]uint8) {
	for st := range numStages {
		most := max(faceOf(st-1), jokerValue/3) // stage st pays faces up to st-1
		for u := range wideMax + 1 {
			t[st][u] = uint8((u + most - 1) / most)
		}
	}
	return t
}()

// payment is the best payment of the walk as cards.
func (w *exactWalk) payment() tally {
	var p tally
	o1, o2 := otherNaturals(w.x)
	for f := range numFaces {
		c := w.best[f+1]
		p.nat[w.x][f], p.nat[o1][f], p.nat[o2][f] = int(c.triples+c.loose), int(c.triples), int(c.triples)
	}
	p.certs = int(w.best[certStage].loose)
	return p
}

// paymentSet is payment as a CardSet, written straight from the walk's
// choices: RandomMove wants a set, and the tally between cost a
// conversion at every purchase and raise.
func (w *exactWalk) paymentSet() CardSet {
	var s CardSet
	o1, o2 := otherNaturals(w.x)
	x, y, z := int(w.x)*numFaces, int(o1)*numFaces, int(o2)*numFaces
	for f := range numFaces {
		c := w.best[f+1]
		s[(x+f)&15], s[(y+f)&15], s[(z+f)&15] = c.triples+c.loose, c.triples, c.triples
	}
	s[certKind] = w.best[certStage].loose
	return s
}

// payExactlySmall is payExactly for value <= wideMax.
func (t *tally) payExactlySmall(value int, curs uint8) tally {
	var walks [numNatural]exactWalk
	var b walkBase
	b.init(t, value)
	for x := Red; x < Cert; x++ {
		if curs&(1<<x) != 0 {
			walks[x].prepareFrom(t, &b, x)
		}
	}
	return walkFewest(&walks, value, curs)
}

// walkFewest walks the prepared walks of the currencies of curs for value
// and returns the payment of the fewest cards, the earliest currency on a
// tie, as payExactly chooses.
func walkFewest(walks *[numNatural]exactWalk, value int, curs uint8) tally {
	p, _ := walkFewestAt(walks, value, curs)
	return p
}

// walkFewestAt is walkFewest, also returning the currency of the walk that
// paid.
func walkFewestAt(walks *[numNatural]exactWalk, value int, curs uint8) (tally, Currency) {
	x := walkBest(walks, value, curs)
	return walks[x].payment(), x
}

// walkBest walks as walkFewestAt does and returns the currency whose walk
// holds the payment, for the caller to read as a tally or a set.
func walkBest(walks *[numNatural]exactWalk, value int, curs uint8) Currency {
	if x, ok := oneCard(walks, value, curs); ok {
		return x
	}
	best, bound := -1, math.MaxInt
	for x := range walks {
		if curs&(1<<x) == 0 {
			continue
		}
		w := &walks[x]
		w.found, w.bound = false, bound // a walk's rows serve any worth up to its limit, again
		w.run(numStages-1, value, 0)
		if w.found { // then it took fewer cards than bound
			best, bound = x, w.bestCards
		}
	}
	return Currency(best)
}

// oneCard is walkFewestAt's answer when one card pays value: no payment
// has fewer cards, and the walks would find no other of one card, so the
// first currency of curs that holds it pays with it (any, for a
// certificate). A purchase or a raise is often paid so; the walks then
// cost a tenth of a random game for nothing. It records the payment in
// that currency's walk as its walk would, and reports false when no single
// card pays value.
func oneCard(walks *[numNatural]exactWalk, value int, curs uint8) (Currency, bool) {
	stage, f := certStage, value-minFace
	switch {
	case value == certValue:
	case f >= 0 && f < numFaces:
		stage = f + 1
	default:
		return 0, false
	}
	for x := Red; x < Cert; x++ {
		w := &walks[x]
		if curs&(1<<x) == 0 || stage == certStage && w.certs == 0 || stage != certStage && w.cards[f] == 0 {
			continue
		}
		w.best = [numStages]payChoice{}
		w.best[stage] = payChoice{0, 1}
		w.bestCards, w.found, w.bound = 1, true, 1
		return x, true
	}
	return 0, false
}

// hasLoose reports whether the walk's best payment has a loose natural
// card (not only triples and certificates).
func (w *exactWalk) hasLoose() bool {
	for f := range numFaces {
		if w.best[f+1].loose > 0 {
			return true
		}
	}
	return false
}

// cheapestSmall is cheapest for need+jokerValue-1 <= exactMax: the worth
// sets that settle the lowest worth (as lowestWorth does) are the rows the
// walk needs, so each currency's are made once.
func (t *tally) cheapestSmall(need int, committed Currency) (tally, bool) {
	var walks [numNatural]exactWalk
	maxes := t.maxesAs()
	x, ok := t.cheapestWalks(need, committed, &maxes, &walks)
	if !ok {
		return tally{}, false
	}
	return walks[x].payment(), true
}

// cheapestWalks is cheapestSmall in walks, whose payment it leaves in the
// walk of the currency it returns; maxes are t's maxesAs. The walks need
// not be zero: every field a walk reads is written first.
func (t *tally) cheapestWalks(need int, committed Currency, maxes *[numNatural]int, walks *[numNatural]exactWalk) (Currency, bool) {
	limit := need + jokerValue - 1 // the lowest is never further (see paySearch)
	var b walkBase
	b.init(t, limit)
	value, curs, ok := 0, uint8(0), false
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed || maxes[x] < need {
			continue
		}
		w := &walks[x]
		w.prepareFrom(t, &b, x)
		from := w.all[0] &^ (1<<need - 1)
		if from == 0 {
			continue
		}
		switch v := bits.TrailingZeros64(from); {
		case ok && v > value:
		case ok && v == value:
			curs |= 1 << x
		default:
			value, curs, ok = v, 1<<x, true
		}
	}
	if !ok {
		return 0, false
	}
	return walkBest(walks, value, curs), true
}
