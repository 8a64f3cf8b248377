package notation

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// metaRecord is a hand-made record in canonical form with times,
// meta-lines of players and of the host, and decisions taken back by an
// undo kept as a variation after its meta-lines.
const metaRecord = `1 Ann: money @2026-11-24T19:02:25Z
!Bob: say @2026-11-24T20:01:00Z {back on Monday}
!Bob: undo 2 @2026-11-24T20:02:00Z
!Ann: accept @2026-11-24T21:00:00Z
( 2 Bob: auction ?! @2026-11-24T20:00:00Z {hasty} )
2 Bob: money @2026-11-24T21:05:00Z
!replace Bob Dan @2026-11-25T08:00:00Z
`

func TestMetaRoundTrip(t *testing.T) {
	rec, err := ParseRecord(metaRecord, 1)
	require.NoError(t, err)
	assert.Equal(t, metaRecord, rec.Format())
	assert.Len(t, rec.Moves(), 2, "meta-lines and taken-back decisions are not main-line moves")
}

func TestMetaEntries(t *testing.T) {
	rec, err := ParseRecord(metaRecord, 1)
	require.NoError(t, err)
	require.Len(t, rec.Entries, 7)
	when, ok := rec.Entries[0].When()
	require.True(t, ok)
	assert.True(t, when.Equal(time.Date(2026, 11, 24, 19, 2, 25, 0, time.UTC)))

	say := rec.Entries[1]
	assert.Equal(t, Meta, say.Kind)
	assert.Equal(t, "Bob", say.Name)
	assert.Equal(t, "say", say.Verb())
	assert.Equal(t, "back on Monday", say.Comment)
	undo := rec.Entries[2]
	assert.Equal(t, []string{"2"}, undo.Args())
	assert.Equal(t, Pos{Line: 3, Col: 7}, undo.Pos)

	undone := rec.Entries[4]
	assert.Equal(t, Variation, undone.Kind)
	assert.Equal(t, 2, undone.Ply, "a variation after meta-lines branches at the next decision")
	auction := undone.Variation[0]
	assert.Equal(t, "auction", auction.Text)
	assert.Equal(t, "?!", auction.Glyph)
	assert.Equal(t, "2026-11-24T20:00:00Z", auction.Time)
	assert.Equal(t, "hasty", auction.Comment)

	host := rec.Entries[6]
	assert.Equal(t, "", host.Name, "the host says a meta-line without a name")
	assert.Equal(t, "replace", host.Verb())
	assert.Equal(t, []string{"Bob", "Dan"}, host.Args())
}

func TestMetaSpacingIsCanonicalised(t *testing.T) {
	rec, err := ParseRecord("  !  Ann :  resign   @2026-11-24T19:02:25+01:00{bye}\n1 Ann: money   @2026-11-24T19:02:25Z\n", 1)
	require.NoError(t, err)
	assert.Equal(t, "!Ann: resign @2026-11-24T19:02:25+01:00 {bye}\n1 Ann: money @2026-11-24T19:02:25Z\n", rec.Format())
}

func TestMetaErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"!\n", "1:2: expected a meta-command after \"!\""},
		{"!Ann:\n", "1:6: expected a meta-command after \"!\""},
		{"!: undo\n", "1:2: expected the player's name before \":\""},
		{"1 Ann: money @yesterday\n", "1:14: \"@yesterday\" is not a time"},
		{"1 Ann: money @2026-11-24T19:02:25Z !\n", "1:14: a time \"@…\" ends the line's text"},
		{"!Ann: say @2026-11-24T19:02:25Z x\n", "1:11: a time \"@…\" ends the line's text"},
		{"1 Ann: @2026-11-24T19:02:25Z\n", "1:8: expected a text before the time"},
		{"1 Ann: money\n( 1 Ann: draw @soon )\n", "2:15: \"@soon\" is not a time"},
	} {
		_, err := ParseRecord(tc.src, 1)
		require.Error(t, err, tc.src)
		assert.Contains(t, err.Error(), tc.want, tc.src)
	}
}

func TestFormatTimeIsUTCToTheSecond(t *testing.T) {
	paris := time.FixedZone("CET", 3600)
	assert.Equal(t, "2026-11-24T18:02:25Z", FormatTime(time.Date(2026, 11, 24, 19, 2, 25, 999, paris)))
}
