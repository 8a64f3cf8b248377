package bot

import (
	"encoding/binary"
	mrand "math/rand/v2"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/pbem"
)

// Bot is a computer player of the arena: "random" (a uniformly random
// legal move) or "mcts:N" (the fair search with N simulated games a
// decision).
type Bot struct {
	// Spec is the bot as written in --bots ("mcts:2000").
	Spec string
	// Iterations is the search budget; 0 for the random player.
	Iterations int
}

// ParseBots reads a comma-separated list of bots ("mcts:2000,random").
func ParseBots(list string) ([]Bot, error) {
	var bots []Bot
	for _, spec := range strings.Split(list, ",") {
		spec = strings.TrimSpace(spec)
		b, err := parseBot(spec)
		if err != nil {
			return nil, err
		}
		bots = append(bots, b)
	}
	return bots, nil
}

func parseBot(spec string) (Bot, error) {
	if spec == "random" {
		return Bot{Spec: spec}, nil
	}
	if n, ok := strings.CutPrefix(spec, "mcts:"); ok {
		if it, err := strconv.Atoi(n); err == nil && it > 0 {
			return Bot{Spec: spec, Iterations: it}, nil
		}
	}
	if spec == "mcts" {
		return Bot{Spec: "mcts:" + strconv.Itoa(search.DefaultIterations), Iterations: search.DefaultIterations}, nil
	}
	return Bot{}, pbem.Usagef("--bots: %q: expected random, mcts or mcts:N (N simulated games a decision)", spec)
}

// choose returns the bot's decision for seat s in st. The search sees st
// only through what s may see (engine/search); the random player looks
// only at s's legal moves. seed makes the decision reproducible.
func (b Bot) choose(g engine.Game, st engine.State, s engine.Seat, seed uint64) (engine.Move, error) {
	if b.Iterations == 0 {
		legal := st.Legal(s)
		return legal[mrand.New(mrand.NewPCG(seed, 1)).IntN(len(legal))], nil
	}
	res, err := search.Search(g, st, s, search.Config{Iterations: b.Iterations, Seed: seed})
	if err != nil {
		return nil, err
	}
	return res.Best(), nil
}

// decisionSeed is the seed of decision n of a game dealt from seed.
func decisionSeed(seed pbem.Seed, n int) uint64 {
	return binary.LittleEndian.Uint64(seed[:8]) ^ uint64(n)*0x9e3779b97f4a7c15
}
