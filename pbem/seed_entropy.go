package pbem

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds "a seed nobody chose" (issue 27): the host of a sealed
// game commits to its seed first (`new --sealed --await-seeds`), then each
// player adds entropy of their own ("!Ann: seed 3f2a…"), and the game is
// dealt from a seed derived from all of them. The host cannot aim the
// seed, having fixed its own before any player's existed; a player cannot
// aim it, not knowing the host's. docs/hosting.md "Trust modes" tells the
// protocol and its limits.

// SeedVerb is the meta-command of a player's entropy ("!Ann: seed 3f2a…",
// "!Ann: seed" alone to leave it to the others) and of the host closing
// the wait ("!seed close").
const SeedVerb = "seed"

// seedCloseArg closes the wait for seeds: "!seed close".
const seedCloseArg = "close"

// How many hexadecimal digits a player's entropy has: 128 to 256 bits.
const (
	MinEntropyDigits = 32
	MaxEntropyDigits = 64
)

// seedDomain starts the derivation's input, so that its hash can never be
// taken for any other SHA-256 pbem computes.
const seedDomain = "pbem-seed/1"

// ErrWaitingSeeds is the error of every command that needs the deal of a
// game that still waits for its players' seeds.
var ErrWaitingSeeds = wrapClass(ErrConflict, "waiting for the players' seeds")

// Contribution is one player's entropy, as the derivation reads it.
type Contribution struct {
	// Name is the player's name as written on the seed line.
	Name string
	// Entropy is the line's hex digits, decoded.
	Entropy []byte
}

// DeriveSeed returns the game's seed from the host's and the players'
// contributions, in seat order: SHA-256("pbem-seed/1" ‖ 0x00 ‖ host ‖ for
// each, u8(len name) ‖ name ‖ u8(len entropy) ‖ entropy). With no
// contribution it is the host's seed itself, so that every file written
// before the protocol, and every sealed game without it, replays as it
// was played. Lengths are prefixed so that no two lists of names and
// entropies give the same input.
func DeriveSeed(host Seed, cs []Contribution) Seed {
	if len(cs) == 0 {
		return host
	}
	h := sha256.New()
	h.Write([]byte(seedDomain))
	h.Write([]byte{0})
	h.Write(host[:])
	for _, c := range cs {
		h.Write([]byte{byte(len(c.Name))})
		h.Write([]byte(c.Name))
		h.Write([]byte{byte(len(c.Entropy))})
		h.Write(c.Entropy)
	}
	var s Seed
	h.Sum(s[:0])
	return s
}

// SeedLine is one player's seed line.
type SeedLine struct {
	Seat engine.Seat `json:"-"`
	// Name is the player as the line names them.
	Name string `json:"player"`
	// Entropy is the hex digits given, "" for a player who left it to the
	// others ("!Ann: seed" alone).
	Entropy string `json:"entropy,omitempty"`
	// Line is the line's number in the file.
	Line int `json:"line"`
	// Time is when it was given, zero when the line has none.
	Time time.Time `json:"time,omitzero"`
}

// Entropy is what a game's seed lines say.
type Entropy struct {
	// Await is the header's await_seeds: the lines were given after the
	// host's commitment was sent to the players. Without it, the lines
	// were given at creation (new --entropy), when the host could still
	// draw its own seed again.
	Await bool `json:"await"`
	// Lines are the seed lines, in the order written.
	Lines []SeedLine `json:"lines,omitempty"`
	// Closed tells that the host stopped waiting ("!seed close").
	Closed bool `json:"closed,omitempty"`
	// Awaited are the players who have not answered yet, in seat order
	// (bots give no seed).
	Awaited []string `json:"awaited,omitempty"`
	// Humans is the number of seats that give a seed.
	Humans int `json:"humans"`
}

// Waiting reports whether the game still waits for seeds: it is not
// dealt yet.
func (e *Entropy) Waiting() bool { return e.Await && !e.Closed && len(e.Awaited) > 0 }

// String says where the wait stands: "2 of 3 given".
func (e *Entropy) String() string {
	return fmt.Sprintf("%d of %d given", len(e.Lines), e.Humans)
}

// waitingError is the error of a command that needs the deal.
func (e *Entropy) waitingError(path string) error {
	return fmt.Errorf("%w (%s): %s is not dealt before every player gave a seed or the host closed the wait "+
		"(pbem seed %s --close); awaited: %s", ErrWaitingSeeds, e, path, path, AndList(e.Awaited))
}

