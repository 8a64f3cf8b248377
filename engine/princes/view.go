package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// View is what one seat may know of a game of The Princes of Florence:
// the round, the auction's stacks, the supply, the size of the decks,
// every principality and what each player owns (their cards in hand as
// counts), and the viewer's own hand. Once the game is over every
// player's prestige cards are shown. It marshals to JSON with the field
// names below. Its phases are keep, open, bid, last-buy, place,
// pick-prestige, recruit-now, action, pick-profession, pick-bonus and
// over.
type View struct {
	// ViewHead holds the viewer, the phase, who is to act and what they
	// must do; its fields open the JSON.
	engine.ViewHead
	Round int `json:"round"`
	// MinimumWork is the least work value of the round.
	MinimumWork int         `json:"minimum_work"`
	Stacks      []StackView `json:"stacks"`
	// OnSale is the item being auctioned, while bids are made; nil
	// (absent) otherwise.
	OnSale  *SaleView    `json:"on_sale,omitempty"`
	Supply  SupplyView   `json:"supply"`
	Decks   DeckView     `json:"decks"`
	Players []PlayerView `json:"players"`
	// Hand is the viewer's own cards; nil (absent) for the Observer.
	Hand *HandView `json:"hand,omitempty"`
}

// StackView is one stack of the auction board: how many items are left
// to buy and who bought one this round, in seat order.
type StackView struct {
	Stack string `json:"stack"`
	Left  int    `json:"left"`
	// SoldTo names the buyers; soldTo holds their seats for the board.
	SoldTo []string `json:"sold_to"`
	soldTo []int
}

// SaleView is the auction running: the stack on sale, the highest bid
// and who made it, and who opened it.
type SaleView struct {
	Stack  string `json:"stack"`
	Price  int    `json:"price"`
	High   string `json:"high"`
	Opener string `json:"opener"`
}

// saleView shows the auction running, if any.
func (st *state) saleView() *SaleView {
	if st.phase != phaseBid {
		return nil
	}
	a := &st.auction
	return &SaleView{Stack: stackID(a.stack), Price: a.price, High: st.names[a.high], Opener: st.names[a.opener]}
}

// SupplyView is what is left in the box.
type SupplyView struct {
	Buildings  []CountView `json:"buildings"`
	Freedoms   []CountView `json:"freedoms"`
	Builders   int         `json:"builders"`
	Jesters    int         `json:"jesters"`
	Recruiting int         `json:"recruiting"`
}

// CountView is how many of one building or freedom type are left.
type CountView struct {
	ID   string `json:"id"`
	Left int    `json:"left"`
}

// DeckView counts the cards of each face-down deck.
type DeckView struct {
	Professions int `json:"professions"`
	Bonus       int `json:"bonus"`
	Prestige    int `json:"prestige"`
}

// PlayerView is one player as everyone sees them.
type PlayerView struct {
	Name string `json:"name"`
	// Florins is nil (absent) for the others' money, which the rule text
	// keeps hidden all game ("La fortune d'un joueur reste cachée tout au
	// long du jeu"): a player sees their own, everyone sees all once the
	// game is over.
	Florins  *int     `json:"florins,omitempty"`
	Prestige int      `json:"prestige"`
	Builders int      `json:"builders"`
	Jesters  int      `json:"jesters"`
	Freedoms []string `json:"freedoms"`
	// Pieces are the buildings and landscapes, in the order placed.
	Pieces []PieceView `json:"pieces"`
	// Principality is the 7 × 7 grid as 7 strings, rank 7 first, of 7
	// labels each (board.code: Pa the palace, .. an empty square).
	Principality []string `json:"principality"`
	// Table lists the cards face up beside the principality: profession
	// ids, and "recruiting" where a profession was recruited.
	Table []string `json:"table"`
	// The cards in hand, counted.
	Professions   int `json:"professions"`
	Recruiting    int `json:"recruiting"`
	BonusCards    int `json:"bonus_cards"`
	PrestigeCards int `json:"prestige_cards"`
	// Bought is the stack bought this round, empty (absent) for none.
	Bought   string `json:"bought,omitempty"`
	Declined bool   `json:"declined,omitempty"`
	// BestWork is the best work value completed this round, 0 for none.
	BestWork int `json:"best_work"`
	// Revealed lists the prestige cards once the game is over.
	Revealed []string `json:"revealed,omitempty"`
}

// PieceView is a building or landscape and the squares it covers.
type PieceView struct {
	Kind    string   `json:"kind"` // "building" or "landscape"
	ID      string   `json:"id"`
	Squares []string `json:"squares"`
	// At is the piece as a move names where it lies: "c4 r90".
	At string `json:"at"`
}

