package engine

import (
	"errors"
	"slices"
	"strings"
)

// PublicReplayer is implemented by games whose sealed games can be followed
// without the seed. The host's pbem, which holds the seed, writes on each
// record line the outcome of that decision: what it made public that the
// line does not say (tiles turned up, a die, stakes revealed). Anyone can
// then replay the public story from the record alone: a public state holds
// only what the Observer knows, hands and face-down piles as counts.
//
// A decision is given to the public replay as its public text: the move's
// canonical text, or only its verb for a secret decision (PublicText).
type PublicReplayer interface {
	// Outcome returns the tokens of what the decision of seat s, whose
	// public text is text, made public: st is the full state after it and
	// events are its public events (Event.Public). For the setup, s is
	// Observer, text is empty and st is the state Setup dealt. Nil: the
	// decision made nothing public that its text does not say. Outcome
	// reads only what the Observer may know of st: the conformance suite
	// redraws the hidden rest (Resampler) and asks again.
	//
	// Tokens are words of OutcomeTokenChars, never a player's name (a
	// seat is named by its number); docs/notation/<game>.md gives them.
	Outcome(st State, s Seat, text string, events []Event) []string
	// PublicSetup deals the public game from the setup's outcome. Its
	// events are the setup's public events.
	PublicSetup(opts Options, players int, outcome []string) (State, []Event, error)
	// ApplyPublic applies to ps, a state made by PublicSetup, the decision
	// of seat s whose public text is text and whose outcome Outcome gave.
	// It checks what the public can check and trusts the rest, which the
	// host checked (and pbem verify checks again once the seed is
	// revealed). It returns the public events, the same as the full
	// replay's. An error leaves ps unchanged.
	ApplyPublic(ps State, s Seat, text string, outcome []string) ([]Event, error)
}

// A public state (one PublicSetup made) answers ToAct, View, Result and
// Clone as the full state does for the Observer: View(s) of any seat is
// the Observer's view. Legal lists nothing, and Apply refuses with
// ErrPublicState: it moves only by ApplyPublic.
var ErrPublicState = errors.New("a public state holds no hidden information to play from: it moves only by ApplyPublic")

// OutcomeTokenChars are the characters an outcome token is made of. None
// of them ends a comment or starts another one, and no token holds a
// space or a semicolon, which separate tokens from a comment's text.
const OutcomeTokenChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:,.=+-/#"

// ValidOutcomeToken reports whether tok is a non-empty word of
// OutcomeTokenChars.
func ValidOutcomeToken(tok string) bool {
	if tok == "" {
		return false
	}
	for i := 0; i < len(tok); i++ {
		if !strings.ContainsRune(OutcomeTokenChars, rune(tok[i])) {
			return false
		}
	}
	return true
}

// PublicText returns what every player may read of the canonical move
// text of a decision of game g: its verb alone when the verb is one of
// g's secret verbs (SecretMover), the whole text otherwise.
func PublicText(g Game, text string) string {
	sm, ok := g.(SecretMover)
	if !ok {
		return text
	}
	verb, _, _ := strings.Cut(text, " ")
	if slices.Contains(sm.SecretVerbs(), verb) {
		return verb
	}
	return text
}

// PublicEvents returns the events of events that every seat may see, in
// order.
func PublicEvents(events []Event) []Event {
	var out []Event
	for _, e := range events {
		if e.Public() {
			out = append(out, e)
		}
	}
	return out
}
