package enginetest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// toy is a tiny card game for testing the suite. Nine cards 1..9 are
// shuffled and each player gets two in secret. On his turn a player plays
// a card from his hand onto his open pile, or draws a random card from the
// deck. A player with an empty hand must draw; with an empty deck too, he
// is skipped. The game ends when every card is on a pile; the highest pile
// wins. bug names one deliberate fault, so tests can show the suite finds it.
type toy struct{ bug string }

// playMove and drawMove are the toy's two moves.
type (
	playMove struct{ Card int }
	drawMove struct{}
)

// toyState is a toy game in progress; moves counts the moves made.
type toyState struct {
	bug   string
	turn  int
	moves int
	hands [][]int
	piles [][]int
	deck  []int
	// public marks a public replay's state (public_test.go): its hands
	// and deck hold unknown cards, 0.
	public bool
}

var _ engine.Resampler = (*toyState)(nil)

// Info describes the toy.
func (g toy) Info() engine.Info {
	return engine.Info{ID: "toy", Title: "Toy", Prefix: "ty", Rules: []string{"toy/1"}, MinPlayers: 2, MaxPlayers: 4,
		Messages: toyMessages}
}

// toyMessages words the toy's events.
var toyMessages = engine.MustParseCatalogs([]byte(`
get = "you get {1}"
plays = "seat {1} plays {2}"
draws = "seat draws"
drew = "you draw {1}"
`), nil)

// FormatMove writes "play N" or "draw".
func (g toy) FormatMove(_ engine.State, m engine.Move) string {
	switch m := m.(type) {
	case playMove:
		if g.bug == "format" && m.Card == 9 {
			return "play 6"
		}
		return "play " + strconv.Itoa(m.Card)
	case drawMove:
		return "draw"
	}
	return fmt.Sprintf("?%T", m)
}

// Setup shuffles the nine cards and deals two to each player. The toy has
// no variants and refuses any.
func (g toy) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	if players < 2 || players > 4 {
		return nil, nil, fmt.Errorf("toy: %d players", players)
	}
	switch {
	case len(opts.Variants) == 0, g.bug == "any-variant":
	case g.bug == "vague-variant":
		return nil, nil, fmt.Errorf("toy: bad options")
	default:
		return nil, nil, fmt.Errorf("toy: unknown variant %q", opts.Variants[0])
	}
	st := &toyState{bug: g.bug, hands: make([][]int, players), piles: make([][]int, players)}
	deck := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var events []engine.Event
	for s := range players {
		st.hands[s] = slices.Sorted(slices.Values(deck[2*s : 2*s+2]))
		events = append(events, engine.Event{Key: "get", Args: []string{fmt.Sprint(st.hands[s])}, To: []engine.Seat{engine.Seat(s)}})
	}
	st.deck = slices.Clone(deck[2*players:])
	if g.bug == "no-resample" {
		return unresampled{st}, events, nil
	}
	return st, events, nil
}

// unresampled is a toy state that hides its Resample method, as a game
// with hidden information that lacks one would: the suite must refuse it.
type unresampled struct{ engine.State }

// Clone keeps the Resample method hidden in the copy that moves are
// applied to.
func (u unresampled) Clone() engine.State { return unresampled{u.State.Clone()} }

// ParseMove reads "play N" or "draw". Its errors carry the text and what
// was expected, as the games' errors do.
func (g toy) ParseMove(_ engine.State, _ engine.Seat, text string) (engine.Move, error) {
	words := notation.Words(1, text)
	if g.bug == "case" {
		words = notation.Words(1, strings.ReplaceAll(text, "PLAY", "pray"))
	}
	verbs, card, end := []string{"play", "draw"}, []string{"a card 1 to 9"}, []string{"the end of the move"}
	if len(words) == 0 {
		return nil, g.syntax(text, notation.EndPos(text), verbs, "empty move")
	}
	switch verb := words[0]; {
	case verb.Text == "draw" && len(words) == 1:
		return drawMove{}, nil
	case verb.Text == "play" && len(words) == 2:
		n, err := strconv.Atoi(words[1].Text)
		if err != nil || n < 1 || n > 9 {
			return nil, g.syntax(text, words[1].Pos, card, "want a card 1 to 9")
		}
		return playMove{Card: n}, nil
	case verb.Text == "play" && len(words) < 2:
		return nil, g.syntax(text, notation.EndPos(text), card, "missing card")
	case verb.Text == "draw" || verb.Text == "play":
		return nil, g.syntax(text, words[len(words)-1].Pos, end, "too many words")
	default:
		return nil, g.syntax(text, verb.Pos, verbs, "unknown verb")
	}
}

