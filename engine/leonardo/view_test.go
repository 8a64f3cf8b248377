package leonardo

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// viewTestNames are the players of the test tables, in seat order.
var viewTestNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay"}

// viewTestState is a table in round 3, Bob's turn, built by hand (the
// rules that would get there are not needed): every seat has a party,
// the even seats Guelph and the odd Ghibelline, none revealed; each side
// owns palaces and a bridge, with art works on some palaces.
func viewTestState(players int) *state {
	d := embedded.Get()
	st := &state{d: d, names: slices.Clone(viewTestNames[:players]), round: 3, rounds: 25, offers: 3,
		current: 1, soldiers: d.Soldiers.Count}
	for i := range st.owner {
		st.owner[i] = noSide
		st.owned = st.ownedByWalk() // owner set by hand
	}
	for i := range int8(len(d.Art.Cards)) {
		st.artDeck = append(st.artDeck, i)
	}
	for i := range int8(len(d.Events.Cards)) {
		st.events = append(st.events, (i+3)%int8(len(d.Events.Cards)))
	}
	for i := range int8(len(d.Administrations.Cards)) {
		st.admins = append(st.admins, (i+1)%int8(len(d.Administrations.Cards)))
	}
	// The palaces of each seat: two streets each, the first with art.
	streets := []int{2, 14, 31, 8, 19, 25, 4, 12, 16, 20, 26, 30}
	bridges := []int{5, 13, 21, 29}
	for i := range players {
		st.party = append(st.party, int8(i%2))
		st.revealed = append(st.revealed, false)
		st.sideOf = append(st.sideOf, int8(i))
		st.sides = append(st.sides, side{members: []engine.Seat{engine.Seat(i)}, cash: 250 + 35*i,
			pos: int8(streets[i] + 1), soldiers: int8(i % 3)})
		st.owner[streets[i]], st.owner[streets[i+6]] = int8(i), int8(i)
		st.art[streets[i]] = viewTestDraw(&st.artDeck, 1+i%3)
	}
	st.owner[bridges[0]], st.owner[bridges[1]] = 0, 1
	st.sides[2].admins = []int8{st.admins[len(st.admins)-1]}
	st.admins = st.admins[:len(st.admins)-1]
	st.soldiers -= 3
	st.sides[2].pos = st.sides[0].pos // a battle waits on space 3
	st.setActor(phaseTurn, 1)
	return st
}

// viewTestDraw takes n cards from the top of deck.
func viewTestDraw(deck *[]int8, n int) []int8 {
	out := slices.Clone((*deck)[:n])
	*deck = (*deck)[n:]
	return out
}

// viewTestAlly merges the side of seat b into the side of seat a, as an
// alliance does: one purse, one set of cards, a's pawn; both parties
// public.
func viewTestAlly(st *state, a, b engine.Seat) {
	sa, sb := st.sideOf[a], st.sideOf[b]
	st.sides[sa].members = append(st.sides[sa].members, b)
	st.sides[sa].cash += st.sides[sb].cash
	st.sides[sa].admins = append(st.sides[sa].admins, st.sides[sb].admins...)
	st.sides[sb] = side{members: []engine.Seat{b}, out: true}
	for i := range st.owner {
		if st.owner[i] == sb {
			st.owner[i] = sa
			st.owned = st.ownedByWalk() // owner set by hand
		}
	}
	st.sideOf[b] = sa
	st.revealed[a], st.revealed[b] = true, true
}

// viewTestMarket is a market held by Bob on space 3 (4 players): Dee has
// staked 20 on gold, Ann and Cid are still to stake.
func viewTestMarket(st *state) reports {
	st.sides[1].pos = 3
	st.toAct = []engine.Seat{0, 2}
	st.phase = phaseStake
	return reports{market: &marketReport{space: 3, organiser: 1, stakes: []stakeReport{{side: 3, product: 2, amount: 20}},
		waiting: []int8{0, 2}}}
}

// viewTestTalks is a negotiation (4 players): Ann offers Bob space 14
// and 50 Florins for 19, Cid proposes an alliance to Ann, Dee is done.
func viewTestTalks(st *state) reports {
	st.phase = phaseNegotiate
	st.toAct = []engine.Seat{0, 1, 2}
	return reports{talks: &talksReport{
		proposals: []proposalReport{{from: 0, to: 1, give: Lot{Spaces: 1 << 14, Florins: 50}, get: Lot{Spaces: 1 << 19}},
			{from: 2, to: 0, ally: true}},
		done: []int8{3}, offers: []int{1, 0, 1, 0}}}
}