// Contributions returns the entropy of the lines, in seat order, for
// DeriveSeed: a player who left it to the others adds nothing.
func (e *Entropy) Contributions() []Contribution {
	lines := slices.Clone(e.Lines)
	slices.SortStableFunc(lines, func(a, b SeedLine) int { return cmp.Compare(a.Seat, b.Seat) })
	var cs []Contribution
	for _, l := range lines {
		if l.Entropy != "" {
			b, _ := hex.DecodeString(l.Entropy) // checked when read
			cs = append(cs, Contribution{Name: l.Name, Entropy: b})
		}
	}
	return cs
}

// Entropy reads the game's seed lines. A line that cannot stand (bad hex,
// a second seed of a seat, a seed after the first decision or after the
// host closed the wait, a bot's) is an error placed on it.
func (f *File) Entropy() (*Entropy, error) {
	e := &Entropy{Await: f.Header.AwaitSeeds}
	given := make([]bool, len(f.Header.Players))
	if f.metas > 0 || !f.isLoadedRecord(f.Record.Entries) {
		if err := f.readSeedLines(e, given); err != nil {
			return nil, withPath(f.Path, err) // check names the file, as for a refused move
		}
	}
	for i, p := range f.Header.Players {
		if p.Bot == "" {
			e.Humans++
			if !given[i] {
				e.Awaited = append(e.Awaited, p.Name)
			}
		}
	}
	return e, nil
}

// readSeedLines reads the seed lines of the record into e, marking the
// seats that gave one.
func (f *File) readSeedLines(e *Entropy, given []bool) error {
	moved := false
	for i := range f.Record.Entries {
		en := &f.Record.Entries[i]
		if en.Kind == notation.Move {
			moved = true
		}
		if en.Kind != notation.Meta || en.Verb() != SeedVerb {
			continue
		}
		if moved {
			return metaError(*en, "a seed comes before the first decision: this game is dealt")
		}
		if e.Closed {
			return metaError(*en, "the host closed the wait for seeds: the game is dealt")
		}
		if err := f.readSeedLine(e, given, *en); err != nil {
			return err
		}
	}
	return nil
}

// readSeedLine reads one seed line into e.
func (f *File) readSeedLine(e *Entropy, given []bool, en notation.Entry) error {
	args := en.Args()
	if en.Name == "" {
		if len(args) != 1 || args[0] != seedCloseArg {
			return metaError(en, "expected %s (the host) or %s (a player)", notation.Quote("!seed close"),
				notation.Quote("!Ann: seed 3f2a…"))
		}
		e.Closed = true
		return nil
	}
	seat, ok := f.RecordSeat(en.Name)
	switch {
	case !ok:
		return f.unknownName(en)
	case f.Header.Players[seat].Bot != "":
		return metaError(en, "%s is a computer player: it gives no seed", en.Name)
	case given[seat]:
		return metaError(en, "%s gave a seed already", en.Name)
	case len(args) > 1:
		return metaError(en, "expected one seed after %s", notation.Quote(SeedVerb))
	}
	l := SeedLine{Seat: seat, Name: en.Name, Line: en.Pos.Line}
	if len(args) == 1 {
		if err := checkEntropy(args[0]); err != nil {
			pos := en.Pos
			pos.Col += utf8.RuneCountInString(en.Text[:strings.Index(en.Text, args[0])])
			return fileError(pos, en.Source, "%v", err)
		}
		l.Entropy = args[0]
	}
	if len(en.Name) > 255 {
		return metaError(en, "a name on a seed line is at most 255 bytes")
	}
	l.Time, _ = en.When()
	given[seat] = true
	e.Lines = append(e.Lines, l)
	return nil
}

// checkEntropy checks a player's entropy: 32 to 64 lower-case hex digits,
// an even number of them (whole bytes).
func checkEntropy(digits string) error {
	ok := len(digits) >= MinEntropyDigits && len(digits) <= MaxEntropyDigits && len(digits)%2 == 0
	for i := 0; ok && i < len(digits); i++ {
		c := digits[i]
		ok = '0' <= c && c <= '9' || 'a' <= c && c <= 'f'
	}
	if !ok {
		return fmt.Errorf("%s is not a seed: expected %d to %d lower-case hexadecimal digits, an even number "+
			"(for example: openssl rand -hex 16)", notation.Quote(digits), MinEntropyDigits, MaxEntropyDigits)
	}
	return nil
}

// NormalizeEntropy returns the entropy a player typed as the file writes
// it (lower case, blanks around removed), or an error saying why it is
// not one.
func NormalizeEntropy(text string) (string, error) {
	digits := strings.ToLower(strings.TrimSpace(text))
	if err := checkEntropy(digits); err != nil {
		return "", AsUsage(err)
	}
	return digits, nil
}

