package bot

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/pbem-games/pbem/pbem"
)

// tally fills in each bot's wins, win rate, interval and Elo.
func (res *ArenaResult) tally(games []arenaGame) {
	n := len(res.Bots)
	score := make([][]float64, n) // score[a][b]: a's points against b, a draw 1/2
	meets := make([][]float64, n)
	for a := range n {
		score[a], meets[a] = make([]float64, n), make([]float64, n)
	}
	think := make([]time.Duration, n)
	for _, gm := range games {
		for s, d := range gm.decisions {
			res.Bots[gm.botAt[s]].Decisions += d
			think[gm.botAt[s]] += gm.think[s]
		}
		for _, w := range gm.result.Winners {
			res.Bots[gm.botAt[w]].Wins += 1 / float64(len(gm.result.Winners))
		}
		pairwise(gm, score, meets)
	}
	elo := bradleyTerry(score, meets)
	for i := range res.Bots {
		b := &res.Bots[i]
		b.WinRate = b.Wins / float64(res.Games)
		b.Low, b.High = wilson(b.Wins, float64(res.Games))
		b.Elo = math.Round(elo[i])
		if b.Decisions > 0 {
			b.SecondsPerDecision = think[i].Seconds() / float64(b.Decisions)
		}
	}
	res.HeadToHead = headToHead(res.Bots, score, meets)
}

// headToHead lists every pair of bots (a before b in --bots' order) with
// a's share of the pairwise points against b.
func headToHead(bots []ArenaBot, score, meets [][]float64) []ArenaPair {
	pairs := []ArenaPair{}
	for a := range bots {
		for b := a + 1; b < len(bots); b++ {
			p := ArenaPair{Bot: bots[a].Bot, Against: bots[b].Bot, Games: int(meets[a][b]), Score: score[a][b]}
			if p.Games > 0 {
				p.Rate = p.Score / meets[a][b]
				p.Low, p.High = wilson(p.Score, meets[a][b])
			}
			pairs = append(pairs, p)
		}
	}
	return pairs
}

// pairwise adds game gm's pairwise results: of two seats, the higher final
// score wins, and equal scores draw unless one of them is a winner (a
// tie-break).
func pairwise(gm arenaGame, score, meets [][]float64) {
	won := map[int]bool{}
	for _, w := range gm.result.Winners {
		won[int(w)] = true
	}
	for s := range gm.botAt {
		for t := range gm.botAt {
			if s == t {
				continue
			}
			a, b := gm.botAt[s], gm.botAt[t]
			meets[a][b]++
			switch ds, dt := gm.result.Scores[s], gm.result.Scores[t]; {
			case won[s] && !won[t], !won[t] && ds > dt:
				score[a][b]++
			case won[s] == won[t] && ds == dt:
				score[a][b] += 0.5
			}
		}
	}
}

// bradleyTerry fits Elo ratings to pairwise scores by the
// minorization-maximization iteration of the Bradley-Terry model, with one
// virtual draw between every pair so that a bot that never lost keeps a
// finite rating. The ratings' mean is 0.
func bradleyTerry(score, meets [][]float64) []float64 {
	n := len(score)
	p := make([]float64, n)
	for i := range p {
		p[i] = 1
	}
	for range 1000 {
		for i := range n {
			wins, denom := 0.0, 0.0
			for j := range n {
				if i == j {
					continue
				}
				wins += score[i][j] + 0.5
				denom += (meets[i][j] + 1) / (p[i] + p[j])
			}
			p[i] = wins / denom
		}
	}
	elo := make([]float64, n)
	mean := 0.0
	for i := range p {
		elo[i] = 400 * math.Log10(p[i])
		mean += elo[i] / float64(n)
	}
	for i := range elo {
		elo[i] -= mean
	}
	return elo
}

// wilson returns the 95% Wilson score interval of wins out of n.
func wilson(wins, n float64) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p := wins / n
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return max(0, centre-half), min(1, centre+half)
}

// WriteText writes the result as a table, one bot a line.
func (res *ArenaResult) WriteText(w io.Writer) error {
	if _, err := fmt.Fprintf(w, "%s, %d players, %d games, seed %s (seats rotated)\n",
		res.Game, res.Players, res.Games, res.Seed); err != nil {
		return err
	}
	tw := pbem.NewTable(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\twins\twin rate\t95% interval\tElo\tms a decision\t")
	for _, b := range res.Bots {
		fmt.Fprintf(tw, "%s\t%.1f\t%.1f%%\t%.1f-%.1f%%\t%+.0f\t%s\t\n", b.Bot, b.Wins, 100*b.WinRate,
			100*b.Low, 100*b.High, b.Elo, thinkTime(b.SecondsPerDecision))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	return res.writeHeadToHead(w)
}

// writeHeadToHead writes the pairs: who finished ahead of whom, and how
// often.
func (res *ArenaResult) writeHeadToHead(w io.Writer) error {
	if _, err := fmt.Fprintln(w, "head to head (finished ahead, in the games both played)"); err != nil {
		return err
	}
	tw := pbem.NewTable(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "bot\tagainst\tgames\tahead\t95% interval\t")
	for _, p := range res.HeadToHead {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.1f%%\t%.1f-%.1f%%\t\n", p.Bot, p.Against, p.Games, 100*p.Rate,
			100*p.Low, 100*p.High)
	}
	return tw.Flush()
}

// thinkTime writes a bot's mean time a decision in milliseconds, three
// significant digits or whole milliseconds: "1234", "322", "3.34",
// "0.00213".
func thinkTime(seconds float64) string {
	if ms := 1000 * seconds; ms < 100 {
		return strconv.FormatFloat(ms, 'g', 3, 64)
	}
	return strconv.FormatFloat(1000*seconds, 'f', 0, 64)
}
