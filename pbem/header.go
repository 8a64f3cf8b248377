package pbem

import (
	"bytes"
	"errors"
	"fmt"
	"net/mail"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/unicode/norm"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// FileFormat is the format version written in every game file.
const FileFormat = "pbem/1"

// Trust modes.
const (
	ModeOpen   = "open"   // the seed is in the file
	ModeSealed = "sealed" // the file holds a commitment; the seed is in a key file
)

// Header is a game file's front matter.
type Header struct {
	Format     string    `toml:"format"`
	Game       string    `toml:"game"`
	Rules      string    `toml:"rules"`
	ID         string    `toml:"id"`
	Created    time.Time `toml:"created"`
	Mode       string    `toml:"mode"`
	Commitment string    `toml:"commitment,omitempty"`
	Seed       string    `toml:"seed,omitempty"`
	// AwaitSeeds tells that the game was dealt only once its players gave
	// their seeds, after the host's commitment was sent to them
	// (seed_entropy.go); SeedWait is how long the host waits for them
	// ("3d"), "" for no limit.
	AwaitSeeds bool     `toml:"await_seeds,omitempty"`
	SeedWait   string   `toml:"seed_wait,omitempty"`
	Variants   []string `toml:"variants,omitempty"`
	// Deadline is how long a player may take over a decision ("72h",
	// "3d"), "" for none (meta_clock.go).
	Deadline string `toml:"deadline,omitempty"`
	// Hints, when true, lets the players ask the host for a hint by mail
	// ("!hint", inbox_hint.go); off by default, and every turn mail says
	// which.
	Hints   bool     `toml:"hints,omitempty"`
	Players []Player `toml:"players"`
	// Settings are the game's settings given at `new` (engine.Info.Settings),
	// as strings; a setting not named takes the game's default.
	Settings map[string]string `toml:"settings,omitempty"`
	// Data names the data file the game is played on instead of its
	// embedded one, with its hash; nil for the embedded data.
	Data *DataRef `toml:"data,omitempty"`
	// Notify is a web address posted one JSON message for every turn of
	// the game ("" for none), in the form NotifyFormat names
	// (header_hosting.go, docs/hosting.md).
	Notify string `toml:"notify,omitempty"`
	// NotifyFormat is the shape of Notify's message: "json" (the
	// default), "discord" or "slack".
	NotifyFormat string `toml:"notify_format,omitempty"`
	// AwayDays is how many away days each player may take a year in this
	// game; 0 for no limit.
	AwayDays int `toml:"away_days,omitempty,omitzero"`
	// Observers are the mail addresses told the public story of the game
	// (posts and result), never a private view; they cannot act.
	Observers []string `toml:"observers,omitempty"`
	// Observable, when true, lets anyone join or leave Observers by mail
	// (!observe, !unobserve).
	Observable bool `toml:"observable,omitempty"`
	// Tags are the [tags] table, in the order written (header_tags.go).
	Tags []Tag `toml:"-"`
}

// Player is a seat at the table: its name (unique, used on record lines and
// with --as), an optional mail address and the language of its mails.
type Player struct {
	Name  string `toml:"name"`
	Email string `toml:"email,omitempty"`
	// Lang is the language of the player's mails: "en" (the default when
	// empty) or "fr".
	Lang string `toml:"lang,omitempty"`
	// Bot, when not empty, makes the seat a computer player: "mcts:2000"
	// plays the fair search with 2000 simulated games a decision (bot.go).
	Bot string `toml:"bot,omitempty"`
	// TZ is the player's time zone, an IANA name ("Europe/Paris"): their
	// mails print local times with the zone; "" prints UTC.
	TZ string `toml:"tz,omitempty"`
	// Mails is what the player is mailed when a decision is theirs:
	// "turns" (a mail per turn, the default when empty), "digest" (one
	// daily list of their games, `remind --digest`) or "both".
	Mails string `toml:"mails,omitempty"`
}

// decodeHeader reads front matter strictly: TOML errors and unknown keys
// are errors placed in the file (the front matter starts on line 2).
func decodeHeader(front string) (Header, error) {
	var h Header
	if len(front) <= MaxFrontMatter {
		// The shape pbem writes, read without reflection; it nests two
		// levels at most, which checkFrontMatter need not measure.
		if fast, ok := decodeHeaderFast(front); ok {
			return fast, nil
		}
	}
	if err := checkFrontMatter(front); err != nil {
		return h, err
	}
	return decodeHeaderTOML(front)
}

// decodeHeaderTOML is decodeHeader by the TOML library, for any front
// matter that is not of the plain shape decodeHeaderFast reads.
func decodeHeaderTOML(front string) (Header, error) {
	var h Header
	md, err := toml.Decode(front, &h)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			line := perr.Position.Line
			return h, fileError(notation.Pos{Line: line + 1, Col: max(perr.Position.Col, 1)},
				sourceLine(front, line), "%s", perr.Message)
		}
		return h, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	if keys := undecodedOutsideTags(md.Undecoded()); len(keys) > 0 {
		return h, fmt.Errorf("%w: unknown key %s in the front matter", ErrCorrupt, keyList(keys))
	}
	h.Tags, err = decodeTags(front, md)
	return h, err
}

