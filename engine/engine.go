// Package engine defines what every game implements: setup from a seeded
// random source, move parsing and formatting, legal moves, state changes
// and per-seat views. It holds no I/O, no clock and no global randomness,
// so a game replays the same on any machine.
package engine

import (
	"errors"
	"math/rand/v2"
)

// Seat is a 0-based position at the table, in the order players are listed.
type Seat int

// Observer is the seat of someone who sees only public information: a forum
// reader, a spectator, the public board.
const Observer Seat = -1

// ErrIllegal is wrapped by every error that rejects a well-formed move
// because the rules forbid it.
var ErrIllegal = errors.New("illegal move")

// ErrNotYourTurn is returned when a seat that is not to act submits a move.
var ErrNotYourTurn = errors.New("it is not your turn")

// Options configure a game at setup. Names label the seats in events and
// views; Variants name optional rules or expansions ("ambassadors"). Rules
// names the rules version the game is played under ("patrician/1"); empty
// means the game's newest (Info.Newest), so a file recorded under an older
// version replays exactly as it was played. Settings are the values of
// the game's settings (Info.Settings: "rounds" = "25"), a missing one
// taking its default. Data, when not nil, is a data file that replaces
// the game's embedded one (Info.CustomData), such as a real board where
// the embedded one is a reconstruction.
type Options struct {
	Names    []string
	Variants []string
	Rules    string
	Settings map[string]string
	Data     []byte
}

// Move is one decision in a game's own typed form. Games use comparable
// value types so that reflect.DeepEqual tells two moves apart.
type Move any

// Game is the rules of one game: how to set it up and how to read and write
// its moves.
type Game interface {
	// Info describes the game: its id, title, rules versions, player
	// counts and variants. It is cheap, but no hot loop needs it.
	Info() Info
	// Setup deals a new game. Events report what each seat learns (its hand).
	Setup(opts Options, players int, rng *rand.Rand) (State, []Event, error)
	// ParseMove reads one decision of seat s. Syntax errors are *notation.Error
	// with positions relative to text. Parsing does not check legality.
	ParseMove(st State, s Seat, text string) (Move, error)
	// FormatMove writes m in its one canonical form.
	FormatMove(st State, m Move) string
}

// State is a game in progress. Apply is the only method that changes it.
type State interface {
	// ToAct lists the seats whose decision is awaited; empty when the game is
	// over. The slice may be shared with the state: callers must not write
	// into it (appending is safe).
	ToAct() []Seat
	// Legal lists moves seat s may make now, in a stable order. Where a move
	// has a great many equivalent forms (which cards pay for a purchase) it
	// lists at least one concrete form of each distinct choice; Apply accepts
	// every legal form, listed or not.
	Legal(s Seat) []Move
	// Apply validates m fully and only then performs it. An error leaves the
	// state untouched. rng supplies any chance the move triggers.
	Apply(s Seat, m Move, rng *rand.Rand) ([]Event, error)
	// Clone returns an independent deep copy.
	Clone() State
	// View returns what seat s may know (Observer: the public part only).
	View(s Seat) View
	// Result returns the final result once the game is over.
	Result() (Result, bool)
}

// Event is something that happened, told to some seats or to everyone. It
// holds a message of the game's catalogue, not a text: nothing is worded
// while a game is played or replayed, only where output is made, in the
// reader's language (Info.Messages).
type Event struct {
	// Key names the message of the game's catalogue, and Args are its
	// arguments (names, tile codes, numbers as typed).
	Key  string
	Args []string
	// To lists the seats that may see the event; nil means public.
	To []Seat
}

// Tell returns the public event of the message key with args.
func Tell(key string, args ...string) Event { return Event{Key: key, Args: args} }

// Message returns the message the event tells.
func (e Event) Message() Message { return Message{Key: e.Key, Args: e.Args} }

// Events gathers the events of one move, in order. A nil *Events drops
// what it is told.
type Events []Event

// Tell adds the public event of the message key with args.
func (es *Events) Tell(key string, args ...string) {
	if es != nil {
		*es = append(*es, Event{Key: key, Args: args})
	}
}

// Add adds events told already (a scoring's), in order.
func (es *Events) Add(evs ...Event) {
	if es != nil {
		*es = append(*es, evs...)
	}
}

// Public reports whether every seat may see e.
func (e Event) Public() bool { return e.To == nil }

// VisibleTo reports whether seat s may see e. The Observer sees only
// public events.
func (e Event) VisibleTo(s Seat) bool {
	if e.To == nil {
		return true
	}
	for _, t := range e.To {
		if t == s {
			return true
		}
	}
	return false
}

