package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Away lines are worded in the log in English and French, as the other
// meta-lines, not shown raw; a window the template cannot read stays raw.
func TestWordMetaAwayLines(t *testing.T) {
	away := MetaLine{Name: "Ann", Verb: AwayVerb, Args: []string{"2026-12-20..2027-01-03"}}
	assert.Equal(t, "Ann is away from 2026-12-20 to 2027-01-03 (days in UTC)", wordMeta(away, English))
	assert.Equal(t, "Ann s'absente du 2026-12-20 au 2027-01-03 (dates en UTC)", wordMeta(away, French))
	cancel := MetaLine{Name: "Bob", Verb: AwayVerb, Args: []string{AwayCancel}}
	assert.Equal(t, "Bob cancels their away days still to come", wordMeta(cancel, English))
	assert.Equal(t, "Bob annule ses jours d'absence à venir", wordMeta(cancel, French))
	odd := MetaLine{Name: "Cid", Verb: AwayVerb, Args: []string{"soon"}}
	assert.Equal(t, "!Cid: away soon", wordMeta(odd, English))
}