// HandView is the viewer's own cards.
type HandView struct {
	Professions []string `json:"professions"`
	Recruiting  int      `json:"recruiting"`
	Bonus       []string `json:"bonus"`
	Prestige    []string `json:"prestige"`
	// Dealt is the four professions to keep three of, before round 1.
	Dealt []string `json:"dealt,omitempty"`
	// Looking is the cards the viewer looks at to keep one, while they
	// pick.
	Looking []string `json:"looking,omitempty"`
	// Choices is what the viewer may do on their turn of the action phase
	// or when placing a landscape, and what each choice yields
	// (choices.go); nil (absent) at other moments.
	Choices *ChoicesView `json:"choices,omitempty"`
}

// View returns what seat s may know; engine.Observer gets the public part.
func (st *state) View(s engine.Seat) engine.View {
	if st.pub != nil {
		s = engine.Observer // a public state knows no seat's hand
	}
	d := data()
	v := &View{ViewHead: engine.NewViewHead(s, st.names, st.phase.String(), st.ToAct(), st.awaiting(), english()),
		Round: st.round, MinimumWork: d.minimumWork(max(st.round, 1)), Stacks: st.stackViews(), OnSale: st.saleView(), Supply: st.supplyView(),
		Decks: DeckView{Professions: len(st.professions), Bonus: len(st.bonusDeck), Prestige: len(st.prestigeDeck)}}
	for i := range st.players {
		pv := st.playerView(i)
		if engine.Seat(i) == s || st.phase == phaseOver {
			f := st.players[i].florins // a copy: the view must not change with the state
			pv.Florins = &f
		}
		v.Players = append(v.Players, pv)
	}
	if s >= 0 && int(s) < len(st.players) {
		v.Hand = st.handView(s)
	}
	return v
}

// stackViews shows the auction board: what each stack has left and who
// bought from it this round.
func (st *state) stackViews() []StackView {
	left := []int{int(st.supply.landscapes[0]), int(st.supply.landscapes[1]), int(st.supply.landscapes[2]),
		int(st.supply.jesters), int(st.supply.builders), len(st.prestigeDeck), int(st.supply.recruits)}
	out := make([]StackView, len(data().Auction.Stacks))
	for i := range out {
		out[i] = StackView{Stack: stackID(int8(i)), Left: left[i], SoldTo: []string{}}
		for seat, p := range st.players {
			if p.bought == int8(i) {
				out[i].SoldTo = append(out[i].SoldTo, st.names[seat])
				out[i].soldTo = append(out[i].soldTo, seat)
			}
		}
	}
	return out
}

func (st *state) supplyView() SupplyView {
	sv := SupplyView{Builders: int(st.supply.builders), Jesters: int(st.supply.jesters), Recruiting: int(st.supply.recruits)}
	for i, n := range st.supply.buildings {
		sv.Buildings = append(sv.Buildings, CountView{ID: buildingID(int8(i)), Left: int(n)})
	}
	for i, n := range st.supply.freedoms {
		sv.Freedoms = append(sv.Freedoms, CountView{ID: freedomID(int8(i)), Left: int(n)})
	}
	return sv
}

// playerView shows player i as everyone sees them: without their money.
func (st *state) playerView(i int) PlayerView {
	p := &st.players[i]
	pv := PlayerView{Name: st.names[i], Prestige: p.prestige, Builders: int(p.dom.builders),
		Jesters: int(p.dom.jesters), Freedoms: []string{}, Principality: p.dom.rows(), Table: []string{},
		Pieces: []PieceView{}, Professions: len(p.hand), Recruiting: int(p.recruits), BonusCards: len(p.bonus),
		PrestigeCards: len(p.prestigeCards), Declined: p.declined, BestWork: int(p.best)}
	for f := range int8(len(data().Freedoms.Types)) {
		if p.dom.hasFreedom(f) {
			pv.Freedoms = append(pv.Freedoms, freedomID(f))
		}
	}
	for _, pc := range p.dom.pieces {
		pv.Pieces = append(pv.Pieces, pieceView(pc))
	}
	for _, c := range p.table {
		pv.Table = append(pv.Table, tableCardID(c))
	}
	if p.bought != noStack {
		pv.Bought = stackID(p.bought)
	}
	if st.phase == phaseOver {
		pv.Revealed = cardIDs(pickPrestige, p.prestigeCards)
	}
	return pv
}

// handView shows seat s its own cards, and those it looks at while it
// picks: nobody else sees those.
func (st *state) handView(s engine.Seat) *HandView {
	p := &st.players[s]
	h := &HandView{Professions: cardIDs(pickProfession, p.hand), Recruiting: int(p.recruits),
		Bonus: cardIDs(pickBonus, p.bonus), Prestige: cardIDs(pickPrestige, p.prestigeCards)}
	if st.phase == phaseKeep && int(s) < len(st.dealt) && st.dealt[s] != nil {
		h.Dealt = cardIDs(pickProfession, st.dealt[s])
	}
	if kind, ok := st.picking(); ok && st.actor == s {
		h.Looking = cardIDs(kind, st.seen)
	}
	h.Choices = st.choices(s)
	return h
}

