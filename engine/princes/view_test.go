package princes

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
var viewTestNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve"}

// viewTestState is a table of players in round 3's action phase, Bob to
// act, built by hand (the rules that would get there are not needed):
// principalities with buildings and landscapes, cards in hand and on the
// table, a partly sold auction board.
func viewTestState(t *testing.T, players int) *state {
	t.Helper()
	d := data()
	st := &state{names: viewTestNames[:players], round: 3}
	for i := range d.Buildings.Types {
		st.supply.buildings[i] = int8(d.Buildings.Copies)
	}
	for i := range st.supply.freedoms {
		st.supply.freedoms[i] = int8(d.freedomsInPlay(players))
	}
	st.supply.landscapes = [3]int8{5, 6, 4}
	st.supply.builders, st.supply.jesters, st.supply.recruits = 5, 6, 4
	for i := range int8(wantProfessions) {
		st.professions = append(st.professions, i)
	}
	for i := range int8(wantBonusCards) {
		st.bonusDeck = append(st.bonusDeck, i)
	}
	for i := range int8(wantPrestigeCards) {
		st.prestigeDeck = append(st.prestigeDeck, i)
	}
	for i := range players {
		st.players = append(st.players, player{florins: 3500 - 300*i, prestige: 3 * i, bought: noStack})
		p := &st.players[i]
		// The palace covers its squares; left out of the buildings mask, so
		// that the pieces below may touch it whatever the builders.
		p.dom.occupied = maskOf(d.palace)
		p.hand = viewTestDraw(&st.professions, 2+i%2)
		p.bonus = viewTestDraw(&st.bonusDeck, i%3)
		p.prestigeCards = viewTestDraw(&st.prestigeDeck, 1)
	}
	ann, bob := &st.players[0], &st.players[1]
	viewTestPut(t, &ann.dom, "building", "tower", "d1", orientation{})
	viewTestPut(t, &ann.dom, "landscape", "forest", "a6", orientation{})
	viewTestPut(t, &ann.dom, "landscape", "forest", "c6", orientation{})
	ann.dom.freedoms = 1<<0 | 1<<2
	ann.dom.builders, ann.dom.jesters = 1, 1
	ann.table = []int8{18, recruitCard}
	ann.bought, ann.best = 0, 14
	viewTestPut(t, &bob.dom, "building", "theater", "e3", orientation{Turn: 1})
	viewTestPut(t, &bob.dom, "landscape", "lake", "a4", orientation{Flip: true})
	viewTestPut(t, &bob.dom, "landscape", "park", "g6", orientation{Turn: 1})
	bob.dom.jesters = 2
	bob.recruits = 1
	bob.bought = 3
	st.players[2].declined = true
	viewTestPut(t, &st.players[2].dom, "building", "university", "e5", orientation{})
	st.players[2].dom.builders = 2
	st.players[2].table = []int8{2}
	st.setActor(phaseAction, 1)
	return st
}

// viewTestDraw takes n cards from the top of deck.
func viewTestDraw(deck *[]int8, n int) []int8 {
	out := slices.Clone((*deck)[:n])
	*deck = (*deck)[n:]
	return out
}

// viewTestPut lays a building or landscape of id with its corner on sq.
func viewTestPut(t *testing.T, d *principality, kind, id, sq string, o orientation) {
	t.Helper()
	q, ok := parseSquare(sq)
	require.True(t, ok, sq)
	pc := piece{Landscape: kind == "landscape"}
	var s shape
	if pc.Landscape {
		pc.Type = words().landscapeBy[id]
		s = data().Landscapes.Types[pc.Type].shape
	} else {
		pc.Type = words().buildingBy[id]
		s = data().Buildings.Types[pc.Type].shape
	}
	fp, ok := locate(s, q, o)
	require.True(t, ok, "%s %s at %s", id, o, sq)
	require.True(t, d.fits(fp.Cells, !pc.Landscape), "%s at %s does not fit", id, sq)
	pc.Cells = fp.Cells
	d.put(pc)
}

