package pbem

import (
	"errors"
	"fmt"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the commands of "a seed nobody chose"
// (seed_entropy.go): creating a game that awaits its players' seeds,
// creating one with seeds given at creation, and recording a seed (or
// the host's close) that may deal the game.

// checkEntropyRequest refuses the requests the protocol does not make
// sense for.
func checkEntropyRequest(req NewGame) error {
	switch {
	case (req.AwaitSeeds || len(req.Entropy) > 0) && !req.Sealed:
		return Usagef("--await-seeds and --entropy are for a sealed game (--sealed): in an open game the seed is in the file")
	case req.AwaitSeeds && len(req.Entropy) > 0:
		return Usagef("--entropy deals the game at once, --await-seeds waits for the players: give one of them")
	case req.SeedWait != "" && !req.AwaitSeeds:
		return Usagef("--seed-wait is how long --await-seeds waits: give --await-seeds too")
	}
	if req.SeedWait != "" {
		if _, err := ParseDeadline(req.SeedWait); err != nil {
			return Usagef("--seed-wait: %v", err)
		}
	}
	return nil
}

// appendEntropy appends to src, the new file's front matter, the seed
// lines of the players who gave their entropy at creation, in seat order.
func appendEntropy(src []byte, players []Player, req NewGame) ([]byte, error) {
	given := make([]string, len(players))
	for name, text := range req.Entropy {
		i := indexFold(playerNames(players), name)
		if i < 0 {
			return nil, Usagef("--entropy %s=%s: no player is named %q", name, text, name)
		}
		if players[i].Bot != "" {
			return nil, Usagef("--entropy %s=%s: %s is a computer player: it gives no seed", name, text, players[i].Name)
		}
		digits, err := NormalizeEntropy(text)
		if err != nil {
			return nil, Usagef("--entropy %s=%s: %v", name, text, err)
		}
		given[i] = digits
	}
	for i, digits := range given {
		if digits != "" {
			src = appendMeta(src, MetaEntry(players[i].Name, SeedVerb+" "+digits, "", req.Now))
		}
	}
	return src, nil
}

// playerNames returns the players' names, in seat order.
func playerNames(players []Player) []string {
	names := make([]string, len(players))
	for i, p := range players {
		names[i] = p.Name
	}
	return names
}

// CreateAwaiting writes a new sealed game that awaits its players' seeds
// (req.AwaitSeeds): the front matter with the host's commitment, and the
// key, but no deal. The game is dealt by the seed line that completes the
// wait, or the host's close (GiveSeed).
func (c Games) CreateAwaiting(req NewGame) (*File, error) {
	if !req.AwaitSeeds {
		return nil, Usagef("CreateAwaiting is for a game that awaits its players' seeds")
	}
	_, err := c.Create(req)
	var written *awaitingCreated
	if errors.As(err, &written) {
		return written.f, nil
	}
	if err == nil {
		err = fmt.Errorf("pbem: internal error: a game that awaits its players' seeds was dealt at creation")
	}
	return nil, err
}

// awaitingCreated is Create's error for a game that awaits its players'
// seeds (NewGame.AwaitSeeds): its files are written, and it is not dealt,
// so there is no Replay to return. CreateAwaiting expects it.
type awaitingCreated struct{ f *File }

func (a *awaitingCreated) Error() string {
	return fmt.Sprintf("%s is written and awaits its players' seeds: it is not dealt yet", a.f.Path)
}
func (a *awaitingCreated) Unwrap() error { return ErrWaitingSeeds }

// entropyAtCreation returns the new game's file f with the seed lines of
// the players who gave their seeds at creation (req.Entropy), and the
// seed it is dealt from; a game that awaits its players' seeds
// (req.AwaitSeeds) is written here, undealt (awaitingCreated).
func (c Games) entropyAtCreation(f *File, seed Seed, req NewGame) (*File, Seed, error) {
	if err := checkEntropyRequest(req); err != nil {
		return nil, seed, err
	}
	if req.AwaitSeeds {
		return nil, seed, c.createAwaiting(f, seed)
	}
	if len(req.Entropy) == 0 {
		return f, seed, nil
	}
	src, err := appendEntropy(f.Src, f.Header.Players, req)
	if err != nil {
		return nil, seed, err
	}
	if f, err = c.Parse(f.Path, src); err != nil {
		return nil, seed, AsUsage(err)
	}
	dealt, err := f.derive(seed)
	return f, dealt, asUsageOrNil(err)
}

// createAwaiting writes the files of f, a game that awaits its players'
// seeds, with the host's seed in its key, and returns awaitingCreated.
func (c Games) createAwaiting(f *File, seed Seed) error {
	e, err := f.Entropy()
	if err != nil {
		return err
	}
	if len(e.Awaited) == 0 {
		return Usagef("--await-seeds: every player is a computer player, and bots give no seed")
	}
	// A trial deal from the host's seed, thrown away: a setting the game
	// refuses is told now, not when the last seed comes in.
	if _, err := f.setup(seed); err != nil {
		return AsUsage(err)
	}
	if err := WithNewLock(f.Path, func() error { return createFiles(f, seed) }); err != nil {
		return err
	}
	return &awaitingCreated{f}
}

// asUsageOrNil is AsUsage, keeping nil nil.
func asUsageOrNil(err error) error {
	if err == nil {
		return nil
	}
	return AsUsage(err)
}

// SeedRequest is a player's seed, or the host's close of the wait.
type SeedRequest struct {
	// As names the player; Entropy is their hex digits, "" to leave it
	// to the others.
	As, Entropy string
	// Close, for the host, stops waiting: the game is dealt with the
	// seeds given.
	Close bool
	// Now, when set, is written as the line's time.
	Now time.Time
}

// SeedResult tells what GiveSeed wrote.
type SeedResult struct {
	// Line is the meta-line written, as in the record.
	Line    string   `json:"line"`
	Entropy *Entropy `json:"seeds"`
	// Dealt tells that the line ended the wait: the game is dealt, and
	// Replay is the game as it now stands (with the first decisions of
	// bots, if any).
	Dealt  bool    `json:"dealt"`
	Status *Status `json:"status,omitempty"`
	Replay *Replay `json:"-"`
}

// GiveSeed records the seed of player req.As ("!Ann: seed 3f2a…"), or,
// with req.Close, the host's close ("!seed close"), in the game at path
// that awaits its players' seeds. When no seed is awaited any more, the
// game is dealt from the derived seed and the bots to act play.
func (c Games) GiveSeed(path string, req SeedRequest) (*SeedResult, error) {
	var res *SeedResult
	err := c.Update(path, func(f *File) ([]byte, error) {
		text, err := seedLineText(f, req)
		if err != nil {
			return nil, err
		}
		name := ""
		if !req.Close {
			seat, _ := f.RecordSeat(req.As)
			name = f.Name(seat)
		}
		line := MetaEntry(name, text, "", req.Now)
		nf, err := c.Parse(f.Path, appendMeta(f.Src, line))
		if err != nil {
			return nil, err
		}
		nf.KeyPath = f.KeyPath
		res, err = c.afterSeed(nf, req.Now)
		if err != nil {
			return nil, err
		}
		res.Line = line.Format()
		return res.Replay.File.Src, nil
	})
	return res, err
}

// seedLineText checks that req may be recorded in f now, and returns its
// meta-line's text.
func seedLineText(f *File, req SeedRequest) (string, error) {
	e, err := f.Entropy()
	if err != nil {
		return "", err
	}
	switch {
	case !f.Header.AwaitSeeds:
		return "", fmt.Errorf("%w: %s does not await its players' seeds (it was not created with --await-seeds)",
			engine.ErrIllegal, f.Path)
	case !e.Waiting():
		return "", fmt.Errorf("%w: the game is dealt already: seeds are given before the deal", engine.ErrIllegal)
	case req.Close:
		return SeedVerb + " " + seedCloseArg, nil
	}
	seat, ok := f.RecordSeat(req.As)
	switch {
	case req.As == "":
		return "", Usagef("say whose seed it is with --as")
	case !ok:
		return "", Usagef("no player is named %q", req.As)
	case f.Header.Players[seat].Bot != "":
		return "", fmt.Errorf("%w: %s is a computer player: it gives no seed", engine.ErrIllegal, f.Name(seat))
	case !ContainsFold(e.Awaited, f.Name(seat)):
		return "", fmt.Errorf("%w: %s gave a seed already", engine.ErrIllegal, f.Name(seat))
	case req.Entropy == "":
		return SeedVerb, nil
	}
	digits, err := NormalizeEntropy(req.Entropy)
	if err != nil {
		return "", err
	}
	return SeedVerb + " " + digits, nil
}

// afterSeed returns what a seed line appended to f did: when the wait is
// over, the game is dealt from the derived seed and the bots to act play
// (their lines appended to f's source).
func (c Games) afterSeed(f *File, now time.Time) (*SeedResult, error) {
	e, err := f.Entropy()
	if err != nil {
		return nil, err
	}
	res := &SeedResult{Entropy: e, Replay: &Replay{File: f}}
	if e.Waiting() {
		return res, nil
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	// The deal is public from now on: its outcome line goes before the
	// bots' first decisions, as at Create.
	if err := c.annotateSetup(r); err != nil {
		return nil, err
	}
	before := len(r.File.Src)
	if err := c.botsStart(r, now); err != nil {
		return nil, err
	}
	if len(r.File.Src) != before { // the bots played: their lines are in the file now
		if r, err = r.File.Replay(-1); err != nil {
			return nil, err
		}
	}
	res.Dealt, res.Replay, res.Status = true, r, r.Status()
	return res, nil
}
