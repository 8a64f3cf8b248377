package bot

import (
	"crypto/sha256"
	"fmt"
	"runtime"
	"sync"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// ArenaRequest asks for games between computer players.
type ArenaRequest struct {
	Game    string
	Players int // 0: the game's smallest number of players
	// Bots is one bot a seat ("mcts:2000,mcts:200,random").
	Bots  string
	Games int
	// Seed names the run; the same seed gives the same games. Empty draws one.
	Seed string
	// Workers is how many games are played at once; 0: one a core.
	Workers int
}

// ArenaResult is the outcome of an arena run: one line a bot.
type ArenaResult struct {
	Game    string     `json:"game"`
	Players int        `json:"players"`
	Games   int        `json:"games"`
	Seed    string     `json:"seed"`
	Bots    []ArenaBot `json:"bots"`
	// HeadToHead is each pair of bots, in the order --bots names them:
	// how often the first finished ahead of the second in the games they
	// played together (the "head-to-head seats", which a
	// many-player game's win rate alone cannot say).
	HeadToHead []ArenaPair `json:"head_to_head"`
}

// ArenaPair is how bot Bot fared against bot Against, seat against seat.
type ArenaPair struct {
	Bot     string `json:"bot"`
	Against string `json:"against"`
	// Games counts the games both played; Score Bot's points in them (1
	// for finishing ahead: the higher final score, or the victory on a
	// tie-break; 1/2 for a tie), Rate their share and Low and High its 95%
	// Wilson interval.
	Games int     `json:"games"`
	Score float64 `json:"score"`
	Rate  float64 `json:"rate"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// ArenaBot is how one bot fared.
type ArenaBot struct {
	// Bot is the bot as --bots names it, with "#k" after the k-th of
	// several alike.
	Bot string `json:"bot"`
	// Wins counts its victories, a victory shared by k counting 1/k.
	Wins    float64 `json:"wins"`
	WinRate float64 `json:"win_rate"`
	// Low and High bound the 95% Wilson interval of the win rate.
	Low  float64 `json:"low"`
	High float64 `json:"high"`
	// Elo is its rating from the pairwise results (a higher final score
	// beats a lower one), the bots' mean being 0.
	Elo float64 `json:"elo"`
	// Decisions counts the decisions it made in all the games, and
	// SecondsPerDecision is their mean wall-clock time: what a budget
	// costs on this machine (about CPU time while --workers is no more
	// than the idle cores). The only figure that varies between runs.
	Decisions          int     `json:"decisions"`
	SecondsPerDecision float64 `json:"seconds_per_decision"`
}

// arenaGame is the outcome of one game: the bot at each seat, the result,
// and each seat's decisions and time spent choosing them.
type arenaGame struct {
	botAt     []int
	result    engine.Result
	decisions []int
	think     []time.Duration
	err       error
}

// Arena plays req.Games games between the bots of req.Bots, one a seat.
// Seats rotate: in game i, seat s is played by bot (s+i) mod players.
// Games are played in parallel, each from its own seed
// (SHA-256("pbem arena " ‖ seed ‖ "/" ‖ i)), so the result does not
// depend on the number of workers.
func Arena(c pbem.Games, req ArenaRequest) (*ArenaResult, error) {
	g, err := c.Lookup(req.Game)
	if err != nil {
		return nil, pbem.AsUsage(err)
	}
	res, bots, err := newArenaResult(g, req)
	if err != nil {
		return nil, err
	}
	games := playArena(g, res, bots, orDefault(req.Workers, runtime.GOMAXPROCS(0)))
	for i, a := range games {
		if a.err != nil {
			return nil, fmt.Errorf("arena %s game %d: %w", res.Game, i, a.err)
		}
	}
	res.tally(games)
	return res, nil
}

// newArenaResult checks the request and fills in its defaults.
func newArenaResult(g engine.Game, req ArenaRequest) (*ArenaResult, []Bot, error) {
	info := g.Info()
	players := orDefault(req.Players, info.MinPlayers)
	if err := info.CheckOptions(engine.Options{}, players); err != nil {
		return nil, nil, pbem.AsUsage(err)
	}
	bots, err := ParseBots(req.Bots)
	if err != nil {
		return nil, nil, err
	}
	if len(bots) != players {
		return nil, nil, pbem.Usagef("--bots names %d bots for %d players: expected one a seat", len(bots), players)
	}
	if req.Games < 1 {
		return nil, nil, pbem.Usagef("--games %d: expected at least 1", req.Games)
	}
	seed := req.Seed
	if seed == "" {
		s, err := pbem.NewSeed()
		if err != nil {
			return nil, nil, err
		}
		seed = s.String()[:16]
	}
	res := &ArenaResult{Game: info.ID, Players: players, Games: req.Games, Seed: seed}
	for _, name := range botNames(bots) {
		res.Bots = append(res.Bots, ArenaBot{Bot: name})
	}
	return res, bots, nil
}

// botNames names the bots, numbering those written alike.
func botNames(bots []Bot) []string {
	count := map[string]int{}
	for _, b := range bots {
		count[b.Spec]++
	}
	seen := map[string]int{}
	var out []string
	for _, b := range bots {
		name := b.Spec
		if count[b.Spec] > 1 {
			seen[b.Spec]++
			name = fmt.Sprintf("%s#%d", b.Spec, seen[b.Spec])
		}
		out = append(out, name)
	}
	return out
}

// playArena plays every game of res on workers goroutines.
func playArena(g engine.Game, res *ArenaResult, bots []Bot, workers int) []arenaGame {
	out := make([]arenaGame, res.Games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = playArenaGame(g, res, bots, i)
			}
		}()
	}
	for i := range res.Games {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

// playArenaGame plays game i: seats rotated, every decision by the bot of
// the first seat to act.
func playArenaGame(g engine.Game, res *ArenaResult, bots []Bot, i int) arenaGame {
	a := arenaGame{botAt: make([]int, res.Players), decisions: make([]int, res.Players),
		think: make([]time.Duration, res.Players)}
	for s := range a.botAt {
		a.botAt[s] = (s + i) % res.Players
	}
	seed := pbem.Seed(sha256.Sum256(fmt.Appendf(nil, "pbem arena %s/%d", res.Seed, i)))
	st, _, err := g.Setup(engine.Options{Names: selfplayNames(res.Players)}, res.Players, seed.Rand(0))
	if err != nil {
		a.err = err
		return a
	}
	for n := 1; len(st.ToAct()) > 0; n++ {
		if n > DefaultMaxDecisions {
			a.err = fmt.Errorf("no end after %d decisions", DefaultMaxDecisions)
			return a
		}
		s := st.ToAct()[0]
		start := time.Now()
		m, err := bots[a.botAt[s]].choose(g, st, s, decisionSeed(seed, n))
		a.decisions[s]++
		a.think[s] += time.Since(start)
		if err == nil {
			_, err = st.Apply(s, m, seed.Rand(n))
		}
		if err != nil {
			a.err = fmt.Errorf("decision %d (seed %s): %w", n, seed, err)
			return a
		}
	}
	a.result, _ = st.Result()
	return a
}
