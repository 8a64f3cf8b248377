package leonardo

import "github.com/pbem-games/pbem/engine"

var _ engine.MovePatterner = Game{}

// MovePatterns gives the general form of the moves whose amounts are open:
// Legal lists a few bids, stakes and offers, and Apply takes any that the
// rules allow.
func (Game) MovePatterns() []engine.MovePattern {
	return []engine.MovePattern{
		{Verb: "bid", Form: "bid <amount>", Doc: "any multiple of 5 above the highest bid (5 to open), up to your cash"},
		{Verb: "stake", Form: "stake <product> <amount>",
			Doc: "a product (stones, ivory, gold, spices) and at least 5 Florins in steps of 5, up to your cash"},
		{Verb: "offer", Form: "offer <player>: <lot> for <lot>",
			Doc: "a lot is spaces and Florins joined by + (14 + 31 + 50fl), or nothing; you give the first, you get the second"},
		{Verb: "art", Form: "art <n> on <space>...",
			Doc: "1 to 4 art works at 50 each, one of your streets for each (a street may come again), at most 4 on a street"},
	}
}

var _ engine.SecretMover = Game{}

// SecretVerbs are the decisions the others may not read in the record: a
// party (secret until revealed) and a market stake (until the draw, when
// the events tell it). Offers, answers and everything else are public.
func (Game) SecretVerbs() []string { return []string{"party", "stake"} }
