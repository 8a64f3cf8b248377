package pbem

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Seed returns the seed the game is dealt from: its host's seed
// (HostSeed) mixed with the players' entropy, if any (seed_entropy.go).
// A game that still waits for its players' seeds wraps ErrWaitingSeeds.
func (f *File) Seed() (Seed, error) {
	host, err := f.HostSeed()
	if err != nil {
		return host, err
	}
	return f.derive(host)
}

// HostSeed returns the host's seed: from the file in open mode or once
// revealed, else from the key file at f.KeyPath (none when empty). A missing key wraps
// ErrNeedKey, a key that does not match the commitment ErrBadKey.
func (f *File) HostSeed() (Seed, error) {
	if f.Revealed() {
		return ParseSeed(f.Header.Seed) // validated at load
	}
	if f.KeyPath == "" {
		return Seed{}, fmt.Errorf("%w to replay %s: give the game file by its path, next to its key; %s",
			ErrNeedKey, f.Path, askHost)
	}
	seed, err := readKey(f.KeyPath)
	if errors.Is(err, fs.ErrNotExist) {
		return seed, fmt.Errorf("%w to replay %s, and %s does not exist: %s",
			ErrNeedKey, f.Path, f.KeyPath, askHost)
	}
	if err != nil {
		return seed, err
	}
	if seed.Commitment() != f.Header.Commitment {
		return seed, fmt.Errorf("%w: %s is not the key of %s", ErrBadKey, f.KeyPath, f.Path)
	}
	return seed, nil
}

// askHost tells a player without the key of a sealed game what to do:
// every command that replays the game needs the seed, and only the host
// has it.
const askHost = "the seed of a sealed game is kept by its host, who ran pbem new --sealed; " +
	"board, log, post and export show the public story without it, but your own view and your moves " +
	"go through the host, who may run pbem reveal once the game is over (then anyone can replay and verify it)"

// readKey reads a key file: the seed in hexadecimal on one line.
func readKey(path string) (Seed, error) {
	fh, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return Seed{}, err
	}
	if err != nil {
		return Seed{}, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	defer fh.Close()
	info, err := fh.Stat()
	if err != nil {
		return Seed{}, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	if err := CheckPrivate(info, path, "the seed of a sealed game"); err != nil {
		return Seed{}, err
	}
	b, err := io.ReadAll(io.LimitReader(fh, 4<<10)) // a key is one line of 64 hex digits
	if err != nil {
		return Seed{}, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	seed, err := ParseSeed(string(b))
	if err != nil {
		return seed, fmt.Errorf("%w: key file %s: %w", ErrGameFile, path, err)
	}
	return seed, nil
}

// writeKey creates the key file at path, readable by its owner only. It
// never overwrites: an existing file wraps ErrExists.
func writeKey(path string, seed Seed) error {
	kf, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%w: %s", ErrExists, path)
	}
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintln(kf, seed); err != nil {
		kf.Close()
		return err
	}
	return kf.Close()
}

// RevealResult tells what Reveal did.
type RevealResult struct {
	Path       string `json:"file"`
	Seed       string `json:"seed"`
	Commitment string `json:"commitment"`
	// Already is true when the file held its seed before.
	Already bool `json:"already"`
	// Texts counts the secret decisions whose texts were written back
	// from the sidecar (sealed_texts.go), which is then no longer needed.
	Texts int `json:"texts,omitempty"`
}

// Reveal writes the seed of the sealed game at path into its front matter
// (the commitment stays, so anyone can Verify). keyPath overrides the key
// file's location when not empty. Revealing a game that is not over shows
// every hidden card, so it needs force.
func (c Games) Reveal(path, keyPath string, force bool) (*RevealResult, error) {
	var res *RevealResult
	err := c.Update(path, func(f *File) ([]byte, error) {
		if !f.Sealed() {
			return nil, Usagef("%s is an open game: its seed is already in the file", path)
		}
		res = &RevealResult{Path: path, Seed: f.Header.Seed, Commitment: f.Header.Commitment, Already: f.Revealed()}
		if res.Already {
			return nil, nil
		}
		if keyPath != "" {
			f.KeyPath = keyPath
		}
		return revealed(f, force, res)
	})
	return res, err
}

// revealed returns the file with its seed in the front matter, after
// checking the key by replaying every move with it.
func revealed(f *File, force bool, res *RevealResult) ([]byte, error) {
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	if !r.Over() && !force {
		return nil, Usagef("the game is not over; revealing the seed now shows every hidden card (use --force)")
	}
	h := f.Header
	host, err := f.HostSeed() // the header's seed is the host's, which the commitment names
	if err != nil {
		return nil, err
	}
	h.Seed = host.String()
	res.Seed = h.Seed
	opened := *f
	if opened.Src, err = f.textsRevealed(); err != nil { // the secret decisions' texts, from the sidecar (sealed_texts.go)
		return nil, err
	}
	res.Texts = len(f.unsealedAt)
	return opened.withHeader(h) // the front matter's comments and layout stay
}

// VerifyResult tells what Verify checked.
type VerifyResult struct {
	Path string `json:"file"`
	Mode string `json:"mode"`
	// Committed is true when a seed was checked against a commitment.
	Committed bool `json:"committed"`
	Decisions int  `json:"decisions"`
	Over      bool `json:"over"`
	// Data names the data file the game was played on, whose hash was
	// checked; absent for the game's embedded data.
	Data *DataRef `json:"data,omitempty"`
	// Outcomes is the check of the public outcomes of a sealed game; nil
	// for an open game or a game that records none.
	Outcomes *OutcomeCheck `json:"outcomes,omitempty"`
	// Entropy lists the players' seeds the game's seed was derived from
	// (seed_entropy.go); nil when none was given.
	Entropy *Entropy `json:"entropy,omitempty"`
}

// Verify checks that the seed of the game at path matches its commitment
// (sealed games) and that every recorded move replays legally from it.
func (c Games) Verify(path string) (*VerifyResult, error) {
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	if f.Sealed() && !f.Revealed() {
		if _, err := os.Stat(f.KeyPath); err != nil {
			return nil, fmt.Errorf("%w: %s is sealed and its seed is not revealed yet (pbem reveal): %s",
				ErrNeedKey, path, askHost)
		}
	}
	r, outcomes, err := f.replayCheckingOutcomes()
	if err != nil {
		return nil, err
	}
	res := &VerifyResult{Path: path, Mode: f.Header.Mode, Committed: f.Sealed(), Decisions: len(r.Plies), Over: r.Over(),
		Data: f.Header.Data, Outcomes: outcomes}
	if e, err := f.Entropy(); err == nil && len(e.Lines) > 0 {
		res.Entropy = e
	}
	return res, nil
}
