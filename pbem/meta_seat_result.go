package pbem

import (
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the result of a game some players resigned: a
// resigned player never wins. When the game ends by its own rules, the
// winners who resigned are struck out, and if none is left the best
// score among the others wins. When all but one player resigned, the game
// ends there: the one left wins, and the resigned rank after them, the
// last to resign first.

// resignedWords are the lines of a result decided by resignations, by
// language: the winner's, and a resigned player's.
var resignedWords = map[Lang][2]string{
	English: {"%s wins: every other player resigned", "%s resigned"},
	French:  {"%s gagne : tous les autres joueurs ont abandonné", "%s a abandonné"},
}

// resignedResult is the result of a game that all players but one left,
// worded in l: no scores (the game did not count them), the players in
// their rank.
func (r *Replay) resignedResult(l Lang) *engine.ResultText {
	words, ok := resignedWords[l]
	if !ok {
		words = resignedWords[English]
	}
	t := &engine.ResultText{Scores: map[string]int{}, Winners: []string{}}
	for s := range r.File.Header.Players {
		if seat := engine.Seat(s); !r.Resigned(seat) {
			t.Winners = append(t.Winners, r.File.Name(seat))
			t.Names = append(t.Names, r.File.Name(seat))
			t.Detail = append(t.Detail, fmt.Sprintf(words[0], r.File.Name(seat)))
		}
	}
	for _, seat := range slices.Backward(r.Meta.Resigned) {
		t.Names = append(t.Names, r.File.Name(seat))
		t.Detail = append(t.Detail, fmt.Sprintf(words[1], r.File.Name(seat)))
	}
	return t
}

// withoutResigned returns res with no resigned player among its winners:
// if they all resigned, the best score of those left wins.
func (r *Replay) withoutResigned(res engine.Result) engine.Result {
	if len(r.Meta.Resigned) == 0 {
		return res
	}
	winners := slices.DeleteFunc(slices.Clone(res.Winners), r.Resigned)
	if len(winners) == 0 {
		best := 0
		for s, score := range res.Scores {
			seat := engine.Seat(s)
			switch {
			case r.Resigned(seat):
			case len(winners) == 0 || score > best:
				winners, best = []engine.Seat{seat}, score
			case score == best:
				winners = append(winners, seat)
			}
		}
	}
	res.Winners = winners
	return res
}
