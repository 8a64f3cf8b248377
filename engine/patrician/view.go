package patrician

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// View is what one seat may know of a Patrician game: the whole board, the
// size of each hand and pile with its top card, and the viewer's own hand
// and pile. Once the game is over every pile is shown. It marshals to JSON
// with the field names below. Its phases are play, build, special, take,
// messenger and over.
type View struct {
	// ViewHead holds the viewer, the phase, who is to act and what they
	// must do; its fields open the JSON.
	engine.ViewHead
	Variants []string `json:"variants,omitempty"`
	// Played is the card played this turn, while the turn runs.
	Played string     `json:"played,omitempty"`
	Cities []CityView `json:"cities"`
	// Borders lists the borders of the board and their messengers, when
	// the Messengers expansion is played.
	Borders []BorderView `json:"borders,omitempty"`
	Deck    int          `json:"deck"`
	Players []PlayerView `json:"players"`
	// Hand and Pile are the viewer's own cards (ids; the pile bottom
	// first); empty for the Observer.
	Hand []string `json:"hand,omitempty"`
	Pile []string `json:"pile,omitempty"`
	// Result is the final result, worded in English, once the game is over.
	Result *engine.ResultText `json:"result,omitempty"`
}

// CityView is one city: its limit and tiles, its two towers (the seat of
// each floor, bottom first), its face-up card and, once scored, who took
// the tiles. The board reads the seats; JSON has the players' names.
type CityView struct {
	Code   string   `json:"code"`
	Name   string   `json:"name"`
	Limit  int      `json:"limit"`
	High   int      `json:"high"`
	Low    int      `json:"low"`
	Towers [2][]int `json:"-"`
	// TowerOwners names the owner of each floor of the two towers, bottom
	// first.
	TowerOwners [2][]string `json:"towers"`
	Card        string      `json:"card,omitempty"`
	Scored      bool        `json:"scored,omitempty"`
	// HighTo and LowTo are the seats that took the tiles (-1: nobody).
	HighTo int `json:"-"`
	LowTo  int `json:"-"`
	// HighToName and LowToName name the players who took the tiles; empty
	// (absent in JSON) before the city is scored or when nobody took them.
	HighToName string `json:"high_to,omitempty"`
	LowToName  string `json:"low_to,omitempty"`
	// Messengers counts the messengers on the city's borders.
	Messengers int `json:"messengers"`
}

// BorderView is a border between two cities and the seat of the
// messenger on it (-1: none), which JSON gives as the player's name.
type BorderView struct {
	Cities [2]string `json:"cities"`
	Seat   int       `json:"-"`
	// Player names the owner of the messenger; empty (absent) when none.
	Player string `json:"player,omitempty"`
}

// PlayerView is one player as everyone sees them.
type PlayerView struct {
	Name string `json:"name"`
	// Score counts the tiles and messenger tokens won so far; portraits
	// and the expansions' cards and penalty score at the end, so once the
	// game is over Score is the final score, the one Result gives.
	Score int      `json:"score"`
	Tiles []string `json:"tiles"`
	// Tokens counts the messenger tokens won (Messengers expansion), one
	// point each.
	Tokens int    `json:"tokens,omitempty"`
	Hand   int    `json:"hand"`
	Pile   int    `json:"pile"`
	Top    string `json:"top,omitempty"`
	Floors int    `json:"floors"`
	Built  int    `json:"built"`
	// Messengers counts the messengers left to place.
	Messengers int `json:"messengers,omitempty"`
	// Heads counts the heads of each portrait on the pile: the viewer's
	// own, and everyone's once the game is over.
	Heads []int `json:"heads,omitempty"`
}

