package pbem

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
)

// TestOrdersDoNotLeak is the leak test of standing orders, for every game.
// One random game is played twice from one seed: in the first Ann gives
// random orders (pre-moves that fire, orders that lapse, passes), in the
// second she makes the same decisions in person and gives none. After
// every command, every other player must see the same in both games (the
// board and their view, their legal moves, their log) but for the marks
// on Ann's fired decisions, and the output of each of their moves must
// show the decisions Ann's orders made exactly as their log shows them.
// The test counts fired and lapsed orders, so that it cannot pass by
// never meeting one.
func TestOrdersDoNotLeak(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			t.Parallel()
			// Games are played until each kind of order has met one
			// (a game with several orders of its own picks each less often).
			_, own := g.(engine.OrderReader)
			fired, lapsed, ruled := 0, 0, 0
			for seed := uint64(25); seed < 29 && (fired == 0 || lapsed == 0 || own && ruled == 0); seed++ {
				w := orderLeaks(t, g, nil, seed)
				assert.Empty(t, w.diffs, "outputs of other players that depend on Ann's orders")
				fired, lapsed, ruled = fired+w.fired, lapsed+w.lapsed, ruled+w.ruled
			}
			assert.Positive(t, fired, "no order fired: the test proves little")
			assert.Positive(t, lapsed, "no order lapsed: the test proves little")
			if own {
				assert.Positive(t, ruled, "no order of the game's own fired")
			}
		})
	}
}

// TestOrderLeakTestFails shows that TestOrdersDoNotLeak can fail: a move's
// output that shows each decision's events as its own player may see them
// (as it did before orders, when only bots followed a move) shows another
// player what Ann's fired decision told her alone, and the same check
// finds it in some game.
func TestOrderLeakTestFails(t *testing.T) {
	leaky := func(r *Replay, plies []Ply) []Ply { return r.moveResult(r.Plies[len(r.Plies)-len(plies):]).Plies }
	diffs := 0
	// The Princes is tried first: its orders' decisions tell private
	// events (a recruit) on the first seed; the others are played only
	// if it shows none, which keeps the test cheap.
	first := slices.IndexFunc(games.All, func(g engine.Game) bool { return g.Info().ID == "princes" })
	order := append([]engine.Game{games.All[first]}, slices.Delete(slices.Clone(games.All), first, first+1)...)
	for _, g := range order {
		if diffs += len(orderLeaks(t, g, leaky, 25).diffs); diffs > 0 {
			break
		}
	}
	assert.Positive(t, diffs, "a move's output with Ann's private events must be seen")
}

// maxOrderLeakPlies bounds a random game of the leak test: enough for
// many auctions and turns, and cheap, since every command replays the file.
const maxOrderLeakPlies = 150

// orderWorld is the two games of the leak test and what it found.
type orderWorld struct {
	t           *testing.T
	g           Games
	with, alone string // the game with Ann's orders, the game without
	diffs       []string
	fired       int
	ruled       int // fired orders of the game's own
	texts       map[int]string
	lapsed      int
	lapses      map[int]bool
	pool        []string // moves Ann could make once, for pre-moves that may lapse
	rng         *rand.Rand
	outputOf    func(r *Replay, plies []Ply) []Ply
}

