package leonardo

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
)

// View is what one seat may know of a game of Leonardo: the round, whose
// turn, the 32 spaces with their owners, art counts and pawns, the sides,
// the parties the seat may know, the decks' public tops and what is
// running (an auction, a market, an administration's decision, the
// negotiation). The viewer's own part (their party, the printed values of
// the art works on their side's palaces) is in Private. Once the game is
// over every party and every art value is shown. It marshals to JSON with
// the field names below.
type View struct {
	// ViewHead holds the viewer, the phase, who is to act and what they
	// must do; its fields open the JSON.
	engine.ViewHead
	Round  int `json:"round"`
	Rounds int `json:"rounds"`
	// Current names the side whose turn it is ("" before the first turn
	// and once the game is over).
	Current string       `json:"current,omitempty"`
	Spaces  []SpaceView  `json:"spaces"`
	Sides   []SideView   `json:"sides"`
	Players []PlayerView `json:"players"`
	Decks   DeckView     `json:"decks"`
	// The decisions running, absent when none.
	Auction *AuctionView `json:"auction,omitempty"`
	Market  *MarketView  `json:"market,omitempty"`
	Shift   *ShiftView   `json:"shift,omitempty"`
	Talks   *TalksView   `json:"talks,omitempty"`
	// Art is every palace's art works with their printed values, once the
	// game is over; absent before.
	Art []ArtView `json:"art,omitempty"`
	// Private is the viewer's own knowledge; absent for the Observer.
	Private *PrivateView `json:"private,omitempty"`

	// code is the letter of each side on the board (by side index).
	code []string
	d    *components
}

// SpaceView is one space of the board.
type SpaceView struct {
	No   int    `json:"no"`
	Kind string `json:"kind"` // piazza, street, bridge, market, message or peace
	Name string `json:"name"`
	// District is a street's district, "" (absent) for other spaces.
	District string `json:"district,omitempty"`
	// Price is a street's or bridge's printed price, 0 (absent) otherwise.
	Price int `json:"price,omitempty"`
	// Owner names the side owning a street or bridge, absent when free.
	Owner string `json:"owner,omitempty"`
	// Rent is what a visitor landing on an owned street or bridge pays
	// its owner now (its art works, a whole district, the owner's
	// bridges counted); 0 (absent) when nobody owns it.
	Rent int `json:"rent,omitempty"`
	Art  int `json:"art"`
	// Pawns names the sides whose pawn is on the space.
	Pawns []string `json:"pawns"`

	owner int8
	pawns []int8
}

// SideView is a player, or an alliance of players, as everyone sees it.
type SideView struct {
	Name     string   `json:"name"` // "Ann", or "Ann+Cid" for an alliance
	Members  []string `json:"members"`
	Cash     int      `json:"cash"`
	Space    int      `json:"space"` // where its pawn is
	Soldiers int      `json:"soldiers"`
	// Administrations are the ids of its administration cards.
	Administrations []string `json:"administrations"`
	Palaces         []int    `json:"palaces"`
	Bridges         []int    `json:"bridges"`
	Art             int      `json:"art"`
	// Party is the side's party when every member's is known to the
	// viewer and all are the same; "" (absent) otherwise.
	Party string `json:"party,omitempty"`
	Out   bool   `json:"out,omitempty"`
}

// PlayerView is one seat: its side and, when the viewer may know it, its
// party ("" when unknown or not chosen yet).
type PlayerView struct {
	Name  string `json:"name"`
	Side  string `json:"side"`
	Party string `json:"party,omitempty"`
}

// DeckView is the decks: the art works face down (a count), events and
// administrations face up (their tops are public), soldiers left.
type DeckView struct {
	Art               int        `json:"art"`
	Events            int        `json:"events"`
	TopEvent          *EventView `json:"top_event,omitempty"`
	Administrations   int        `json:"administrations"`
	TopAdministration *AdminView `json:"top_administration,omitempty"`
	Soldiers          int        `json:"soldiers"`
}

// EventView is an international event card and the party it favours.
type EventView struct {
	Name  string `json:"name"`
	Party string `json:"party"`
}

// AdminView is an administration card: its id, name, space and price.
type AdminView struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Space int    `json:"space"`
	Price int    `json:"price"`
}

// ArtView is the art works on one palace with their printed values.
type ArtView struct {
	Space  int      `json:"space"`
	Values []int    `json:"values"`
	Names  []string `json:"names"`
}

// PrivateView is what only the viewer knows: their party and the art
// works on their side's palaces.
type PrivateView struct {
	Party string    `json:"party,omitempty"`
	Art   []ArtView `json:"art"`
}

