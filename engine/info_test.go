package engine

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

var testInfo = Info{ID: "demo", Title: "Demo", Prefix: "dm", Rules: []string{"demo/1", "demo/2"},
	MinPlayers: 2, MaxPlayers: 4, Variants: []Variant{{Name: "fast", Summary: "fewer rounds"}, {Name: "slow"}}}

func TestInfoRules(t *testing.T) {
	assert.Equal(t, "demo/2", testInfo.Newest(), "the newest is last")
	assert.True(t, testInfo.SupportsRules("demo/1"), "old files replay")
	assert.False(t, testInfo.SupportsRules("demo/3"))
	assert.False(t, testInfo.SupportsRules(""), "a file names its rules")
	assert.Empty(t, Info{}.Newest())
}

func TestCheckOptionsAccepts(t *testing.T) {
	for _, opts := range []Options{{}, {Rules: "demo/1"}, {Variants: []string{"FAST", "slow"}}} {
		assert.NoError(t, testInfo.CheckOptions(opts, 2), "%+v", opts)
	}
	assert.NoError(t, testInfo.CheckOptions(Options{}, 4))
}

func TestCheckOptionsRefuses(t *testing.T) {
	tests := []struct {
		name    string
		info    Info
		opts    Options
		players int
		kind    error
		msg     string
	}{
		{"too few", testInfo, Options{}, 1, ErrPlayerCount, "Demo is for 2 to 4 players, not 1"},
		{"too many", testInfo, Options{}, 5, ErrPlayerCount, "Demo is for 2 to 4 players, not 5"},
		{"rules", testInfo, Options{Rules: "demo/9"}, 3, ErrUnknownRules,
			`rules "demo/9" of Demo are not supported by this pbem (it plays "demo/2")`},
		{"variant", testInfo, Options{Variants: []string{"fast", "turbo"}}, 3, ErrUnknownVariant,
			`unknown variant "turbo" of Demo (known: fast, slow)`},
		{"no variants", Info{Title: "Plain", MinPlayers: 2, MaxPlayers: 2}, Options{Variants: []string{"x"}}, 2,
			ErrUnknownVariant, `unknown variant "x" of Plain (it has none)`},
		{"long name", testInfo, Options{Variants: []string{strings.Repeat("v", 50)}}, 3, ErrUnknownVariant,
			`unknown variant "` + strings.Repeat("v", 40) + `…" of Demo`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.info.CheckOptions(tt.opts, tt.players)
			assert.ErrorIs(t, err, tt.kind)
			assert.ErrorContains(t, err, tt.msg)
		})
	}
}

// Settings and custom data are checked like variants: an unknown setting,
// or a data file for a game that takes none, is refused; a missing
// setting takes its default.
func TestCheckOptionsSettingsAndData(t *testing.T) {
	info := Info{Title: "Toy", MinPlayers: 2, MaxPlayers: 4, Settings: []Setting{{Name: "rounds", Default: "25"}}}
	if err := info.CheckOptions(Options{Settings: map[string]string{"rounds": "8"}}, 3); err != nil {
		t.Fatal(err)
	}
	if err := info.CheckOptions(Options{Settings: map[string]string{"turns": "8"}}, 3); !errors.Is(err, ErrUnknownSetting) {
		t.Fatalf("unknown setting: %v", err)
	}
	if err := info.CheckOptions(Options{Data: []byte("x")}, 3); !errors.Is(err, ErrNoCustomData) {
		t.Fatalf("data for a game without custom data: %v", err)
	}
	info.CustomData = true
	if err := info.CheckOptions(Options{Data: []byte("x")}, 3); err != nil {
		t.Fatal(err)
	}
	if v := info.SettingValue(Options{}, "rounds"); v != "25" {
		t.Fatalf("default %q", v)
	}
}

// A game names itself in the reader's language where its catalogue says
// how, and keeps its title otherwise.
func TestTitleIn(t *testing.T) {
	c := MustParseCatalogs([]byte("[game]\ntitle = \"The Princes of Florence\"\n"),
		map[string][]byte{"fr": []byte("[game]\ntitle = \"Les Princes de Florence\"\n")})
	info := Info{Title: "The Princes of Florence", Messages: c}
	if got := info.TitleIn("fr"); got != "Les Princes de Florence" {
		t.Errorf("fr: %q", got)
	}
	if got := (Info{Title: "Palazzo"}).TitleIn("fr"); got != "Palazzo" {
		t.Errorf("without a catalogue: %q", got)
	}
}