// keyList names the first few of keys, quoted and cut, and counts the rest.
func keyList(keys []toml.Key) string {
	const shown = 5
	names := make([]string, 0, shown+1)
	for i, k := range keys {
		if i == shown {
			names = append(names, fmt.Sprintf("and %d more", len(keys)-shown))
			break
		}
		names = append(names, notation.Clip(k.String()))
	}
	return strings.Join(names, ", ")
}

// sourceLine returns line n (1-based) of text, or "".
func sourceLine(text string, n int) string {
	lines := strings.Split(text, "\n")
	if n < 1 || n > len(lines) {
		return ""
	}
	return strings.TrimSuffix(lines[n-1], "\r")
}

func fileError(pos notation.Pos, source, format string, args ...any) *FileError {
	e := notation.Errorf(pos, format, args...)
	e.Source = source
	return &FileError{Detail: e}
}

// Encode writes the front matter, fences included.
func (h Header) Encode() (string, error) {
	var b bytes.Buffer
	b.WriteString(notation.FrontMatterFence + "\n")
	enc := toml.NewEncoder(&b)
	enc.Indent = ""
	if err := enc.Encode(h); err != nil {
		return "", fmt.Errorf("encode front matter: %w", err)
	}
	tags, err := encodeTags(h.Tags)
	if err != nil {
		return "", err
	}
	b.WriteString(tags)
	b.WriteString(notation.FrontMatterFence + "\n")
	return b.String(), nil
}

// validate checks what TOML cannot: the values and how they fit together.
// The game and rules are checked against the list of games (Games) elsewhere.
func (h Header) validate() error {
	for _, c := range headerChecks {
		if err := c.check(h); err != nil {
			return err
		}
	}
	return nil
}

func corruptf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

func ValidID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// validateTrust checks the seed and commitment against the mode. A sealed
// file may hold its seed once revealed; then the seed must match.
func (h Header) validateTrust() error {
	switch h.Mode {
	case ModeOpen:
		if h.Commitment != "" {
			return corruptf("an open game has no commitment")
		}
		if _, err := ParseSeed(h.Seed); err != nil {
			return corruptf("seed: %v", err)
		}
	case ModeSealed:
		if !validCommitment(h.Commitment) {
			return corruptf("a sealed game needs commitment = \"sha256:<64 hex digits>\"")
		}
		if h.Seed == "" {
			return nil
		}
		seed, err := ParseSeed(h.Seed)
		if err != nil {
			return corruptf("seed: %v", err)
		}
		if seed.Commitment() != h.Commitment {
			return &classed{class: ErrBadKey, err: fmt.Errorf("%w: the revealed seed does not match the commitment", ErrCorrupt)}
		}
	default:
		return corruptf("mode %s: expected %q or %q", notation.Quote(h.Mode), ModeOpen, ModeSealed)
	}
	return nil
}

func validCommitment(c string) bool {
	digits, ok := strings.CutPrefix(c, commitmentPrefix)
	if !ok || len(digits) != 64 {
		return false
	}
	return strings.Trim(digits, "0123456789abcdef") == ""
}

// validatePlayers checks the names a record line can hold, their
// uniqueness (as SameName compares them: ignoring case, normal form and
// commas, as --as and the notation do) and the addresses. Its errors
// have no class: a file is corrupt, a request is wrong.
func validatePlayers(players []Player) error {
	seen := map[string]bool{}
	for _, p := range players {
		if err := ValidateName(p.Name); err != nil {
			return err
		}
		key := strings.ToLower(NormalizeName(notation.Spelled(p.Name)))
		if seen[key] {
			return fmt.Errorf("two players are named %q", p.Name)
		}
		seen[key] = true
		if p.Email != "" {
			if _, err := mail.ParseAddress(p.Email); err != nil {
				return fmt.Errorf("email of %s: %s is not an address", p.Name, notation.Quote(p.Email))
			}
		}
		if p.Lang != "" && !slices.Contains(Langs, Lang(p.Lang)) {
			return fmt.Errorf("lang of %s: %s is not a supported language (en or fr)", p.Name, notation.Quote(p.Lang))
		}
		if p.Bot == "" {
			continue // a person: ParseBot would make an error to throw away
		}
		if _, err := ParseBot(p.Bot); err != nil {
			return fmt.Errorf("%s: %w", p.Name, err)
		}
	}
	return nil
}

