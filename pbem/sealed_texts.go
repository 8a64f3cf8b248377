package pbem

import (
	"bufio"
	"bytes"
	"cmp"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file keeps the secret decisions of a sealed game out of its file.
// Every player may read a sealed game's file, but a secret decision (a
// Princes keep, a Leonardo stake: engine.SecretMover) is made while others
// still have to decide theirs. Until the seed is revealed the host's pbem
// writes such a decision as its verb and a commitment to its text,
//
//	12 Ann: keep {= #5e1c0b9a2f4d6e8c1a3b5d7f9e0c2a4b}
//
// and the text itself into the host's sidecar, <file>.sealed (mode 0600,
// kept with the key), one line "N <h> <text>" per decision. A keyed read
// puts the texts back in memory (unsealTexts), so that every command that
// replays with the key sees the record as an open game's. docs/file-format.md
// "Sealed texts" gives the layout.

// SealedSuffix is appended to a game file's path to name its sidecar of
// sealed texts.
const SealedSuffix = ".sealed"

// SealedPath is the host's sidecar of the texts of the game's secret
// decisions, beside the game file (made only when asked: every load of a
// folder's games would pay for it otherwise).
func (f *File) SealedPath() string { return f.Path + SealedSuffix }

// textSaltLabel starts the message each decision's salt is made from:
// the version of this derivation.
const textSaltLabel = "pbem-text/1"

// commitDigits is the number of hex digits of a commitment: 128 bits.
const commitDigits = 32

// commitMark starts a commitment token: "#" and commitDigits hex digits.
const commitMark = "#"

// sealedCommentStart starts the comment of a sealed decision: the
// commitment is the annotation's first token (notation.JoinAnnotation).
const sealedCommentStart = "= " + commitMark

// textSalt returns the salt of decision n: HMAC-SHA256 keyed with the
// seed, of "pbem-text/1" followed by n as 8 bytes big-endian. Without it,
// a secret decision of a few possible texts (a keep has four) could be
// found by hashing each; with it, nobody without the seed can.
func textSalt(seed Seed, n int) []byte {
	mac := hmac.New(sha256.New, seed[:])
	mac.Write([]byte(textSaltLabel))
	mac.Write(binary.BigEndian.AppendUint64(nil, uint64(n)))
	return mac.Sum(nil)
}

// textCommitment returns the commitment to text as decision n: the first
// commitDigits hex digits (lower case) of SHA-256(salt ‖ text), text in
// UTF-8 as the record line holds it.
func textCommitment(seed Seed, n int, text string) string {
	h := sha256.New()
	h.Write(textSalt(seed, n))
	h.Write([]byte(text))
	return hex.EncodeToString(h.Sum(nil))[:commitDigits]
}

// commitmentOf returns the commitment a token holds ("#" and commitDigits
// lower-case hex digits), and whether it is one.
func commitmentOf(token string) (string, bool) {
	h, ok := strings.CutPrefix(token, commitMark)
	if !ok || len(h) != commitDigits || strings.Trim(h, "0123456789abcdef") != "" {
		return "", false
	}
	return h, true
}

// withoutCommitment returns the outcome tokens of a record line without
// the commitment of a sealed text that starts them, if any: what the
// game's public replay reads (engine.PublicReplayer.ApplyPublic), which
// knows nothing of sealed texts.
func withoutCommitment(tokens []string) []string {
	if len(tokens) > 0 {
		if _, ok := commitmentOf(tokens[0]); ok {
			return tokens[1:]
		}
	}
	return tokens
}

// sealedKey names one sealed text: its decision's number and commitment.
// A decision taken back by an undo and made again keeps its number, so
// the number alone does not say which text is meant.
type sealedKey struct {
	n int
	h string
}

// sealedTexts are the texts of a sidecar, by decision and commitment.
type sealedTexts map[sealedKey]string

// readSealedTexts reads the sidecar at path, keeping only the lines whose
// text matches its commitment under seed: a line torn by a crash, or
// written for a decision whose game file was never written, is ignored.
// A missing sidecar holds no texts.
func readSealedTexts(path string, seed Seed) (sealedTexts, error) {
	fh, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return sealedTexts{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	defer fh.Close()
	info, err := fh.Stat()
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	if err := CheckPrivate(info, path, "the secret decisions of a sealed game"); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(fh, 4*MaxFileSize+1)) // a text per decision, each shorter than its line
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	if len(data) > 4*MaxFileSize {
		return nil, fmt.Errorf("%w: %s is larger than a game's sealed texts can be", ErrGameFile, path)
	}
	return parseSealedTexts(data, seed), nil
}

// parseSealedTexts reads the lines "N h text" of a sidecar (see
// readSealedTexts).
func parseSealedTexts(data []byte, seed Seed) sealedTexts {
	texts := sealedTexts{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, len(data)+1)
	for sc.Scan() {
		num, rest, _ := strings.Cut(strings.TrimSuffix(sc.Text(), "\r"), " ")
		h, text, _ := strings.Cut(rest, " ")
		n, err := strconv.Atoi(num)
		if err != nil || n < 1 || text == "" || textCommitment(seed, n, text) != h {
			continue
		}
		texts[sealedKey{n, h}] = text
	}
	return texts
}

// sealedLine is the sidecar's line for text, decision n's, committed as h.
func sealedLine(n int, h, text string) string {
	return strconv.Itoa(n) + " " + h + " " + text + "\n"
}

// unsealTexts puts the texts of the record's sealed decisions back in
// memory, from the sidecar, once the seed is known: every keyed command
// then replays, previews and takes back the game's full texts, as in an
// open game. The commitment leaves the entry's comment (the rest of the
// annotation stays); a decision written back by reveal is checked against
// its commitment. It does nothing in an open game, and nothing the second
// time. A text the sidecar lacks, or one that does not match, is an error
// placed at its line.
func (f *File) unsealTexts(seed Seed) error {
	if !f.Sealed() || f.unsealed {
		return nil
	}
	if _, ok := f.Game.(engine.SecretMover); !ok {
		return nil // no decision of this game is secret: none is sealed
	}
	u := unsealer{f: f, seed: seed}
	if err := u.entries(f.Record.Entries); err != nil {
		return err
	}
	f.unsealed, f.sealedTexts, f.unsealedAt = true, u.texts, u.spots
	return nil
}

// unsealer is one unsealTexts: the sidecar is read at the first sealed
// decision met, not for a game that has none.
type unsealer struct {
	f     *File
	seed  Seed
	texts sealedTexts
	spots []sealedSpot
}

// sealedSpot is where the file holds a sealed decision's verb, and the
// text that stands for it (Reveal writes it there).
type sealedSpot struct {
	pos        notation.Pos
	verb, text string
}

// entries unseals the decisions of entries, and of their variations, in
// place.
func (u *unsealer) entries(entries []notation.Entry) error {
	for i := range entries {
		e := &entries[i] // not a copy: an entry is 20 words
		switch {
		case e.Kind == notation.Variation:
			if err := u.entries(e.Variation); err != nil {
				return err
			}
		case e.Kind == notation.Move && strings.HasPrefix(e.Comment, sealedCommentStart):
			if err := u.entry(e); err != nil {
				return err
			}
		}
	}
	return nil
}

// entry unseals e, a decision whose comment holds an annotation.
func (u *unsealer) entry(e *notation.Entry) error {
	tokens, rest, _ := notation.SplitAnnotation(e.Comment)
	if len(tokens) == 0 {
		return nil
	}
	h, ok := commitmentOf(tokens[0])
	if !ok {
		return nil
	}
	text := e.Text
	if engine.PublicText(u.f.Game, text) == text { // the verb alone: the text is the host's
		var err error
		if text, err = u.lookup(e, h); err != nil {
			return err
		}
		u.spots = append(u.spots, sealedSpot{e.Pos, e.Text, text})
	} else if textCommitment(u.seed, e.Ply, text) != h { // written back by reveal
		return u.errorAt(e, "decision %d is not the text its commitment #%s was made for", e.Ply, h)
	}
	e.Text = text
	e.Comment = notation.JoinAnnotation(tokens[1:], rest)
	e.HasComment = e.Comment != ""
	return nil
}

// lookup returns the sealed text of e from the sidecar.
func (u *unsealer) lookup(e *notation.Entry, h string) (string, error) {
	path := u.f.SealedPath()
	if u.texts == nil {
		var err error
		if u.texts, err = readSealedTexts(path, u.seed); err != nil {
			return "", err
		}
	}
	text, ok := u.texts[sealedKey{e.Ply, h}]
	if !ok {
		return "", u.errorAt(e, "the host's sealed text of decision %d is missing from %s", e.Ply, path)
	}
	verb, _, _ := strings.Cut(text, " ")
	if verb != e.Text {
		return "", u.errorAt(e, "the host's sealed text of decision %d in %s is a %s, not a %s",
			e.Ply, path, notation.Quote(verb), notation.Quote(e.Text))
	}
	return text, nil
}

// errorAt is an error placed at e's text in the game file.
func (u *unsealer) errorAt(e *notation.Entry, format string, args ...any) error {
	err := fileError(e.Pos, e.Source, format, args...)
	err.Detail.File = u.f.Path
	return err
}

// textsRevealed returns the file's source with the text of each sealed
// decision in place of its verb, every other byte as it was: the
// commitment stays on the line, so that anyone can check, once the seed
// is known, that the text is the one the host committed to. It needs the
// texts unsealed (unsealTexts).
func (f *File) textsRevealed() ([]byte, error) {
	if len(f.unsealedAt) == 0 {
		return f.Src, nil
	}
	lines := bytes.SplitAfter(slices.Clone(f.Src), []byte("\n"))
	spots := slices.Clone(f.unsealedAt)
	slices.SortFunc(spots, func(a, b sealedSpot) int { // right to left on a line: the columns before stay true
		return cmp.Or(cmp.Compare(a.pos.Line, b.pos.Line), cmp.Compare(b.pos.Col, a.pos.Col))
	})
	for _, s := range spots {
		if s.pos.Line < 1 || s.pos.Line > len(lines) {
			return nil, fmt.Errorf("pbem: internal error: decision at line %d is not in %s", s.pos.Line, f.Path)
		}
		line, err := spliceText(lines[s.pos.Line-1], s)
		if err != nil {
			return nil, fmt.Errorf("pbem: internal error: %s:%s: %w", f.Path, s.pos, err)
		}
		lines[s.pos.Line-1] = line
	}
	return bytes.Join(lines, nil), nil
}

// spliceText returns line with s.verb, at s's column (in characters, from
// 1), replaced by s.text.
func spliceText(line []byte, s sealedSpot) ([]byte, error) {
	at := 0
	for col := 1; col < s.pos.Col && at < len(line); col++ {
		_, size := utf8.DecodeRune(line[at:])
		at += size
	}
	if !bytes.HasPrefix(line[at:], []byte(s.verb)) {
		return nil, fmt.Errorf("the line does not hold %q there", s.verb)
	}
	return slices.Concat(line[:at:at], []byte(s.text), line[at+len(s.verb):]), nil
}
