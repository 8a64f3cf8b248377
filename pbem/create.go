package pbem

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"net/mail"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// NewGame describes a game to create.
type NewGame struct {
	Game    string
	Players []string
	// Emails maps player names to addresses (optional, any subset).
	Emails map[string]string
	// Langs maps player names to the language of their mails (optional,
	// any subset; English for the others).
	Langs map[string]string
	// Zones maps player names to their time zones (optional, any subset;
	// UTC for the others): see tz.go.
	Zones    map[string]string
	Variants []string
	// Deadline is the game's deadline ("72h", "3d"), "" for none.
	Deadline string
	// Hints lets the players ask the host for hints by mail (Header.Hints).
	Hints bool
	// Settings are values of the game's settings (engine.Info.Settings),
	// by name; unknown names are refused, and the game's Setup judges the
	// values.
	Settings map[string]string
	// Data is the path of a data file that replaces the game's embedded
	// one (engine.Info.CustomData); empty for the embedded data.
	Data string
	// Sealed keeps the seed in a key file next to the game file.
	Sealed bool
	// Seed names the seed (see SeedFromText); empty draws a fresh one.
	// A sealed game refuses a seed that is not 64 hex digits: a short text
	// could be found by trying words against the public commitment.
	Seed string
	// Out is the game file's path; empty means FileName in the current
	// directory.
	Out string
	// Now is the creation time written in the file.
	Now time.Time
	// Tags are the [tags] table, as "key=value" texts in order.
	Tags []string
	// Bots maps the names of the players who are computer players to
	// their budget in simulated games a decision (0: the default;
	// bot.go).
	Bots map[string]int
	// AwaitSeeds deals the sealed game only once its players gave their
	// seeds, or the host closed the wait: Create writes it undealt and
	// returns an error wrapping ErrWaitingSeeds, CreateAwaiting its file.
	// SeedWait is how long the host waits ("3d"). Entropy maps players to
	// the seeds they give at creation, as hex digits. See seed_entropy.go.
	AwaitSeeds bool
	SeedWait   string
	Entropy    map[string]string
}

// FileName returns the default name of a game's file: "<game>-<id>.pbem".
func FileName(game, id string) string { return game + "-" + id + ".pbem" }

// Create writes a new game file (and, when sealed, its key file with mode
// 0600) and returns the game dealt. It never overwrites a file: an existing
// one wraps ErrExists. Wrong requests (unknown game, bad names, wrong
// player count, unknown variant) wrap ErrUsage or ErrUnknownGame.
func (c Games) Create(req NewGame) (*Replay, error) {
	g, err := c.Lookup(req.Game)
	if err != nil {
		return nil, AsUsage(err)
	}
	seed, err := newGameSeed(req.Seed, req.Sealed)
	if err != nil {
		return nil, err
	}
	h, err := newHeader(g.Info(), req, seed)
	if err != nil {
		return nil, err
	}
	if h.ID, err = gameIDIn(seed, g.Info().Prefix, filepath.Dir(cmp.Or(req.Out, "."))); err != nil {
		return nil, err
	}
	path := req.Out
	if path == "" {
		path = FileName(h.Game, h.ID)
	}
	if req.Data != "" {
		if h.Data, err = newDataRef(req.Data, path); err != nil {
			return nil, err
		}
	}
	src, err := h.Encode()
	if err != nil {
		return nil, err
	}
	f, err := c.Parse(path, []byte(src))
	if err != nil {
		return nil, AsUsage(err)
	}
	f, dealt, err := c.entropyAtCreation(f, seed, req) // the players' seeds: seed_entropy_new.go
	if err != nil {
		return nil, err
	}
	r, err := f.setup(dealt)
	if err != nil {
		return nil, AsUsage(err)
	}
	if err := c.annotateSetup(r); err != nil { // a sealed game's "{= …}" line (annotation.go)
		return nil, err
	}
	if err := c.botsStart(r, req.Now); err != nil {
		return nil, err
	}
	return r, WithNewLock(path, func() error { return createFiles(f, seed) })
}

// newGameSeed reads the requested seed or draws one.
func newGameSeed(text string, sealed bool) (Seed, error) {
	if text == "" {
		return NewSeed()
	}
	seed, hashed := SeedFromText(text)
	if hashed && sealed {
		return seed, Usagef("--seed %q: a sealed game needs a secret seed, 64 hex digits (or no --seed: one is drawn)", text)
	}
	return seed, nil
}

