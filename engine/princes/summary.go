package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// SummarizeMoves says what seat s may do in a few lines (see
// engine.MoveSummarizer), each with what it yields by the rules
// (choices.go): on a turn of the action phase a first line says how many
// actions are left and the round's minimum work value; a building or
// landscape that fits in many places is one line with the number of
// places and an example, after a line with what every building costs and
// scores (a landscape that scores says so); a work is one line with
// its value, its pay and the range of prestige that pay may buy; a card
// drawn or a freedom says its cost; selling prestige is one line. Other
// moves are written out. st may be nil (then no line says what a move
// yields).
func (g Game) SummarizeMoves(st engine.State, s engine.Seat, moves []engine.Move) []engine.Message {
	type group struct {
		key     string      // what the moves of the group share, as written
		first   engine.Move // the first move of the group
		example string      // the first move of the group, written out
		count   int         // how many moves the group stands for
		most    int         // the most prestige of a work group, or points of sell
	}
	var groups []*group
	byKey := map[string]*group{}
	for _, m := range moves {
		key, n := summaryKey(g, st, m)
		gr := byKey[key]
		if gr == nil {
			gr = &group{key: key, first: m, example: g.FormatMove(st, m)}
			byKey[key] = gr
			groups = append(groups, gr)
		}
		gr.count++
		gr.most = max(gr.most, n)
	}
	ps, _ := st.(*state)
	out := make([]engine.Message, 0, len(groups)+1)
	if ps != nil && ps.phase == phaseAction && ps.actor == s {
		out = append(out, ps.actionsLine())
	}
	costed := false // whether the line of what a building costs is out
	for _, gr := range groups {
		if _, ok := gr.first.(BuildMove); ok && ps != nil && !costed {
			cost, pts := ps.buildYield(s)
			out = append(out, engine.Msg("moves.build-cost", itoa(cost), itoa(pts)))
			costed = true
		}
		if ps != nil {
			if m, ok := ps.yieldLine(s, gr.first, gr.key, gr.example, gr.count); ok {
				out = append(out, m)
				continue
			}
		}
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

// summaryLine words one group, without what it yields.
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

// actionsLine says how many actions the actor has left this turn and the
// least value a work must reach this round.
func (st *state) actionsLine() engine.Message {
	left, least := itoa(data().Actions.PerTurn-int(st.turn.actions)), itoa(data().minimumWork(st.round))
	switch st.turn.actions {
	case int8(data().Actions.PerTurn):
		return engine.Msg("moves.actions-none")
	case int8(data().Actions.PerTurn) - 1:
		return engine.Msg("moves.actions-one", least)
	}
	return engine.Msg("moves.actions", left, least)
}

// yieldLine words a group whose first move is m with what it yields:
// false for moves that yield nothing to tell (done, a recruit, a sale, a
// building no profession in hand favours: what every building costs and
// scores, one line before them says).
func (st *state) yieldLine(s engine.Seat, m engine.Move, key, example string, count int) (engine.Message, bool) {
	switch m := m.(type) {
	case WorkMove:
		w := st.workChoice(s, WorkMove{Card: m.Card, Bonus: m.Bonus})
		k := "moves.work-pays"
		if w.BestWork {
			k = "moves.work-best"
		}
		return engine.Msg(k, key, itoa(w.Value), itoa(w.Florins), itoa(w.MaxPrestige), itoa(data().Prestige.BestWork)), true
	case BuildMove:
		raise, profs := st.favours(s, favourBuilding, m.Type)
		return favouredLine(raise, profs, key, example, count)
	case PlaceMove:
		if pts := st.landscapeYield(s, m.Landscape); pts > 0 {
			return engine.Msg("moves.place-scores", key, itoa(count), example, itoa(pts)), true
		}
		raise, profs := st.favours(s, favourLandscape, m.Landscape)
		return favouredLine(raise, profs, key, example, count)
	case FreedomMove:
		cost, _ := st.actionCost(s, m)
		if raise, profs := st.favours(s, favourFreedom, m.Type); raise > 0 {
			return engine.Msg("moves.freedom-favoured", example, itoa(cost), itoa(raise), strings.Join(profs, ", ")), true
		}
		return engine.Msg("moves.freedom", example, itoa(cost)), true
	case ProfessionMove, BonusMove:
		cost, _ := st.actionCost(s, m)
		return engine.Msg("moves.draw", example, itoa(cost), itoa(data().Actions.Look)), true
	}
	return engine.Message{}, false
}

// favouredLine words a building or landscape group with the professions
// in hand whose works it raises by raise; false when it raises none.
func favouredLine(raise int, profs []string, key, example string, count int) (engine.Message, bool) {
	if raise == 0 {
		return engine.Message{}, false
	}
	if count == 1 {
		return engine.Msg("moves.favoured-one", example, itoa(raise), strings.Join(profs, ", ")), true
	}
	return engine.Msg("moves.favoured", key, itoa(count), example, itoa(raise), strings.Join(profs, ", ")), true
}

var _ engine.SecretMover = Game{}

// SecretVerbs are the decisions the others may not read in the record:
// the three professions a player keeps, and the card a player picks among
// those only they looked at (a profession, a bonus or a prestige card,
// all kept hidden in hand), with the order the others go under their
// deck, which only the picker saw.
func (Game) SecretVerbs() []string { return []string{"keep", "pick"} }
