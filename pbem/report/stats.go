package report

import (
	order "cmp"
	"errors"
	"math"
	"slices"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds `pbem stats`: figures over many finished games.

// Stats sums up many game files. Only finished games count; the others
// are only counted.
type Stats struct {
	Files      int `json:"files"`
	Finished   int `json:"finished"`
	Unfinished int `json:"unfinished"`
	// Groups holds the figures of each game and number of players, in the
	// order of games then players.
	Groups []StatsGroup `json:"groups"`
	// Players holds each player's record over every game, by name.
	Players []PlayerStats `json:"players"`
}

// StatsGroup is the figures of the finished games of one game with one
// number of players: seats are comparable only there.
type StatsGroup struct {
	Game    string       `json:"game"`
	Players int          `json:"players"`
	Games   int          `json:"games"`
	Seats   []SeatStats  `json:"seats"`
	Scores  Distribution `json:"scores"`
	// Length is the number of decisions of a game.
	Length Distribution `json:"length"`
	Verbs  []VerbCount  `json:"verbs"`
	// Facts are the game's own figures (engine.FactTeller), in the order
	// the game gives them; empty for a game that gives none.
	Facts []FactStats `json:"facts"`
	// scores and lengths keep the values for the histograms; facts the
	// values of each fact, by name.
	scores, lengths []float64
	facts           map[string][]float64
}

// FactStats sums up one fact of a game over its games.
type FactStats struct {
	Name string       `json:"name"`
	Of   Distribution `json:"of"`
}

// SeatStats is one seat's record: a shared victory is a win for each.
type SeatStats struct {
	Seat    int          `json:"seat"` // from 1
	Wins    int          `json:"wins"`
	WinRate float64      `json:"win_rate"`
	Scores  Distribution `json:"scores"`
}

// PlayerStats is one player's record over every game they finished.
type PlayerStats struct {
	Name    string  `json:"name"`
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
}

// VerbCount is how often a move verb was played.
type VerbCount struct {
	Verb  string `json:"verb"`
	Count int    `json:"count"`
}

// Distribution sums up values: quartiles are interpolated between the
// sorted values (as spreadsheets' QUARTILE.INC and numpy do).
type Distribution struct {
	Mean   float64 `json:"mean"`
	Min    float64 `json:"min"`
	Q1     float64 `json:"q1"`
	Median float64 `json:"median"`
	Q3     float64 `json:"q3"`
	Max    float64 `json:"max"`
}

// gameFacts is what stats keeps of one game, small enough for 10,000.
type gameFacts struct {
	game      string
	names     []string
	over      bool
	scores    []int
	winners   []int
	decisions int
	verbs     map[string]int
	facts     []engine.Fact
}

// factsOf takes from a replayed game what stats needs.
func factsOf(r *pbem.Replay, _ time.Time) gameFacts {
	g := gameFacts{game: r.File.Header.Game, names: r.File.Names(), decisions: len(r.Plies), verbs: map[string]int{}}
	for _, p := range r.Plies {
		g.verbs[pbem.VerbOf(p.Move)]++
	}
	res, over := r.State.Result()
	g.over, g.scores = over, res.Scores
	if ft, ok := r.File.Game.(engine.FactTeller); ok && over {
		g.facts = ft.Facts(r.State)
	}
	for _, w := range res.Winners {
		g.winners = append(g.winners, int(w))
	}
	return g
}

// Stats loads and replays each file of paths (directories walked for
// *.pbem) on both cores, and sums up the finished games. The files that
// do not load come back with their errors, to be reported.
func StatsOf(c pbem.Games, paths []string) (*Stats, []error, error) {
	files, err := pbem.GamePaths(paths)
	if err != nil {
		return nil, nil, err
	}
	st := &Stats{Groups: []StatsGroup{}, Players: []PlayerStats{}}
	var failed []error
	groups := map[[2]any]*StatsGroup{}
	players := map[string]*PlayerStats{}
	for _, s := range pbem.ScanStates(c, files, factsOf) {
		st.Files++
		switch {
		case errors.Is(s.Err, pbem.ErrWaitingSeeds): // not dealt yet (pbem/seed_entropy.go)
			st.Unfinished++
		case s.Err != nil:
			failed = append(failed, s.Err)
		case !s.Value.over:
			st.Unfinished++
		default:
			st.Finished++
			st.add(groups, players, s.Value)
		}
	}
	st.finish(c, groups, players)
	return st, failed, nil
}

// add counts one finished game.
func (st *Stats) add(groups map[[2]any]*StatsGroup, players map[string]*PlayerStats, g gameFacts) {
	key := [2]any{g.game, len(g.names)}
	grp := groups[key]
	if grp == nil {
		grp = &StatsGroup{Game: g.game, Players: len(g.names), Seats: make([]SeatStats, len(g.names)),
			Facts: []FactStats{}, facts: map[string][]float64{}}
		groups[key] = grp
	}
	grp.Games++
	grp.lengths = append(grp.lengths, float64(g.decisions))
	for _, score := range g.scores {
		grp.scores = append(grp.scores, float64(score))
	}
	for _, w := range g.winners {
		grp.Seats[w].Wins++
	}
	for _, f := range g.facts {
		if _, seen := grp.facts[f.Name]; !seen {
			grp.Facts = append(grp.Facts, FactStats{Name: f.Name})
		}
		grp.facts[f.Name] = append(grp.facts[f.Name], f.Value)
	}
	for verb, n := range g.verbs {
		i := slices.IndexFunc(grp.Verbs, func(v VerbCount) bool { return v.Verb == verb })
		if i < 0 {
			grp.Verbs = append(grp.Verbs, VerbCount{Verb: verb})
			i = len(grp.Verbs) - 1
		}
		grp.Verbs[i].Count += n
	}
	for s, name := range g.names {
		p := players[name]
		if p == nil {
			p = &PlayerStats{Name: name}
			players[name] = p
		}
		p.Games++
		if slices.Contains(g.winners, s) {
			p.Wins++
		}
	}
}

// finish orders the groups and players and works out the rates and
// distributions.
func (st *Stats) finish(c pbem.Games, groups map[[2]any]*StatsGroup, players map[string]*PlayerStats) {
	ids := c.IDs()
	for _, g := range groups {
		g.Scores, g.Length = Distribute(g.scores), Distribute(g.lengths)
		for i := range g.Facts {
			g.Facts[i].Of = Distribute(g.facts[g.Facts[i].Name])
		}
		for s := range g.Seats {
			g.Seats[s].Seat = s + 1
			g.Seats[s].WinRate = rate(g.Seats[s].Wins, g.Games)
			g.Seats[s].Scores = Distribute(everyNth(g.scores, s, g.Players))
		}
		slices.SortFunc(g.Verbs, func(a, b VerbCount) int {
			return order.Or(order.Compare(b.Count, a.Count), order.Compare(a.Verb, b.Verb))
		})
		if g.Verbs == nil {
			g.Verbs = []VerbCount{}
		}
		st.Groups = append(st.Groups, *g)
	}
	slices.SortFunc(st.Groups, func(a, b StatsGroup) int {
		return order.Or(order.Compare(slices.Index(ids, a.Game), slices.Index(ids, b.Game)), order.Compare(a.Players, b.Players))
	})
	for _, p := range players {
		p.WinRate = rate(p.Wins, p.Games)
		st.Players = append(st.Players, *p)
	}
	slices.SortFunc(st.Players, func(a, b PlayerStats) int { return order.Compare(a.Name, b.Name) })
}

// everyNth returns values[from], values[from+n], …: one seat's scores
// among a group's, which are kept game after game, seat after seat.
func everyNth(values []float64, from, n int) []float64 {
	var out []float64
	for i := from; i < len(values); i += n {
		out = append(out, values[i])
	}
	return out
}

func rate(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return math.Round(float64(n)/float64(of)*1e4) / 1e4
}

// Distribute sums up values (all zero when there are none).
func Distribute(values []float64) Distribution {
	if len(values) == 0 {
		return Distribution{}
	}
	v := slices.Sorted(slices.Values(values))
	sum := 0.0
	for _, x := range v {
		sum += x
	}
	return Distribution{Mean: math.Round(sum/float64(len(v))*100) / 100, Min: v[0], Q1: quantile(v, 0.25),
		Median: quantile(v, 0.5), Q3: quantile(v, 0.75), Max: v[len(v)-1]}
}

// quantile returns the q-quantile of sorted, interpolating linearly.
func quantile(sorted []float64, q float64) float64 {
	pos := q * float64(len(sorted)-1)
	lo := int(pos)
	if lo+1 >= len(sorted) {
		return sorted[lo]
	}
	return sorted[lo] + (pos-float64(lo))*(sorted[lo+1]-sorted[lo])
}