// derive returns the seed the game is dealt from, its host's seed host
// mixed with the players' entropy; a game that waits for seeds is not
// dealt yet, which is an error.
func (f *File) derive(host Seed) (Seed, error) {
	if f.metas == 0 && f.isLoadedRecord(f.Record.Entries) && !f.Header.AwaitSeeds {
		return host, nil // most files: no seed line to read
	}
	e, err := f.Entropy()
	if err != nil {
		return host, err
	}
	if e.Waiting() {
		return host, e.waitingError(f.Path)
	}
	return DeriveSeed(host, e.Contributions()), nil
}

// replaySeed replays a seed line, which Entropy checked before the deal:
// it only stands before the first decision.
func replaySeed(_ *Replay, m MetaLine, e notation.Entry) error {
	if m.After > 0 {
		return metaError(e, "a seed comes before the first decision: this game is dealt")
	}
	return nil
}

// validateSeedWait checks await_seeds and seed_wait: a wait for seeds
// protects the players only when the host's seed is sealed, and a
// seed-wait belongs to a wait.
func (h Header) validateSeedWait() error {
	switch {
	case h.AwaitSeeds && h.Mode != ModeSealed:
		return corruptf("await_seeds is for a sealed game: in an open game the seed is in the file")
	case h.SeedWait == "":
		return nil
	case !h.AwaitSeeds:
		return corruptf("seed_wait is for a game that awaits its players' seeds (await_seeds = true)")
	}
	if _, err := ParseDeadline(h.SeedWait); err != nil {
		return corruptf("seed_wait: %v", err)
	}
	return nil
}

// SeedWaitOver reports whether the game's seed-wait has passed at now:
// the host may then close the wait (remind and inbox do).
func (f *File) SeedWaitOver(now time.Time) bool {
	d, err := ParseDeadline(f.Header.SeedWait)
	return f.Header.SeedWait != "" && err == nil && !now.Before(f.Header.Created.Add(d))
}

// awaitingSeeds is the replay error of a game that awaits its players'
// seeds, for a scan that sums such games up otherwise
// (ScanStatesOrSeeds).
type awaitingSeeds struct{ f *File }

func (a awaitingSeeds) Error() string { return ErrWaitingSeeds.Error() }
func (a awaitingSeeds) Unwrap() error { return ErrWaitingSeeds }

// sumUp sums the game up with seeds.
func sumUp[T any](a awaitingSeeds, seeds func(*File, *Entropy) T) (T, error) {
	e, err := a.f.Entropy()
	if err != nil {
		var zero T
		return zero, err
	}
	return seeds(a.f, e), nil
}

// Given names the players who answered, in the order they did.
func (e *Entropy) Given() []string {
	names := make([]string, len(e.Lines))
	for i, l := range e.Lines {
		names[i] = l.Name
	}
	return names
}

// givenBy names the players who answered: "; given: Ann, Bob", or
// nothing when none did.
func (e *Entropy) givenBy() string {
	if len(e.Lines) == 0 {
		return ""
	}
	return "; given: " + strings.Join(e.Given(), ", ")
}

// seedsWait is where the game f that awaits its players' seeds stands in
// time, as status shows it: since its creation, it waits for each
// player who has not answered, until its seed-wait passes.
func seedsWait(f *File, e *Entropy) GameWait {
	h := f.Header
	w := GameWait{File: f.Path, Game: h.Game, ID: h.ID, Deadline: h.SeedWait, Waiting: []SeatWait{}, Seeds: e}
	d, _ := ParseDeadline(h.SeedWait)
	for i, p := range h.Players {
		w.emails = append(w.emails, p.Email)
		if ContainsFold(e.Awaited, p.Name) {
			sw := SeatWait{Player: p.Name, Email: p.Email, Seat: engine.Seat(i), Since: h.Created.UTC()}
			if h.SeedWait != "" {
				sw.Due = sw.Since.Add(d)
			}
			w.Waiting = append(w.Waiting, sw)
		}
	}
	return w
}

// seedsStatus is what check says of a valid game that awaits its
// players' seeds: no decision yet, and the players who have not answered
// to act.
func (f *File) seedsStatus() (*Status, error) {
	e, err := f.Entropy()
	if err != nil {
		return nil, err
	}
	h := f.Header
	return &Status{Path: f.Path, Game: h.Game, ID: h.ID, Mode: h.Mode, NextPly: 1, ToAct: e.Awaited, Data: h.Data,
		Seeds: e}, nil
}
