package report

import (
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// This file holds `pbem find`: the game files that match a query.

// FindQuery selects games; an empty field selects every game. Names and
// the game are matched ignoring case.
type FindQuery struct {
	Game   string
	Player string
	// Winner names a player who won (alone or shared).
	Winner string
	// MinDecisions is the fewest decisions recorded.
	MinDecisions int
	// HasComment is a text that one of the record's comments holds
	// (ignoring case).
	HasComment string
}

// Match reports whether the game s sums up meets every condition of q.
func (q FindQuery) Match(s Summary) bool {
	switch {
	case q.Game != "" && !strings.EqualFold(q.Game, s.Game):
		return false
	case q.Player != "" && !pbem.ContainsFold(s.Players, q.Player):
		return false
	case q.Winner != "" && !pbem.ContainsFold(s.Winners, q.Winner):
		return false
	case s.Decisions < q.MinDecisions:
		return false
	}
	return q.HasComment == "" || s.hasComment(q.HasComment)
}

// hasComment reports whether one of the record's comments holds text,
// ignoring case.
func (s Summary) hasComment(text string) bool {
	text = strings.ToLower(text)
	for _, c := range s.comments {
		if strings.Contains(strings.ToLower(c), text) {
			return true
		}
	}
	return false
}
