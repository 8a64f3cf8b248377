package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Info describes a game: one value instead of one-line methods, so that
// the tool lists, creates and checks every game the same way, and a game's
// id prefix or rules versions are written down once, here.
type Info struct {
	// ID is the short name used in game files and on the command line
	// ("palazzo").
	ID string `json:"id"`
	// Title is the human name ("Palazzo").
	Title string `json:"title"`
	// Prefix starts the ids of its games ("pz": "pz-7f3a2c").
	Prefix string `json:"prefix"`
	// Rules lists the rules versions files may name, newest last: new
	// games are played under the newest, and a file recorded under an
	// older one replays under it, never silently re-judged.
	Rules []string `json:"rules"`
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers int `json:"min_players"`
	MaxPlayers int `json:"max_players"`
	// Variants lists the optional rules or expansions Options may name;
	// any other name is refused.
	Variants []Variant `json:"variants,omitempty"`
	// Settings are the values a game takes at setup (Options.Settings,
	// `pbem new --option name=value`); any other name is refused.
	Settings []Setting `json:"settings,omitempty"`
	// CustomData says that the game plays on another data file given at
	// setup (Options.Data, `pbem new --data FILE`).
	CustomData bool `json:"custom_data,omitempty"`
	// Reconstructed lists, in English, the components whose data is a
	// reconstruction [R] rather than a sourced fact, so that tools can say
	// so next to the rules.
	Reconstructed []string `json:"reconstructed,omitempty"`
	// Messages are the game's catalogues, which word its events and
	// result lines in the reader's language where output is made (nil
	// for a game without any: its messages show as keys).
	Messages *Catalogs `json:"-"`
}

// Variant is an optional rule or expansion of a game.
type Variant struct {
	// Name is what Options.Variants and `pbem new --variant` say
	// ("ambassadors"); it is matched ignoring case.
	Name string `json:"name"`
	// Summary says in a few English words what it changes.
	Summary string `json:"summary"`
}

// Setting is a value a game takes at setup, such as a number of rounds.
type Setting struct {
	// Name is what Options.Settings and `pbem new --option` say
	// ("rounds"), matched exactly.
	Name string `json:"name"`
	// Default is the value a game without the setting takes, as written.
	Default string `json:"default"`
	// Summary says in a few English words what it sets.
	Summary string `json:"summary"`
}

// Errors of CheckOptions. The errors it returns wrap one of them, so that
// a caller can tell a wrong request from a file of another rules version.
var (
	ErrPlayerCount    = errors.New("wrong number of players")
	ErrUnknownVariant = errors.New("unknown variant")
	ErrUnknownRules   = errors.New("unknown rules version")
	ErrUnknownSetting = errors.New("unknown setting")
	ErrNoCustomData   = errors.New("no custom data")
)

// TitleIn is the game's name in language lang: the "game.title" message
// of its catalogue when it has one ("Les Princes de Florence"), Title
// otherwise.
func (i Info) TitleIn(lang string) string {
	if i.Messages != nil {
		if c := i.Messages.Text(lang); c.Has("game.title") {
			return c.Text("game.title")
		}
	}
	return i.Title
}

// Newest returns the rules version new games are played under.
func (i Info) Newest() string {
	if len(i.Rules) == 0 {
		return ""
	}
	return i.Rules[len(i.Rules)-1]
}

// SupportsRules reports whether files recorded under version v replay.
func (i Info) SupportsRules(v string) bool {
	for _, r := range i.Rules {
		if r == v {
			return true
		}
	}
	return false
}

// CheckOptions makes the checks every game needs before Setup: a known
// rules version (empty means the newest), a number of players the game is
// for, and known variants. The game's own Setup may check more.
func (i Info) CheckOptions(opts Options, players int) error {
	if opts.Rules != "" && !i.SupportsRules(opts.Rules) {
		return optionError(ErrUnknownRules, "rules %s of %s are not supported by this pbem (it plays %q)",
			quote(opts.Rules), i.Title, i.Newest())
	}
	if players < i.MinPlayers || players > i.MaxPlayers {
		return optionError(ErrPlayerCount, "%s is for %d to %d players, not %d", i.Title, i.MinPlayers, i.MaxPlayers, players)
	}
	for _, v := range opts.Variants {
		if _, ok := i.Variant(v); !ok {
			return optionError(ErrUnknownVariant, "unknown variant %s of %s (%s)", quote(v), i.Title, i.knownVariants())
		}
	}
	for name := range opts.Settings {
		if _, ok := i.Setting(name); !ok {
			return optionError(ErrUnknownSetting, "unknown setting %s of %s (%s)", quote(name), i.Title, i.knownSettings())
		}
	}
	if opts.Data != nil && !i.CustomData {
		return optionError(ErrNoCustomData, "%s plays only on its own data: it takes no data file", i.Title)
	}
	return nil
}

// Setting finds a setting by name.
func (i Info) Setting(name string) (Setting, bool) {
	for _, s := range i.Settings {
		if s.Name == name {
			return s, true
		}
	}
	return Setting{}, false
}

// SettingValue is the value of setting name in opts, or its default.
func (i Info) SettingValue(opts Options, name string) string {
	if v, ok := opts.Settings[name]; ok {
		return v
	}
	s, _ := i.Setting(name)
	return s.Default
}

// knownSettings says which settings there are, for an error.
func (i Info) knownSettings() string {
	if len(i.Settings) == 0 {
		return "it has none"
	}
	names := make([]string, len(i.Settings))
	for k, s := range i.Settings {
		names[k] = s.Name
	}
	return "known: " + strings.Join(names, ", ")
}

// Variant finds a variant by name, ignoring case.
func (i Info) Variant(name string) (Variant, bool) {
	for _, v := range i.Variants {
		if strings.EqualFold(v.Name, name) {
			return v, true
		}
	}
	return Variant{}, false
}

// knownVariants says which variants there are, for an error.
func (i Info) knownVariants() string {
	if len(i.Variants) == 0 {
		return "it has none"
	}
	names := make([]string, len(i.Variants))
	for k, v := range i.Variants {
		names[k] = v.Name
	}
	return "known: " + strings.Join(names, ", ")
}

// maxQuoted is how much of a name from a file an error repeats: a file may
// hold anything, and an error should stay one readable line.
const maxQuoted = 40

// quote quotes s for an error, cut to maxQuoted characters.
func quote(s string) string {
	if utf8.RuneCountInString(s) > maxQuoted {
		s = string([]rune(s)[:maxQuoted]) + "…"
	}
	return strconv.Quote(s)
}

// kindError is an error of CheckOptions: its message, and the sentinel it
// wraps without repeating it.
type kindError struct {
	kind error
	msg  string
}

func optionError(kind error, format string, args ...any) error {
	return &kindError{kind: kind, msg: fmt.Sprintf(format, args...)}
}

func (e *kindError) Error() string { return e.msg }
func (e *kindError) Unwrap() error { return e.kind }

// Identified is implemented by a game that knows its id without building
// its Info, which may decode its data file and catalogues: a command
// looks the game of a file up among all the games, and must not pay for
// the others' data. A type that embeds a game and gives it another id
// inherits the embedded ID: Games.Lookup confirms an id with the Info of
// the game it finds.
type Identified interface {
	// ID is Info().ID.
	ID() string
}

// IDOf returns the id of g: g.ID() when g is Identified, else Info().ID.
func IDOf(g Game) string {
	if id, ok := g.(Identified); ok {
		return id.ID()
	}
	return g.Info().ID
}
