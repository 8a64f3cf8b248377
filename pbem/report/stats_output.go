package report

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// This file prints Stats: as text with small ASCII histograms, and as
// CSV in long form (one figure a row), which spreadsheets pivot.

// histogramBins is how many bars a histogram of values has at most.
const histogramBins = 8

// barWidth is the length of the longest bar.
const barWidth = 30

// WriteText writes the figures for people.
func (st *Stats) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%s, %d finished, %d not finished\n", pbem.Plural(st.Files, "file"), st.Finished, st.Unfinished)
	for _, g := range st.Groups {
		if err := g.writeText(w); err != nil {
			return err
		}
	}
	if len(st.Players) == 0 {
		return nil
	}
	fmt.Fprintln(w, "\nplayers")
	tw := pbem.NewTable(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  name\tgames\twins\twin rate")
	for _, p := range st.Players {
		fmt.Fprintf(tw, "  %s\t%d\t%d\t%s\n", p.Name, p.Games, p.Wins, percent(p.WinRate))
	}
	return tw.Flush()
}

// writeText writes one group: seats, scores, lengths and verbs.
func (g StatsGroup) writeText(w io.Writer) error {
	fmt.Fprintf(w, "\n%s, %s: %s\n", g.Game, pbem.Plural(g.Players, "player"), pbem.Plural(g.Games, "game"))
	tw := pbem.NewTable(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  seat\twins\twin rate\tmean score")
	for _, s := range g.Seats {
		fmt.Fprintf(tw, "  %d\t%d\t%s\t%s\t%s\n", s.Seat, s.Wins, percent(s.WinRate), number(s.Scores.Mean), bar(s.Wins, g.Games))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintf(w, "  scores: %s\n", g.Scores)
	writeHistogram(w, g.scores)
	fmt.Fprintf(w, "  decisions a game: %s\n", g.Length)
	writeHistogram(w, g.lengths)
	fmt.Fprintln(w, "  moves:")
	tw = pbem.NewTable(w, 0, 0, 2, ' ', 0)
	total := 0
	for _, v := range g.Verbs {
		total = max(total, v.Count)
	}
	for _, v := range g.Verbs {
		fmt.Fprintf(tw, "    %s\t%d\t%s\n", v.Verb, v.Count, bar(v.Count, total))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(g.Facts) > 0 {
		fmt.Fprintln(w, "  facts (a game):")
		for _, f := range g.Facts {
			fmt.Fprintf(w, "    %s: %s\n", f.Name, f.Of)
		}
	}
	return nil
}

// String gives the distribution on one line.
func (d Distribution) String() string {
	return fmt.Sprintf("mean %s, min %s, q1 %s, median %s, q3 %s, max %s", number(d.Mean), number(d.Min),
		number(d.Q1), number(d.Median), number(d.Q3), number(d.Max))
}

// writeHistogram draws values in up to histogramBins bars of equal width,
// each line "    [from, to)  count  ####".
func writeHistogram(w io.Writer, values []float64) {
	if len(values) == 0 {
		return
	}
	lo, hi := values[0], values[0]
	for _, v := range values {
		lo, hi = math.Min(lo, v), math.Max(hi, v)
	}
	bins := make([]int, histogramBins)
	width := math.Ceil((hi - lo + 1) / histogramBins) // whole numbers: scores and lengths are
	for _, v := range values {
		bins[int((v-lo)/width)]++
	}
	most := 0
	for _, n := range bins {
		most = max(most, n)
	}
	var labels []string
	for i := range bins {
		from := lo + float64(i)*width
		if from > hi {
			bins = bins[:i]
			break
		}
		label := number(from)
		if width > 1 {
			label += ".." + number(from+width-1)
		}
		labels = append(labels, label)
	}
	lw, cw := 0, len(strconv.Itoa(most))
	for _, l := range labels {
		lw = max(lw, len(l))
	}
	for i, n := range bins {
		fmt.Fprintln(w, strings.TrimRight(fmt.Sprintf("    %*s  %*d  %s", lw, labels[i], cw, n, bar(n, most)), " "))
	}
}

// bar is a row of # as long as n is to most, barWidth at most.
func bar(n, most int) string {
	if most == 0 {
		return ""
	}
	return strings.Repeat("#", (n*barWidth+most-1)/most)
}

func percent(r float64) string { return strconv.FormatFloat(r*100, 'f', 1, 64) + "%" }

// number writes a figure without trailing zeros: 12, 12.5, 12.25.
func number(x float64) string { return strconv.FormatFloat(math.Round(x*100)/100, 'f', -1, 64) }

// StatsCSVColumns are the columns of the CSV: which group (empty for the
// players' figures), which figure, of what, and its value.
var StatsCSVColumns = []string{"game", "players", "figure", "of", "value"}

// WriteCSV writes one figure a row, under a header row.
func (st *Stats) WriteCSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	cw.Write(StatsCSVColumns)
	row := func(game string, players int, figure, of string, value float64) {
		p := ""
		if players > 0 {
			p = strconv.Itoa(players)
		}
		cw.Write([]string{game, p, figure, of, number(value)})
	}
	for _, g := range st.Groups {
		row(g.Game, g.Players, "games", "", float64(g.Games))
		for _, s := range g.Seats {
			of := strconv.Itoa(s.Seat)
			row(g.Game, g.Players, "seat_wins", of, float64(s.Wins))
			row(g.Game, g.Players, "seat_win_rate", of, s.WinRate)
			row(g.Game, g.Players, "seat_mean_score", of, s.Scores.Mean)
		}
		g.Scores.rows(func(of string, v float64) { row(g.Game, g.Players, "score", of, v) })
		g.Length.rows(func(of string, v float64) { row(g.Game, g.Players, "decisions", of, v) })
		for _, v := range g.Verbs {
			row(g.Game, g.Players, "verb", v.Verb, float64(v.Count))
		}
		for _, f := range g.Facts {
			f.Of.rows(func(of string, v float64) { row(g.Game, g.Players, "fact "+f.Name, of, v) })
		}
	}
	for _, p := range st.Players {
		row("", 0, "player_games", p.Name, float64(p.Games))
		row("", 0, "player_wins", p.Name, float64(p.Wins))
		row("", 0, "player_win_rate", p.Name, p.WinRate)
	}
	cw.Flush()
	return cw.Error()
}

// rows gives each figure of d to row, by name.
func (d Distribution) rows(row func(of string, v float64)) {
	row("mean", d.Mean)
	row("min", d.Min)
	row("q1", d.Q1)
	row("median", d.Median)
	row("q3", d.Q3)
	row("max", d.Max)
}
