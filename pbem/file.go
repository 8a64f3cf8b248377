package pbem

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// File is a loaded and validated game file.
type File struct {
	// Path is where the file was read from; error positions name it.
	Path string
	// Src is the file exactly as read; writes append to it.
	Src    []byte
	Header Header
	Record *notation.Record
	Game   engine.Game
	// KeyPath is where the seed of a sealed game is looked for
	// (Path + ".key" unless set otherwise).
	KeyPath string
	// AllowPublic lets a replay of a sealed game whose key is missing
	// fall back to its public replay (replay_public.go): set by the
	// commands that show only what every player may see (board, log,
	// post, export, list, stats, status), never by those that move.
	AllowPublic bool
	// unsealed tells that the sealed texts of Record are back in place
	// (unsealTexts), and sealedTexts holds the sidecar's texts it read
	// (nil when it read none).
	unsealed    bool
	sealedTexts sealedTexts
	// unsealedAt is where Src holds the sealed decisions unsealTexts
	// unsealed.
	unsealedAt []sealedSpot
	// sealPending holds the sidecar lines of a new game's first
	// decisions (the bots'), written with its key (createFiles).
	sealPending []byte
	// bodyAt is the offset in Src where the record starts.
	bodyAt int
	// data is the content of the data file Header.Data names, checked
	// against its hash; nil for the game's embedded data.
	data []byte
	// renames are the record's replace lines, in order (meta_seat_names.go).
	renames []rename
	// lineSeats holds the seat of the player of each move line of
	// Record.Entries as loaded (RecordSeat; Observer for other lines and
	// unknown names), so that a line's name is looked up once, not again
	// by each check and each replay (file_seats.go). A seat is a byte
	// here: a long record's list is then a few hundred bytes.
	lineSeats []int8
	// lineSeatsOf is the first line of the list lineSeats was made for.
	lineSeatsOf *notation.Entry
	// moves and metas count the move lines and meta-lines of the record
	// as loaded (when lineSeats is set: isLoadedRecord), so that a
	// replay need not walk every line again to count them.
	moves, metas int
	// canon is Game as an engine.CanonicalParser (nil if it is not one),
	// when canonFound: found at load (canonicalParser).
	canon      engine.CanonicalParser
	canonFound bool
}

// KeySuffix is appended to a game file's path to name its key file.
const KeySuffix = ".key"

// Load reads and validates the game file at path. A missing file wraps
// ErrMissing; anything wrong in it wraps ErrCorrupt or ErrUnknownGame.
func (c Games) Load(path string) (*File, error) {
	src, err := readGame(path)
	if err != nil {
		return nil, err
	}
	return c.Parse(path, src)
}

// Parse validates src, the content of the game file at path: the front
// matter strictly (unknown keys are errors), the game and its rules
// version, the players, and the record's syntax and player names. It does
// not replay the moves (see File.Replay). It takes time and memory linear
// in the size of src, and refuses a src over MaxFileSize at once.
func (c Games) Parse(path string, src []byte) (*File, error) {
	l := &ErrorList{}
	f := c.parse(path, src, l)
	if err := l.Err(); err != nil {
		return nil, withPath(path, err)
	}
	return f, nil
}

// withPath names the file in err: in its place, or before it.
func withPath(path string, err error) error {
	var ferr *FileError
	var front *frontError
	switch {
	case errors.As(err, &ferr):
		ferr.Detail.File = path
		return err
	case errors.As(err, &front):
		front.Detail.File = path
		return err
	}
	return fmt.Errorf("%s: %w", path, err)
}

