package princes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// What the parser says it expected reads in French in a French seat's
// refusal: the engine's refusal table (engine/refusals/fr.toml) has each.
func TestParserExpectationsHaveFrench(t *testing.T) {
	enginetest.RefusalsTranslated(t, "fr", expectProfession, expectStack, expectLandscape, expectBuilding, expectFreedom, expectSquare, expectOrient, expectNumber, expectCard, expectPlayer)
}

// A move the rules refuse reads in French for a French seat, the ids it
// names kept as the player typed them.
func TestRuleRefusalsHaveFrench(t *testing.T) {
	fr := engine.RefusalsIn("fr")
	st := viewTestState(t, 3)
	m, err := Game{}.ParseMove(st, 1, "work poet")
	if err != nil {
		t.Fatal(err)
	}
	_, refusal := st.Clone().Apply(1, m, nil)
	if refusal == nil {
		t.Fatal("work poet was accepted")
	}
	assert.NotEqual(t, refusal.Error(), fr.Translate(refusal.Error()), "engine/refusals/fr.toml lacks %q", refusal.Error())
	assert.Equal(t, "coup illégal : vous ne pouvez faire l'action bonus que deux fois par tour",
		fr.Translate("illegal move: you may take the bonus action only twice a turn"))
	assert.Equal(t, "coup illégal : la pioche profession est vide", fr.Translate("illegal move: the profession deck is empty"))
}