// viewTestGolden checks the board of st for the Observer and seat s.
func viewTestGolden(t *testing.T, name string, st *state, s engine.Seat) {
	t.Helper()
	enginetest.GoldenView(t, "testdata/view/"+name+"-observer.golden", st.View(engine.Observer))
	enginetest.GoldenView(t, fmt.Sprintf("testdata/view/%s-%s.golden", name, strings.ToLower(st.names[s])), st.View(s))
}

func TestViewGolden3(t *testing.T) {
	viewTestGolden(t, "action-3p", viewTestState(t, 3), 1)
}

// Four players in the bid: two rows of two principalities.
func TestViewGolden4(t *testing.T) {
	st := viewTestState(t, 4)
	st.players[2].declined = false
	st.auction = auction{stack: stackLake, price: 300, high: 2, opener: 2}
	st.setActor(phaseBid, 3)
	viewTestGolden(t, "bid-4p", st, 3)
}

// Five players, Cid looking at bonus cards: only he sees them.
func TestViewGolden5(t *testing.T) {
	st := viewTestState(t, 5)
	st.look(&st.bonusDeck, data().Actions.Look)
	st.setActor(phasePickBonus, 2)
	viewTestGolden(t, "pick-5p", st, 2)
	for s := engine.Observer; s < 5; s++ {
		h := st.View(s).(*View).Hand
		if s == 2 {
			assert.Equal(t, cardIDs(pickBonus, st.seen), h.Looking)
		} else if h != nil {
			assert.Nil(t, h.Looking, "seat %d sees no card Cid looks at", s)
		}
	}
}

// Before round 1, each seat sees its own four professions and nobody
// else's; everyone still to keep is named.
func TestViewKeep(t *testing.T) {
	st := viewTestState(t, 3)
	st.dealt = [][]int8{{0, 1, 2, 3}, nil, {4, 5, 6, 7}}
	st.phase, st.round, st.toAct = phaseKeep, 1, []engine.Seat{0, 2}
	enginetest.GoldenView(t, "testdata/view/keep-3p-ann.golden", st.View(0))
	v := st.View(0).(*View)
	assert.Equal(t, "Ann, Cid must keep 3 of their 4 professions (keep)", v.Awaiting)
	assert.Equal(t, []string{"mathematician", "theologian", "philosopher", "botanist"}, v.Hand.Dealt)
	assert.Nil(t, st.View(1).(*View).Hand.Dealt, "Bob has kept his")
	assert.Nil(t, st.View(engine.Observer).(*View).Hand)
}

// Once the game is over every player's prestige cards are shown.
func TestViewOverRevealsPrestigeCards(t *testing.T) {
	st := viewTestState(t, 3)
	for _, s := range []engine.Seat{engine.Observer, 0} {
		for _, p := range st.View(s).(*View).Players {
			assert.Nil(t, p.Revealed, "before the end")
		}
	}
	st.phase, st.toAct = phaseOver, nil
	v := st.View(engine.Observer).(*View)
	for i, p := range v.Players {
		assert.Equal(t, cardIDs(pickPrestige, st.players[i].prestigeCards), p.Revealed)
	}
	assert.Equal(t, "nothing: the game is over", v.Awaiting)
	enginetest.GoldenView(t, "testdata/view/over-3p-observer.golden", v)
}

// The principality in JSON: rank 7 first, the palace in a1–c2, every
// piece where the notation puts it.
func TestViewPrincipality(t *testing.T) {
	v := viewTestState(t, 3).View(engine.Observer).(*View)
	ann := v.Players[0]
	assert.Equal(t, []string{
		"fo fo fo fo .. .. ..",
		"fo fo fo fo .. .. ..",
		".. .. .. .. .. .. ..",
		".. .. .. .. .. .. ..",
		".. .. .. .. .. .. ..",
		"Pa Pa Pa .. .. .. ..",
		"Pa Pa Pa To To To ..",
	}, ann.Principality)
	assert.Equal(t, PieceView{Kind: "building", ID: "tower", Squares: []string{"d1", "e1", "f1"}, At: "d1"}, ann.Pieces[0])
	bob := v.Players[1]
	assert.Equal(t, PieceView{Kind: "landscape", ID: "park", Squares: []string{"g6", "g7"}, At: "g6 r90"}, bob.Pieces[2])
}