// parse reads src into l's errors and a File, nil on an error. It stops
// at the first error unless l asks for all (ParseAll): then it reads on
// where what follows can still be judged.
func (c Games) parse(path string, src []byte, l *ErrorList) *File {
	if len(src) > MaxFileSize {
		l.add(tooLarge())
		return nil
	}
	if !utf8.Valid(src) {
		l.add(corruptf("not UTF-8 text"))
		return nil
	}
	front, body, bodyLine, err := notation.SplitFrontMatter(string(src))
	if err != nil {
		l.add(asFileError(err))
		return nil
	}
	h, g := c.parseHeader(front, l)
	if l.done() {
		return nil
	}
	headerOK := len(l.Errs) == 0
	rec := l.parseRecord(body, bodyLine)
	if l.done() || !headerOK {
		return nil
	}
	var data []byte
	if h.Data != nil {
		if data, err = h.Data.load(path); err != nil {
			l.add(err)
			return nil
		}
	}
	f := &File{Path: path, Src: src, Header: h, Record: rec, Game: g,
		KeyPath: path + KeySuffix, bodyAt: len(src) - len(body), data: data}
	f.canon, _ = g.(engine.CanonicalParser)
	f.canonFound = true
	f.checkRecordNames(l)
	if len(l.Errs) > 0 {
		return nil
	}
	return f
}

// parseHeader decodes and checks the front matter and finds its game,
// nil on an error. For a checker it makes every check of the values and
// places each error at its key.
func (c Games) parseHeader(front string, l *ErrorList) (Header, engine.Game) {
	h, err := decodeHeader(front)
	if err != nil {
		l.add(err)
		return h, nil
	}
	if !l.all {
		if err := h.validate(); err != nil {
			l.add(err)
			return h, nil
		}
	} else {
		for _, hc := range headerChecks { // validate, keeping every error
			if err := hc.check(h); err != nil {
				l.add(placeFront(front, hc.keys, err))
			}
		}
	}
	g, err := c.checkGame(h)
	if err != nil {
		l.add(err) // worded as for every command: no one key is at fault
		return h, nil
	}
	return h, g
}

// checkRecordNames checks the names of the record's lines against the
// players and their replacements (meta_seat_names.go).
func (f *File) checkRecordNames(l *ErrorList) {
	if err := f.readRenames(); err != nil {
		l.add(err)
		return
	}
	exact := f.checkNames(l)
	if l.done() || exact && len(f.renames) == 0 && !f.hasMeta() {
		return // every line names its seat's player as the front matter does: checkSeatNames would find nothing
	}
	if err := f.checkSeatNames(); err != nil {
		l.add(err)
	}
}

// asFileError turns a notation error of the file's syntax into a FileError.
func asFileError(err error) error {
	var nerr *notation.Error
	if errors.As(err, &nerr) {
		return &FileError{Detail: nerr}
	}
	return fmt.Errorf("%w: %w", ErrCorrupt, err)
}

