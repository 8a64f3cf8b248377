package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestErrorSaysWhatIsMissingOnce: "missing X; expected X" says X twice;
// a message that names the one thing expected stands alone, and one that
// does not keeps its list.
func TestErrorSaysWhatIsMissingOnce(t *testing.T) {
	e := ErrEnd("missing a profession like poet", "a profession like poet")
	e.Pos = Pos{Line: 1, Col: 8}
	assert.Equal(t, "1:8: missing a profession like poet", e.Error())
	e = ErrEnd("missing square", "a square like d4")
	e.Pos = Pos{Line: 1, Col: 8}
	assert.Equal(t, "1:8: missing square; expected a square like d4", e.Error())
	e = ErrEnd("missing a card", "a card", "pass")
	e.Pos = Pos{Line: 1, Col: 8}
	assert.Contains(t, e.Error(), "; expected ")
}
