package pbem

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/notation"
)

// Address names a position of a game: after Ply decisions of the main
// line ("14"), or inside a variation ("14.v1.3": after the 3rd move of the
// 1st variation that branches at decision 14), nested as deep as the
// variations are ("14.v1.3.v2.1").
type Address struct {
	Ply int
	// Steps go into variations, one level each.
	Steps []AddressStep
}

// AddressStep is one level of an Address inside variations: the
// Variation-th variation (from 1) after the move reached so far, then its
// first Moves moves (from 1).
type AddressStep struct {
	Variation, Moves int
}

// ParseAddress reads an address: a number of decisions, then ".vK.M"
// for each level of variation. Errors wrap ErrUsage.
func ParseAddress(s string) (Address, error) {
	parts := strings.Split(strings.ToLower(strings.TrimSpace(s)), ".")
	bad := func(why string) (Address, error) {
		return Address{}, Usagef("%s: %s (a position is PLY, or PLY.vK.M for the M-th move of the K-th variation after decision PLY, nested: 14.v1.3.v2.1)", notation.Quote(s), why)
	}
	ply, err := strconv.Atoi(parts[0])
	if err == nil && ply < 0 {
		return bad("a number of decisions is not negative")
	}
	if err != nil {
		return bad("expected a number of decisions first")
	}
	a := Address{Ply: ply}
	rest := parts[1:]
	if len(rest)%2 != 0 {
		return bad("expected vK.M after each decision")
	}
	for i := 0; i < len(rest); i += 2 {
		k, kerr := strconv.Atoi(strings.TrimPrefix(rest[i], "v"))
		m, merr := strconv.Atoi(rest[i+1])
		if !strings.HasPrefix(rest[i], "v") || kerr != nil || merr != nil || k < 1 || m < 1 {
			return bad(fmt.Sprintf("expected vK.M with K and M from 1, found %s", notation.Quote(rest[i]+"."+rest[i+1])))
		}
		a.Steps = append(a.Steps, AddressStep{Variation: k, Moves: m})
	}
	if len(a.Steps) > 0 && ply < 1 {
		return bad("a variation follows a decision, from 1")
	}
	return a, nil
}

// String writes a in the form ParseAddress reads.
func (a Address) String() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(a.Ply))
	for _, st := range a.Steps {
		fmt.Fprintf(&b, ".v%d.%d", st.Variation, st.Moves)
	}
	return b.String()
}

// ReplayAt rebuilds the game at position a. Inside a variation the replay
// holds the main-line decisions before it branches, then the variation's
// moves up to a, each drawn for with its number's chance stream as log
// and check replay them. A position the record does not hold wraps
// ErrUsage.
func (f *File) ReplayAt(a Address) (*Replay, error) {
	if len(a.Steps) == 0 {
		return f.Replay(a.Ply)
	}
	r, err := f.Replay(a.Ply - 1)
	if err != nil {
		return nil, err
	}
	line, at := f.Record.Entries, a.Ply
	where := strconv.Itoa(a.Ply)
	for i, st := range a.Steps {
		vars := variationsAt(line, at)
		if st.Variation > len(vars) {
			return nil, Usagef("%s: decision %s has %d variation(s), not %d", a, where, len(vars), st.Variation)
		}
		line = vars[st.Variation-1].Variation
		moves := countMoves(line)
		where += fmt.Sprintf(".v%d", st.Variation)
		if st.Moves > moves {
			return nil, Usagef("%s: variation %s has %d move(s), not %d", a, where, moves, st.Moves)
		}
		upTo := st.Moves
		if i < len(a.Steps)-1 {
			upTo-- // the next level branches at this move: play up to before it
		}
		if err := f.playFirst(r, line, upTo); err != nil {
			return nil, err
		}
		at = plyOfMove(line, st.Moves)
		where += fmt.Sprintf(".%d", st.Moves)
	}
	return r, nil
}

// variationsAt returns the variations of entries (not those nested in
// them) that branch at decision ply: an annotator's written after the
// move it replaces, and an undo's written after the meta-lines that took
// the decisions back (notation.Variation's Ply is where a line branches).
func variationsAt(entries []notation.Entry, ply int) []notation.Entry {
	var out []notation.Entry
	for _, e := range entries {
		if e.Kind == notation.Variation && e.Ply == ply {
			out = append(out, e)
		}
	}
	return out
}

// plyOfMove returns the number of the n-th move of entries (from 1), or
// 0 when they hold fewer.
func plyOfMove(entries []notation.Entry, n int) int {
	for _, e := range entries {
		if e.Kind == notation.Move {
			if n--; n == 0 {
				return e.Ply
			}
		}
	}
	return 0
}

// countMoves counts the Move entries of entries.
func countMoves(entries []notation.Entry) int {
	n := 0
	for _, e := range entries {
		if e.Kind == notation.Move {
			n++
		}
	}
	return n
}

// playFirst applies the first n moves of entries, a variation, to r.
func (f *File) playFirst(r *Replay, entries []notation.Entry, n int) error {
	for _, e := range entries {
		if n == 0 {
			return nil
		}
		if e.Kind != notation.Move {
			continue
		}
		if err := f.playEntry(r, &e); err != nil {
			return err
		}
		n--
	}
	return nil
}