// picking reports whether the actor is picking from the cards seen, and
// which kind of card.
func (st *state) picking() (int8, bool) {
	switch st.phase {
	case phasePickProfession:
		return pickProfession, true
	case phasePickBonus:
		return pickBonus, true
	case phasePickPrestige:
		return pickPrestige, true
	}
	return 0, false
}

// pieceView names a piece and its squares, ascending from a1 along the
// ranks.
func pieceView(pc piece) PieceView {
	pv := PieceView{Kind: "building", Squares: []string{}}
	s := data().Buildings.Types[pc.Type].shape
	pv.ID = buildingID(pc.Type)
	if pc.Landscape {
		pv.Kind, pv.ID, s = "landscape", landscapeID(pc.Type), data().Landscapes.Types[pc.Type].shape
	}
	for rank := 1; rank <= boardSize; rank++ {
		for file := range boardSize {
			q := square{file, rank}
			if pc.Cells&bit(q.row(), q.col()) != 0 {
				pv.Squares = append(pv.Squares, q.String())
			}
		}
	}
	pv.At = formatFootprint(s, pc.Cells)
	return pv
}

// Codes of the squares of a principality, as the board and JSON show
// them; the board's legend words them (board.code.*).
const (
	palaceCode = "Pa"
	emptyCode  = ".."
)

// buildingCodes and landscapeCodes label the types in data order.
var (
	buildingCodes  = []string{"Un", "La", "Wo", "Li", "Op", "St", "Ho", "Th", "To", "Ch"}
	landscapeCodes = []string{"fo", "lk", "pk"}
)

// rows writes the principality as 7 strings of 7 codes, rank 7 first.
func (d *principality) rows() []string {
	var grid [boardSize * boardSize]string
	palace := maskOf(data().palace)
	for i := range grid {
		grid[i] = emptyCode
		if palace&(1<<i) != 0 {
			grid[i] = palaceCode
		}
	}
	for _, pc := range d.pieces {
		code := buildingCodes[pc.Type]
		if pc.Landscape {
			code = landscapeCodes[pc.Type]
		}
		for i := range grid {
			if pc.Cells&(1<<i) != 0 {
				grid[i] = code
			}
		}
	}
	out := make([]string, boardSize)
	for r := range boardSize {
		out[r] = strings.Join(grid[r*boardSize:(r+1)*boardSize], " ")
	}
	return out
}

// tableCardID names a card on a table: a profession, or "recruiting".
func tableCardID(c int8) string {
	if c == recruitCard {
		return "recruiting"
	}
	return professionID(c)
}

// cardIDs names cards of a kind; never nil, so JSON has [].
func cardIDs(kind int8, cs []int8) []string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, cardID(kind, c))
	}
	return out
}

// awaiting says what the seats to act must do, as a message: every seat
// still to keep its professions in phaseKeep, the actor otherwise.
func (st *state) awaiting() engine.Message {
	if st.phase == phaseOver {
		return engine.Msg("await.over")
	}
	if st.phase == phaseKeep {
		names := make([]string, 0, len(st.toAct))
		for _, s := range st.toAct {
			names = append(names, st.names[s])
		}
		return engine.Msg("await.keep", strings.Join(names, ", "))
	}
	who := engine.SeatName(st.names, st.actor)
	switch st.phase {
	case phaseLastBuy:
		return engine.Msg("await.last-buy", who, itoa(data().Auction.LastPrice))
	case phaseBid:
		a := &st.auction
		return engine.Msg("await.bid", who, itoa(a.price+data().Auction.Raise), stackID(a.stack), st.names[a.high], itoa(a.price))
	case phasePlace:
		what := ""
		if b := st.players[st.actor].bought; b >= 0 && int(b) < len(data().Landscapes.Types) {
			what = landscapeID(b)
		}
		return engine.Msg("await.place", who, what)
	}
	return engine.Msg("await."+st.phase.String(), who)
}

// awaitKeys are the messages awaiting gives, so the key test finds them.
var awaitKeys = []string{"await.keep", "await.open", "await.bid", "await.last-buy", "await.place",
	"await.pick-prestige", "await.recruit-now", "await.action", "await.pick-profession", "await.pick-bonus",
	"await.over"}

// english returns the English messages, which errors and the view's JSON
// are worded in.
func english() *engine.Catalog { return loadCatalogues().English() }
