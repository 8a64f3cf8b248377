package engine

import "slices"

// Everyone is the name of the Observer wherever output names people: the
// viewer of the public view, and the reader of the public log.
const Everyone = "everyone"

// ViewHead is the part of a view every game has: who the view is for,
// which decision is awaited, from whom, and what it asks in words. A
// game's View embeds it first, so its JSON opens with these fields.
type ViewHead struct {
	// Seat is the seat the view is for; JSON names the viewer instead
	// (ViewerName), as every --json output names people.
	Seat Seat `json:"-"`
	// ViewerName names the viewer: a player's name, or Everyone for the
	// public view.
	ViewerName string `json:"viewer"`
	// Phase names the decision awaited, in the game's words ("over" once
	// the game is over).
	Phase string `json:"phase"`
	// ToAct is the seat whose decision is awaited (none once the game is
	// over), for the board; JSON has their names, ToActNames ([] then).
	ToAct      []Seat   `json:"-"`
	ToActNames []string `json:"to_act"`
	// Awaiting says what that seat must do, in English words.
	Awaiting string `json:"awaiting"`

	// awaiting is Awaiting as a message, so a view can be laid out in any
	// language (AwaitingIn). JSON keeps the English text above.
	awaiting Message
}

// NewViewHead returns the head of seat s's view: names are the players in
// seat order, toAct the seats awaited (copied, so the view owns it), and
// en the catalogue Awaiting is worded from.
func NewViewHead(s Seat, names []string, phase string, toAct []Seat, awaiting Message, en *Catalog) ViewHead {
	return ViewHead{Seat: s, ViewerName: SeatName(names, s), Phase: phase, ToAct: slices.Clone(toAct),
		ToActNames: SeatNames(names, toAct), Awaiting: en.Message(awaiting), awaiting: awaiting}
}

// Viewer returns the seat the view is for (View).
func (h *ViewHead) Viewer() Seat { return h.Seat }

// AwaitingIn says in c's words what the player to act must do; a head
// built without a message (Awaiting set by hand) keeps its text.
func (h *ViewHead) AwaitingIn(c *Catalog) string {
	if h.awaiting.Key == "" {
		return h.Awaiting
	}
	return c.Message(h.awaiting)
}

// AwaitingMessage is what AwaitingIn words, for a game whose catalogues
// compose it (Catalogs.WordIn: an id in it worded in the reader's
// language); the zero Message for a head built without one.
func (h *ViewHead) AwaitingMessage() Message { return h.awaiting }

// SeatName names seat s for output: its player, or Everyone for the
// Observer (or any seat outside the table).
func SeatName(names []string, s Seat) string {
	if s < 0 || int(s) >= len(names) {
		return Everyone
	}
	return names[s]
}

// SeatNames names seats for JSON; never nil, so an empty list is [].
func SeatNames(names []string, seats []Seat) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = names[s]
	}
	return out
}
