package pbem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withHosting returns wantNewFile with top (top-level keys, before mode)
// and ann (keys of Ann's table) added.
func withHosting(t *testing.T, top, ann string) string {
	t.Helper()
	src := wantNewFile
	if top != "" {
		src = corrupt(t, "mode = ", top+"\nmode = ")
	}
	if ann != "" {
		require.Contains(t, src, "email = \"ann@example.org\"")
		src = strings.Replace(src, "email = \"ann@example.org\"", "email = \"ann@example.org\"\n"+ann, 1)
	}
	return src
}

func TestHostingKeysAreRead(t *testing.T) {
	src := withHosting(t, `notify = "https://hooks.example.org/x?y=1"
notify_format = "discord"
away_days = 21
observers = ["Kib <kib@example.org>", "zed@example.org"]
observable = true`, "tz = \"Europe/Paris\"\nmails = \"both\"")
	f, err := testGames.Parse("g.pbem", []byte(src))
	require.NoError(t, err)
	h := f.Header
	assert.Equal(t, "https://hooks.example.org/x?y=1", h.Notify)
	assert.Equal(t, NotifyDiscord, h.NotifyFormat)
	assert.Equal(t, 21, h.AwayDays)
	assert.Equal(t, []string{"Kib <kib@example.org>", "zed@example.org"}, h.Observers)
	assert.True(t, h.Observable)
	assert.Equal(t, "Europe/Paris", h.Players[0].TZ)
	assert.Equal(t, MailsBoth, h.Players[0].Mails)
	loc, err := LoadZone(h.Players[0].TZ)
	require.NoError(t, err)
	assert.Equal(t, "Europe/Paris", loc.String())
}

// Each bad value is refused, and check places it at its key's line and
// column (the front matter's line 1 is the file's line 2).
func TestHostingKeysAreCheckedInPlace(t *testing.T) {
	tests := []struct {
		name, top, ann, msg, at string
	}{
		{"notify not a web address", `notify = "ftp://x.org/hook"`, "", `notify "ftp://x.org/hook": expected a web address`, "g.pbem:7:1: "},
		{"notify without host", `notify = "https:///hook"`, "", "expected a web address", "g.pbem:7:1: "},
		{"notify too long", `notify = "https://x.org/` + strings.Repeat("a", 2100) + `"`, "", "bytes long: at most 2048", "g.pbem:7:1: "},
		{"notify_format unknown", "notify = \"https://x.org/h\"\nnotify_format = \"teams\"", "", `notify_format "teams": expected one of`, "g.pbem:8:1: "},
		{"notify_format alone", `notify_format = "slack"`, "", "notify_format is given without notify", "g.pbem:7:1: "},
		{"away_days negative", "away_days = -1", "", "away_days -1: expected 0 (no limit) to 366", "g.pbem:7:1: "},
		{"away_days beyond a year", "away_days = 400", "", "away_days 400", "g.pbem:7:1: "},
		{"observer not an address", `observers = ["kib"]`, "", `observers: "kib" is not an address`, "g.pbem:7:1: "},
		{"observer twice", `observers = ["a@x.org", "A <a@x.org>"]`, "", `observers: "a@x.org" is given twice`, "g.pbem:7:1: "},
		{"tz unknown", "", `tz = "Mars/Olympus"`, `tz of Ann: "Mars/Olympus" is not a time zone`, "g.pbem:13:1: "},
		{"tz a path", "", `tz = "../../etc/passwd"`, "is not a time zone", "g.pbem:13:1: "},
		{"tz Local", "", `tz = "Local"`, "is not a time zone", "g.pbem:13:1: "},
		{"mails unknown", "", `mails = "weekly"`, `mails of Ann: "weekly", expected one of`, "g.pbem:13:1: "},
		// Bob's bad zone is placed at Bob's line, not at Ann's good one.
		{"tz of the second player", "", "tz = \"Europe/Paris\"", `tz of Bob: "Nowhere"`, "g.pbem:17:1: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := withHosting(t, tt.top, tt.ann)
			if tt.name == "tz of the second player" {
				src = corrupt(t, "name = \"Bob\"", "name = \"Bob\"\ntz = \"Nowhere\"")
				src = strings.Replace(src, "email = \"ann@example.org\"", "email = \"ann@example.org\"\ntz = \"Europe/Paris\"", 1)
			}
			_, err := testGames.Parse("g.pbem", []byte(src))
			require.ErrorIs(t, err, ErrCorrupt)
			assert.Contains(t, err.Error(), tt.msg)
			_, l := testGames.ParseAll("g.pbem", []byte(src))
			require.Len(t, l.Errs, 1)
			assert.True(t, strings.HasPrefix(l.Errs[0].Error(), tt.at), "got %q", l.Errs[0].Error())
		})
	}
}