// orderLeaks plays the leak test's two games of g, its random choices
// drawn from seed; outputOf, when set, recomputes the output of a move in
// the game with orders.
func orderLeaks(t *testing.T, g engine.Game, outputOf func(r *Replay, plies []Ply) []Ply, seed uint64) *orderWorld {
	t.Helper()
	players := max(3, g.Info().MinPlayers)
	names := []string{"Ann", "Bob", "Cy", "Di", "Ed"}[:players]
	w := &orderWorld{t: t, g: Games{g}, rng: rand.New(rand.NewPCG(seed, 7)), outputOf: outputOf, lapses: map[int]bool{},
		texts: map[int]string{}}
	dir := t.TempDir()
	w.with, w.alone = filepath.Join(dir, "with.pbem"), filepath.Join(dir, "alone.pbem")
	for _, path := range []string{w.with, w.alone} {
		_, err := w.g.Create(NewGame{Game: g.Info().ID, Players: names, Seed: "order leaks", Now: testNow, Out: path})
		require.NoError(t, err)
	}
	for n := 0; n < maxOrderLeakPlies; n++ {
		r := w.replay(w.with)
		acts := r.State.ToAct()
		if len(acts) == 0 {
			break
		}
		w.step(r, acts[w.rng.IntN(len(acts))])
	}
	t.Logf("%s: %d fired (%d of the game's own), %d lapsed, %d diffs", g.Info().ID, w.fired, w.ruled, w.lapsed,
		len(w.diffs))
	return w
}

// replay replays the game at path.
func (w *orderWorld) replay(path string) *Replay {
	f, err := w.g.Load(path)
	require.NoError(w.t, err)
	r, err := f.Replay(-1)
	require.NoError(w.t, err)
	return r
}

// step makes one command in the game with orders (a decision of seat, or
// an order of Ann's), the same decisions in the other game, and compares.
func (w *orderWorld) step(r *Replay, seat engine.Seat) {
	legal := r.LegalTexts(seat)
	text := legal[w.rng.IntN(len(legal))]
	if seat == 0 {
		w.pool = append(w.pool, text)
		if w.rng.IntN(2) == 0 {
			w.order("next " + text) // played at once: Ann is to act
		} else {
			w.moveWith(seat, text, r.File.Name(seat))
		}
		return
	}
	if w.rng.IntN(3) == 0 {
		w.order(w.randomOrder(r, seat, text))
	}
	w.moveWith(seat, text, r.File.Name(seat))
}

// randomOrder is an order of Ann's given while seat is about to make
// text: most often her move at the decision text brings (it fires), else
// a move she could make once, or seat's move, or one of the game's own
// orders.
func (w *orderWorld) randomOrder(r *Replay, seat engine.Seat, text string) string {
	switch w.rng.IntN(5) {
	case 4:
		return "next " + text // seat's move, which Ann may seldom make
	case 0:
		if len(w.pool) > 0 {
			return "next " + w.pool[w.rng.IntN(len(w.pool))]
		}
	case 1:
		return w.gameOrder(r)
	}
	st := r.State.Clone()
	m, err := r.File.Game.ParseMove(st, seat, text)
	require.NoError(w.t, err)
	_, err = st.Apply(seat, m, r.streamFor(r.NextPly()))
	require.NoError(w.t, err)
	if !slices.Contains(st.ToAct(), 0) {
		return "pass"
	}
	var ann []string
	for _, m := range st.Legal(0) {
		ann = append(ann, r.File.Game.FormatMove(st, m))
	}
	return "next " + ann[w.rng.IntN(len(ann))]
}

// gameOrder is one of the game's own orders (an example of its forms with
// another number) with a random end, or "pass" for a game without.
func (w *orderWorld) gameOrder(r *Replay) string {
	forms := r.orderForms()
	if len(forms) == 0 {
		return "pass"
	}
	var words []string
	for _, word := range strings.Fields(forms[w.rng.IntN(len(forms))]) {
		if n, err := strconv.Atoi(word); err == nil {
			word = strconv.Itoa(n/3 + w.rng.IntN(2*n))
		}
		words = append(words, word)
	}
	ends := append([]string{"", " always"}, r.scopes()...)
	end := ends[w.rng.IntN(len(ends))]
	if end != "" && end[0] != ' ' {
		end = " until " + end
	}
	return strings.Join(words, " ") + end
}

// order gives Ann's order in the game with orders; a refused order (one
// that does not read here) changes nothing, which is checked.
func (w *orderWorld) order(text string) {
	before := readFile(w.t, w.with)
	res, err := w.g.PlaceOrder(w.with, OrderRequest{As: "Ann", Text: text})
	if err != nil {
		require.Equal(w.t, before, readFile(w.t, w.with), "a refused order changed the game")
		return
	}
	w.texts[res.Placed.Number] = res.Placed.Text
	w.count(res.Lapsed)
	w.mirror(nil, engine.Observer)
}

