package dicegame

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// DiceGame is a tiny game for testing the application without a real
// one. Each player is dealt a hidden card (1–6). In turn, players "roll"
// a die (up to 3 times, adding it to their score), "bet N" (once, N at most
// their card, adding N) or "stop". The game ends when everyone has
// stopped; the score is rolls + bet + card. A bet above one's card is
// refused with engine.IllegalAt, naming the number. The "ready" variant
// first asks every player at once to say "ready", so several seats are
// to act.
type DiceGame struct{}

func (DiceGame) Info() engine.Info {
	return engine.Info{ID: "dice", Title: "Dice", Prefix: "dc", Rules: []string{"dice/1"}, MinPlayers: 2, MaxPlayers: 3,
		Variants: []engine.Variant{{Name: "ready", Summary: "every player first says ready, all at once"}},
		Messages: DiceMessages}
}

// DiceMessages words the dice game's events, in English only: its goldens
// show them so in every language.
var DiceMessages = engine.MustParseCatalogs([]byte(`
dealt = "cards are dealt"
gets = "{1} gets card {2}"
ready = "{1} is ready"
rolls = "{1} rolls {2}"
`), nil)

type diceMove struct {
	Verb string // roll, bet, stop, ready
	N    int
}

type DiceState struct {
	Names            []string
	Cards, Score     []int
	Rolls            []int
	Bet, Stopped     []bool
	Waiting          []bool // ready variant: seats still to say ready
	Turn             int
	RollsTotal, Bets int
	// MaxRolls and Sides are 3 and 6 but in the optDice game, which takes
	// them from a setting and a data file.
	MaxRolls, Sides int
}

func (DiceGame) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	st := &DiceState{Names: opts.Names, Cards: make([]int, players), Score: make([]int, players),
		Rolls: make([]int, players), Bet: make([]bool, players), Stopped: make([]bool, players),
		Waiting: make([]bool, players), MaxRolls: 3, Sides: 6}
	if opts.Data != nil {
		sides, err := strconv.Atoi(strings.TrimSpace(string(opts.Data)))
		if err != nil || sides < 1 {
			return nil, nil, fmt.Errorf("the data file holds %q, not a number of sides", opts.Data)
		}
		st.Sides = sides
	}
	for _, v := range opts.Variants {
		if v != "ready" {
			return nil, nil, fmt.Errorf("unknown variant %q", v)
		}
		for i := range st.Waiting {
			st.Waiting[i] = true
		}
	}
	events := []engine.Event{engine.Tell("dealt")}
	for i := range st.Cards {
		st.Cards[i] = 1 + rng.IntN(st.Sides)
		events = append(events, engine.Event{Key: "gets", Args: []string{st.Names[i], strconv.Itoa(st.Cards[i])}, To: []engine.Seat{engine.Seat(i)}})
	}
	return st, events, nil
}

func (DiceGame) ParseMove(_ engine.State, _ engine.Seat, text string) (engine.Move, error) {
	words := notation.Words(1, text)
	if len(words) == 0 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "empty move", Expected: []string{"roll", "bet", "stop", "ready"}}
	}
	w := words[0]
	switch w.Text {
	case "roll", "stop", "ready":
		if len(words) > 1 {
			return nil, notation.Errorf(words[1].Pos, "unexpected %q after %s", words[1].Raw, w.Text)
		}
		return diceMove{Verb: w.Text}, nil
	case "bet":
		if len(words) != 2 {
			return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "bet needs a number", Expected: []string{"1", "2", "3", "4", "5", "6"}}
		}
		n, err := strconv.Atoi(words[1].Text)
		if err != nil || n < 1 || n > 6 {
			return nil, notation.Errorf(words[1].Pos, "%q is not a number from 1 to 6", words[1].Raw)
		}
		return diceMove{Verb: "bet", N: n}, nil
	}
	return nil, &notation.Error{Pos: w.Pos, Msg: fmt.Sprintf("unknown move %q", w.Raw), Expected: []string{"roll", "bet", "stop", "ready"}}
}

func (DiceGame) FormatMove(_ engine.State, m engine.Move) string {
	dm := m.(diceMove)
	if dm.Verb == "bet" {
		return "bet " + strconv.Itoa(dm.N)
	}
	return dm.Verb
}

func (s *DiceState) waiting() bool { return slices.Contains(s.Waiting, true) }

func (s *DiceState) ToAct() []engine.Seat {
	var seats []engine.Seat
	if s.waiting() {
		for i, w := range s.Waiting {
			if w {
				seats = append(seats, engine.Seat(i))
			}
		}
		return seats
	}
	if slices.Contains(s.Stopped, false) {
		seats = append(seats, engine.Seat(s.Turn))
	}
	return seats
}