// View returns what seat s may know; engine.Observer gets the public part.
func (st *state) View(s engine.Seat) engine.View {
	if st.public {
		s = engine.Observer // a public state knows no hand (public.go)
	}
	v := &View{ViewHead: engine.NewViewHead(s, st.names, phaseNames[st.phase], st.ToAct(), st.awaiting(), english()),
		Deck: len(st.deck)}
	if st.ambass {
		v.Variants = append(v.Variants, VariantAmbassadors)
	}
	if st.message {
		v.Variants = append(v.Variants, VariantMessengers)
		v.Borders = st.borderViews()
	}
	if st.phase != phasePlay && st.phase != phaseOver {
		v.Played = st.card.ID()
	}
	for c := range City(cityCount()) {
		if st.inPlay[c] {
			v.Cities = append(v.Cities, st.cityView(c))
		}
	}
	over := st.phase == phaseOver
	var final []tally
	if over {
		final = st.tallies()
	}
	for i := range st.players {
		pv := st.playerView(i, over || engine.Seat(i) == s)
		if over {
			// One score per player once the game is over: the final one.
			pv.Score = final[i].Total
		}
		v.Players = append(v.Players, pv)
	}
	if s >= 0 && int(s) < len(st.players) {
		v.Hand = cardIDs(st.players[s].hand.cards())
		v.Pile = cardIDs(st.players[s].pile)
	}
	if r, ok := st.Result(); ok {
		v.Result = loadCatalogues().WordResult(engine.English, r, st.names)
	}
	return v
}

func (st *state) cityView(c City) CityView {
	cs, row := &st.cities[c], data().Cities[c]
	cv := CityView{Code: row.Code, Name: row.Name, Limit: row.Limit, High: row.High, Low: row.Low,
		Scored: cs.scored, HighTo: -1, LowTo: -1, Messengers: st.messengersAt(c)}
	for i := range cs.towers {
		cv.Towers[i] = make([]int, cs.towers[i].n)
		cv.TowerOwners[i] = make([]string, cs.towers[i].n)
		for j, f := range cs.towers[i].floors[:cs.towers[i].n] {
			cv.Towers[i][j] = int(f)
			cv.TowerOwners[i][j] = st.names[f]
		}
	}
	if card, ok := st.faceUp(c); ok {
		cv.Card = card.ID()
	}
	if cs.scored {
		cv.HighTo, cv.LowTo = int(cs.high), int(cs.low)
		cv.HighToName, cv.LowToName = st.ownerName(cv.HighTo), st.ownerName(cv.LowTo)
	}
	return cv
}

func (st *state) borderViews() []BorderView {
	var out []BorderView
	for i, bd := range data().borders {
		if st.inPlay[bd.A] && st.inPlay[bd.B] {
			out = append(out, BorderView{Cities: [2]string{bd.A.Code(), bd.B.Code()},
				Seat: int(st.borders[i]), Player: st.ownerName(int(st.borders[i]))})
		}
	}
	return out
}

// playerView shows player i; heads tells whether their pile may be read.
func (st *state) playerView(i int, heads bool) PlayerView {
	p := &st.players[i]
	t := st.baseTally(int8(i), make([]int, len(st.d.Portraits)))
	pv := PlayerView{Name: st.names[i], Score: t.Tiles + t.Tokens, Tiles: st.tileNames(int8(i)), Tokens: p.tokens,
		Hand: p.hand.size(), Pile: len(p.pile), Floors: p.floors, Built: t.Floors, Messengers: p.messengers}
	if len(p.pile) > 0 {
		pv.Top = p.pile[len(p.pile)-1].ID()
	}
	if heads {
		pv.Heads = slices.Clone(t.Heads)
	}
	return pv
}

// tileNames lists the tiles a player took: "bo9", "lu4".
func (st *state) tileNames(seat int8) []string {
	out := []string{}
	for c := range City(cityCount()) {
		cs, row := &st.cities[c], data().Cities[c]
		if cs.scored && cs.high == seat {
			out = append(out, row.Code+itoa(row.High))
		}
		if cs.scored && cs.low == seat {
			out = append(out, row.Code+itoa(row.Low))
		}
	}
	return out
}

func cardIDs(cards []Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.ID()
	}
	return out
}

// ownerName names the player at seat s, or is empty for nobody (-1).
func (st *state) ownerName(s int) string {
	if s < 0 {
		return ""
	}
	return st.names[s]
}
