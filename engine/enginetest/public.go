package enginetest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// The public replay check (issue 27): for a game that is an
// engine.PublicReplayer, every random game is followed, next to the full
// game, by a public replay made only from the public texts and outcomes,
// as a player without the seed would make it from a sealed file. At every
// decision both must show the Observer the same: view, board, events,
// who is to act, and at the end the result.

// publicRun is the public replay that follows a random game.
type publicRun struct {
	pr  engine.PublicReplayer
	pub engine.State
}

// startPublic deals the public replay from the outcome of the setup
// state st, whose events are events, when the game is a PublicReplayer.
func (r *gameRun) startPublic(st engine.State, events []engine.Event) error {
	pr, ok := r.g.(engine.PublicReplayer)
	if !ok {
		if r.cfg.Public {
			return fmt.Errorf("Config.Public is set but %T is not an engine.PublicReplayer", r.g)
		}
		return nil
	}
	pubEvents := engine.PublicEvents(events)
	out, err := r.outcome(pr, st, engine.Observer, "", pubEvents)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	pub, got, err := pr.PublicSetup(r.cfg.Options, r.players, out)
	if err != nil {
		return fmt.Errorf("PublicSetup(%q): %w", out, err)
	}
	r.public = &publicRun{pr: pr, pub: pub}
	if err := r.samePublic(st, pubEvents, got, true); err != nil {
		return fmt.Errorf("setup, outcome %q: %w", out, err)
	}
	return nil
}

// stepPublic applies to the public replay the decision of seat s whose
// text is text, which turned the full state into next with events.
func (r *gameRun) stepPublic(s engine.Seat, text string, next engine.State, events []engine.Event, deep bool) (err error) {
	if r.public == nil {
		return nil
	}
	pubText := engine.PublicText(r.g, text)
	pubEvents := engine.PublicEvents(events)
	out, err := r.outcome(r.public.pr, next, s, pubText, pubEvents)
	if err != nil {
		return err
	}
	if deep {
		if err := r.checkOutcomeHidesNothing(next, s, pubText, pubEvents, out); err != nil {
			return err
		}
		if err := r.checkPublicContract(); err != nil {
			return err
		}
	}
	if deep && r.cfg.PublicResample {
		defer func() {
			if err == nil {
				err = r.checkPublicResample(next)
			}
		}()
	}
	var kept engine.State
	var keptView []byte
	if deep {
		kept = r.public.pub.Clone()
		if keptView, err = viewJSON(kept, engine.Observer); err != nil {
			return err
		}
	}
	got, err := r.public.pr.ApplyPublic(r.public.pub, s, pubText, out)
	if err != nil {
		return fmt.Errorf("ApplyPublic(%d, %q, %q): %w", s, pubText, out, err)
	}
	if deep {
		if view, err := viewJSON(kept, engine.Observer); err != nil || !bytes.Equal(view, keptView) {
			return fmt.Errorf("ApplyPublic changed a Clone of the public state made before it (%v)", err)
		}
	}
	if err := r.samePublic(next, pubEvents, got, deep); err != nil {
		return fmt.Errorf("public text %q, outcome %q: %w", pubText, out, err)
	}
	return nil
}

// outcome asks pr for the outcome of a decision and checks that its
// tokens survive being written in a record line's comment.
func (r *gameRun) outcome(pr engine.PublicReplayer, st engine.State, s engine.Seat, text string, events []engine.Event) ([]string, error) {
	out := pr.Outcome(st, s, text, events)
	for _, tok := range out {
		if !engine.ValidOutcomeToken(tok) {
			return nil, fmt.Errorf("the Outcome %q: token %q is not a word of engine.OutcomeTokenChars", out, tok)
		}
	}
	comment := notation.JoinAnnotation(out, "a comment")
	back, rest, _ := notation.SplitAnnotation(comment)
	if !slices.Equal(back, out) || rest != "a comment" {
		return nil, fmt.Errorf("the Outcome %q written as {%s} reads back as %q and %q", out, comment, back, rest)
	}
	return out, nil
}

