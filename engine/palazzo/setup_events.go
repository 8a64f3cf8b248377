package palazzo

import "github.com/pbem-games/pbem/engine"

// setupEvents tells a new game: the tiles dealt face up (the supply, then
// the quarries' tops), each player's hand to that player alone, then who
// starts. Their arguments are carved from one list and their texts cut
// from one string: made one by one (a list per event, a string per set
// of tiles and per hand) they were ten of a random game's allocations.
// The texts are joinTiles' and CardSet.String's.
func (st *state) setupEvents() []engine.Event {
	n := len(st.players)
	args := make([]string, 0, 2+2*n+1)
	var space [256]byte // a setup's texts, about 80 bytes; more grows the buffer
	buf := appendJoinedTiles(space[:0], st.supply)
	ends := [2 + maxPlayers]int{len(buf)}
	for _, q := range st.quarries { // joinTiles(st.quarryTops())
		for _, t := range q {
			if len(buf) > ends[0] {
				buf = append(buf, ' ')
			}
			buf = append(buf, t.String()...)
		}
	}
	if len(buf) == ends[0] {
		buf = append(buf, '-')
	}
	ends[1] = len(buf)
	for s := range st.players {
		buf = st.players[s].hand.appendTokens(buf)
		ends[2+s] = len(buf)
	}
	text := string(buf)
	events := make([]engine.Event, 0, n+2)
	args = append(args, text[:ends[0]], text[ends[0]:ends[1]])
	events = append(events, engine.Tell("event.setup-tiles", args[0:2:2]...))
	for s := range st.players {
		at := len(args)
		args = append(args, st.names[s], text[ends[1+s]:ends[2+s]])
		ev := engine.Tell("event.dealt", args[at:at+2:at+2]...)
		ev.To = seatLists[s] // shared and never written, as ToAct's lists
		events = append(events, ev)
	}
	at := len(args)
	args = append(args, st.names[0])
	return append(events, engine.Tell("event.starts", args[at:at+1:at+1]...))
}

// appendJoinedTiles appends joinTiles(ts) to dst.
func appendJoinedTiles(dst []byte, ts []Tile) []byte {
	if len(ts) == 0 {
		return append(dst, '-')
	}
	for i, t := range ts {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = append(dst, t.String()...)
	}
	return dst
}
