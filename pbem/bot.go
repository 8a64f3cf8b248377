package pbem

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/notation"
)

// This file holds bot seats: a player whose `bot = "mcts:2000"` in the
// front matter is the fair computer player (engine/search), which makes
// its decisions whenever it is to act, right after the decision or
// meta-line that made it so (a moveFollowUps entry), before anyone is
// mailed. It sees only what its seat may see; its seed is the one a hint
// uses there (the game's id and the ply), so a replay of the record can
// show that each bot move is the one the search gives. Bots get no mail.

// BotKind is the only kind of bot: the fair Monte Carlo tree search.
const BotKind = "mcts"

// BotComment is the comment of a decision a bot made: the record says
// which moves no person chose.
const BotComment = "bot"

// BotSpec returns the bot entry of a player whose budget is iterations
// simulated games a decision (0: the search's default).
func BotSpec(iterations int) string {
	if iterations == 0 {
		iterations = search.DefaultIterations
	}
	return BotKind + ":" + strconv.Itoa(iterations)
}

// ParseBot reads a player's bot entry, "mcts" or "mcts:N", and returns
// its budget in simulated games a decision.
func ParseBot(spec string) (int, error) {
	kind, budget, hasBudget := strings.Cut(spec, ":")
	if kind != BotKind {
		return 0, fmt.Errorf("bot %s: expected %s or %s:N (N simulated games a decision)",
			notation.Quote(spec), BotKind, BotKind)
	}
	if !hasBudget {
		return search.DefaultIterations, nil
	}
	n, err := strconv.Atoi(budget)
	if err != nil || n < 1 || n > maxBotBudget {
		//lint:ignore ST1005 the colon ends "mcts:", the syntax the message quotes
		return 0, fmt.Errorf("bot %s: expected a number of simulated games from 1 to %d after %s:",
			notation.Quote(spec), maxBotBudget, BotKind)
	}
	return n, nil
}

// maxBotBudget bounds a bot's budget: a mistyped zero too many would
// keep every move waiting for minutes.
const maxBotBudget = 10_000_000

// Bot reports whether seat is played by a bot.
func (f *File) Bot(seat engine.Seat) bool {
	return int(seat) < len(f.Header.Players) && f.Header.Players[seat].Bot != ""
}

// playBots plays the decision of the first bot to act, if any, and
// records it with BotComment.
func playBots(r *Replay) ([]Ply, error) {
	if r.Over() {
		return nil, nil
	}
	for _, seat := range r.State.ToAct() {
		if !r.File.Bot(seat) || r.Resigned(seat) {
			continue
		}
		ply, err := r.playBot(seat)
		if err != nil {
			return nil, err
		}
		return []Ply{ply}, nil
	}
	return nil, nil
}

// playBot searches and plays the decision of seat, a bot.
func (r *Replay) playBot(seat engine.Seat) (Ply, error) {
	budget, err := ParseBot(r.File.Header.Players[seat].Bot)
	if err != nil {
		return Ply{}, err
	}
	res, err := search.Search(r.File.Game, r.State, seat, search.Config{Iterations: budget, Seed: r.HintSeed()})
	if errors.Is(err, search.ErrNotToAct) {
		return Ply{}, fmt.Errorf("bot %s is to act but has no legal move", r.File.Name(seat))
	}
	if err != nil {
		return Ply{}, err
	}
	text := r.File.Game.FormatMove(r.State, res.Best())
	ply, err := r.apply(seat, text, BotComment, source{file: BotComment, pos: notation.Pos{Line: 1, Col: 1}, line: text})
	if err != nil {
		return Ply{}, err
	}
	r.Plies = append(r.Plies, ply)
	return ply, nil
}

// PlayBots plays, under the game's lock, the decisions of the bots that
// are to act in the game at path (after an undo, say) and appends them,
// with the decisions of the standing orders of the owners whose turn they
// bring; it returns them, none when nothing is due (the file is not
// touched).
func (c Games) PlayBots(path string, now func() time.Time) ([]Ply, error) {
	var plies []Ply
	err := c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		book.recover(r)
		if plies, err = r.settleMeta(book); err != nil || len(plies) == 0 {
			return nil, err
		}
		stampPlies(plies, now)
		return f.appendPlies(f.Src, plies)
	})
	return plies, err
}

// HintSeed is the default seed of a hint: a hash of the game's id and the
// next ply, the same for everyone who asks about the same position.
func (r *Replay) HintSeed() uint64 {
	h := fnv.New64a()
	h.Write([]byte(r.File.Header.ID + "/" + strconv.Itoa(r.NextPly())))
	return h.Sum64()
}