// viewTestGolden checks the board of st for the Observer and seat s.
func viewTestGolden(t *testing.T, name string, st *state, r reports, s engine.Seat) {
	t.Helper()
	enginetest.GoldenView(t, "testdata/view/"+name+"-observer.golden", st.viewWith(engine.Observer, r))
	enginetest.GoldenView(t, fmt.Sprintf("testdata/view/%s-%s.golden", name, strings.ToLower(st.names[s])), st.viewWith(s, r))
}

func TestViewGolden3(t *testing.T) {
	viewTestGolden(t, "turn-3p", viewTestState(3), reports{}, 1)
}

// Four players in an auction of space 20 that Bob opened: Cid bid 45.
func TestViewGolden4(t *testing.T) {
	st := viewTestState(4)
	st.sides[1].pos = 20
	st.owner[20] = noSide
	st.owned = st.ownedByWalk() // owner set by hand
	st.setActor(phaseAuction, 3)
	r := reports{auction: &auctionReport{space: 20, high: 45, bidder: 2, in: []int8{1, 2, 3}, start: 5, step: 5}}
	viewTestGolden(t, "auction-4p", st, r, 3)
	assert.Equal(t, "Dee must bid at least 50 for space 20 or pass (bid, pass)", st.viewWith(3, r).Awaiting)
}

// Six players, Bob landed on a free street.
func TestViewGolden6(t *testing.T) {
	st := viewTestState(6)
	st.sides[1].pos = 6
	st.setActor(phaseLand, 1)
	viewTestGolden(t, "land-6p", st, reports{}, 5)
	assert.Equal(t, "Bob may buy space 6 for 50 Florins or auction it (buy, auction, pass)", st.View(0).(*View).Awaiting)
}

// An alliance of Ann and Cid: one line, one pawn, both parties public.
func TestViewAlliance(t *testing.T) {
	st := viewTestState(4)
	viewTestAlly(st, 0, 2)
	viewTestGolden(t, "alliance-4p", st, reports{}, 2)
	v := st.View(engine.Observer).(*View)
	assert.Equal(t, "Ann+Cid", v.Sides[0].Name)
	assert.Equal(t, "guelph", v.Sides[0].Party)
	assert.True(t, v.Sides[2].Out)
	assert.Equal(t, "Ann+Cid", v.Players[2].Side)
	assert.Equal(t, []int{2, 4, 16, 31}, v.Sides[0].Palaces)
	assert.Equal(t, []string{"Ann+Cid"}, v.Spaces[2].Pawns, "Cid's pawn left the board")
}

// A market: everyone sees who staked; only Dee's side sees Dee's stake.
func TestViewMarket(t *testing.T) {
	st := viewTestState(4)
	r := viewTestMarket(st)
	viewTestGolden(t, "market-4p", st, r, 3)
	dee := st.viewWith(3, r).Market
	assert.Equal(t, []StakeView{{Side: "Dee", Product: "gold", Amount: 20}}, dee.Stakes)
	for _, s := range []engine.Seat{engine.Observer, 0, 1, 2} {
		m := st.viewWith(s, r).Market
		assert.Equal(t, []string{"Dee"}, m.Staked)
		assert.Nil(t, m.Stakes, "seat %d sees no stake of Dee", s)
	}
	assert.Equal(t, "Ann, Cid must stake at the market (stake)", st.viewWith(0, r).Awaiting)
}

// The negotiation: open proposals are public.
func TestViewTalks(t *testing.T) {
	st := viewTestState(4)
	r := viewTestTalks(st)
	viewTestGolden(t, "talks-4p", st, r, 1)
	tv := st.viewWith(engine.Observer, r).Talks
	assert.Equal(t, ProposalView{From: "Ann", To: "Bob", Kind: "trade", Give: "14 + 50fl", Get: "19"}, tv.Proposals[0])
	assert.Equal(t, ProposalView{From: "Cid", To: "Ann", Kind: "alliance"}, tv.Proposals[1])
	assert.Equal(t, []string{"Dee"}, tv.Done)
	assert.Equal(t, OffersView{Side: "Ann", Made: 1, Left: 2}, tv.Offers[0])
}

// The administration's decisions name the owner, the card and the target.
func TestViewShift(t *testing.T) {
	st := viewTestState(4)
	st.sides[1].pos = 7
	st.setActor(phaseSoldier, 2)
	st.sides[2].admins = []int8{1} // a2 relates to space 7
	sv := st.View(engine.Observer).(*View).Shift
	assert.Equal(t, &ShiftView{Owner: "Cid", Target: "Bob", Space: 7, Administration: "a2", Steps: 5, Soldier: true}, sv)
	assert.Equal(t, "Cid may remove a soldier of Bob (remove soldier, pass)", st.View(0).(*View).Awaiting)
	st.setActor(phaseShift, 2)
	assert.Equal(t, "Cid may move the pawn of Bob up to 5 spaces (move, pass)", st.View(0).(*View).Awaiting)
}

