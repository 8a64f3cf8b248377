package bot

import (
	"crypto/sha256"
	"fmt"
	mrand "math/rand/v2"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// SelfplayRequest asks for random games between random players.
type SelfplayRequest struct {
	Game    string
	Players int // 0: the game's smallest number of players
	Games   int
	// Seed names the run; the same seed gives the same games. Empty draws one.
	Seed string
	// MaxDecisions bounds each game (0: DefaultMaxDecisions).
	MaxDecisions int
	// Variants are the optional rules every game is played with.
	Variants []string
	// Out, when set, is a directory each game is written to as a game
	// file (see writeSelfplayed), created if missing.
	Out string
	// Now is the creation time written in the files Out receives.
	Now time.Time
	// Sealed writes the files of Out as sealed games, each with its key
	// and its sidecar of secret texts (writeSelfplayed). Their seeds come
	// from the run's seed, as open games' do: a sealed self-played game
	// keeps nothing from whoever knows the run's seed, which its summary
	// prints. It is for trying sealed games out and testing them.
	Sealed bool
}

// DefaultMaxDecisions is the bound on decisions per self-played game: a
// game that runs longer has a bug.
const DefaultMaxDecisions = 100_000

// SelfplayResult summarises a self-play run.
type SelfplayResult struct {
	Game      string `json:"game"`
	Players   int    `json:"players"`
	Games     int    `json:"games"`
	Seed      string `json:"seed"`
	Decisions int    `json:"decisions"`
	// Wins counts the games each seat won (a shared victory counts for each).
	Wins         []int     `json:"wins"`
	AverageScore []float64 `json:"average_score"`
	// Variants are the optional rules played, as the game names them.
	Variants []string `json:"variants,omitempty"`
	// Files are the game files written (with --out), in the order played.
	Files []string `json:"files,omitempty"`
	// ids are the game ids of the files in Out, written or found there
	// (selfplay_out.go), so that no two files share one.
	ids map[string]bool
}

// Selfplay plays req.Games games in which every decision is drawn uniformly
// from the legal moves (of a seat drawn uniformly among those to act). Each
// move goes through the game's notation as a recorded move would. Game i
// is dealt from the seed SHA-256("pbem selfplay " ‖ seed ‖ "/" ‖ i).
func Selfplay(c pbem.Games, req SelfplayRequest) (*SelfplayResult, error) {
	g, err := c.Lookup(req.Game)
	if err != nil {
		return nil, pbem.AsUsage(err)
	}
	res, err := newSelfplayResult(g, req)
	if err != nil {
		return nil, err
	}
	res, err = playAll(c, g, req, res)
	if err != nil {
		removeAll(res.Files, req.Sealed) // a failed run leaves no game of its own behind
		return nil, err
	}
	return res, nil
}

// playAll plays the games of the run res describes.
func playAll(c pbem.Games, g engine.Game, req SelfplayRequest, res *SelfplayResult) (*SelfplayResult, error) {
	totals := make([]int, res.Players)
	opts := engine.Options{Variants: res.Variants}
	for i := range res.Games {
		seed := pbem.Seed(sha256.Sum256(fmt.Appendf(nil, "pbem selfplay %s/%d", res.Seed, i)))
		result, moves, err := playRandom(g, opts, res.Players, seed, orDefault(req.MaxDecisions, DefaultMaxDecisions))
		if err != nil {
			return res, fmt.Errorf("selfplay %s game %d (seed %s): %w", res.Game, i, seed, err)
		}
		if req.Out != "" {
			path, err := writeSelfplayed(g, i, req, res, seed, moves)
			if err != nil {
				return res, err
			}
			res.Files = append(res.Files, path)
		}
		res.Decisions += len(moves)
		for _, w := range result.Winners {
			res.Wins[w]++
		}
		for s, score := range result.Scores {
			totals[s] += score
		}
	}
	for s, total := range totals {
		res.AverageScore[s] = float64(total) / float64(max(res.Games, 1))
	}
	return res, nil
}

// newSelfplayResult checks the request and fills in its defaults.
func newSelfplayResult(g engine.Game, req SelfplayRequest) (*SelfplayResult, error) {
	info := g.Info()
	players := orDefault(req.Players, info.MinPlayers)
	if err := info.CheckOptions(engine.Options{Variants: req.Variants}, players); err != nil {
		return nil, pbem.AsUsage(err)
	}
	if req.Games < 0 {
		return nil, pbem.Usagef("--games must not be negative")
	}
	if req.Sealed && req.Out == "" {
		return nil, pbem.Usagef("--sealed writes sealed game files: say where with --out DIR")
	}
	seed := req.Seed
	if seed == "" {
		s, err := pbem.NewSeed()
		if err != nil {
			return nil, err
		}
		seed = s.String()[:16]
	}
	return &SelfplayResult{Game: info.ID, Players: players, Games: req.Games, Seed: seed,
		Wins: make([]int, players), AverageScore: make([]float64, players),
		Variants: pbem.CanonicalVariants(info, req.Variants)}, nil
}

// orDefault returns v, or def when v is 0.
func orDefault(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}

// selfplayNames are the players of a self-played game: P1, P2, …
func selfplayNames(players int) []string {
	names := make([]string, players)
	for i := range names {
		names[i] = fmt.Sprintf("P%d", i+1)
	}
	return names
}

// randomMove is one decision of a random game: who made it and its
// canonical text.
type randomMove struct {
	seat engine.Seat
	text string
}

// playRandom plays one random game and returns its result and decisions.
func playRandom(g engine.Game, opts engine.Options, players int, seed pbem.Seed, maxDecisions int) (engine.Result, []randomMove, error) {
	opts.Names = selfplayNames(players)
	st, _, err := g.Setup(opts, players, seed.Rand(0))
	if err != nil {
		return engine.Result{}, nil, err
	}
	choose := mrand.New(mrand.NewChaCha8(sha256.Sum256(append(seed[:], "choose"...))))
	var moves []randomMove
	for n := 1; n <= maxDecisions; n++ {
		if res, over := st.Result(); over {
			return res, moves, nil
		}
		m, err := playOne(g, st, choose, seed.Rand(n))
		if err != nil {
			return engine.Result{}, moves, fmt.Errorf("decision %d: %w", n, err)
		}
		moves = append(moves, m)
	}
	return engine.Result{}, moves, fmt.Errorf("no end after %d decisions", maxDecisions)
}

// playOne makes one random decision, through the notation.
func playOne(g engine.Game, st engine.State, choose, rng *mrand.Rand) (randomMove, error) {
	seats := st.ToAct()
	if len(seats) == 0 {
		return randomMove{}, fmt.Errorf("nobody is to act but the game is not over")
	}
	seat := seats[choose.IntN(len(seats))]
	legal := st.Legal(seat)
	if len(legal) == 0 {
		return randomMove{}, fmt.Errorf("seat %d is to act but has no legal move", seat)
	}
	text := g.FormatMove(st, legal[choose.IntN(len(legal))])
	m, err := g.ParseMove(st, seat, text)
	if err != nil {
		return randomMove{}, fmt.Errorf("%q does not parse: %w", text, err)
	}
	// The text recorded is the canonical one a replay would write.
	canonical := g.FormatMove(st, m)
	_, err = st.Apply(seat, m, rng)
	return randomMove{seat: seat, text: canonical}, err
}