// View returns what seat s may know; engine.Observer gets the public part.
func (st *state) View(s engine.Seat) engine.View {
	if st.public {
		s = engine.Observer // a public state knows only the Observer's part (public.go)
	}
	return st.viewWith(s, st.reports())
}

// viewWith builds the view of s from the state and the reports of the
// decisions running (tests give their own reports).
func (st *state) viewWith(s engine.Seat, r reports) *View {
	v := &View{ViewHead: engine.NewViewHead(s, st.names, st.phase.String(), st.toAct, st.awaitingWith(r),
		loadCatalogues().English()), Round: st.round, Rounds: st.rounds, d: st.d, code: st.sideCodes()}
	if st.phase != phaseParty && st.phase != phaseOver && int(st.current) < len(st.sides) && st.current >= 0 {
		v.Current = st.sideName(st.current)
	}
	v.Spaces = st.spaceViews()
	for i := range st.sides {
		v.Sides = append(v.Sides, st.sideView(int8(i), s))
	}
	for i := range st.names {
		pv := PlayerView{Name: st.names[i], Side: st.sideName(st.sideOf[i])}
		if st.knowsParty(s, i) {
			pv.Party = partyID(st.party[i])
		}
		v.Players = append(v.Players, pv)
	}
	v.Decks = st.deckView()
	st.runningViews(v, s, r)
	if st.phase == phaseOver {
		v.Art = st.artViews(func(int8) bool { return true })
	}
	if s >= 0 && int(s) < len(st.names) {
		mine := st.sideOf[s]
		v.Private = &PrivateView{Party: partyID(st.party[s]), Art: st.artViews(func(o int8) bool { return o == mine })}
	}
	return v
}

// knowsParty reports whether seat s may know seat i's party: revealed, its
// own, a member of its side, or the game is over.
func (st *state) knowsParty(s engine.Seat, i int) bool {
	switch {
	case st.phase == phaseOver || st.revealed[i] || engine.Seat(i) == s:
		return true
	case s >= 0 && int(s) < len(st.sideOf):
		return st.sideOf[s] == st.sideOf[i]
	}
	return false
}

// partyID names a party, "" for none chosen.
func partyID(p int8) string {
	if p < 0 || p >= partyCount {
		return ""
	}
	return partyIDs[p]
}

// spaceViews shows the 32 spaces.
func (st *state) spaceViews() []SpaceView {
	out := make([]SpaceView, spaceCount)
	for i := range out {
		no := i + 1
		sp := st.d.space(no)
		sv := SpaceView{No: no, Kind: sp.Kind, Name: sp.Name, District: sp.District, Price: sp.Price,
			Art: len(st.art[no]), Pawns: []string{}, owner: st.owner[no]}
		if sv.owner != noSide {
			sv.Owner, sv.Rent = st.sideName(sv.owner), st.rent(no)
		}
		for k, sd := range st.sides {
			if !sd.out && int(sd.pos) == no {
				sv.Pawns = append(sv.Pawns, st.sideName(int8(k)))
				sv.pawns = append(sv.pawns, int8(k))
			}
		}
		out[i] = sv
	}
	return out
}

// sideView shows side i as seat s sees it.
func (st *state) sideView(i int8, s engine.Seat) SideView {
	sd := &st.sides[i]
	v := SideView{Name: st.sideName(i), Cash: sd.cash, Space: int(sd.pos), Soldiers: int(sd.soldiers),
		Administrations: []string{}, Palaces: []int{}, Bridges: []int{}, Out: sd.out}
	for _, m := range sd.members {
		v.Members = append(v.Members, st.names[m])
	}
	for _, a := range sd.admins {
		v.Administrations = append(v.Administrations, st.d.Administrations.Cards[a].ID)
	}
	for no := 1; no <= spaceCount; no++ {
		if st.owner[no] != i {
			continue
		}
		if st.d.space(no).Kind == kindBridge {
			v.Bridges = append(v.Bridges, no)
		} else {
			v.Palaces = append(v.Palaces, no)
		}
		v.Art += len(st.art[no])
	}
	v.Party = st.sideParty(i, s)
	return v
}

// sideParty is side i's party when s knows every member's and they agree.
func (st *state) sideParty(i int8, s engine.Seat) string {
	p := ""
	for k, m := range st.sides[i].members {
		if !st.knowsParty(s, int(m)) {
			return ""
		}
		id := partyID(st.party[m])
		if k > 0 && id != p {
			return ""
		}
		p = id
	}
	return p
}