// Once the game is over every party and every art value is public.
func TestViewOver(t *testing.T) {
	st := viewTestState(3)
	st.phase, st.toAct = phaseOver, nil
	v := st.View(engine.Observer).(*View)
	enginetest.GoldenView(t, "testdata/view/over-3p-observer.golden", v)
	for i, p := range v.Players {
		assert.Equal(t, partyIDs[st.party[i]], p.Party)
	}
	require.Len(t, v.Art, 3)
	assert.Equal(t, ArtView{Space: 2, Values: []int{100}, Names: []string{"Leonardo, Gioconda"}}, v.Art[0])
	assert.Equal(t, "nothing: the game is over", v.Awaiting)
	assert.Empty(t, v.Current)
}

// Before the end a seat knows its own party and its side's art values,
// and nothing of the others'.
func TestViewPrivate(t *testing.T) {
	st := viewTestState(3)
	v := st.View(1).(*View)
	assert.Equal(t, &PrivateView{Party: "ghibelline", Art: []ArtView{{Space: 14, Values: []int{100, 80},
		Names: []string{"Michelangelo, David", "Raffaello, Scuola di Atene"}}}}, v.Private)
	assert.Nil(t, v.Art)
	for i, p := range v.Players {
		if i != 1 {
			assert.Empty(t, p.Party, "Bob does not know %s's party", p.Name)
		}
	}
	assert.Nil(t, st.View(engine.Observer).(*View).Private)
	st.revealed[0] = true
	assert.Equal(t, "guelph", st.View(1).(*View).Players[0].Party)
}

// Every line of every board fits 72 display columns, in English and
// French, with names of 16 columns, wide letters and accents among them.
func TestViewWidth(t *testing.T) {
	long := []string{"Bartholomew-Long", "Maximilianus-Sup", "Cid-The-Longest1", "李雷李雷李雷李雷", "Ōsaka Kō Jürgen", "Zoë"}
	var views []*View
	for n := 3; n <= 6; n++ {
		st := viewTestState(n)
		st.names = long[:n]
		running := []func(*state) reports{func(*state) reports { return reports{} }}
		if n >= 4 {
			running = append(running, viewTestMarket, viewTestTalks)
		}
		for _, f := range running {
			r := f(st)
			for s := engine.Observer; s < engine.Seat(n); s++ {
				views = append(views, st.viewWith(s, r))
			}
		}
		for ph := range phaseOver {
			st.setActor(ph, 1) // every phase, without the reports of the decisions running
			views = append(views, st.View(1).(*View))
		}
		viewTestAlly(st, 0, 2)
		st.setActor(phaseTurn, 0)
		views = append(views, st.viewWith(0, reports{}))
		st.phase, st.toAct = phaseOver, nil
		views = append(views, st.viewWith(engine.Observer, reports{}))
	}
	enginetest.BoardFits(t, views, engine.English, "fr")
}

func TestViewJSON(t *testing.T) {
	st := viewTestState(4)
	back := enginetest.ViewJSON(t, st.View(1))
	assert.ElementsMatch(t, []string{"viewer", "phase", "to_act", "awaiting", "round", "rounds", "current",
		"spaces", "sides", "players", "decks", "private"}, viewTestKeys(back))
	assert.Equal(t, "turn", back["phase"])
	assert.Equal(t, "Bob", back["current"])
	assert.Equal(t, map[string]any{"no": 14.0, "kind": "street", "name": "Via Larga", "district": "pink",
		"price": 60.0, "owner": "Bob", "rent": 90.0, "art": 2.0, "pawns": []any{}}, back["spaces"].([]any)[13])
	assert.Equal(t, map[string]any{"no": 1.0, "kind": "piazza", "name": "Piazza Maggiore", "art": 0.0,
		"pawns": []any{}}, back["spaces"].([]any)[0])
	cid := back["sides"].([]any)[2].(map[string]any)
	assert.ElementsMatch(t, []string{"name", "members", "cash", "space", "soldiers", "administrations",
		"palaces", "bridges", "art"}, viewTestKeys(cid))
	decks := back["decks"].(map[string]any)
	assert.ElementsMatch(t, []string{"art", "events", "top_event", "administrations", "top_administration",
		"soldiers"}, viewTestKeys(decks))
	assert.Equal(t, map[string]any{"name": "Papal legate enters the city", "party": "guelph"}, decks["top_event"])
	assert.Equal(t, map[string]any{"party": "ghibelline", "art": []any{map[string]any{"space": 14.0,
		"values": []any{100.0, 80.0}, "names": []any{"Michelangelo, David", "Raffaello, Scuola di Atene"}}}}, back["private"])
	r := viewTestTalks(st)
	talks := enginetest.ViewJSON(t, st.viewWith(engine.Observer, r))["talks"].(map[string]any)
	assert.ElementsMatch(t, []string{"proposals", "done", "offers"}, viewTestKeys(talks))
	assert.Equal(t, map[string]any{"from": "Ann", "to": "Bob", "kind": "trade", "give": "14 + 50fl", "get": "19"},
		talks["proposals"].([]any)[0])
	public := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "everyone", public["viewer"])
	assert.NotContains(t, public, "private")
}