func (s *DiceState) Legal(seat engine.Seat) []engine.Move {
	if !slices.Contains(s.ToAct(), seat) {
		return nil
	}
	if s.waiting() {
		return []engine.Move{diceMove{Verb: "ready"}}
	}
	var moves []engine.Move
	if s.Rolls[seat] < s.MaxRolls {
		moves = append(moves, diceMove{Verb: "roll"})
	}
	for n := 1; !s.Bet[seat] && n <= s.Cards[seat]; n++ {
		moves = append(moves, diceMove{Verb: "bet", N: n})
	}
	return append(moves, diceMove{Verb: "stop"})
}

func (s *DiceState) Apply(seat engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	dm, ok := m.(diceMove)
	if !ok {
		return nil, fmt.Errorf("%w: not a dice move", engine.ErrIllegal)
	}
	if !slices.Contains(s.ToAct(), seat) {
		return nil, engine.ErrNotYourTurn
	}
	if dm.Verb == "bet" && dm.N > s.Cards[seat] {
		// Names the number, so that the error points at it.
		return nil, engine.IllegalAt([]string{strconv.Itoa(dm.N)}, "you cannot bet %d: your card is %d", dm.N, s.Cards[seat])
	}
	if !slices.Contains(s.Legal(seat), engine.Move(dm)) {
		return nil, fmt.Errorf("%w: you cannot %s now", engine.ErrIllegal, DiceGame{}.FormatMove(s, dm))
	}
	name := s.Names[seat]
	switch dm.Verb {
	case "ready":
		s.Waiting[seat] = false
		return []engine.Event{engine.Tell("ready", name)}, nil
	case "roll":
		d := 1 + rng.IntN(s.Sides)
		s.Score[seat] += d
		s.Rolls[seat]++
		s.RollsTotal++
		s.next()
		return []engine.Event{engine.Tell("rolls", name, strconv.Itoa(d))}, nil
	case "bet":
		s.Score[seat] += dm.N
		s.Bet[seat] = true
		s.Bets++
	case "stop":
		s.Stopped[seat] = true
	}
	s.next()
	return nil, nil
}

// next passes the turn to the next player who has not stopped.
func (s *DiceState) next() {
	for range s.Stopped {
		s.Turn = (s.Turn + 1) % len(s.Stopped)
		if !s.Stopped[s.Turn] {
			return
		}
	}
}

func (s *DiceState) Clone() engine.State {
	c := *s
	c.Names = slices.Clone(s.Names)
	c.Cards, c.Score, c.Rolls = slices.Clone(s.Cards), slices.Clone(s.Score), slices.Clone(s.Rolls)
	c.Bet, c.Stopped, c.Waiting = slices.Clone(s.Bet), slices.Clone(s.Stopped), slices.Clone(s.Waiting)
	return &c
}

type DiceView struct {
	Seat   engine.Seat `json:"seat"`
	Scores []int       `json:"scores"`
	Card   int         `json:"card,omitempty"`
}

func (v DiceView) Viewer() engine.Seat { return v.Seat }

func (v DiceView) Doc(string) engine.Doc {
	var d engine.Doc
	board := d.Add("Scores", false)
	board.Text(fmt.Sprint(v.Scores))
	if v.Card > 0 {
		d.Add("Your card", true).Text(strconv.Itoa(v.Card))
	}
	return d
}

func (s *DiceState) View(seat engine.Seat) engine.View {
	v := DiceView{Seat: seat, Scores: slices.Clone(s.Score)}
	if seat >= 0 {
		v.Card = s.Cards[seat]
	}
	return v
}

func (s *DiceState) Result() (engine.Result, bool) {
	if len(s.ToAct()) > 0 {
		return engine.Result{}, false
	}
	res := engine.Result{Scores: make([]int, len(s.Score))}
	best := 0
	for i := range s.Score {
		res.Scores[i] = s.Score[i] + s.Cards[i]
		best = max(best, res.Scores[i])
	}
	for i, sc := range res.Scores {
		if sc == best {
			res.Winners = append(res.Winners, engine.Seat(i))
		}
	}
	return res, true
}

// ResignedMove stops: a resigned dice player rolls no more.
func (DiceGame) ResignedMove(st engine.State, s engine.Seat) engine.Move {
	return engine.PreferredMove(st, s, func(m engine.Move) bool { return m.(diceMove).Verb == "stop" })
}
