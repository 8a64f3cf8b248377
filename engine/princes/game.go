package princes

import (
	"embed"
	"fmt"
	"math/rand/v2"
	"sync"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

// Rules is the rules version new games are played under.
const Rules = "princes/1"

// Game is The Princes of Florence by Wolfgang Kramer and Richard Ulrich
// (alea, 2000) for 3 to 5 players.
type Game struct{}

var _ engine.Game = Game{}

// gameID is the game's id in files and on the command line.
const gameID = "princes"

// ID is Info().ID, without building the Info (engine.Identified).
func (Game) ID() string { return gameID }

// Info describes The Princes of Florence: 3 to 5 players, one rules
// version, no variants, and the reconstructed component values.
func (Game) Info() engine.Info {
	d := data()
	return engine.Info{
		ID: gameID, Title: "The Princes of Florence", Prefix: "pf",
		Rules:      []string{Rules},
		MinPlayers: d.Setup.MinPlayers, MaxPlayers: d.Setup.MaxPlayers,
		Reconstructed: reconstructions(),
		Messages:      loadCatalogues(),
	}
}

// Setup deals each player four professions to keep three of (the first
// decision, every player's at once), gives out the starting Florins and
// shuffles the decks. The oldest player starts: seat 0.
func (g Game) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	if err := g.Info().CheckOptions(opts, players); err != nil {
		return nil, nil, fmt.Errorf("princes: %w", err)
	}
	st, evs := newGame(gamedata.SeatNames(opts.Names, players), rng)
	return st, evs, nil
}

// reconstructions lists, in English, the components whose values in the
// data file are reconstructions [R], as the data file marks them.
func reconstructions() []string {
	d := data()
	var out []string
	if d.Buildings.Reconstructed {
		out = append(out, "the shapes of the ten buildings (their sizes are sourced)")
	}
	if d.Landscapes.Reconstructed {
		out = append(out, "the sizes and shapes of forests, lakes and parks")
	}
	if d.Bank.Reconstructed && d.Bank.Unlimited {
		out = append(out, "an unlimited bank (the box holds 22,700 Florins)")
	}
	if len(d.Word["fr"]) > 0 {
		// The French rule text names the poet only (princes.toml, [word.fr]).
		out = append(out, "the French names of the professions but the poet")
	}
	return out
}

// The engine's texts in each language it speaks (data/messages.*.toml).
//
//go:embed data/messages.*.toml
var messages embed.FS

var loadCatalogues = sync.OnceValue(func() *engine.Catalogs {
	c := engine.MustLoadCatalogs(messages, "data").ComposeTieBreaks().
		Compose("result.tie-card", engine.Pairs("result.tie-card", "result.tie-part"))
	return c.ComposeWords(wordedArgs)
})
