package mailhost

import (
	"bytes"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base32"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/pbem"
)

// TokensSuffix is appended to a game file's path to name the file of its
// reply tokens. Like the key of a sealed game, it stays with the host: the
// shared game file never holds a token.
const TokensSuffix = ".tokens"

// tokenLen is the length of a reply token: 12 base32 letters, 60 bits,
// far beyond guessing by mail.
const tokenLen = 12

// tokenEncoding writes tokens in lower-case base32 without padding: only
// letters and digits, safe in a mail address and a Message-ID, and no
// look-alike pairs such as 0/o or 1/l.
var tokenEncoding = base32.NewEncoding("abcdefghijklmnopqrstuvwxyz234567").WithPadding(base32.NoPadding)

// Tokens holds the reply token of each player of one game. A token proves
// that a reply comes from the player it was sent to: every turn mail
// carries the reader's token in its reply address and its Message-ID, and
// the inbox applies a reply only if it carries the token of the player
// whose address it comes from.
type Tokens struct {
	Game   string            `toml:"game"`
	Tokens map[string]string `toml:"tokens"` // player name → token
}

// tokensFileHeader is written above the TOML of a tokens file.
const tokensFileHeader = "# Reply tokens: whoever knows a player's token can play for them by mail.\n" +
	"# Keep this file private (mode 0600), like the key of a sealed game.\n"

// Of returns the token of the player named name (exact name, as in the
// game file), or "" if there is none.
func (t *Tokens) Of(name string) string { return t.Tokens[name] }

// Check reports whether token is the token of the player named name. It
// takes the same time whatever the token, so that timing tells nothing.
func (t *Tokens) Check(name, token string) bool {
	want := t.Of(name)
	return want != "" && subtle.ConstantTimeCompare([]byte(want), []byte(token)) == 1
}

// GameTokens returns the reply tokens of the game f, creating its tokens
// file (mode 0600, next to the game file) on first use. Two processes
// creating the file at once agree: the file appears whole or not at all,
// and the loser reads the winner's. An existing file is never rewritten,
// since the tokens in it have been mailed already.
func GameTokens(f *pbem.File) (*Tokens, error) {
	path := f.Path + TokensSuffix
	t, err := readTokens(path)
	if errors.Is(err, fs.ErrNotExist) {
		t, err = newTokens(f)
		if err != nil {
			return nil, err
		}
		err = writeTokens(path, t)
		if errors.Is(err, fs.ErrExist) {
			t, err = readTokens(path) // another process created it meanwhile
		}
	}
	if err != nil {
		return nil, err
	}
	return t, t.check(f, path)
}

// check tells whether t fits the game f: same game, a token per player.
func (t *Tokens) check(f *pbem.File, path string) error {
	if t.Game != f.Header.ID {
		return fmt.Errorf("%w: %s belongs to game %q, not %q", pbem.ErrGameFile, path, t.Game, f.Header.ID)
	}
	for _, name := range f.Names() {
		if !validToken(t.Of(name)) {
			return fmt.Errorf("%w: %s has no valid token for %s (delete the file to draw new tokens; "+
				"replies to mails sent before will then be refused)", pbem.ErrGameFile, path, name)
		}
	}
	return nil
}

// newTokens draws a token for every player of f.
func newTokens(f *pbem.File) (*Tokens, error) {
	t := &Tokens{Game: f.Header.ID, Tokens: map[string]string{}}
	for _, name := range f.Names() {
		token, err := newToken()
		if err != nil {
			return nil, err
		}
		t.Tokens[name] = token
	}
	return t, nil
}

// newToken draws a token from the operating system's secure source.
func newToken() (string, error) {
	b := make([]byte, tokenLen*5/8)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("new reply token: %w", err)
	}
	return tokenEncoding.EncodeToString(b), nil
}

// validToken reports whether s looks like a token (it may still be wrong).
func validToken(s string) bool {
	return len(s) == tokenLen && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz234567") == ""
}

func readTokens(path string) (*Tokens, error) {
	fh, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err != nil {
		return nil, fmt.Errorf("%w: tokens file %s: %w", pbem.ErrGameFile, path, err)
	}
	defer fh.Close()
	if info, err := fh.Stat(); err != nil {
		return nil, fmt.Errorf("%w: tokens file %s: %w", pbem.ErrGameFile, path, err)
	} else if err := pbem.CheckPrivate(info, path, "reply tokens"); err != nil {
		return nil, err
	}
	var t Tokens
	md, err := toml.NewDecoder(fh).Decode(&t)
	if err != nil {
		return nil, fmt.Errorf("%w: tokens file %s: %w", pbem.ErrGameFile, path, err)
	}
	if len(md.Undecoded()) > 0 {
		return nil, fmt.Errorf("%w: tokens file %s: unknown key %s", pbem.ErrGameFile, path, md.Undecoded()[0])
	}
	if t.Tokens == nil {
		t.Tokens = map[string]string{}
	}
	return &t, nil
}

// writeTokens creates the file path holding t. The complete file is
// written under a temporary name and then linked into place, which fails
// if path exists (wrapping fs.ErrExist): a reader never sees half a file
// and mailed tokens are never replaced.
func writeTokens(path string, t *Tokens) error {
	var b bytes.Buffer
	b.WriteString(tokensFileHeader)
	if err := toml.NewEncoder(&b).Encode(t); err != nil {
		return fmt.Errorf("encode tokens: %w", err)
	}
	// CreateTemp makes the file with mode 0600: only the host reads it.
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tokens-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b.Bytes()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Link(tmp.Name(), path)
}

// ReplacePlayer gives a seat to a new player (Games.Replace) and the seat
// a token of its own (ReplaceToken), so that the old player's replies no
// longer answer for it. Every replace of a hosted game goes through here.
func ReplacePlayer(c pbem.Games, path string, req pbem.ReplaceRequest) (*pbem.SeatResult, error) {
	res, err := c.Replace(path, req)
	if err != nil {
		return nil, err
	}
	return res, ReplaceToken(path, res.Meta.Args[0], req.New)
}

// ReplaceToken gives the seat of the player old, replaced by new, a token
// of its own in the tokens file of the game at path, and drops old's: a
// reply carrying the old player's token no longer answers for the seat.
// A game with no tokens file yet has nothing to change: its tokens are
// drawn for the players of now when first needed.
func ReplaceToken(path, old, new string) error {
	tokensPath := path + TokensSuffix
	t, err := readTokens(tokensPath)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	token, err := newToken()
	if err != nil {
		return err
	}
	delete(t.Tokens, old)
	t.Tokens[new] = token
	tmp := tokensPath + ".new"
	_ = os.Remove(tmp)
	if err := writeTokens(tmp, t); err != nil {
		return err
	}
	return os.Rename(tmp, tokensPath)
}