// Every line of every board fits 72 display columns, in English and
// French, with names of 16 columns, wide letters among them.
func TestViewWidth(t *testing.T) {
	var views []engine.View
	for n := 3; n <= 5; n++ {
		st := viewTestState(t, n)
		st.names = []string{"Bartholomew-Long", "李雷李雷李雷李雷", "Ōsaka Kō Jürgen", "Dee", "Eve"}[:n]
		st.look(&st.prestigeDeck, 3)
		st.setActor(phasePickPrestige, 0)
		for s := engine.Observer; s < engine.Seat(n); s++ {
			views = append(views, st.View(s))
		}
		st.phase, st.toAct = phaseOver, nil
		views = append(views, st.View(engine.Observer))
	}
	enginetest.BoardFits(t, views, engine.English, "fr")
}

func TestViewJSON(t *testing.T) {
	st := viewTestState(t, 3)
	back := enginetest.ViewJSON(t, st.View(1))
	assert.Equal(t, "action", back["phase"])
	assert.Equal(t, "Bob", back["viewer"])
	assert.Equal(t, []any{"Bob"}, back["to_act"])
	assert.EqualValues(t, 3, back["round"])
	assert.EqualValues(t, 12, back["minimum_work"])
	assert.Equal(t, map[string]any{"stack": "forest", "left": 5.0, "sold_to": []any{"Ann"}}, back["stacks"].([]any)[0])
	assert.Equal(t, map[string]any{"stack": "lake", "left": 6.0, "sold_to": []any{}}, back["stacks"].([]any)[1])
	supply := back["supply"].(map[string]any)
	assert.Equal(t, map[string]any{"id": "university", "left": 3.0}, supply["buildings"].([]any)[0])
	assert.Equal(t, map[string]any{"id": "travel", "left": 2.0}, supply["freedoms"].([]any)[0])
	assert.Equal(t, map[string]any{"professions": 14.0, "bonus": 17.0, "prestige": 11.0}, back["decks"])
	ann := back["players"].([]any)[0].(map[string]any)
	assert.ElementsMatch(t, []string{"name", "prestige", "builders", "jesters", "freedoms", "pieces",
		"principality", "table", "professions", "recruiting", "bonus_cards", "prestige_cards", "bought",
		"best_work"}, viewTestKeys(ann))
	assert.Equal(t, []any{"travel", "opinion"}, ann["freedoms"])
	assert.Equal(t, []any{"poet", "recruiting"}, ann["table"])
	hand := back["hand"].(map[string]any)
	assert.ElementsMatch(t, []string{"professions", "recruiting", "bonus", "prestige", "choices"}, viewTestKeys(hand))
	assert.Equal(t, []any{"philosopher", "botanist", "alchemist"}, hand["professions"])
	assert.EqualValues(t, 3200, back["players"].([]any)[1].(map[string]any)["florins"], "Bob's own money")
	public := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "everyone", public["viewer"])
	assert.NotContains(t, public, "hand")
}

// The rule text keeps each player's Florins hidden all game: a player
// sees their own, and everyone sees all once the game is over.
func TestViewHidesMoney(t *testing.T) {
	st := viewTestState(t, 3)
	for s := engine.Observer; s < 3; s++ {
		for i, p := range st.View(s).(*View).Players {
			if engine.Seat(i) == s {
				require.NotNil(t, p.Florins)
				assert.Equal(t, st.players[i].florins, *p.Florins)
			} else {
				assert.Nil(t, p.Florins, "seat %d sees no money of player %d", s, i)
			}
		}
	}
	st.phase, st.toAct = phaseOver, nil
	for i, p := range st.View(engine.Observer).(*View).Players {
		require.NotNil(t, p.Florins)
		assert.Equal(t, st.players[i].florins, *p.Florins)
	}
}

