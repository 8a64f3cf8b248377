package pbem

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// entrySeat returns the seat of the player of entries[i], a move or
// meta-line, and whether a player has that name (RecordSeat). For a move
// line of the record as loaded it is the seat found at load (lineSeats):
// a record's lines name three or four players hundreds of times, and each
// look-up compares names; other lines (a variation's, a meta-line, one
// the caller made) are looked up.
func (f *File) entrySeat(entries []notation.Entry, i int) (engine.Seat, bool) {
	if f.isLoadedRecord(entries) && entries[i].Kind == notation.Move {
		s := engine.Seat(f.lineSeats[i])
		return s, s != engine.Observer
	}
	return f.RecordSeat(entries[i].Name)
}

// isLoadedRecord reports whether entries is the record's own line list,
// as it was when lineSeats was made: the same first line in memory, the
// same length (a record is only ever parsed, never edited in place; a
// copy of the File given another record has other lines).
func (f *File) isLoadedRecord(entries []notation.Entry) bool {
	return len(entries) > 0 && len(entries) == len(f.lineSeats) && &entries[0] == f.lineSeatsOf
}

// loadedSeat is entrySeat for move line i of the record as loaded, which
// the caller knows it is (isLoadedRecord).
func (f *File) loadedSeat(i int) (engine.Seat, bool) {
	s := engine.Seat(f.lineSeats[i])
	return s, s != engine.Observer
}

// canonicalParser returns the game as an engine.CanonicalParser, if it is
// one: found at load rather than by a type assertion at each decision
// (which looked the pair up in the runtime's table every time).
func (f *File) canonicalParser() (engine.CanonicalParser, bool) {
	if f.canonFound {
		return f.canon, f.canon != nil
	}
	cp, ok := f.Game.(engine.CanonicalParser)
	return cp, ok
}

// shortNames holds the players' names of a game whose every name is at
// most eight bytes (most are), each as one word, so that a record line's
// name is found by comparing words rather than calling the runtime's
// string comparison for each line.
type shortNames struct {
	words [maxShortNames]uint64
	lens  [maxShortNames]uint8
	n     int
}

// maxShortNames is the most players shortNames holds.
const maxShortNames = 8

// shortNamesOf returns the players' names as shortNames, false when a
// name is longer than a word or there are too many players.
func shortNamesOf(players []Player) (shortNames, bool) {
	var s shortNames
	if len(players) > maxShortNames {
		return s, false
	}
	for i := range players {
		w, ok := nameWord(players[i].Name)
		if !ok {
			return shortNames{}, false
		}
		s.words[i], s.lens[i] = w, uint8(len(players[i].Name))
	}
	s.n = len(players)
	return s, true
}

// find returns the seat of the first player named exactly name, as
// File.Seat's first loop does, and false when none is or name is long.
func (s *shortNames) find(name string) (engine.Seat, bool) {
	w, ok := nameWord(name)
	if !ok {
		return engine.Observer, false
	}
	for i := range min(s.n, maxShortNames) { // min: no bounds check below
		if s.words[i] == w && int(s.lens[i]) == len(name) {
			return engine.Seat(i), true
		}
	}
	return engine.Observer, false
}

// nameWord returns a name of up to eight bytes as a word: its first and
// its last four bytes (two, for a shorter name; overlapping when it is
// shorter than eight), which with its length tell the name apart from
// any other, in two loads rather than a loop over its bytes.
func nameWord(name string) (uint64, bool) {
	switch n := len(name); {
	case n > 8:
		return 0, false
	case n >= 4:
		return uint64(load4(name, 0)) | uint64(load4(name, n-4))<<32, true
	case n >= 2:
		return uint64(load2(name, 0)) | uint64(load2(name, n-2))<<16, true
	case n == 1:
		return uint64(name[0]), true
	}
	return 0, true
}

// load4 returns the four bytes of s from i, the first lowest.
func load4(s string, i int) uint32 {
	s = s[i : i+4]
	return uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
}

// load2 returns the two bytes of s from i, the first lowest.
func load2(s string, i int) uint16 {
	s = s[i : i+2]
	return uint16(s[0]) | uint16(s[1])<<8
}
