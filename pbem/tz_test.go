package pbem

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStampShowsTheZoneAcrossDST: one zone, a winter and a summer time,
// each printed with its own offset and abbreviation; UTC says "UTC"; a
// zone known only by its offset says "UTC+04", never a bare "+04".
func TestStampShowsTheZoneAcrossDST(t *testing.T) {
	paris, err := LoadZone("Europe/Paris")
	require.NoError(t, err)
	ny, err := LoadZone("America/New_York")
	require.NoError(t, err)
	dubai, err := LoadZone("Asia/Dubai")
	require.NoError(t, err)
	kolkata, err := LoadZone("Asia/Kolkata")
	require.NoError(t, err)
	winter := time.Date(2026, 11, 29, 8, 32, 0, 0, time.UTC)
	summer := time.Date(2026, 7, 1, 8, 0, 0, 0, time.UTC)
	tests := []struct {
		at   time.Time
		loc  *time.Location
		want string
	}{
		{winter, paris, "2026-11-29 09:32 CET"},
		{summer, paris, "2026-07-01 10:00 CEST"},
		{winter, ny, "2026-11-29 03:32 EST"},
		{summer, ny, "2026-07-01 04:00 EDT"},
		{winter, time.UTC, "2026-11-29 08:32 UTC"},
		{winter, nil, "2026-11-29 08:32 UTC"},
		{winter, dubai, "2026-11-29 12:32 UTC+04"},
		{winter, kolkata, "2026-11-29 14:02 IST"},
		// The last Sunday of March 2027: 01:00 UTC is when Paris moves on.
		{time.Date(2027, 3, 28, 0, 59, 0, 0, time.UTC), paris, "2027-03-28 01:59 CET"},
		{time.Date(2027, 3, 28, 1, 0, 0, 0, time.UTC), paris, "2027-03-28 03:00 CEST"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, StampIn(tt.at, tt.loc))
	}
	assert.Equal(t, "2026-11-29 08:32 UTC", StampUTC(winter.In(paris)), "terminal output is UTC whatever zone the time is in")
}

// TestZoneOfFallsBackToUTC: a player without tz, an unknown seat and a
// zone that does not load all print in UTC.
func TestZoneOfFallsBackToUTC(t *testing.T) {
	f := &File{Header: Header{Players: []Player{{Name: "Ann", TZ: "Europe/Paris"}, {Name: "Bob"}, {Name: "Cid", TZ: "Mars/Olympus"}}}}
	at := time.Date(2026, 11, 29, 8, 32, 0, 0, time.UTC)
	assert.Equal(t, "2026-11-29 09:32 CET", f.StampFor(0, at))
	assert.Equal(t, "2026-11-29 08:32 UTC", f.StampFor(1, at))
	assert.Equal(t, "2026-11-29 08:32 UTC", f.StampFor(2, at))
	assert.Equal(t, time.UTC, f.ZoneOf(-1))
	assert.Equal(t, time.UTC, f.ZoneOf(7))
}

func TestParseZone(t *testing.T) {
	for in, want := range map[string]string{"Europe/Paris": "Europe/Paris", " Asia/Tokyo ": "Asia/Tokyo", "UTC": "", "utc": "", "none": ""} {
		got, err := ParseZone(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"", "Mars/Olympus", "Local", "../../etc/passwd", strings.Repeat("A", 10000)} {
		_, err := ParseZone(in)
		assert.ErrorIs(t, err, ErrUsage, "%q", in)
	}
}

// TestNewRecordsZones: `new --tz Ann=Europe/Paris` writes Ann's tz and
// no key for the others; an unknown player or zone is refused before
// anything is written.
func TestNewRecordsZones(t *testing.T) {
	dir := t.TempDir()
	req := NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
		Out: filepath.Join(dir, "g.pbem"), Zones: map[string]string{"ann": "Europe/Paris"}}
	r, err := testGames.Create(req)
	require.NoError(t, err)
	assert.Equal(t, "Europe/Paris", r.File.Header.Players[0].TZ)
	assert.Equal(t, "", r.File.Header.Players[1].TZ)
	assert.Contains(t, readFile(t, req.Out), "tz = \"Europe/Paris\"\n")
	assert.Equal(t, 1, strings.Count(readFile(t, req.Out), "tz = "))

	for _, zones := range []map[string]string{{"Zed": "Europe/Paris"}, {"Bob": "Mars/Olympus"}} {
		req.Out, req.Zones = filepath.Join(dir, "bad.pbem"), zones
		_, err := testGames.Create(req)
		assert.ErrorIs(t, err, ErrUsage)
		assert.ErrorContains(t, err, "--tz ")
		assert.NoFileExists(t, req.Out)
	}
}

// TestSetZoneEditsInPlace: SetZone adds, changes and removes a player's
// tz key and nothing else of the file; setting the same zone again
// leaves the file as it was.
func TestSetZoneEditsInPlace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	writeAt(t, path, commentedFront)
	res, err := palazzoGames.SetZone(path, "bob", "Europe/Paris")
	require.NoError(t, err)
	assert.Equal(t, ZoneResult{Path: path, Player: "Bob", TZ: "Europe/Paris", Changed: true}, *res)
	withTZ := strings.Replace(commentedFront, "bot = \"mcts:200\"\n", "bot = \"mcts:200\"\ntz = \"Europe/Paris\"\n", 1)
	assert.Equal(t, withTZ, readFile(t, path), "comments, order and record stay")

	res, err = palazzoGames.SetZone(path, "Bob", "Europe/Paris")
	require.NoError(t, err)
	assert.False(t, res.Changed)
	assert.Equal(t, withTZ, readFile(t, path))

	_, err = palazzoGames.SetZone(path, "Bob", "America/New_York")
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(withTZ, "Europe/Paris", "America/New_York", 1), readFile(t, path))

	_, err = palazzoGames.SetZone(path, "Bob", "UTC")
	require.NoError(t, err)
	assert.Equal(t, commentedFront, readFile(t, path), "UTC is the default: the key goes")

	for _, bad := range [][2]string{{"Zed", "Europe/Paris"}, {"Bob", "Mars/Olympus"}} {
		_, err = palazzoGames.SetZone(path, bad[0], bad[1])
		assert.ErrorIs(t, err, ErrUsage)
		assert.Equal(t, commentedFront, readFile(t, path))
	}
}