// viewTestKeys lists the keys of a JSON object.
func viewTestKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// Two states that differ only in what is hidden from a seat give it the
// same view: the others' hands, the order of the decks, the cards the
// actor looks at.
func TestViewLeaksNothing(t *testing.T) {
	a := viewTestState(t, 4)
	a.look(&a.professions, data().Actions.Look)
	a.setActor(phasePickProfession, 0)
	b := a.Clone().(*state)
	slices.Reverse(b.professions)
	slices.Reverse(b.bonusDeck)
	slices.Reverse(b.prestigeDeck)
	b.seen[0], b.professions[0] = b.professions[0], b.seen[0]
	b.players[0].hand[0], b.professions[1] = b.professions[1], b.players[0].hand[0]
	b.players[1].bonus[0], b.bonusDeck[0] = b.bonusDeck[0], b.players[1].bonus[0]
	b.players[3].prestigeCards[0], b.prestigeDeck[0] = b.prestigeDeck[0], b.players[3].prestigeCards[0]
	b.players[1].florins += 700
	for _, s := range []engine.Seat{engine.Observer, 2} {
		assert.Equal(t, a.View(s), b.View(s), "seat %d", s)
		assert.Equal(t, a.View(s).Doc(engine.English), b.View(s).Doc(engine.English), "seat %d", s)
	}
	assert.NotEqual(t, a.View(0), b.View(0), "the actor sees what changed")
}

// Every phase has its message, with the words it needs.
func TestViewAwaiting(t *testing.T) {
	st := viewTestState(t, 3)
	en := english()
	for ph := range phaseOver + 1 {
		key := "await." + ph.String()
		assert.Contains(t, awaitKeys, key)
		assert.True(t, en.Has(key), key)
		assert.True(t, loadCatalogues().Text("fr").Has(key), key)
	}
	st.players[1].bought = 2
	st.setActor(phasePlace, 1)
	assert.Equal(t, "Bob must place the park (place)", st.View(engine.Observer).(*View).Awaiting)
	st.setActor(phaseLastBuy, 2)
	assert.Equal(t, "Cid may buy any item left for 200 Florins, or decline (buy, decline)", st.View(engine.Observer).(*View).Awaiting)
}

// The French board texts have every English key of the view, with the
// same arguments, and every term cards count is worded in both.
func TestViewFrenchTexts(t *testing.T) {
	en, fr := english(), loadCatalogues().Text("fr")
	for _, key := range en.Keys() {
		if strings.HasPrefix(key, "await.") || strings.HasPrefix(key, "board.") {
			assert.True(t, fr.Has(key), "fr lacks %s", key)
			assert.Equal(t, en.Slots(key), fr.Slots(key), key)
		}
	}
	for _, term := range prestigeTerms {
		key := "board.term." + strings.ReplaceAll(term, "_", "-")
		for _, c := range []*engine.Catalog{en, fr} {
			assert.True(t, c.Has(key+".one") && c.Has(key+".other"), "%s lacks %s", c.Lang(), key)
		}
	}
}

// A private view in French, for review.
func TestViewGoldenFrench(t *testing.T) {
	st := viewTestState(t, 3)
	enginetest.Golden(t, "testdata/view/action-3p-bob-fr.golden", enginetest.DocText(st.View(1).Doc("fr")))
}

// In French the players still to keep are named without a verb that
// would agree with one of them only, and a bid names the stack's item in
// French ("sur recruiting" read as English); the board wraps the line.
func TestViewAwaitingFrench(t *testing.T) {
	st := viewTestState(t, 3)
	fr := loadCatalogues().Board("fr")
	st.phase, st.round, st.toAct = phaseKeep, 1, []engine.Seat{0, 2}
	assert.Equal(t, "Reste à garder 3 professions sur 4 : Ann, Cid (keep)", fr.Message(st.awaiting()))
	st.auction = auction{stack: stackRecruiting, price: 1200, high: 1, opener: 1}
	st.setActor(phaseBid, 2)
	line := loadCatalogues().WordIn(fr, st.awaiting())
	assert.Equal(t, "Cid doit enchérir 1300 pour : carte de recrutement, ou passer (Bob : 1200) (bid, pass)", line)
	doc := enginetest.DocText(st.View(2).Doc("fr"))
	assert.Contains(t, doc, "\nCid doit enchérir 1300 pour : carte de recrutement, ou passer")
	en := loadCatalogues().Board(engine.English)
	assert.Equal(t, "Cid must bid 1300 for the recruiting card or pass (Bob bid 1200) (bid, pass)",
		loadCatalogues().WordIn(en, st.awaiting()), "English words the item as the events do")
}
