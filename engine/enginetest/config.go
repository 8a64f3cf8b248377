package enginetest

import "github.com/pbem-games/pbem/engine"

// Config says which games Run plays. Zero fields take the defaults below.
type Config struct {
	// Players lists the player counts to play; default every count the
	// game supports.
	Players []int
	// Games is the number of games per player count; default 50.
	Games int
	// Seed makes the whole run reproducible; each game's own seed is
	// GameSeed(Seed, players, index).
	Seed uint64
	// MaxDecisions bounds the length of a game; default 10,000.
	MaxDecisions int
	// Options are passed to Setup (names, variants).
	Options engine.Options
	// DeepEvery runs the expensive checks on one decision in DeepEvery
	// (see the package comment); default 1, every decision.
	DeepEvery int
	// Hidden says the game hides information from some seats, so that its
	// states must implement engine.Resampler for the leak test. A game
	// whose boards have a private section is taken to hide information
	// even without it.
	Hidden bool
	// Public says the game's sealed games can be followed without the
	// seed, so that it must be an engine.PublicReplayer: every random game
	// is then followed by its public replay, which must show the Observer
	// what the game shows at every decision (public.go). A game that is a
	// PublicReplayer is checked so even without it.
	Public bool
	// PublicResample says a public state can be redrawn for the Observer
	// (engine.Resampler) into a full state whose legal moves are those of
	// the game's own state redrawn with the same random source: what a
	// forum post works out from public information only (the verbs the
	// player to act may start with), so that a post made without the key
	// is the host's.
	PublicResample bool
}

// withDefaults fills the zero fields of cfg.
func (cfg Config) withDefaults(g engine.Game) Config {
	if len(cfg.Players) == 0 {
		lo, hi := g.Info().MinPlayers, g.Info().MaxPlayers
		for p := lo; p <= hi; p++ {
			cfg.Players = append(cfg.Players, p)
		}
	}
	if cfg.Games <= 0 {
		cfg.Games = 50
	}
	if cfg.MaxDecisions <= 0 {
		cfg.MaxDecisions = 10_000
	}
	if cfg.DeepEvery <= 0 {
		cfg.DeepEvery = 1
	}
	return cfg
}

// deep reports whether the expensive checks run at decision n of game
// number index. The shift by index makes every decision number deep in
// some game even when DeepEvery > 1.
func (cfg Config) deep(index, n int) bool {
	return (n+index)%cfg.DeepEvery == 0
}
