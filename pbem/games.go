package pbem

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Games is the list of games the tool knows, in the order it lists them.
// Each game describes itself (engine.Info): its id, the prefix of its game
// ids, its rules versions, player counts and variants.
type Games []engine.Game

// Lookup finds a game by its ID, ignoring case. The error wraps
// ErrUnknownGame and names the known games.
func (c Games) Lookup(id string) (engine.Game, error) {
	g, _, err := c.lookupInfo(id)
	return g, err
}

// lookupInfo is Lookup, and returns the Info of the game found too: a
// load asks for it again (checkGame), and a game builds its Info anew at
// each call (slices, and the text of what was reconstructed).
func (c Games) lookupInfo(id string) (engine.Game, engine.Info, error) {
	// By the ids the games know without building their Info (which may
	// decode a data file): only the game found builds it, to confirm.
	for _, g := range c {
		if strings.EqualFold(engine.IDOf(g), id) {
			if info := g.Info(); strings.EqualFold(info.ID, id) {
				return g, info, nil
			}
		}
	}
	// A game that embeds another and renames it answers the other's ID:
	// by Info, then.
	for _, g := range c {
		if info := g.Info(); strings.EqualFold(info.ID, id) {
			return g, info, nil
		}
	}
	return nil, engine.Info{}, fmt.Errorf("%w %q (known games: %s)", ErrUnknownGame, id, strings.Join(c.IDs(), ", "))
}

// IDs returns the ids of the known games.
func (c Games) IDs() []string {
	ids := make([]string, len(c))
	for i, g := range c {
		ids[i] = g.Info().ID
	}
	return ids
}

// GameInfo describes a known game for `pbem games`.
type GameInfo struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	// Rules is the rules version new games are played under.
	Rules      string `json:"rules"`
	MinPlayers int    `json:"min_players"`
	MaxPlayers int    `json:"max_players"`
	// Variants lists the optional rules `pbem new --variant` accepts.
	Variants []engine.Variant `json:"variants,omitempty"`
	// Settings lists the settings `pbem new --option` accepts, with
	// their defaults.
	Settings []engine.Setting `json:"settings,omitempty"`
	// CustomData says that `pbem new --data FILE` is accepted.
	CustomData bool `json:"custom_data,omitempty"`
	// Reconstructed lists the components whose data is a reconstruction
	// rather than a sourced fact (engine.Info.Reconstructed).
	Reconstructed []string `json:"reconstructed,omitempty"`
}

// Infos describes every known game.
func (c Games) Infos() []GameInfo {
	infos := make([]GameInfo, len(c))
	for i, g := range c {
		in := g.Info()
		infos[i] = GameInfo{ID: in.ID, Title: in.Title, Rules: in.Newest(), MinPlayers: in.MinPlayers,
			MaxPlayers: in.MaxPlayers, Variants: in.Variants, Settings: in.Settings, CustomData: in.CustomData,
			Reconstructed: in.Reconstructed}
	}
	return infos
}