// checkGame finds the header's game and makes the checks every game
// needs (engine.Info.CheckOptions): a rules version this pbem replays, a
// number of players the game is for, known variants and settings, and a
// data file only for a game that takes one. A file names its
// rules version: an empty one would mean the newest, which could re-judge
// an old game.
func (c Games) checkGame(h Header) (engine.Game, error) {
	g, info, err := c.lookupInfo(h.Game)
	if err != nil {
		return nil, err
	}
	if h.Rules == "" {
		return nil, corruptf("rules is missing (%s plays %q)", info.Title, info.Newest())
	}
	opts := engine.Options{Variants: h.Variants, Rules: h.Rules, Settings: h.Settings}
	if h.Data != nil {
		opts.Data = []byte{} // read once the file is known to be of a game that takes one
	}
	switch err := info.CheckOptions(opts, len(h.Players)); {
	case errors.Is(err, engine.ErrUnknownRules):
		return nil, fmt.Errorf("%w: %w", ErrUnknownGame, err)
	case err != nil:
		return nil, fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	return g, nil
}

// checkNames checks that every record line names a player of the game,
// and reports whether each move line writes its player's name exactly as
// the front matter does.
func (f *File) checkNames(l *ErrorList) (exact bool) {
	exact = true
	seats := make([]int8, len(f.Record.Entries))
	moves, metas := 0, 0
	short, isShort := shortNamesOf(f.Header.Players)
	for i := range f.Record.Entries {
		e := &f.Record.Entries[i] // not Record.Moves: every load would copy the record's entries
		seats[i] = int8(engine.Observer)
		if e.Kind != notation.Move {
			if e.Kind == notation.Meta {
				metas++
			}
			continue
		}
		moves++
		seat, ok, same := engine.Seat(0), false, false
		if isShort {
			seat, ok = short.find(e.Name)
			same = ok
		}
		if !ok {
			seat, ok, same = f.lineSeat(e.Name)
		}
		seats[i] = int8(seat) // checked below: more seats than a byte numbers are looked up
		exact = exact && same
		if !ok {
			col := strings.Index(e.Source, e.Name)
			l.add(fileError(notation.Pos{Line: e.Pos.Line, Col: utf8.RuneCountInString(e.Source[:max(col, 0)]) + 1},
				e.Source, "no player is named %s (players: %s)", notation.Quote(e.Name), strings.Join(f.Names(), ", ")))
			if l.done() {
				return false // seats is not whole: lineSeats stays nil
			}
		}
	}
	if len(seats) > 0 && len(f.Header.Players) <= math.MaxInt8 {
		f.lineSeats, f.lineSeatsOf = seats, &f.Record.Entries[0]
		f.moves, f.metas = moves, metas
	}
	return exact
}

// lineSeat is RecordSeat for a record line's name, reporting too whether
// the name is spelled exactly as the front matter does: one comparison
// a player for the names pbem writes, rather than RecordSeat's and then
// one more to tell whether it was exact.
func (f *File) lineSeat(name string) (seat engine.Seat, ok, exact bool) {
	players := f.Header.Players
	for i := range players { // by index: a Player is 4 strings
		// The first bytes are compared before the call that compares
		// the rest: players' names often have the same length.
		if n := players[i].Name; len(n) == len(name) && (n == "" || n[0] == name[0]) && n == name {
			return engine.Seat(i), true, true
		}
	}
	seat, ok = f.RecordSeat(name)
	return seat, ok, false
}

// body returns the record part of the file as it was read.
func (f *File) body() []byte { return f.Src[f.bodyAt:] }

// Names returns the players' names in seat order.
func (f *File) Names() []string {
	names := make([]string, len(f.Header.Players))
	for i, p := range f.Header.Players {
		names[i] = p.Name
	}
	return names
}

// Seat finds a player by name, ignoring case and Unicode normal form
// (SameName).
func (f *File) Seat(name string) (engine.Seat, bool) {
	players := f.Header.Players
	for i := range players { // record lines write the names as the header does; by index: a Player is 4 strings
		if players[i].Name == name {
			return engine.Seat(i), true
		}
	}
	for i, p := range f.Header.Players {
		if SameName(p.Name, name) {
			return engine.Seat(i), true
		}
	}
	return engine.Observer, false
}

// SeatOf is Seat for a name given by the user: an unknown name wraps ErrUsage.
func (f *File) SeatOf(name string) (engine.Seat, error) {
	s, ok := f.Seat(name)
	if !ok {
		return s, Usagef("no player is named %s (players: %s)", notation.Quote(name), strings.Join(f.Names(), ", "))
	}
	return s, nil
}

// Name returns the name of seat s ("everyone" for the Observer).
func (f *File) Name(s engine.Seat) string {
	if s < 0 || int(s) >= len(f.Header.Players) {
		return engine.Everyone
	}
	return f.Header.Players[s].Name
}

// Options returns the setup options the file describes.
func (f *File) Options() engine.Options {
	return engine.Options{Names: f.Names(), Variants: f.Header.Variants, Rules: f.Header.Rules,
		Settings: f.Header.Settings, Data: f.data}
}

// Sealed reports whether the seed is kept out of the file.
func (f *File) Sealed() bool { return f.Header.Mode == ModeSealed }

// Revealed reports whether the file holds its seed (always, in open mode).
func (f *File) Revealed() bool { return f.Header.Seed != "" }