// MaxNameLen is the widest player name, in display columns
// (engine.Columns: a CJK letter takes two). Names stand in boards and
// score tables, which are at most 72 columns wide.
const MaxNameLen = 16

// ValidateName checks that name can stand on a record line and in a
// board: 1 to MaxNameLen display columns of printable Unicode (letters of
// any script, combining marks, digits, punctuation, symbols), words
// separated by single spaces (the notation splits names at blanks and
// joins them with one space), no surrounding blanks, no ':' (which ends
// the name), no braces (comments), not starting with a digit or a mark,
// no word like a time mark ("@2"). Control, format (bidi overrides,
// zero-width joiners) and private-use characters are refused: they would
// reorder or hide what a board shows. Names are written NFC-normalised
// (NormalizeName); a file may hold them in another form.
// docs/file-format.md gives the rule.
func ValidateName(name string) error {
	switch {
	case name == "":
		return errors.New("a player name is empty")
	case !utf8.ValidString(name):
		return fmt.Errorf("player name %s is not UTF-8", notation.Quote(name))
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("player name %s has surrounding blanks", notation.Quote(name))
	}
	if err := checkNameRunes(name); err != nil {
		return fmt.Errorf("player name %s: %w", notation.Quote(name), err)
	}
	first, _ := utf8.DecodeRuneInString(name)
	switch cols := engine.Columns(name); {
	case cols > MaxNameLen:
		return fmt.Errorf("player name %s is %d columns wide: at most %d fit on a board", notation.Quote(name), cols, MaxNameLen)
	case strings.ContainsAny(name, ":{}"):
		return fmt.Errorf("player name %s contains ':', '{' or '}'", notation.Quote(name))
	case unicode.IsDigit(first):
		return fmt.Errorf("player name %s starts with a digit", notation.Quote(name))
	case slices.ContainsFunc(strings.Fields(name), notation.StartsTime):
		return fmt.Errorf("player name %s has a word starting with '@' and a digit, as a time does", notation.Quote(name))
	}
	return nil
}

// checkNameRunes refuses the characters a name may not hold: blanks other
// than single spaces, characters that do not print, and a combining mark
// with no letter before it (at the start or after a space).
func checkNameRunes(name string) error {
	prev := ' '
	for _, r := range name {
		switch {
		case r == ' ' && prev == ' ':
			return errors.New("words are separated by a single space")
		case r == ' ':
		case unicode.IsSpace(r):
			return fmt.Errorf("%U is a blank other than a space", r)
		case unicode.Is(unicode.M, r) && prev == ' ':
			return fmt.Errorf("the mark %U has no letter before it", r)
		case !unicode.IsPrint(r) || unicode.Is(unicode.Co, r):
			return fmt.Errorf("%U does not print (a control, format or private character)", r)
		}
		prev = r
	}
	return nil
}

// NormalizeName is name in Unicode NFC, the form pbem writes: "Zoë" typed
// as "e" and a combining diaeresis becomes the one letter "ë", so that it
// matches the same name typed on another keyboard.
func NormalizeName(name string) string { return norm.NFC.String(name) }

// SameName reports whether a and b name the same player: equal ignoring
// case, Unicode normal form ("Zoë" typed precomposed or with a combining
// diaeresis, as a Mac terminal may send it to --as) and commas, which the
// notation reads as word breaks ("Smith, J" is typed "Smith J" in a move,
// so two players may not be called so).
func SameName(a, b string) bool {
	if strings.EqualFold(a, b) {
		return true
	}
	if strings.ContainsRune(a, ',') || strings.ContainsRune(b, ',') { // names are single-spaced: only a comma spells otherwise
		if a, b = notation.Spelled(a), notation.Spelled(b); strings.EqualFold(a, b) {
			return true
		}
	}
	return !(nameASCII(a) && nameASCII(b)) && strings.EqualFold(NormalizeName(a), NormalizeName(b))
}

// nameASCII reports whether s is all ASCII, where normal forms agree.
func nameASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// MailPlayer is a person as a mail addresses them.
type MailPlayer struct{ Name, Email string }

// String returns "Name <email>", or whichever half is set.
func (p MailPlayer) String() string {
	switch {
	case p.Email == "":
		return p.Name
	case p.Name == "":
		return p.Email
	}
	return p.Name + " <" + p.Email + ">"
}
