// Package annotkit gives the tests of pbem games whose sealed files get
// outcome annotations (engine.PublicReplayer) before any real game has
// its public replay: a real game wrapped in a type that adds Outcome,
// with simple deterministic outcomes. Only tests use it; the tests of
// pbem itself can, since it imports no part of pbem but dicegame.
package annotkit

import (
	"errors"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// Dice is the dice game of the tests with outcomes: a roll's outcome is
// "rolls:N", a bet's or a stop's none (they have no public event), the
// deal's "dealt".
type Dice struct{ dicegame.DiceGame }

// Palazzo is Palazzo with outcomes: a token for each public event.
type Palazzo struct{ palazzo.Game }

var (
	_ engine.PublicReplayer = Dice{}
	_ engine.PublicReplayer = Palazzo{}
)

// Tokens is the outcome both games give: for each of events, its key
// followed by those of its arguments that are numbers, joined by ":"
// ("rolls:5"). A player's name is never a token (nor a number).
func Tokens(events []engine.Event) []string {
	var out []string
	for _, e := range events {
		parts := []string{e.Key}
		for _, a := range e.Args {
			if a != "" && strings.Trim(a, "0123456789") == "" {
				parts = append(parts, a)
			}
		}
		if tok := strings.Join(parts, ":"); engine.ValidOutcomeToken(tok) {
			out = append(out, tok)
		}
	}
	return out
}

// errNoPublicReplay is what the public replay of these test games says:
// they only write outcomes.
var errNoPublicReplay = errors.New("annotkit: a test game has no public replay")

// Outcome is Tokens of the public events.
func (Dice) Outcome(_ engine.State, _ engine.Seat, _ string, events []engine.Event) []string {
	return Tokens(events)
}

// PublicSetup is not made: errNoPublicReplay.
func (Dice) PublicSetup(engine.Options, int, []string) (engine.State, []engine.Event, error) {
	return nil, nil, errNoPublicReplay
}

// ApplyPublic is not made: errNoPublicReplay.
func (Dice) ApplyPublic(engine.State, engine.Seat, string, []string) ([]engine.Event, error) {
	return nil, errNoPublicReplay
}

// Outcome is Tokens of the public events.
func (Palazzo) Outcome(_ engine.State, _ engine.Seat, _ string, events []engine.Event) []string {
	return Tokens(events)
}

// PublicSetup is not made: errNoPublicReplay.
func (Palazzo) PublicSetup(engine.Options, int, []string) (engine.State, []engine.Event, error) {
	return nil, nil, errNoPublicReplay
}

// ApplyPublic is not made: errNoPublicReplay.
func (Palazzo) ApplyPublic(engine.State, engine.Seat, string, []string) ([]engine.Event, error) {
	return nil, errNoPublicReplay
}
