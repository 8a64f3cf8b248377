package patrician

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

// Rules is the rules version new games are played under.
const Rules = RulesV2

// The rules versions. Under RulesV1 the city of the card played is
// excluded from the special action and from messenger borders even when
// the player built nothing there; RulesV2 excludes it only when a floor
// was built there this turn, as the rule text says (ruling P1). Files
// recorded under RulesV1 replay under it.
const (
	RulesV1 = "patrician/1"
	RulesV2 = "patrician/2"
)

// The variant names Setup accepts in engine.Options.Variants.
const (
	VariantAmbassadors = "ambassadors"
	VariantMessengers  = "messengers"
)

// Game is Patrician by Michael Schacht (Amigo, 2007) for 2–5 players,
// with the Ambassadors and Messengers mini-expansions as variants.
type Game struct{}

var _ engine.Game = Game{}

// gameID is the game's id in files and on the command line.
const gameID = "patrician"

// ID is Info().ID, without building the Info (engine.Identified).
func (Game) ID() string { return gameID }

// Info describes Patrician: 2 to 5 players, both rules versions (files of
// the older one replay under it) and the two mini-expansions.
func (Game) Info() engine.Info {
	return engine.Info{
		ID: gameID, Title: "Patrician", Prefix: "pt",
		Rules:      []string{RulesV1, RulesV2},
		MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		Variants: []engine.Variant{
			{Name: VariantAmbassadors, Summary: "cards won at the end that add heads"},
			{Name: VariantMessengers, Summary: "pieces on city borders that score for towers won"},
		},
		Reconstructed: reconstructions(),
		Messages:      loadCatalogues(),
	}
}

// Setup picks the board side, deals each player 3 of the starred cards in
// secret, shuffles the rest into the deck, turns one card face up on each
// city and hands out floors (and messengers). Seat 0 starts. An unknown
// variant or player count is an error.
func (g Game) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	st, err := newState(opts, players)
	if err != nil {
		return nil, nil, err
	}
	events, words := st.deal(rng)
	events = append(events, st.turnUp())
	words = append(words, st.names[0])
	return st, append(events, engine.Tell("event.starts", words[len(words)-1:]...)), nil
}

// newState makes the game of opts for players before any card is dealt:
// the board side, the rules version, the variants, the floors and
// messengers of each player. Setup deals it from the seed, PublicSetup
// from the setup's outcome.
func newState(opts engine.Options, players int) (*state, error) {
	if players < minPlayers || players > maxPlayers {
		return nil, fmt.Errorf("patrician: %d players; the game is for %d to %d", players, minPlayers, maxPlayers)
	}
	st := &state{d: data(), names: gamedata.SeatNames(opts.Names, players), players: make([]player, players)}
	switch opts.Rules {
	case "", RulesV2:
	case RulesV1:
		st.v1 = true
	default:
		return nil, fmt.Errorf("patrician: unknown rules version %q (known: %s, %s)", opts.Rules, RulesV1, RulesV2)
	}
	if err := st.setVariants(opts.Variants); err != nil {
		return nil, err
	}
	d := data()
	row, _ := d.countRow(players)
	for c := range cityCount() {
		st.inPlay[c] = d.inPlay(City(c), players)
	}
	st.borders = slices.Repeat([]int8{noSeat}, len(d.borders))
	st.carvePiles()
	for i := range st.players {
		st.players[i].floors = row.Floors
		if st.message {
			st.players[i].messengers = row.Messengers
		}
	}
	return st, nil
}

// setVariants reads the variant names.
func (st *state) setVariants(variants []string) error {
	for _, v := range variants {
		switch strings.ToLower(v) {
		case VariantAmbassadors:
			st.ambass = true
		case VariantMessengers:
			st.message = true
		default:
			return fmt.Errorf("patrician: unknown variant %q (known: %s, %s)", v, VariantAmbassadors, VariantMessengers)
		}
	}
	return nil
}

// deal shuffles the starred cards of the board, deals the starting hands
// from them and shuffles the rest with the other cards into the deck. It
// returns the events and the room for their words, which has room for
// the starting player's name.
func (st *state) deal(rng *rand.Rand) ([]engine.Event, []string) {
	// Both piles are made at full size, so that neither grows by steps and
	// the deck is the others' array.
	stars, others := make([]Card, 0, len(data().cards)), make([]Card, 0, len(data().cards))
	for i, card := range data().cards {
		switch {
		case !st.inPlay[card.City]:
		case card.Star:
			stars = append(stars, Card(i))
		default:
			others = append(others, Card(i))
		}
	}
	shuffle(rng, stars)
	// The setup tells a hand to each player, then the deck, the face-up
	// cards and who starts: one list, and one array for their words.
	events := make([]engine.Event, 0, len(st.players)+3)
	words := make([]string, 0, 2*len(st.players)+3)
	size := data().Setup.Hand
	for s := range st.players {
		var h hand
		for _, c := range stars[s*size : (s+1)*size] {
			h = h.with(c)
		}
		st.players[s].hand, st.players[s].secret = h, h
		words = append(words, st.names[s], h.ids())
		ev := event("event.dealt", words[2*s:2*s+2:2*s+2]...)
		ev.To = seatNumbers[s : s+1 : s+1]
		events = append(events, ev)
	}
	st.deck = append(others, stars[len(st.players)*size:]...)
	shuffle(rng, st.deck)
	words = append(words, strconv.Itoa(size), strconv.Itoa(len(st.deck)))
	return append(events, engine.Tell("event.setup-deck", words[len(words)-2:len(words):len(words)]...)), words
}

// turnUp puts the top card of the deck face up on each city in play.
func (st *state) turnUp() engine.Event {
	// "Bologna BO3, Firenze FI6, …", written at once.
	var b strings.Builder
	b.Grow(maxCities * 16)
	for c := range cityCount() {
		st.cities[c].face = -1
		st.cities[c].high, st.cities[c].low = noSeat, noSeat
		if st.inPlay[c] {
			card := st.draw()
			st.cities[c].face = int8(card)
			if b.Len() > 0 {
				b.WriteString(", ")
			}
			b.WriteString(City(c).Name())
			b.WriteByte(' ')
			b.WriteString(card.ID())
		}
	}
	return event("event.face-up", b.String())
}

// draw takes the top card of the deck, which must not be empty.
func (st *state) draw() Card {
	card := st.deck[len(st.deck)-1]
	st.deck = st.deck[:len(st.deck)-1]
	return card
}

func shuffle(rng *rand.Rand, cards []Card) {
	rng.Shuffle(len(cards), func(a, b int) { cards[a], cards[b] = cards[b], cards[a] })
}
