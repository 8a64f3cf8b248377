package princes

import "github.com/pbem-games/pbem/engine"

// SummarizeMoves says what seat s may do in a few lines (see
// engine.MoveSummarizer): a building or landscape that fits in many
// places is one line with the number of places and an example; a work is
// one line with the range of prestige its payment may buy; selling
// prestige is one line. Other moves are written out.
func (g Game) SummarizeMoves(st engine.State, s engine.Seat, moves []engine.Move) []engine.Message {
	type group struct {
		key     string // what the moves of the group share, as written
		example string // the first move of the group, written out
		count   int    // how many moves the group stands for
		most    int    // the most prestige of a work group, or points of sell
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, m := range moves {
		key, n := summaryKey(g, st, m)
		gr := byKey[key]
		if gr == nil {
			gr = &group{key: key, example: g.FormatMove(st, m)}
			byKey[key] = gr
			groups = append(groups, gr)
		}
		gr.count++
		gr.most = max(gr.most, n)
	}
	out := make([]engine.Message, 0, len(groups))
	for _, gr := range groups {
		out = append(out, summaryLine(gr.key, gr.example, gr.count, gr.most))
	}
	return out
}

// summaryKey is what m shares with the moves it is grouped with, and the
// number that varies within the group (prestige points), if any.
func summaryKey(g Game, st engine.State, m engine.Move) (string, int) {
	switch m := m.(type) {
	case BuildMove:
		return "build " + buildingID(m.Type), 0
	case PlaceMove:
		return "place " + landscapeID(m.Landscape), 0
	case WorkMove:
		n := int(m.Prestige)
		m.Prestige = 0
		return g.FormatMove(st, m), n
	case SellMove:
		return "sell", m.Points
	}
	return g.FormatMove(st, m), 0
}

// summaryLine words one group.
func summaryLine(key, example string, count, most int) engine.Message {
	switch {
	case count == 1:
		return engine.Msg("moves.one", example)
	case key == "sell":
		return engine.Msg("moves.sell", itoa(most))
	case most > 0:
		return engine.Msg("moves.work", key, itoa(most))
	}
	return engine.Msg("moves.places", key, itoa(count), example)
}

var _ engine.SecretMover = Game{}

// SecretVerbs are the decisions the others may not read in the record:
// the three professions a player keeps.
func (Game) SecretVerbs() []string { return []string{"keep"} }
