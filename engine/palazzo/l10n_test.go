package palazzo

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestFrenchGolden plays a 3-player game from a fixed seed: the board and
// Bruno's view at decision 12 and the final board, in French, and the
// first 40 events in French.
func TestFrenchGolden(t *testing.T) {
	fr, en := enginetest.LangGolden{Game: Game{}, Players: 3, Seed: 7, Lang: "fr", Ply: 12, Viewer: 1,
		Options: engine.Options{Names: []string{"Anne", "Bruno", "Chloe"}},
		Keep:    func(_ engine.Event, i, _ int) bool { return i < 40 },
	}.Run(t)
	assert.Equal(t, "Bruno : -5 (A 2 étages, 4 fenêtres, mixte = 0; B 1 étage, 3 fenêtres, tout en marbre = -5)", fr.Detail[1])
	assert.Equal(t, "Bruno: -5 (A 2 floors, 4 windows, mixed = 0; B 1 floor, 3 windows, all marble = -5)", en.Detail[1])
}

// TestFrenchScoreDetail checks result lines with palaces.
func TestFrenchScoreDetail(t *testing.T) {
	st := &state{names: []string{"Anne", "Bruno"}, phase: phaseOver, players: []player{
		{palaces: []palace{{{Floor: 1, Mat: Marble, Windows: 1}, {Floor: 2, Mat: Marble, Windows: 2}}}},
		{palaces: []palace{{{Floor: 1, Mat: Brick, Windows: 1}, {Floor: 2, Mat: Sandstone, Windows: 1}}}},
	}}
	fr, _ := enginetest.WordedResult(Game{}, st, "fr")
	en, _ := enginetest.WordedResult(Game{}, st, engine.English)
	want := strings.Replace(en.Detail[0], "Anne: ", "Anne : ", 1)
	want = strings.NewReplacer("floors", "étages", "windows", "fenêtres", "all marble", "tout en marbre").Replace(want)
	assert.Equal(t, want, fr.Detail[0])
	assert.Contains(t, fr.Detail[1], "mixte")

	st.players[1].palaces = nil
	fr, _ = enginetest.WordedResult(Game{}, st, "fr")
	en, _ = enginetest.WordedResult(Game{}, st, engine.English)
	assert.Equal(t, "Bruno : 0 (aucun palais)", fr.Detail[1])
	assert.Equal(t, "Bruno: 0 (no palace)", en.Detail[1])
}

// TestFrenchAwaiting checks the help on what to do, by phase.
func TestFrenchAwaiting(t *testing.T) {
	st := &state{phase: phaseTake, actor: 1, active: 0}
	assert.Equal(t, "keep 1 of the revealed cards (take)", st.expecting())
	assert.Equal(t, "garder 1 des cartes révélées (take)", catalogue("fr").Message(st.awaiting(engine.Observer)))
	st.phase, st.pending = phaseBuild, []Tile{{Floor: 3, Mat: Marble, Windows: 2}}
	assert.Equal(t, "construire (build) ou défausser (discard) 3m2", catalogue("fr").Message(st.awaiting(engine.Observer)))
	assert.Equal(t, "construire (build) ou défausser (discard) 3m2", boardCatalogue("fr").Message(st.awaiting(engine.Observer)),
		"boards fold the accents away, not the codes")
}
