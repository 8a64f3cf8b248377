package pbem

import "github.com/pbem-games/pbem/engine"

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
}

// ViewOf returns what seat s (engine.Observer for the public board) sees.
func (r *Replay) ViewOf(s engine.Seat) *ViewResult {
	v := r.State.View(s)
	return &ViewResult{
		Game: r.File.Header.Game, ID: r.File.Header.ID, Decisions: len(r.Plies), NextPly: r.NextPly(),
		Viewer: r.File.Name(s),
		ToAct:  r.ToAct(), Over: r.Over(), Result: r.FinalResult(English), View: v, Doc: v.Doc(engine.English),
	}
}

// LegalResult lists the moves one player may make now.
type LegalResult struct {
	// NextPly is the number the next decision will get (what move --ply
	// expects).
	NextPly int      `json:"next_ply"`
	Player  string   `json:"player,omitempty"`
	ToAct   []string `json:"to_act"`
	Moves   []string `json:"moves"`
}

// Legal lists the legal moves of the player named as, or of the only
// player to act when as is empty (none once the game is over).
func (r *Replay) Legal(as string) (*LegalResult, error) {
	res := &LegalResult{NextPly: r.NextPly(), ToAct: r.ToAct(), Moves: []string{}}
	if as == "" && len(res.ToAct) == 0 {
		return res, nil
	}
	seat, err := r.mover(as)
	if err != nil {
		return nil, err
	}
	res.Player = r.File.Name(seat)
	res.Moves = append(res.Moves, r.LegalTexts(seat)...)
	return res, nil
}
