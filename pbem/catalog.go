package pbem

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Entry is one game the tool knows, with the prefix of its game ids
// ("pz" for Palazzo: "pz-7f3a2c").
type Entry struct {
	Game   engine.Game
	Prefix string
}

// Catalog is the list of games the tool knows, in the order it lists them.
type Catalog []Entry

// Lookup finds a game by its ID, ignoring case. The error wraps
// ErrUnknownGame and names the known games.
func (c Catalog) Lookup(id string) (Entry, error) {
	for _, e := range c {
		if strings.EqualFold(e.Game.ID(), id) {
			return e, nil
		}
	}
	return Entry{}, fmt.Errorf("%w %q (known games: %s)", ErrUnknownGame, id, strings.Join(c.IDs(), ", "))
}

// IDs returns the ids of the known games.
func (c Catalog) IDs() []string {
	ids := make([]string, len(c))
	for i, e := range c {
		ids[i] = e.Game.ID()
	}
	return ids
}

// GameInfo describes a known game for `pbem games`.
type GameInfo struct {
	ID         string `json:"id"`
	Title      string `json:"title"`
	Rules      string `json:"rules"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	// Reconstructed lists the components whose data is a reconstruction
	// rather than a sourced fact (engine.Reconstructed).
	Reconstructed []string `json:"reconstructed,omitempty"`
}

// Infos describes every known game.
func (c Catalog) Infos() []GameInfo {
	infos := make([]GameInfo, len(c))
	for i, e := range c {
		lo, hi := e.Game.Players()
		infos[i] = GameInfo{ID: e.Game.ID(), Title: e.Game.Title(), Rules: e.Game.RulesVersion(), MinPlayers: lo, MaxPlayers: hi}
		if r, ok := e.Game.(engine.Reconstructed); ok {
			infos[i].Reconstructed = r.Reconstructions()
		}
	}
	return infos
}