// moveWith makes seat's decision text in the game with orders, and
// then the same decisions in the other game.
func (w *orderWorld) moveWith(seat engine.Seat, text, name string) {
	res, err := w.g.Move(w.with, MoveRequest{As: name, Moves: inputs(text)})
	require.NoError(w.t, err)
	out := res.Plies
	if w.outputOf != nil {
		out = w.outputOf(w.replay(w.with), res.Plies)
	}
	list, err := w.g.ListOrders(w.with, "Ann")
	if err == nil {
		w.count(list.Lapsed)
	}
	w.mirror(out, seat)
}

// count notes the lapses of Ann's orders seen so far.
func (w *orderWorld) count(lapses []Lapse) {
	for _, l := range lapses {
		if !w.lapses[l.Number] {
			w.lapses[l.Number] = true
			w.lapsed++
		}
	}
}

// mirror makes the decisions the game with orders has and the other lacks,
// each in person, and compares what the players other than Ann see. out
// is the output of viewer's move in the game with orders, if any.
func (w *orderWorld) mirror(out []Ply, viewer engine.Seat) {
	with := w.replay(w.with)
	alone := w.replay(w.alone)
	book, err := readOrderBook(with.File)
	require.NoError(w.t, err)
	for _, p := range with.Plies[len(alone.Plies):] {
		_, err := w.g.Move(w.alone, MoveRequest{As: p.Name, Moves: inputs(p.Move)})
		require.NoError(w.t, err)
		if p.Name == "Ann" && isOrderMark(p.Comment) {
			w.fired++
			if text := w.texts[book.firedBy(&p)]; text != passWord && !isPreMove(text) {
				w.ruled++
			}
		}
	}
	alone = w.replay(w.alone)
	for seat := engine.Seat(1); int(seat) < len(with.File.Header.Players); seat++ {
		w.compare(fmt.Sprintf("decision %d, %s's view", with.NextPly(), with.File.Name(seat)),
			with.State.View(seat), alone.State.View(seat))
		w.compare(fmt.Sprintf("decision %d, %s's legal moves", with.NextPly(), with.File.Name(seat)),
			with.LegalTexts(seat), alone.LegalTexts(seat))
	}
	if viewer > 0 && len(out) > 0 {
		log := alone.LocalPlies(viewer, English, out[0].N)
		w.compare(fmt.Sprintf("decision %d, %s's move output", out[0].N, with.File.Name(viewer)),
			unmarked(out), unmarked(log))
	}
	if len(with.Plies)%10 == 0 || with.Over() {
		for seat := engine.Seat(1); int(seat) < len(with.File.Header.Players); seat++ {
			w.compare(fmt.Sprintf("decision %d, %s's log", with.NextPly(), with.File.Name(seat)),
				unmarked(with.LocalPlies(seat, English, 0)), unmarked(alone.LocalPlies(seat, English, 0)))
		}
	}
}

// unmarked is plies without the marks of decisions orders made, which the
// record shows by design, and without the times of their lines.
func unmarked(plies []Ply) []Ply {
	out := slices.Clone(plies)
	for i := range out {
		if isOrderMark(out[i].Comment) {
			out[i].Comment = ""
		}
	}
	return out
}

// compare notes a difference between what one player sees in the two games.
func (w *orderWorld) compare(what string, with, alone any) {
	a, err := json.Marshal(with)
	require.NoError(w.t, err)
	b, err := json.Marshal(alone)
	require.NoError(w.t, err)
	if string(a) != string(b) {
		w.diffs = append(w.diffs, fmt.Sprintf("%s:\n--- with Ann's orders\n%s\n--- without\n%s", what, a, b))
	}
}
