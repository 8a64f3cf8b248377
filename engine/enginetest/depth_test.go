package enginetest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestDepthFollowsTheEnvironment: PBEM_TEST_FULL=1 selects the full
// budgets whatever -short says, and anything else does not.
func TestDepthFollowsTheEnvironment(t *testing.T) {
	t.Setenv(FullEnv, "1")
	assert.Equal(t, DepthFull, TestDepth())
	assert.Equal(t, 3, ByDepth(1, 2, 3))
	t.Setenv(FullEnv, "yes")
	want := DepthDefault
	if testing.Short() {
		want = DepthShort
	}
	assert.Equal(t, want, TestDepth())
	assert.Equal(t, int(want)+1, ByDepth(1, 2, 3))
}
