package leonardo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Reading an outcome's tokens (docs/notation/leonardo.md, "Outcomes in
// sealed games") for the public replay (public.go).

// outcomeTokens is an outcome read: each part absent (nil, -1) when the
// outcome does not give it.
type outcomeTokens struct {
	palaces []int8 // the setup: each seat's palace
	numbers []int  // the numbers drawn, in order: roll, battle, market
	stakes  []stakeToken
	event   int8 // the new top event card, or -1
	admin   int8 // the new top administration card, or -1
	parties []partyToken
	art     []artToken
}

// stakeToken is a stake shown: the side's leader, product and amount.
type stakeToken struct {
	seat    engine.Seat
	product int8
	amount  int
}

// partyToken is a seat's party shown.
type partyToken struct {
	seat  engine.Seat
	party int8
}

// artToken is the art works on one space, shown at the end.
type artToken struct {
	space int
	cards []int8
}

// readOutcome reads outcome tokens (docs/notation/leonardo.md), checking
// each card, seat, space and number against the game.
func (st *state) readOutcome(outcome []string) (outcomeTokens, error) {
	o := outcomeTokens{event: -1, admin: -1}
	for _, tok := range outcome {
		kind, rest, _ := strings.Cut(tok, ":")
		var err error
		switch kind {
		case "palaces":
			o.palaces, err = st.readSpaces(rest)
		case "roll":
			err = st.readNumbers(&o, strings.Split(rest, ","))
		case "battle":
			a, b, ok := strings.Cut(rest, "-")
			if !ok {
				err = errors.New("want battle:A-B")
			} else {
				err = st.readNumbers(&o, []string{a, b})
			}
		case "market":
			err = st.readNumbers(&o, []string{rest})
		case "stake":
			err = st.readStake(&o, rest)
		case "event":
			err = readCard(&o.event, rest, len(st.d.Events.Cards))
		case "admin":
			err = readCard(&o.admin, rest, len(st.d.Administrations.Cards))
		case "party":
			err = st.readParties(&o, rest)
		case "art":
			err = st.readArt(&o, rest)
		default:
			err = errors.New("unknown token")
		}
		if err != nil {
			return o, fmt.Errorf("leonardo: outcome token %q: %w", tok, err)
		}
	}
	return o, nil
}

// number reads a whole number from lo to hi.
func number(w string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < lo || n > hi || strings.HasPrefix(w, "+") {
		return 0, fmt.Errorf("%q is not a number from %d to %d", w, lo, hi)
	}
	return n, nil
}

// readSpaces reads the setup's palaces, one space a seat.
func (st *state) readSpaces(rest string) ([]int8, error) {
	var out []int8
	for _, w := range strings.Split(rest, ",") {
		n, err := number(w, 1, spaceCount)
		if err != nil {
			return nil, err
		}
		out = append(out, int8(n))
	}
	return out, nil
}

// readNumbers appends numbers drawn, each 1 to draw_max.
func (st *state) readNumbers(o *outcomeTokens, words []string) error {
	for _, w := range words {
		n, err := number(w, 1, st.d.Rules.DrawMax)
		if err != nil {
			return err
		}
		o.numbers = append(o.numbers, n)
	}
	return nil
}

// readCard reads a card number from 1 to count into *card (from 0), once.
func readCard(card *int8, w string, count int) error {
	if *card >= 0 {
		return errors.New("a pile has one top")
	}
	n, err := number(w, 1, count)
	*card = int8(n - 1)
	return err
}

// readSeat reads a seat number of the game.
func (st *state) readSeat(w string) (engine.Seat, error) {
	n, err := number(w, 0, len(st.names)-1)
	return engine.Seat(n), err
}

// readStake reads S=PRODUCT:AMOUNT.
func (st *state) readStake(o *outcomeTokens, rest string) error {
	seat, stake, ok1 := strings.Cut(rest, "=")
	product, amount, ok2 := strings.Cut(stake, ":")
	if !ok1 || !ok2 {
		return errors.New("want stake:SEAT=PRODUCT:AMOUNT")
	}
	s, err := st.readSeat(seat)
	if err != nil {
		return err
	}
	p := int8(-1)
	for k := range st.d.Market.Products {
		if st.d.productWord(int8(k)) == product {
			p = int8(k)
		}
	}
	if p < 0 {
		return fmt.Errorf("no product %q", product)
	}
	a, err := number(amount, st.d.Market.MinStake, 1<<30)
	if err != nil {
		return err
	}
	o.stakes = append(o.stakes, stakeToken{seat: s, product: p, amount: a})
	return nil
}

// readParties reads SEAT=PARTY,….
func (st *state) readParties(o *outcomeTokens, rest string) error {
	for _, w := range strings.Split(rest, ",") {
		seat, id, ok := strings.Cut(w, "=")
		s, err := st.readSeat(seat)
		if err != nil || !ok {
			return fmt.Errorf("want party:SEAT=PARTY,… (%v)", err)
		}
		p := int8(-1)
		for k, pid := range partyIDs {
			if pid == id {
				p = int8(k)
			}
		}
		if p < 0 {
			return fmt.Errorf("no party %q", id)
		}
		o.parties = append(o.parties, partyToken{seat: s, party: p})
	}
	return nil
}

// readArt reads SPACE=CARD,CARD,….
func (st *state) readArt(o *outcomeTokens, rest string) error {
	space, cards, ok := strings.Cut(rest, "=")
	if !ok {
		return errors.New("want art:SPACE=CARD,…")
	}
	sp, err := number(space, 1, spaceCount)
	if err != nil {
		return err
	}
	a := artToken{space: sp}
	for _, w := range strings.Split(cards, ",") {
		n, err := number(w, 1, len(st.d.Art.Cards))
		if err != nil {
			return err
		}
		a.cards = append(a.cards, int8(n-1))
	}
	o.art = append(o.art, a)
	return nil
}
