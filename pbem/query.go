package pbem

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// ViewResult is what one seat sees of a game after some decisions.
type ViewResult struct {
	Game      string `json:"game"`
	ID        string `json:"id"`
	Decisions int    `json:"decisions"` // decisions replayed, and shown
	// NextPly is the number the next decision will get (what move --ply
	// expects): Decisions + 1.
	NextPly int      `json:"next_ply"`
	Viewer  string   `json:"viewer"`
	ToAct   []string `json:"to_act"`
	Over    bool     `json:"over"`
	// Result is the final result once the game is over.
	Result *engine.ResultText `json:"result,omitempty"`
	View   engine.View        `json:"view"`
	// Doc is the view laid out for the renderers. JSON leaves it out: its
	// span styles are internal codes, and the view above holds the same
	// facts as data (the board as text is what board prints without --json).
	Doc engine.Doc `json:"-"`
	// resultIn words the result in another language than English, for a
	// board printed in that language; nil for a view built by hand.
	resultIn func(Lang) *engine.ResultText
}

// ViewOf returns what seat s (engine.Observer for the public board) sees.
func (r *Replay) ViewOf(s engine.Seat) *ViewResult {
	v := r.State.View(s)
	return &ViewResult{
		Game: r.File.Header.Game, ID: r.File.Header.ID, Decisions: len(r.Plies), NextPly: r.NextPly(),
		Viewer: r.File.Name(s),
		ToAct:  r.ToAct(), Over: r.Over(), Result: r.FinalResult(English), View: v, Doc: v.Doc(engine.English),
		resultIn: r.FinalResult,
	}
}

// LegalResult lists the moves one player may make now, or, when several
// are to act at once and none was named, the moves of each.
type LegalResult struct {
	// NextPly is the number the next decision will get (what move --ply
	// expects).
	NextPly int      `json:"next_ply"`
	Player  string   `json:"player,omitempty"`
	ToAct   []string `json:"to_act"`
	// Moves are Player's moves ([] once the game is over); absent when
	// Players holds the moves of several players.
	Moves []string `json:"moves,omitempty"`
	// Patterns give the general form of Player's moves that take an
	// open-ended amount (engine.MovePatterner), of which Moves lists only
	// representative ones; absent when there are none.
	Patterns []engine.MovePattern `json:"patterns,omitempty"`
	// Players holds each player's moves when several decide at once
	// (keep 3 of 4 cards) and no one was named.
	Players []PlayerMoves `json:"players,omitempty"`
}

// PlayerMoves is one player's legal moves, in a LegalResult of several.
type PlayerMoves struct {
	Player string   `json:"player"`
	Moves  []string `json:"moves"`
	// Patterns are as LegalResult's, for this player.
	Patterns []engine.MovePattern `json:"patterns,omitempty"`
}

// MarshalJSON writes one shape whoever is to act: players, each with
// their moves (one entry when one player is asked for or to act, none once
// the game is over). The one-player output also keeps its older fields,
// player, moves ([] once the game is over) and patterns, documented as
// legacy in docs/json.md, for the scripts written against them.
func (l *LegalResult) MarshalJSON() ([]byte, error) {
	type plain LegalResult // without this method
	if l.Players != nil {
		return marshalPlain((*plain)(l))
	}
	players := []PlayerMoves{}
	if l.Player != "" {
		players = append(players, PlayerMoves{Player: l.Player, Moves: l.Moves, Patterns: l.Patterns})
	}
	return marshalPlain(struct {
		NextPly  int                  `json:"next_ply"`
		ToAct    []string             `json:"to_act"`
		Players  []PlayerMoves        `json:"players"`
		Player   string               `json:"player,omitempty"`
		Moves    []string             `json:"moves"`
		Patterns []engine.MovePattern `json:"patterns,omitempty"`
	}{l.NextPly, l.ToAct, players, l.Player, l.Moves, l.Patterns})
}

// marshalPlain is json.Marshal without escaping '<', '>' and '&', which
// patterns hold ("bid <amount>"): a MarshalJSON result is kept as it is,
// whatever the encoder around it is told.
func marshalPlain(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Legal lists the legal moves of the player named as, or of the players
// to act when as is empty: in Moves when one is (none once the game is
// over), in Players when several decide at once.
func (r *Replay) Legal(as string) (*LegalResult, error) {
	res := &LegalResult{NextPly: r.NextPly(), ToAct: r.ToAct(), Moves: []string{}}
	if as == "" && len(res.ToAct) == 0 {
		return res, nil
	}
	if seats := r.State.ToAct(); as == "" && len(seats) > 1 {
		res.Moves = nil
		for _, s := range seats {
			moves := r.LegalTexts(s)
			res.Players = append(res.Players, PlayerMoves{Player: r.File.Name(s), Moves: moves, Patterns: r.patterns(moves)})
		}
		return res, nil
	}
	seat, err := r.mover(as)
	if err != nil {
		return nil, err
	}
	res.Player = r.File.Name(seat)
	res.Moves = append(res.Moves, r.LegalTexts(seat)...)
	res.Patterns = r.patterns(res.Moves)
	return res, nil
}

// patterns returns the game's move patterns (engine.MovePatterner) whose
// verb starts one of moves, the canonical texts of a player's legal moves:
// a player is told the general form only of what they may do now.
func (r *Replay) patterns(moves []string) []engine.MovePattern {
	mp, ok := r.File.Game.(engine.MovePatterner)
	if !ok {
		return nil
	}
	var out []engine.MovePattern
	for _, p := range mp.MovePatterns() {
		if slices.ContainsFunc(moves, func(m string) bool { return startsWithVerb(m, p.Verb) }) {
			out = append(out, p)
		}
	}
	return out
}

// startsWithVerb reports whether move's first word is verb, ignoring case
// as the notations do.
func startsWithVerb(move, verb string) bool {
	first, _, _ := strings.Cut(strings.TrimSpace(move), " ")
	return verb != "" && strings.EqualFold(first, verb)
}

// Lines lays the moves out for people, one per line: bare for one player,
// each after its player's name and a colon ("Bob: keep jurist poet
// theologian") when several decide at once, as a record line writes them.
// The patterns come last, each on a line of its own that no move can
// start with ("pattern: bid <amount> — any multiple of 5 …").
func (l *LegalResult) Lines() []string {
	if l.Players == nil {
		return append(slices.Clone(l.Moves), patternLines("", l.Patterns)...)
	}
	var out, patterns []string
	for _, p := range l.Players {
		for _, m := range p.Moves {
			out = append(out, p.Player+": "+m)
		}
		patterns = append(patterns, patternLines(p.Player+": ", p.Patterns)...)
	}
	return append(out, patterns...)
}

// patternLines writes patterns for people, each after prefix.
func patternLines(prefix string, patterns []engine.MovePattern) []string {
	var out []string
	for _, p := range patterns {
		out = append(out, prefix+"pattern: "+p.Form+" — "+p.Doc)
	}
	return out
}
