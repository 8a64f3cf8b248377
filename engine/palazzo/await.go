package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// actionAwaiting is the help for the action phase. It offers only the
// actions the actor may take, as legalActions lists them: money while the
// deck and discard can serve it, draw always, and the transforms the
// actor's palaces allow, provided they hold a card to pay with.
func (st *state) actionAwaiting() engine.Message {
	money := st.moneyAvailable()
	verbs := strings.Join(st.transformVerbs(), ", ")
	switch {
	case money && verbs != "":
		return engine.Msg("await.action", verbs)
	case money:
		return engine.Msg("await.action-money-draw")
	case verbs != "":
		return engine.Msg("await.action-draw-transform", verbs)
	}
	return engine.Msg("await.action-draw")
}

// moneyAvailable reports whether the money action can reveal a card for
// every player and one more.
func (st *state) moneyAvailable() bool {
	return len(st.deck)+len(st.discard) >= len(st.players)+1
}

// transformVerbs lists the transforms the actor can make now, in the
// order extract, insert, remove: none without a card to pay with; extract
// needs a palace of two floors or more; insert a 1-floor palace and another
// palace without that floor; remove a 1-floor palace.
func (st *state) transformVerbs() []string {
	if st.players[st.actor].hand.Len()+int(st.pub.unseen[st.actor]) == 0 { // with the cards a public state has not seen
		return nil
	}
	var extract, insert, remove bool
	pals := st.players[st.actor].palaces
	for i, pal := range pals {
		extract = extract || len(pal) > 1
		if len(pal) != 1 {
			continue
		}
		remove = true
		for j, into := range pals {
			insert = insert || (j != i && into.floorIndex(pal[0].Floor) < 0)
		}
	}
	var verbs []string
	for _, v := range []struct {
		ok   bool
		verb string
	}{{extract, "extract"}, {insert, "insert"}, {remove, "remove"}} {
		if v.ok {
			verbs = append(verbs, v.verb)
		}
	}
	return verbs
}

// bidAwaiting is the help for the bidding, as seat s may read it. Anyone
// may read the total to beat. The bidder's own view adds that any cards of
// their hand that raise their bid above it are accepted, not only the
// raises their legal moves list, with the cheapest as an example; it
// depends on their cards, so no one else's view says it.
func (st *state) bidAwaiting(s engine.Seat) engine.Message {
	high, _ := st.highBid()
	above := strconv.Itoa(high)
	if s != st.actor {
		return engine.Msg("await.bid", above)
	}
	hand := st.players[s].hand.tally()
	add, ok := st.lot.bids[s].cheapestRaise(&hand, high)
	if !ok {
		return engine.Msg("await.bid-pass", above)
	}
	return engine.Msg("await.bid-example", above, "bid "+add.set().String())
}