// syntax returns the notation error msg at pos of text.
func (g toy) syntax(text string, pos notation.Pos, expected []string, msg string) error {
	if g.bug == "plain-error" {
		return errors.New(msg)
	}
	e := notation.Errorf(pos, "%s", msg)
	e.Source, e.Expected = text, expected
	return e
}

// ToAct is the seat whose turn it is, none at the end.
func (st *toyState) ToAct() []engine.Seat {
	if st.over() {
		return nil
	}
	return []engine.Seat{engine.Seat(st.turn)}
}

func (st *toyState) over() bool {
	return st.bug != "endless" && len(st.deck) == 0 && !slices.ContainsFunc(st.hands, func(h []int) bool { return len(h) > 0 })
}

// Legal lists the cards in hand, then draw if the deck has cards.
func (st *toyState) Legal(s engine.Seat) []engine.Move {
	if st.public || st.over() || (int(s) != st.turn && st.bug != "legal-others") || s < 0 {
		return nil
	}
	var moves []engine.Move
	for _, c := range st.hands[s] {
		moves = append(moves, playMove{Card: c})
	}
	if len(st.deck) > 0 {
		moves = append(moves, drawMove{})
	}
	return moves
}

// Apply checks the turn, then plays or draws.
func (st *toyState) Apply(s engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	if st.public {
		return nil, engine.ErrPublicState
	}
	if st.bug == "dirty-reject" {
		st.moves++
	}
	if st.over() || (int(s) != st.turn && (st.bug != "no-turn-check" || s < 0)) {
		return nil, engine.ErrNotYourTurn
	}
	switch m := m.(type) {
	case playMove:
		return st.play(s, m.Card)
	case drawMove:
		return st.draw(s, rng)
	}
	return nil, fmt.Errorf("%w: not a toy move", engine.ErrIllegal)
}

func (st *toyState) play(s engine.Seat, card int) ([]engine.Event, error) {
	i := slices.Index(st.hands[s], card)
	if i < 0 {
		return nil, fmt.Errorf("%w: you do not hold %d", engine.ErrIllegal, card)
	}
	st.hands[s] = append(st.hands[s][:i], st.hands[s][i+1:]...)
	if st.bug == "endless" {
		st.deck = append(st.deck, card)
	} else {
		st.piles[s] = append(st.piles[s], card)
	}
	st.next()
	return []engine.Event{engine.Tell("plays", strconv.Itoa(int(s)), strconv.Itoa(card))}, nil
}

func (st *toyState) draw(s engine.Seat, rng *rand.Rand) ([]engine.Event, error) {
	if len(st.deck) == 0 {
		return nil, fmt.Errorf("%w: the deck is empty", engine.ErrIllegal)
	}
	i := rng.IntN(len(st.deck))
	if st.bug == "global-rand" {
		i = rand.IntN(len(st.deck))
	}
	card := st.deck[i]
	st.deck = slices.Delete(st.deck, i, i+1)
	st.hands[s] = slices.Sorted(slices.Values(append(st.hands[s], card)))
	st.next()
	return []engine.Event{engine.Tell("draws"), {Key: "drew", Args: []string{strconv.Itoa(card)}, To: []engine.Seat{s}}}, nil
}