// checkOutcomeHidesNothing is the outcome's leak test: the outcome may
// depend only on what the Observer knows, so a state whose hidden parts
// are redrawn (engine.Resampler, for the Observer) must give the same.
func (r *gameRun) checkOutcomeHidesNothing(st engine.State, s engine.Seat, text string, events []engine.Event, out []string) error {
	rs, ok := st.(engine.Resampler)
	if !ok {
		return nil
	}
	for range 2 {
		re := rs.Resample(engine.Observer, rand.New(rand.NewPCG(r.probe.Uint64(), r.probe.Uint64())))
		if again := r.public.pr.Outcome(re, s, text, events); !slices.Equal(again, out) {
			return fmt.Errorf("the Outcome depends on what the Observer cannot see: %q, and %q once the hidden parts are redrawn", out, again)
		}
	}
	return nil
}

// checkPublicContract checks what a public state promises beyond the
// Observer's view: no legal moves, and Apply refused with
// engine.ErrPublicState.
func (r *gameRun) checkPublicContract() error {
	pub := r.public.pub
	for _, s := range allSeats(r.players) {
		if legal := pub.Legal(s); len(legal) > 0 {
			return fmt.Errorf("the public state lists %d legal moves for seat %d", len(legal), s)
		}
	}
	toAct := pub.ToAct()
	if len(toAct) == 0 {
		return nil
	}
	if _, err := pub.Clone().Apply(toAct[0], nil, DecisionRand(r.seed, r.decision)); !errors.Is(err, engine.ErrPublicState) {
		return fmt.Errorf("the public state's Apply: %v, want engine.ErrPublicState", err)
	}
	return nil
}

// samePublic compares the full state with the public replay: the
// Observer's view as JSON, who is to act, the public events (want, the
// full replay's; got, the public's), the result, and when deep the board
// in English and French and the picture.
func (r *gameRun) samePublic(full engine.State, want, got []engine.Event, deep bool) error {
	pub := r.public.pub
	if !slices.Equal(full.ToAct(), pub.ToAct()) {
		return fmt.Errorf("the public replay awaits %v, the game %v", pub.ToAct(), full.ToAct())
	}
	if err := sameEvents(want, got); err != nil {
		return err
	}
	wantView, err := viewJSON(full, engine.Observer)
	if err != nil {
		return err
	}
	gotView, err := viewJSON(pub, engine.Observer)
	if err != nil {
		return err
	}
	if !bytes.Equal(wantView, gotView) {
		return fmt.Errorf("the public replay's view differs:\n  game   %s\n  public %s", wantView, gotView)
	}
	wantRes, wantOver := full.Result()
	gotRes, gotOver := pub.Result()
	if wantOver != gotOver || !reflect.DeepEqual(wantRes, gotRes) {
		return fmt.Errorf("the public replay's result is %+v (%t), the game's %+v (%t)", gotRes, gotOver, wantRes, wantOver)
	}
	if deep {
		return sameRendering(full.View(engine.Observer), pub.View(engine.Observer))
	}
	return nil
}

// sameEvents compares the public events of the full replay with the
// public replay's, which must all be public.
func sameEvents(want, got []engine.Event) error {
	for _, e := range got {
		if !e.Public() {
			return fmt.Errorf("the public replay tells %s to seats %v: it knows nothing private", e.Key, e.To)
		}
	}
	if !reflect.DeepEqual(messages(want), messages(got)) {
		return fmt.Errorf("the public replay's events differ:\n  game   %v\n  public %v", messages(want), messages(got))
	}
	return nil
}

// messages returns the messages of events.
func messages(events []engine.Event) []engine.Message {
	out := make([]engine.Message, len(events))
	for i, e := range events {
		out[i] = e.Message()
	}
	return out
}

