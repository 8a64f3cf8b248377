package patrician

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReconstructionsFollowTheDataFile(t *testing.T) {
	assert.Len(t, Game{}.Info().Reconstructed, 2, "the card list and the ambassador orders are marked [R]")
	src := string(dataFile)
	require.Contains(t, src, "reconstructed = true\n")
	d, err := decodeComponents([]byte(strings.Replace(src, "reconstructed = true\n", "reconstructed = false\n", 1)))
	require.NoError(t, err)
	saved := replaceData(d)
	defer replaceData(saved)
	got := Game{}.Info().Reconstructed
	require.Len(t, got, 1, "only the ambassador orders are left")
	assert.Contains(t, got[0], "Ambassadors")
}