// newHeader builds and checks the front matter of a new game of the game
// info describes: the checks every game needs come first, then the names.
func newHeader(info engine.Info, req NewGame, seed Seed) (Header, error) {
	h := Header{
		Format: FileFormat, Game: info.ID, Rules: info.Newest(), ID: seed.GameID(info.Prefix),
		Created: req.Now.UTC().Truncate(time.Second), Mode: ModeOpen, Variants: req.Variants,
		Hints: req.Hints,
	}
	if req.Sealed {
		h.Mode, h.Commitment = ModeSealed, seed.Commitment()
		h.AwaitSeeds, h.SeedWait = req.AwaitSeeds, req.SeedWait // seed_entropy_new.go checks them
	} else {
		h.Seed = seed.String()
	}
	opts := engine.Options{Variants: req.Variants, Settings: req.Settings}
	if req.Data != "" {
		opts.Data = []byte{} // read once the game file's path is known
	}
	if err := info.CheckOptions(opts, len(req.Players)); err != nil {
		return h, AsUsage(err)
	}
	h.Variants = CanonicalVariants(info, req.Variants)
	if h.Deadline = req.Deadline; req.Deadline != "" {
		if _, err := ParseDeadline(req.Deadline); err != nil {
			return h, Usagef("--%v", err)
		}
	}
	if len(req.Settings) > 0 {
		h.Settings = req.Settings
	}
	players, err := newPlayers(req.Players, req.Emails)
	if err == nil {
		err = setLangs(players, req.Langs)
	}
	if err == nil {
		err = setZones(players, req.Zones)
	}
	if err == nil {
		err = setBots(players, req.Bots)
	}
	h.Players = players
	if err == nil {
		h.Tags, err = newTags(req.Tags)
	}
	return h, err
}

// CanonicalVariants names the variants, which CheckOptions found, as the
// game lists them: the file records "ambassadors" however it was typed.
func CanonicalVariants(info engine.Info, names []string) []string {
	var out []string
	for _, name := range names {
		v, _ := info.Variant(name)
		out = append(out, v.Name)
	}
	return out
}

// setLangs records each named player's language, refusing unknown names
// and languages pbem does not write.
func setLangs(players []Player, langs map[string]string) error {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	for name, code := range langs {
		i := indexFold(names, name)
		if i < 0 {
			return Usagef("--lang %s=%s: no player is named %q", name, code, name)
		}
		lang, err := ParseLang(code)
		if err != nil {
			return Usagef("--lang %s=%s: %v", name, code, err)
		}
		if lang != English {
			players[i].Lang = string(lang)
		}
	}
	return nil
}

// newPlayers pairs names with addresses and checks both.
func newPlayers(names []string, emails map[string]string) ([]Player, error) {
	players := make([]Player, len(names))
	names = slices.Clone(names)
	for i, name := range names {
		names[i] = NormalizeName(name) // written NFC, whatever the keyboard sent
		players[i] = Player{Name: names[i]}
	}
	for name, addr := range emails {
		i := indexFold(names, name)
		if i < 0 {
			return nil, Usagef("--email %s=%s: no player is named %q", name, addr, name)
		}
		if err := checkAddrSpec(addr); err != nil {
			return nil, Usagef("--email %s=%s: %v", name, addr, err)
		}
		players[i].Email = addr
	}
	if err := validatePlayers(players); err != nil {
		return nil, AsUsage(err)
	}
	return players, nil
}

// checkAddrSpec accepts a bare address (an RFC 5322 addr-spec such as
// ann@example.org) and nothing else: no display name, angle brackets,
// comment or blanks around it. The mail writer puts the player's name
// before the address itself, so a name here would be refused by `send`
// long after `new` accepted it.
func checkAddrSpec(addr string) error {
	a, err := mail.ParseAddress(addr)
	if err != nil || a.Name != "" || a.Address != addr {
		return fmt.Errorf("expected a bare address like ann@example.org, without a name or <>")
	}
	return nil
}

// indexFold is the index of name in names, ignoring case and Unicode
// normal form, or -1.
func indexFold(names []string, name string) int {
	name = NormalizeName(name)
	for i, n := range names {
		if strings.EqualFold(NormalizeName(n), name) {
			return i
		}
	}
	return -1
}

// createFiles writes the key (sealed games) and then the game file, both
// only if they do not exist yet.
func createFiles(f *File, seed Seed) error {
	if _, err := os.Stat(f.Path); !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%w: %s", ErrExists, f.Path)
	}
	if f.Sealed() {
		if err := writeKey(f.KeyPath, seed); err != nil {
			return err
		}
		if err := appendSealedLines(f.SealedPath(), f.sealPending); err != nil {
			os.Remove(f.KeyPath)
			return err
		}
	}
	if err := WriteFile(f.Path, f.Src); err != nil {
		if f.Sealed() {
			os.Remove(f.KeyPath) // the key of a game that was never written
		}
		return err
	}
	return nil
}
