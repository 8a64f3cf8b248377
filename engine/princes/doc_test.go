package princes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docPage is the user page that lists the component data.
const docPage = "../../docs/rules/princes.md"

// The user page shows the data file's professions and names each of its
// reconstructed flags, so the two cannot drift apart.
func TestDocPageMatchesData(t *testing.T) {
	raw, err := os.ReadFile(docPage)
	require.NoError(t, err)
	page := string(raw)
	d := data()
	for _, p := range d.Professions.Cards {
		row := fmt.Sprintf("| %d | %s | %s | %s | %s |", p.No, p.Name,
			d.Buildings.Types[d.buildingByID[p.Building]].Name,
			d.Landscapes.Types[d.landscapeByID[p.Landscape]].Name,
			d.Freedoms.Types[d.freedomByID[p.Freedom]].Name)
		assert.True(t, strings.Contains(page, row), "%s lacks the row %s", docPage, row)
	}
	for table, marked := range map[string]bool{
		"buildings": d.Buildings.Reconstructed, "landscapes": d.Landscapes.Reconstructed, "bank": d.Bank.Reconstructed,
	} {
		require.True(t, marked, table)
		flag := fmt.Sprintf("`[%s] reconstructed = true`", table)
		assert.True(t, strings.Contains(page, flag), "%s does not name the flag %s", docPage, flag)
	}
}
