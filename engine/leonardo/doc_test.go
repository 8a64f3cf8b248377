package leonardo

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// docPage is the user page of the rules as played.
const docPage = "../../docs/rules/leonardo.md"

// The user page names every table the data file marks reconstructed, so
// the two cannot drift apart.
func TestDocPageNamesEveryReconstruction(t *testing.T) {
	raw, err := os.ReadFile(docPage)
	if err != nil {
		t.Fatal(err)
	}
	d := embedded.Get()
	for table, marked := range map[string]bool{
		"board": d.Board.Reconstructed, "art": d.Art.Reconstructed, "soldiers": d.Soldiers.Reconstructed,
		"administrations": d.Administrations.Reconstructed, "events": d.Events.Reconstructed,
		"market": d.Market.Reconstructed, "game": d.Game.Reconstructed,
	} {
		if !marked {
			t.Errorf("[%s] is no longer marked reconstructed: update %s", table, docPage)
		}
		if !strings.Contains(string(raw), fmt.Sprintf("(`[%s]`", table)) {
			t.Errorf("%s does not name the reconstructed table [%s]", docPage, table)
		}
	}
}

// While the parties are chosen, before the first round, the board says so
// rather than "Round 0".
func TestBoardBeforeTheFirstRound(t *testing.T) {
	st := viewTestState(3)
	st.round, st.phase, st.toAct = 0, phaseParty, []engine.Seat{0, 1, 2}
	text := enginetest.DocText(st.View(engine.Observer).Doc(engine.English))
	if !strings.Contains(text, "Before round 1 of ") || strings.Contains(text, "Round 0") {
		t.Fatalf("board before round 1:\n%s", text)
	}
}