// next passes the turn to the next seat that can move.
func (st *toyState) next() {
	st.moves++
	for range st.hands {
		st.turn = (st.turn + 1) % len(st.hands)
		if len(st.hands[st.turn]) > 0 || len(st.deck) > 0 {
			return
		}
	}
}

// Clone copies the state deeply (unless the bug is shallow-clone).
func (st *toyState) Clone() engine.State {
	c := *st
	if st.bug == "shallow-clone" {
		c.hands = slices.Clone(st.hands)
	} else {
		c.hands = cloneAll(st.hands)
	}
	c.piles = cloneAll(st.piles)
	c.deck = slices.Clone(st.deck)
	return &c
}

func cloneAll(xs [][]int) [][]int {
	out := make([][]int, len(xs))
	for i, x := range xs {
		out[i] = slices.Clone(x)
	}
	return out
}

// Result sums each pile; the highest wins.
func (st *toyState) Result() (engine.Result, bool) {
	if !st.over() && st.bug != "result-early" {
		return engine.Result{}, false
	}
	res := engine.Result{Scores: make([]int, len(st.piles))}
	for s, pile := range st.piles {
		for _, c := range pile {
			res.Scores[s] += c
		}
	}
	best := slices.Max(res.Scores)
	for s, score := range res.Scores {
		if score == best {
			res.Winners = append(res.Winners, engine.Seat(s))
		}
	}
	return res, true
}

// Resample redeals every card s cannot see: other hands and the deck.
func (st *toyState) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	c := st.Clone().(*toyState)
	if st.bug == "noop-resample" {
		return c
	}
	hidden := slices.Clone(c.deck)
	for t, h := range c.hands {
		if engine.Seat(t) != s {
			hidden = append(hidden, h...)
		}
	}
	rng.Shuffle(len(hidden), func(i, j int) { hidden[i], hidden[j] = hidden[j], hidden[i] })
	for t, h := range c.hands {
		if engine.Seat(t) != s {
			c.hands[t] = slices.Sorted(slices.Values(hidden[:len(h)]))
			hidden = hidden[len(h):]
		}
	}
	c.deck = hidden
	return c
}

// toyView is what one seat sees; Top is set only by the leak bug.
type toyView struct {
	Seat      engine.Seat `json:"seat"`
	Hand      []int       `json:"hand,omitempty"`
	HandSizes []int       `json:"hand_sizes"`
	Piles     [][]int     `json:"piles"`
	Deck      int         `json:"deck"`
	Top       int         `json:"top,omitempty"`
	Moves     int         `json:"moves"`
	bug       string
}

// View shows the piles and hand sizes, and the viewer's own hand.
func (st *toyState) View(s engine.Seat) engine.View {
	v := &toyView{Seat: s, Piles: cloneAll(st.piles), Deck: len(st.deck), Moves: st.moves, bug: st.bug}
	for t, h := range st.hands {
		v.HandSizes = append(v.HandSizes, len(h))
		if engine.Seat(t) == s {
			v.Hand = slices.Clone(h)
		}
	}
	if st.bug == "leak" && len(st.deck) > 0 {
		v.Top = st.deck[0]
	}
	return v
}

// Viewer is the seat the view is for.
func (v *toyView) Viewer() engine.Seat { return v.Seat }

// Doc lays out the board and the viewer's hand.
func (v *toyView) Doc(string) engine.Doc {
	var d engine.Doc
	board := d.Add("Board", false)
	board.Text(fmt.Sprintf("deck: %d cards", v.Deck))
	for s, pile := range v.Piles {
		board.Text(fmt.Sprintf("seat %d: pile %v, %d in hand", s, pile, v.HandSizes[s]))
	}
	if v.bug == "wide" {
		board.Text(strings.Repeat("-", 73))
	}
	if v.Seat != engine.Observer || v.bug == "private-observer" {
		d.Add("Your hand", true).Text(fmt.Sprint(v.Hand))
	}
	return d
}

// cfgOptions names the toy's players.
func cfgOptions() engine.Options { return engine.Options{Names: []string{"Ann", "Bob", "Cid"}} }