// sameRendering compares what two views render: the board in English and
// French, and the picture's SVG.
func sameRendering(want, got engine.View) error {
	for _, lang := range []string{engine.English, "fr"} {
		if w, g := DocText(want.Doc(lang)), DocText(got.Doc(lang)); w != g {
			return fmt.Errorf("the public replay's board (%s) differs:\n%s\n-- public --\n%s", lang, w, g)
		}
	}
	wp, ok := want.(engine.Picturer)
	if !ok {
		return nil
	}
	gp, ok := got.(engine.Picturer)
	if !ok {
		return fmt.Errorf("the public replay's view %T draws no picture", got)
	}
	var w, g bytes.Buffer
	if err := wp.Picture(engine.English).WriteSVG(&w); err != nil {
		return err
	}
	if err := gp.Picture(engine.English).WriteSVG(&g); err != nil {
		return err
	}
	if !bytes.Equal(w.Bytes(), g.Bytes()) {
		return errors.New("the public replay's picture differs")
	}
	return nil
}

// outcomeJSON is the outcome golden's form of one decision.
type outcomeJSON struct {
	Decision int      `json:"decision"`
	Seat     int      `json:"seat"`
	Text     string   `json:"text"`
	Outcome  []string `json:"outcome"`
}

// PublicOutcomes plays the game of seed with players, as RandomGame does,
// and returns one line a decision with an outcome ("0 setup: s4 c2 …",
// "12 seat 1 draw: s4 c2"), for a golden file that pins the token grammar
// of a game.
func PublicOutcomes(g engine.Game, players int, seed uint64, opts engine.Options) (string, error) {
	pr, ok := g.(engine.PublicReplayer)
	if !ok {
		return "", fmt.Errorf("%T is not an engine.PublicReplayer", g)
	}
	played, _, err := RandomGame(g, players, seed, opts, 10_000)
	if err != nil {
		return "", err
	}
	st, events, err := g.Setup(opts, players, DecisionRand(seed, 0))
	if err != nil {
		return "", err
	}
	var lines []outcomeJSON
	if out := pr.Outcome(st, engine.Observer, "", engine.PublicEvents(events)); len(out) > 0 {
		lines = append(lines, outcomeJSON{Seat: int(engine.Observer), Outcome: out})
	}
	for i, p := range played {
		m, err := g.ParseMove(st, p.Seat, p.Text)
		if err != nil {
			return "", err
		}
		events, err := st.Apply(p.Seat, m, DecisionRand(seed, i+1))
		if err != nil {
			return "", err
		}
		text := engine.PublicText(g, p.Text)
		if out := pr.Outcome(st, p.Seat, text, engine.PublicEvents(events)); len(out) > 0 {
			lines = append(lines, outcomeJSON{Decision: i + 1, Seat: int(p.Seat), Text: text, Outcome: out})
		}
	}
	var b bytes.Buffer
	for _, l := range lines {
		data, err := json.Marshal(l)
		if err != nil {
			return "", err
		}
		b.Write(data)
		b.WriteByte('\n')
	}
	return b.String(), nil
}

// checkPublicResample redraws the full state and the public one for the
// Observer with the same random source, twice, and compares the legal
// moves of each seat to act: a post made from either names the same verbs.
func (r *gameRun) checkPublicResample(full engine.State) error {
	fr, ok := full.(engine.Resampler)
	if !ok {
		return nil
	}
	pr, ok := r.public.pub.(engine.Resampler)
	if !ok {
		return fmt.Errorf("Config.PublicResample is set but the public state %T is no engine.Resampler", r.public.pub)
	}
	for range 2 {
		a, b := r.probe.Uint64(), r.probe.Uint64()
		want := fr.Resample(engine.Observer, rand.New(rand.NewPCG(a, b)))
		got := pr.Resample(engine.Observer, rand.New(rand.NewPCG(a, b)))
		for _, s := range full.ToAct() {
			w, g := formatAll(r.g, want, want.Legal(s)), formatAll(r.g, got, got.Legal(s))
			if !slices.Equal(w, g) {
				return fmt.Errorf("the public state redrawn for the Observer gives seat %d the legal moves %q, the game's %q", s, g, w)
			}
		}
	}
	return nil
}