// deckView shows the decks: counts, and the tops of the face-up piles.
func (st *state) deckView() DeckView {
	v := DeckView{Art: len(st.artDeck), Events: len(st.events), Administrations: len(st.admins), Soldiers: st.soldiers}
	if len(st.events) > 0 {
		e := st.d.Events.Cards[st.events[0]]
		v.TopEvent = &EventView{Name: e.Name, Party: e.Party}
	}
	if len(st.admins) > 0 {
		v.TopAdministration = st.adminView(st.admins[0])
	}
	return v
}

// adminView shows administration card a.
func (st *state) adminView(a int8) *AdminView {
	c := st.d.Administrations.Cards[a]
	return &AdminView{ID: c.ID, Name: c.Name, Space: c.Space, Price: c.Price}
}

// artViews lists the art works on the palaces whose owner passes keep,
// in space order; never nil, so JSON has [].
func (st *state) artViews(keep func(owner int8) bool) []ArtView {
	out := []ArtView{}
	for no := 1; no <= spaceCount; no++ {
		if st.owner[no] == noSide || len(st.art[no]) == 0 || !keep(st.owner[no]) {
			continue
		}
		av := ArtView{Space: no}
		for _, c := range st.art[no] {
			av.Values = append(av.Values, st.d.Art.Cards[c].Value)
			av.Names = append(av.Names, st.d.Art.Cards[c].Name)
		}
		out = append(out, av)
	}
	return out
}

// sideCodes gives each side a letter for the board: the first letter of
// its leader's name, accents dropped, not taken by an earlier side, else
// the first free letter of the alphabet (a name in another script).
func (st *state) sideCodes() []string {
	out := make([]string, len(st.sides))
	taken := map[byte]bool{}
	for i, sd := range st.sides {
		var c byte
		for _, r := range st.names[sd.members[0]] {
			// Accents dropped: "Ōsaka" is O, not S.
			if b := engine.BaseLetter(r); b < utf8.RuneSelf {
				if u := upper(byte(b)); u >= 'A' && u <= 'Z' && !taken[u] {
					c = u
					break
				}
			}
		}
		for l := byte('A'); c == 0 && l <= 'Z'; l++ {
			if !taken[l] {
				c = l
			}
		}
		taken[c] = true
		out[i] = string(c)
	}
	return out
}

// upper is the upper case of an ASCII letter.
func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}

// awaiting says what the seats to act must do (checkTurn, the view).
func (st *state) awaiting() engine.Message { return st.awaitingWith(st.reports()) }

// awaitingWith says what the seats to act must do: one message per phase,
// naming every seat awaited.
func (st *state) awaitingWith(r reports) engine.Message {
	if st.phase == phaseOver {
		return engine.Msg("await.over")
	}
	who := make([]string, 0, len(st.toAct))
	for _, s := range st.toAct {
		who = append(who, engine.SeatName(st.names, s))
	}
	names := strings.Join(who, ", ")
	switch st.phase {
	case phaseLand:
		return st.awaitLand(names)
	case phaseAuction:
		if r.auction != nil {
			a := r.auction
			return engine.Msg("await.auction", names, viewNum(a.least()), viewNum(int(a.space)))
		}
	case phaseShift, phaseSoldier:
		if st.current >= 0 && int(st.current) < len(st.sides) {
			return engine.Msg("await."+st.phase.String(), names, st.sideName(st.current), viewNum(st.d.Rules.AdminMove))
		}
	}
	return engine.Msg("await."+st.phase.String(), names)
}

// awaitLand says what the lander may do on the space of its pawn.
func (st *state) awaitLand(names string) engine.Message {
	if st.current < 0 || int(st.current) >= len(st.sides) {
		return engine.Msg("await.land", names)
	}
	no := int(st.sides[st.current].pos)
	if no < 1 || no > spaceCount {
		return engine.Msg("await.land", names)
	}
	sp := st.d.space(no)
	switch {
	case sp.Kind == kindMarket:
		return engine.Msg("await.land-market", names, viewNum(no))
	case sp.Kind == kindPiazza && len(st.admins) > 0:
		a := st.d.Administrations.Cards[st.admins[0]]
		return engine.Msg("await.land-piazza", names, a.ID, viewNum(a.Price))
	case st.d.ownable(no):
		return engine.Msg("await.land-buy", names, viewNum(no), viewNum(sp.Price))
	}
	return engine.Msg("await.land", names)
}

// awaitKeys are every message awaiting gives, for the key tests.
var awaitKeys = []string{"await.party", "await.turn", "await.choose", "await.land", "await.land-market",
	"await.land-piazza", "await.land-buy", "await.auction", "await.stake", "await.shift", "await.soldier",
	"await.negotiate", "await.over"}

// viewNum writes n in decimal.
func viewNum(n int) string { return strconv.Itoa(n) }