// Result is the outcome of a finished game. Like events it holds
// messages, worded where output is made (Catalogs.WordResult).
type Result struct {
	// Scores are the totals, by seat.
	Scores []int
	// Winners are the seats that won, in seat order: several share the
	// victory.
	Winners []Seat
	// Detail explains each seat's total, one message a seat in seat order
	// (none for a game that does not explain its scores).
	Detail []Message
	// TieBreak says how a tie on points was broken; its Key is empty when
	// no tie-break was used.
	TieBreak Message
}

// View is what one seat may know of a state. Its concrete type is the
// game's own and marshals to JSON with stable field names; hidden parts are
// already removed or reduced to counts, so nothing rendered from it can leak.
type View interface {
	// Viewer is the seat the view is for (Observer for the public board).
	Viewer() Seat
	// Doc lays the view out for reading in language lang (the game's
	// English for a language it does not speak): board sections first,
	// then the viewer's private sections. Boards are UTF-8, at most 72
	// display columns, in every language, and keep the labels players type.
	Doc(lang string) Doc
}

// Resampler is implemented by games with hidden information. Resample
// returns a copy of the state in which everything seat s cannot see (other
// hands, the order of face-down stacks) is redrawn at random, consistent
// with what s knows. The conformance suite uses it to prove that View(s)
// does not depend on anything hidden from s.
type Resampler interface {
	Resample(s Seat, rng *rand.Rand) State
}

// StepSkipper is implemented by games that do not ask for a decision with
// no real choice: an optional step that nothing qualifies for is skipped,
// and the log says so. A player who writes a whole turn in advance cannot
// know that, and may decline the step all the same ("messenger none");
// pbem asks the game about such a refused decision before refusing the
// whole turn.
type StepSkipper interface {
	// SkippedStep tells what to make of decision m of seat s, which st
	// refused. A note, when not empty, says that m declines a step of s's
	// turn that st skipped ("messenger none: skipped, you have no messenger
	// left"): the caller drops m, records nothing for it, and reports the
	// note. An error, when not nil, is a better refusal wrapping ErrIllegal:
	// m acts in a step that was skipped, and the error says why ("no
	// messenger is pending: you have none left"). Both empty: m has nothing
	// to do with a skipped step, and the first refusal stands.
	SkippedStep(st State, s Seat, m Move) (note string, err error)
}

// MoveSummarizer is implemented by games whose legal moves can be too many
// to read one per line: every square a building may stand on, every share
// of a payment turned into points. A mail's "You can:" then shows the lines
// SummarizeMoves returns instead of one line a move; `legal` still lists
// every move.
type MoveSummarizer interface {
	// SummarizeMoves returns the lines that say what seat s may do, given
	// moves, its legal moves in st in Legal's order: a move written out, or
	// a group of moves with an example of one. They are messages of the
	// game's catalogue, worded in the reader's language.
	SummarizeMoves(st State, s Seat, moves []Move) []Message
}

// MovePatterner is implemented by games whose moves take open-ended
// amounts (bids, stakes, Florins in an offer): Legal lists only a bounded
// set of representative amounts, while Apply accepts every legal amount.
// Its patterns tell a player or a program the general form of such moves,
// which `pbem legal` shows after the moves (JSON: "patterns").
type MovePatterner interface {
	// MovePatterns returns the general form of each verb that takes an
	// open-ended amount, in a stable order. pbem shows a pattern only when
	// a legal move starts with its verb, so it need not depend on the
	// state.
	MovePatterns() []MovePattern
}

// MovePattern is the general form of the moves of one verb.
type MovePattern struct {
	// Verb is the first word of the moves it describes ("bid").
	Verb string `json:"verb"`
	// Form is the move with its open-ended parts in angle brackets
	// ("bid <amount>").
	Form string `json:"form"`
	// Doc says in English which values are accepted ("any multiple of 5
	// above the highest bid, up to your cash").
	Doc string `json:"doc"`
}

// SecretMover is implemented by games that say which decisions the
// others may not read in the record: a secret party, a stake before the
// draw. pbem shows the others only the verb of such a decision ("party"),
// and what the events reveal of it. Without it pbem takes every decision
// made while another player was to decide too as secret, which hides the
// public moves of a negotiation as well.
type SecretMover interface {
	// SecretVerbs lists the verbs of the secret decisions.
	SecretVerbs() []string
}

// Fact is one figure a game gives of a finished game, for statistics over
// many games ("palaces of 5 floors": 2).
type Fact struct {
	Name  string
	Value float64
}

// FactTeller is implemented by games that give facts of their own about a
// finished game, beyond scores and moves: `pbem stats` sums them up over
// many games. Names are English, short and stable: they are column values.
type FactTeller interface {
	// Facts returns the facts of st, a finished game, in a stable order.
	Facts(st State) []Fact
}
