package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestApplyQuietIsApply(t *testing.T) {
	for players := 2; players <= 4; players++ {
		enginetest.CheckApplyQuiet(t, Game{}, players, 6)
	}
}
