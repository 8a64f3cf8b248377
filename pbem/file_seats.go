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
