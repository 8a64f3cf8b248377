package pbem

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file writes the secret decisions of a sealed game as their verb and
// commitment, and their texts into the host's sidecar (sealed_texts.go).

// sealsTexts reports whether f's secret decisions are written sealed: in
// a sealed game whose seed is not revealed yet, of a game with secret
// verbs. Open games answer at the first test.
func (f *File) sealsTexts() bool {
	if !f.Sealed() || f.Revealed() {
		return false
	}
	_, ok := f.Game.(engine.SecretMover)
	return ok
}

// appendPlies is AppendPlies for the game of f: in a sealed game, each
// secret decision is written as its verb and the commitment to its text,
// and the texts are appended to the sidecar, and synced, first: before
// the caller writes the game file. Should that write not happen, the
// sidecar's lines are stale and harmless (a text is found by its
// decision and commitment).
func (f *File) appendPlies(src []byte, plies []Ply) ([]byte, error) {
	if !f.sealsTexts() {
		return AppendPlies(src, plies), nil
	}
	seed, err := f.Seed()
	if err != nil {
		return nil, err
	}
	data, lines := f.sealPlies(seed, src, plies)
	return data, appendSealedLines(f.SealedPath(), lines)
}

// sealPlies is appendPlies with the seed known and without writing the
// sidecar: it returns the sidecar's new lines (none in a game that seals
// nothing).
func (f *File) sealPlies(seed Seed, src []byte, plies []Ply) ([]byte, []byte) {
	if !f.sealsTexts() {
		return AppendPlies(src, plies), nil
	}
	sealed, lines := SealPlies(f.Game, seed, plies)
	return AppendPlies(src, sealed), lines
}

// CreateHostFiles writes what the host of the new sealed game at path
// keeps: its key, and the sidecar lines sealed (SealPlies) when there are
// any; both readable by their owner only, the key never overwritten. The
// caller writes the game file after them, so that a game file never needs
// texts that are not on disk.
func CreateHostFiles(path string, seed Seed, sealed []byte) error {
	key := path + KeySuffix
	if err := writeKey(key, seed); err != nil {
		return err
	}
	if err := appendSealedLines(path+SealedSuffix, sealed); err != nil {
		os.Remove(key) // the key of a game that will not be written
		return err
	}
	return nil
}

// SealPlies returns plies as the host of a sealed game of g dealt from
// seed writes them: each secret decision (engine.PublicText) as its verb,
// the commitment to its text first in its outcome. It also returns the
// sidecar's lines of their texts. plies itself is not changed.
func SealPlies(g engine.Game, seed Seed, plies []Ply) ([]Ply, []byte) {
	var lines []byte
	out := plies
	for i, p := range plies {
		verb := engine.PublicText(g, p.Move)
		if verb == p.Move {
			continue
		}
		if len(lines) == 0 {
			out = slices.Clone(plies) // the caller's plies keep their texts
		}
		h := textCommitment(seed, p.N, p.Move)
		lines = append(lines, sealedLine(p.N, h, p.Move)...)
		out[i].Move = verb
		out[i].Outcome = append([]string{commitMark + h}, p.Outcome...)
	}
	return out, lines
}

// appendSealedLines appends lines to the sidecar at path, made readable
// by its owner only, and syncs it (and its folder, when it is new) so
// that the texts are on disk before the game file that needs them is.
func appendSealedLines(path string, lines []byte) error {
	if len(lines) == 0 {
		return nil
	}
	_, statErr := os.Lstat(path)
	fh, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|NoFollow, 0o600)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	err = checkSidecar(fh, path)
	if err == nil {
		_, err = fh.Write(lines)
	}
	if err == nil {
		err = fh.Sync()
	}
	if cerr := fh.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("%w: %s: %w", ErrGameFile, path, err)
	}
	if errors.Is(statErr, fs.ErrNotExist) {
		syncDir(filepath.Dir(path))
	}
	return nil
}

// checkSidecar refuses a sidecar that others may read, as a key file is
// refused (CheckPrivate).
func checkSidecar(fh *os.File, path string) error {
	info, err := fh.Stat()
	if err != nil {
		return err
	}
	return CheckPrivate(info, path, "the secret decisions of a sealed game")
}

// resealed returns entries (a record's, unsealed in memory) as the file
// must hold them while the game is sealed: each secret decision, in the
// main line and in variations, as its verb and commitment. It appends to
// the sidecar the texts it does not hold yet (a decision written by an
// older pbem, in full). Entries of a game that seals nothing come back as
// they are. A command that writes the record from its entries (an undo
// taking decisions back) writes these.
func (f *File) resealed(seed Seed, entries []notation.Entry) ([]notation.Entry, error) {
	if !f.sealsTexts() {
		return entries, nil
	}
	var lines []byte
	out := f.resealEntries(seed, entries, &lines)
	return out, appendSealedLines(f.SealedPath(), lines)
}

// resealEntries is resealed without the sidecar: the lines it lacks are
// added to lines.
func (f *File) resealEntries(seed Seed, entries []notation.Entry, lines *[]byte) []notation.Entry {
	out := slices.Clone(entries)
	for i := range out {
		e := &out[i]
		switch e.Kind {
		case notation.Variation:
			e.Variation = f.resealEntries(seed, e.Variation, lines)
		case notation.Move:
			f.resealEntry(seed, e, lines)
		}
	}
	return out
}

// resealEntry seals e, a decision, when it is a secret one in full.
func (f *File) resealEntry(seed Seed, e *notation.Entry, lines *[]byte) {
	verb := engine.PublicText(f.Game, e.Text)
	if verb == e.Text {
		return
	}
	h := textCommitment(seed, e.Ply, e.Text)
	if _, ok := f.sealedTexts[sealedKey{e.Ply, h}]; !ok {
		*lines = append(*lines, sealedLine(e.Ply, h, e.Text)...)
	}
	tokens, rest, _ := notation.SplitAnnotation(e.Comment)
	e.Text = verb
	e.Comment = notation.JoinAnnotation(append([]string{commitMark + h}, tokens...), rest)
	e.HasComment = true
}
