package compose

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// A turn mail in a game with a deadline tells its reader when theirs
// passes, in their zone and language, with the offset of that date: a
// game started in July is in summer time, one in November in winter
// time; without tz it is UTC, labelled; a game without deadline says
// nothing of it.
func TestTurnMailDeadlineInTheReadersZone(t *testing.T) {
	newGame := func(now time.Time, deadline string, langs, zones map[string]string) *pbem.Replay {
		t.Helper()
		r, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
			Now: now, Out: filepath.Join(t.TempDir(), "g.pbem"), Deadline: deadline, Langs: langs, Zones: zones})
		require.NoError(t, err)
		return r
	}
	greeting := func(r *pbem.Replay) string {
		t.Helper()
		mails, err := Mails(r, "Ann", DefaultSender, mailDate)
		require.NoError(t, err)
		require.Len(t, mails, 1)
		return mails[0].Body
	}
	summer := time.Date(2026, 7, 1, 8, 0, 0, 0, time.UTC)
	winter := time.Date(2026, 11, 21, 23, 55, 0, 0, time.UTC)
	paris := map[string]string{"Ann": "Europe/Paris"}

	assert.Contains(t, greeting(newGame(summer, "3d", nil, paris)),
		"Ann, it is your move (ply 1). Your deadline (3d a decision) passes at\n2026-07-04 10:00 CEST.\n")
	assert.Contains(t, greeting(newGame(winter, "72h", nil, paris)),
		"Ann, it is your move (ply 1). Your deadline (72h a decision) passes at\n2026-11-25 00:55 CET.\n")
	assert.Contains(t, greeting(newGame(winter, "72h", map[string]string{"Ann": "fr"}, paris)),
		"Ann, c'est à vous de jouer (coup 1). Votre délai (72h par décision)\nexpire le 2026-11-25 00:55 CET.\n")
	assert.Contains(t, greeting(newGame(winter, "72h", nil, nil)), "passes at\n2026-11-24 23:55 UTC.\n")
	assert.NotContains(t, greeting(newGame(winter, "", nil, paris)), "deadline")

	r := newGame(winter, "72h", nil, paris)
	mails, err := Mails(r, "Bob", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.NotContains(t, mails[0].Body, "deadline", "Bob is not to act")
}