// viewTestKeys lists the keys of a JSON object.
func viewTestKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Two states that differ only in what is hidden from a seat give the
// Observer and a third seat the same view: another seat's unrevealed
// party, the art values on others' palaces, the art deck's order, another
// side's stake.
func TestViewLeaksNothing(t *testing.T) {
	a := viewTestState(4)
	ra := viewTestMarket(a)
	b := a.Clone().(*state)
	rb := viewTestMarket(b)
	b.party[0] = ghibelline
	b.art[2][0], b.artDeck[0] = b.artDeck[0], b.art[2][0]
	slices.Reverse(b.artDeck)
	rb.market.stakes[0] = stakeReport{side: 3, product: 0, amount: 95}
	for _, s := range []engine.Seat{engine.Observer, 1} {
		assert.Equal(t, a.viewWith(s, ra), b.viewWith(s, rb), "seat %d", s)
		assert.Equal(t, a.viewWith(s, ra).Doc(engine.English), b.viewWith(s, rb).Doc(engine.English), "seat %d", s)
	}
	assert.NotEqual(t, a.viewWith(0, ra), b.viewWith(0, rb), "Ann sees her party and art")
	assert.NotEqual(t, a.viewWith(3, ra), b.viewWith(3, rb), "Dee sees her stake")
}

// Every phase has its message in English and French, with the words it
// needs, and names every seat awaited.
func TestViewAwaiting(t *testing.T) {
	en, fr := loadCatalogues().English(), loadCatalogues().Text("fr")
	for ph := range phaseOver + 1 {
		key := "await." + ph.String()
		assert.Contains(t, awaitKeys, key)
		assert.True(t, en.Has(key), key)
		assert.True(t, fr.Has(key), key)
	}
	st := viewTestState(4)
	st.phase, st.toAct = phaseParty, []engine.Seat{0, 2, 3}
	assert.Equal(t, "Ann, Cid, Dee must choose a party in secret (party guelph, party ghibelline)", en.Message(st.awaiting()))
	assert.Equal(t, "Choix secret d'un parti : Ann, Cid, Dee (party guelph, party ghibelline)", fr.Message(st.awaiting()))
	st.sides[1].pos = 1
	st.setActor(phaseLand, 1)
	assert.Equal(t, "Bob may buy administration a2 for 150 Florins (buy, pass)", en.Message(st.awaiting()))
	st.sides[1].pos = 24
	assert.Equal(t, "Bob may open the market on space 24 (market, pass)", en.Message(st.awaiting()))
	st.setActor(phaseTurn, 1)
	assert.Equal(t, "Bob must buy art works or draw (art, roll)", en.Message(st.awaiting()))
}

// The French board texts have every English key of the view, with the
// same arguments.
func TestViewFrenchTexts(t *testing.T) {
	en, fr := loadCatalogues().English(), loadCatalogues().Text("fr")
	n := 0
	for _, key := range en.Keys() {
		if strings.HasPrefix(key, "await.") || strings.HasPrefix(key, "board.") {
			n++
			assert.True(t, fr.Has(key), "fr lacks %s", key)
			assert.Equal(t, en.Slots(key), fr.Slots(key), key)
		}
	}
	assert.Greater(t, n, 50)
}

// A private view in French, for review.
func TestViewGoldenFrench(t *testing.T) {
	st := viewTestState(4)
	r := viewTestMarket(st)
	enginetest.Golden(t, "testdata/view/market-4p-dee-fr.golden", enginetest.DocText(st.viewWith(3, r).Doc("fr")))
}
