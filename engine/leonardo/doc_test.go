package leonardo

import (
	"fmt"
	"os"
	"strings"
	"testing"
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
