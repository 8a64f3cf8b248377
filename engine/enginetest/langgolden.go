package enginetest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// Told words event e of g in lang, as pbem words it where output is made.
func Told(g engine.Game, lang string, e engine.Event) string {
	return g.Info().Messages.Word(lang, e.Message())
}

// WordedResult is st's result worded in lang with g's messages, as pbem
// words it, and whether the game is over.
func WordedResult(g engine.Game, st engine.State, lang string) (*engine.ResultText, bool) {
	r, over := st.Result()
	return g.Info().Messages.WordResult(lang, r, nil), over
}

// LangGolden is a game played at random (PlayRandom) whose wording in one
// language is kept in golden files of testdata/: <Lang>-board.golden and
// <Lang>-view-<viewer's name, lower case>.golden at decision Ply,
// <Lang>-final.golden, and <Lang>-events.golden of the events Keep chooses.
type LangGolden struct {
	Game    engine.Game
	Players int
	Seed    uint64
	Options engine.Options // Options.Names name the viewer's file
	Lang    string
	Ply     int
	Viewer  engine.Seat
	// Keep tells whether event e joins the events' golden, which has
	// written bytes so far.
	Keep func(e engine.Event, i, written int) bool
}

// Run plays the game and checks the goldens. The game ends, and its
// result worded in Lang has the scores, the winners and as many detail
// lines as in English; Run returns both for the game's own checks.
func (lg LangGolden) Run(t *testing.T) (local, english *engine.ResultText) {
	t.Helper()
	name := strings.ToLower(lg.Options.Names[lg.Viewer])
	st, events := PlayRandom(t, lg.Game, lg.Players, lg.Seed, lg.Options, func(ply int, st engine.State) {
		if ply == lg.Ply {
			Golden(t, lg.file("board"), DocText(st.View(engine.Observer).Doc(lg.Lang)))
			Golden(t, lg.file("view-"+name), DocText(st.View(lg.Viewer).Doc(lg.Lang)))
		}
	})
	Golden(t, lg.file("final"), DocText(st.View(engine.Observer).Doc(lg.Lang)))
	var log strings.Builder
	for i, e := range events {
		if lg.Keep(e, i, log.Len()) {
			log.WriteString(Told(lg.Game, lg.Lang, e) + "\n")
		}
	}
	Golden(t, lg.file("events"), log.String())

	local, over := WordedResult(lg.Game, st, lg.Lang)
	require.True(t, over)
	english, _ = WordedResult(lg.Game, st, engine.English)
	assert.Equal(t, english.Scores, local.Scores)
	assert.Equal(t, english.Winners, local.Winners)
	require.Len(t, local.Detail, len(english.Detail))
	return local, english
}

// file is the golden file of part in lg's language.
func (lg LangGolden) file(part string) string {
	return fmt.Sprintf("testdata/%s-%s.golden", lg.Lang, part)
}
