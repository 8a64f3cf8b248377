package palazzo

import (
	"fmt"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Rules is the rules version new games are played under.
const Rules = "palazzo/1"

// minPlayers is the smallest table; maxPlayers, the largest, is in the
// data checks.
const minPlayers = 2

// Game is Palazzo by Reiner Knizia (alea, 2005) for 2–4 players.
type Game struct{}

var _ engine.Game = Game{}

// gameID is the game's id in files and on the command line.
const gameID = "palazzo"

// ID is Info().ID, without building the Info (engine.Identified).
func (Game) ID() string { return gameID }

// Info describes Palazzo: 2 to 4 players, no variants, one rules version.
func (Game) Info() engine.Info {
	return engine.Info{
		ID: gameID, Title: "Palazzo", Prefix: "pz",
		Rules:      []string{Rules},
		MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		Reconstructed: reconstructions(),
		Messages:      loadCatalogues(),
	}
}

// Setup shuffles each tile stack (the riders into stack III), deals the
// tiles of the data file (5) of stack I face up to the supply and quarries
// 1–4, puts the architect on
// quarry 1 and deals 4 money cards to each player. Seat 0 starts.
// Palazzo has no variants: Setup refuses any, so that a game file never
// names rules the engine does not play.
func (g Game) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	if players < minPlayers || players > maxPlayers {
		return nil, nil, fmt.Errorf("palazzo: %d players; the game is for %d to %d", players, minPlayers, maxPlayers)
	}
	if len(opts.Variants) > 0 {
		return nil, nil, fmt.Errorf("palazzo: unknown variant %q: Palazzo has no variants", opts.Variants[0])
	}
	st := newSetupState(opts.Names, players)
	st.dealTiles(rng)
	st.newDeck() // with room for the discard pile
	shuffle(rng, st.deck)
	st.dealHands()
	return st, st.setupEvents(), nil
}

// setupPalaces is how many palaces each player has room for from the
// start; a player who builds more grows the list as before.
const setupPalaces = 6

// dealTiles shuffles each stack on its own, the riders into III, and deals
// setup.dealt tiles of stack I face up: one to each quarry, the rest to the
// supply. The supply's are dealt first, then quarries 1-4 in order.
func (st *state) dealTiles(rng *rand.Rand) {
	d := data()
	st.copyStacks(d) // with room for the riders and the supply
	for range d.Setup.Riders {
		st.stacks[2] = append(st.stacks[2], riderTile)
	}
	for i := range st.stacks {
		shuffleTiles(rng, st.stacks[i])
	}
	for range d.Setup.Dealt - numQuarries {
		st.supply = append(st.supply, st.popStack())
	}
	for q := range st.quarries {
		st.addToQuarry(q, st.popStack())
	}
}

// dealHands deals each player's money cards (setupEvents tells each
// only their own).
func (st *state) dealHands() {
	hand := data().Setup.Hand
	for s := range st.players {
		var dealt CardSet
		for _, c := range st.deck[len(st.deck)-hand:] { // SetOf, card by card
			if k := cardKind(c); k >= 0 {
				dealt[k]++
			}
		}
		st.deck = st.deck[:len(st.deck)-hand]
		st.players[s].hand = dealt
	}
}
