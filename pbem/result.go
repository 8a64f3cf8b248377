package pbem

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file holds a finished game's result in English: its lines and
// its winners (lang_result.go words it in another language).

// ResultLines describes the final result, one line each: every player's
// score, the winners, then the game's own detail. Empty while playing.
func (r *Replay) ResultLines() []string {
	res, over := r.State.Result()
	if !over {
		return nil
	}
	var lines []string
	for i, score := range res.Scores {
		lines = append(lines, fmt.Sprintf("%s: %d", r.File.Name(engine.Seat(i)), score))
	}
	winners := r.Winners()
	switch len(winners) {
	case 0:
	case 1:
		lines = append(lines, "Winner: "+winners[0])
	default:
		lines = append(lines, "Shared victory: "+joinNames(winners))
	}
	return append(lines, res.Detail...)
}

// Winners names the winners of a finished game (none while playing).
func (r *Replay) Winners() []string {
	res, over := r.State.Result()
	if !over {
		return nil
	}
	winners := make([]string, len(res.Winners))
	for i, w := range res.Winners {
		winners[i] = r.File.Name(w)
	}
	return winners
}

// joinNames lists names for a sentence ("nobody" when empty).
func joinNames(names []string) string {
	if len(names) == 0 {
		return "nobody"
	}
	return strings.Join(names, ", ")
}
