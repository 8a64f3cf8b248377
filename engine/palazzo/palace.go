package palazzo

import "slices"

// palace is a player's building: its floors from bottom to top, with
// strictly increasing floor numbers.
type palace []Tile

// palaceFloors is the most tiles a palace holds: one of each floor.
const palaceFloors = 5

// palaceChunk is how many palaces' room a state allocates at once.
const palaceChunk = 16

// emptyPalace returns an empty palace with room for every floor, carved
// from a chunk of room the state owns, so that neither starting a palace
// nor building on it allocates: a random 3-player game starts about 25.
func (st *state) emptyPalace() palace { return palace(st.carveTiles()) }

// carveTiles returns an empty slice with room for palaceFloors tiles,
// carved from the state's room: the palaces and the quarries' tiles (a
// quarry rarely holds more than four before it is sold; beyond five its
// append allocates as before). Each slice's capacity ends where the next
// one's room begins, so an append never writes into another's. A clone
// carves its own (see clone).
func (st *state) carveTiles() []Tile {
	if cap(st.palaceRoom)-len(st.palaceRoom) < palaceFloors {
		st.palaceRoom = make([]Tile, 0, palaceChunk*palaceFloors)
	}
	n := len(st.palaceRoom)
	st.palaceRoom = st.palaceRoom[:n+palaceFloors]
	return st.palaceRoom[n : n : n+palaceFloors]
}

// addToQuarry lays tile in quarry q, carving the quarry's room when it has
// none (a sold quarry's tiles left with its lot): growing each quarry from
// nothing was six allocations a random game.
func (st *state) addToQuarry(q int, tile Tile) {
	if cap(st.quarries[q]) == 0 {
		st.quarries[q] = st.carveTiles()
	}
	st.quarries[q] = append(st.quarries[q], tile)
}

// top is the floor number of the highest tile, 0 for an empty palace.
func (p palace) top() int8 {
	if len(p) == 0 {
		return 0
	}
	return p[len(p)-1].Floor
}

// floorIndex returns the position of floor f in p, or -1.
func (p palace) floorIndex(f int8) int {
	for i, t := range p {
		if t.Floor == f {
			return i
		}
	}
	return -1
}

// windows counts the windows of every floor.
func (p palace) windows() int {
	n := 0
	for _, t := range p {
		n += int(t.Windows)
	}
	return n
}

// oneMaterial reports whether every floor is of the same material.
func (p palace) oneMaterial() bool {
	for _, t := range p[1:] {
		if t.Mat != p[0].Mat {
			return false
		}
	}
	return len(p) > 0
}

// with returns a copy of p with t inserted at its place in floor order,
// built in dst (an empty palace). The caller has checked that p has no
// floor t.Floor.
func (p palace) with(t Tile, dst palace) palace {
	i := 0
	for i < len(p) && p[i].Floor < t.Floor {
		i++
	}
	return append(append(append(dst, p[:i]...), t), p[i:]...)
}

const (
	upperLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	lowerLetters = "abcdefghijklmnopqrstuvwxyz"
)

// Label returns the palace label players type for the i-th palace (0-based):
// "A" … "Z", then "AA", "AB", … should anyone ever build more than 26.
func Label(i int) string {
	if i >= 0 && i < len(upperLetters) {
		return upperLetters[i : i+1] // no allocation for the labels in play
	}
	var b []byte
	for i++; i > 0; i = (i - 1) / 26 {
		b = append(b, byte('A'+(i-1)%26))
	}
	slices.Reverse(b)
	return string(b)
}

// parseLabel reads a palace label in any case and returns its 0-based index.
func parseLabel(s string) (int, bool) {
	if s == "" || len(s) > 3 {
		return 0, false
	}
	n := 0
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			n = n*26 + int(r-'a'+1)
		case r >= 'A' && r <= 'Z':
			n = n*26 + int(r-'A'+1)
		default:
			return 0, false
		}
	}
	return n - 1, true
}
