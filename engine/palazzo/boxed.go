package palazzo

import (
	"sync/atomic"

	"github.com/pbem-games/pbem/engine"
)

// A move put in an engine.Move is copied to the heap, one allocation per
// conversion, and Legal lists every move at every decision: it was most of
// a random game's garbage. The moves below have few values that games
// reach, so each of those is converted once, the first time a table is
// used, and shared: an interface value cannot be written through. Other
// values (palaces past boxPalaces, invalid tiles or cards) are converted
// as before.

// boxPalaces bounds the palace indexes of the shared moves: a player has
// rarely more than a few palaces.
const boxPalaces = 8

// boxTiles is the number of valid tiles, by Tile.tileIndex.
const boxTiles = 5 * 3 * 3

// boxPalaceSlots are the palaces a BuildMove names: NewPalace, then 0 to
// boxPalaces-1.
const boxPalaceSlots = boxPalaces + 1

// boxTable returns the table of n moves, move(i) being the i-th, built
// on first use. Two goroutines may both build it; one table wins and both
// are equal. (An atomic load is cheaper than sync.OnceValue, and Legal
// looks moves up at every decision.)
func boxTable[M any](n int, move func(i int) M) *lazyMoves {
	return &lazyMoves{build: func() []engine.Move {
		t := make([]engine.Move, n)
		for i := range t {
			t[i] = move(i)
		}
		return t
	}}
}

// lazyMoves is a table of boxed moves built on first use. Its get inlines
// where a move is boxed: a call of a function value at every boxed move
// was a fiftieth of a random game.
type lazyMoves struct {
	table atomic.Pointer[[]engine.Move]
	build func() []engine.Move
}

// get returns the table, building it the first time.
func (l *lazyMoves) get() []engine.Move {
	if t := l.table.Load(); t != nil {
		return *t
	}
	return l.make()
}

// make builds the table and returns the one that won.
func (l *lazyMoves) make() []engine.Move {
	t := l.build()
	l.table.CompareAndSwap(nil, &t)
	return *l.table.Load()
}

// tileAt is the valid tile of index i (the inverse of tileIndex).
func tileAt(i int) Tile {
	return Tile{Floor: int8(i/9 + 1), Mat: Material(i / 3 % 3), Windows: int8(i%3 + 1)}
}

var (
	boxedTakes = boxTable(cardKinds*(cardKinds+1), func(i int) TakeMove {
		var cs CardSet
		cs[i/(cardKinds+1)]++
		if b := i % (cardKinds + 1); b < cardKinds {
			cs[b]++
		}
		return TakeMove{Cards: cs}
	})
	boxedBids = boxTable(cardKinds*(cardKinds+1), func(i int) BidMove {
		var cs CardSet
		cs[i/(cardKinds+1)]++
		if b := i % (cardKinds + 1); b < cardKinds {
			cs[b]++
		}
		return BidMove{Add: cs}
	})
	boxedPicks    = boxTable(boxTiles, func(i int) PickMove { return PickMove{Tile: tileAt(i)} })
	boxedDiscards = boxTable(boxTiles, func(i int) DiscardMove { return DiscardMove{Tile: tileAt(i)} })
	boxedBuilds   = boxTable(boxTiles*boxPalaceSlots, func(i int) BuildMove {
		return BuildMove{Tile: tileAt(i / boxPalaceSlots), Palace: i%boxPalaceSlots - 1}
	})
	boxedExtracts = boxTable(boxPalaces*5*cardKinds, func(i int) ExtractMove {
		return ExtractMove{Palace: i / (5 * cardKinds), Floor: i/cardKinds%5 + 1, Pay: kindCard(i % cardKinds)}
	})
	boxedInserts = boxTable(boxPalaces*boxPalaces*cardKinds, func(i int) InsertMove {
		return InsertMove{From: i / (boxPalaces * cardKinds), Into: i / cardKinds % boxPalaces, Pay: kindCard(i % cardKinds)}
	})
	boxedRemoves = boxTable(boxPalaces*cardKinds, func(i int) RemoveMove {
		return RemoveMove{Palace: i / cardKinds, Pay: kindCard(i % cardKinds)}
	})
)

// boxTake returns TakeMove{Cards: cs} as an engine.Move, where cs holds
// card kind a, and b too unless b is cardKinds.
func boxTake(a, b int) engine.Move {
	return boxedTakes.get()[a*(cardKinds+1)+b]
}

// boxTakeSet returns TakeMove{Cards: cs} as an engine.Move.
func boxTakeSet(cs CardSet) engine.Move {
	i, ok := twoCardIndex(cs)
	if !ok {
		return TakeMove{Cards: cs}
	}
	return boxedTakes.get()[i]
}

// boxBid returns BidMove{Add: cs} as an engine.Move. An auction's Legal
// lists a raise for every total a bidder can reach, and the low ones,
// which most bids are, take one or two cards.
func boxBid(cs CardSet) engine.Move {
	i, ok := twoCardIndex(cs)
	if !ok {
		return BidMove{Add: cs}
	}
	return boxedBids.get()[i]
}

// twoCardIndex is the index of cs in the tables of one- and two-card sets
// (boxedTakes, boxedBids): a*(cardKinds+1)+b for kinds a <= b, b being
// cardKinds for a single card. It reports false for an empty set and one
// of more than two cards.
func twoCardIndex(cs CardSet) (int, bool) {
	a, b := cs.twoKinds() // word-wise: every parsed take and bid asks
	if b < 0 {
		b = cardKinds
	}
	return a*(cardKinds+1) + b, a >= 0
}

// boxPick returns m as an engine.Move.
func boxPick(m PickMove) engine.Move {
	if !m.Tile.valid() {
		return m
	}
	return boxedPicks.get()[m.Tile.tileIndex()]
}

// boxDiscard returns m as an engine.Move.
func boxDiscard(m DiscardMove) engine.Move {
	if !m.Tile.valid() {
		return m
	}
	return boxedDiscards.get()[m.Tile.tileIndex()]
}

// boxBuild returns m as an engine.Move.
func boxBuild(m BuildMove) engine.Move {
	if !m.Tile.valid() || m.Palace < NewPalace || m.Palace >= boxPalaces {
		return m
	}
	return boxedBuilds.get()[m.Tile.tileIndex()*boxPalaceSlots+m.Palace+1]
}

// boxExtract returns m as an engine.Move.
func boxExtract(m ExtractMove) engine.Move {
	k := cardKind(m.Pay)
	if k < 0 || m.Palace < 0 || m.Palace >= boxPalaces || m.Floor < 1 || m.Floor > 5 {
		return m
	}
	return boxedExtracts.get()[(m.Palace*5+m.Floor-1)*cardKinds+k]
}

// boxInsert returns m as an engine.Move.
func boxInsert(m InsertMove) engine.Move {
	k := cardKind(m.Pay)
	if k < 0 || m.From < 0 || m.From >= boxPalaces || m.Into < 0 || m.Into >= boxPalaces {
		return m
	}
	return boxedInserts.get()[(m.From*boxPalaces+m.Into)*cardKinds+k]
}

// boxRemove returns m as an engine.Move.
func boxRemove(m RemoveMove) engine.Move {
	k := cardKind(m.Pay)
	if k < 0 || m.Palace < 0 || m.Palace >= boxPalaces {
		return m
	}
	return boxedRemoves.get()[m.Palace*cardKinds+k]
}
