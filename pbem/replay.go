package pbem

import (
	"errors"
	"fmt"
	mrand "math/rand/v2"
	"slices"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Ply is one recorded decision and what it caused.
type Ply struct {
	N    int         `json:"ply"`
	Seat engine.Seat `json:"-"` // JSON names the player (Name), never a seat number
	Name string      `json:"player"`
	Move string      `json:"move"` // canonical
	// Hidden tells that Move is only the verb of a decision made at the
	// same time as others', whose words the reader may not see.
	Hidden bool `json:"hidden,omitempty"`
	// drew tells that the decision drew from its chance stream (undo
	// needs everyone's consent to take back a draw: meta_undo.go). It
	// sits by Hidden so that the two share a word with awaited.
	drew bool
	// awaited holds the seats whose decision was awaited when this one
	// was made, to tell when each player's turns began (threadPlies).
	awaited seatSet
	// Glyph is the move's assessment ("!?", notation.Glyphs), and
	// Comment the text of its comment, as written; both are public.
	Glyph   string `json:"glyph,omitempty"`
	Comment string `json:"comment,omitempty"`
	// Outcome is what the decision made public that Move does not say,
	// as the host of a sealed game writes it on the record line
	// (engine.PublicReplayer, notation.SplitAnnotation): empty in open
	// games.
	Outcome []string `json:"outcome,omitempty"`
	// Events are the game's, as messages; Told holds those the reader
	// may see, worded where output is made (Replay.tell).
	Events []engine.Event `json:"-"`
	Told   []Event        `json:"events,omitempty"`
	// Variations are the other lines an annotator wrote after this move,
	// each replayed from the position before it (pbem/variation.go).
	Variations [][]Ply `json:"variations,omitempty"`
	// Time is when the decision was recorded (its line's time), zero
	// when the line has none.
	Time time.Time `json:"time,omitzero"`
}

// Replay is a game rebuilt from its file: the state after the replayed
// decisions and what happened at each.
type Replay struct {
	File  *File
	Seed  Seed
	State engine.State
	// Setup holds the events of the deal (ply 0).
	Setup []engine.Event
	Plies []Ply
	// Meta is what the meta-lines replayed say (meta.go).
	Meta MetaState
	// Public marks the public replay of a sealed game read without its
	// key (replay_public.go): its State holds only what the Observer may
	// know, and Seed is zero.
	Public bool
	// SetupOutcome is what the deal made public, as the record's setup
	// line has it (a sealed game's "{= …}" before its first decision:
	// annotation.go); nil without one.
	SetupOutcome []string
	// annotate, when not nil, writes the outcome of each new decision
	// (applyTo): a sealed game not revealed, whose game can be followed
	// without the seed (File.annotator).
	annotate engine.PublicReplayer
	// quiet applies the decisions replayed without building their
	// events (ReplayQuiet); it is off once the replay is made.
	quiet bool
	// scratch is what applying a decision reuses from one decision to
	// the next; a copy of the replay (a preview's world) shares it, which
	// is safe as long as they apply decisions one at a time.
	scratch *applyScratch
}

// applyScratch is what Replay.apply keeps between decisions so as not to
// allocate it again for each.
type applyScratch struct {
	// rng is the random stream of the decision being applied, re-keyed
	// for each (Replay.streamFor).
	rng *stream
}

// scratchpad returns r's scratch, made on first use.
func (r *Replay) scratchpad() *applyScratch {
	if r.scratch == nil {
		r.scratch = &applyScratch{rng: newStream()}
	}
	return r.scratch
}

// reservePlies makes room for n more plies at once: appending them one
// by one copied every ply a dozen times over a long game.
func (r *Replay) reservePlies(n int) {
	if n > 0 {
		r.Plies = slices.Grow(r.Plies, n)
	}
}

// streamFor returns decision n's random stream (Seed.Rand), reusing the
// replay's one stream rather than making a new one per decision; its drew
// then tells whether anything was drawn from it.
func (r *Replay) streamFor(n int) *mrand.Rand {
	return r.scratchpad().rng.at(r.Seed, n)
}

// Replay rebuilds the game from its seed and its first upTo decisions (all
// of them when upTo < 0). A sealed game needs its key. A recorded decision
// that does not parse or is illegal gives a *MoveError placed in the file.
func (f *File) Replay(upTo int) (*Replay, error) { return f.replay(upTo, nil) }

// ReplayQuiet is Replay for a caller that reads the game's state alone (a
// board, a view, the legal moves, a folder's summaries): the decisions are
// applied without building their events (engine.QuietApplier), which are
// a quarter of a replay's cost, so its Plies carry none. A record with
// meta-lines is replayed in full: an undo's consent depends on what the
// events told whom (undoPrivate). Decisions applied to the replay after it
// is made have their events as usual.
func (f *File) ReplayQuiet(upTo int) (*Replay, error) {
	if f.hasMeta() {
		return f.Replay(upTo)
	}
	return f.replayIn(upTo, nil, true)
}

// hasMeta reports whether the record holds a meta-line.
func (f *File) hasMeta() bool {
	if f.isLoadedRecord(f.Record.Entries) {
		return f.metas > 0 // counted at load
	}
	for i := range f.Record.Entries { // by index: ContainsFunc would copy each entry
		if f.Record.Entries[i].Kind == notation.Meta {
			return true
		}
	}
	return false
}

// Step replays the game like Replay(to) and calls each with the replay
// after every number of decisions from from to to (0 is the setup), in
// order, so that a range of positions costs one replay. The replay given
// to each changes after it returns: what each needs of it, it takes then.
func (f *File) Step(from, to int, each func(*Replay) error) (*Replay, error) {
	if from < 0 || from > to {
		return nil, Usagef("--from %d --to %d: expected 0 <= from <= to", from, to)
	}
	return f.replay(to, func(r *Replay) error {
		if len(r.Plies) < from {
			return nil
		}
		return each(r)
	})
}

// replay is Replay calling after, when not nil, once dealt and after each
// decision.
func (f *File) replay(upTo int, after func(*Replay) error) (*Replay, error) {
	return f.replayIn(upTo, after, false)
}

// replayIn is replay, building no events when quiet (ReplayQuiet).
func (f *File) replayIn(upTo int, after func(*Replay) error, quiet bool) (*Replay, error) {
	seed, err := f.Seed()
	if err != nil {
		if f.AllowPublic && errors.Is(err, ErrNeedKey) {
			return f.publicReplay(upTo, after)
		}
		return nil, err
	}
	if err := f.unsealTexts(seed); err != nil { // sealed_texts.go
		return nil, err
	}
	n := f.moveCount()
	if upTo > n {
		return nil, Usagef("%s has %d decisions, not %d", f.Path, n, upTo)
	}
	if upTo >= 0 {
		n = upTo
	}
	r, err := f.setup(seed)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %w", ErrCorrupt, f.Path, err)
	}
	if after != nil { // nil for most replays: no call a decision then
		if err := after(r); err != nil {
			return stopped(r, err)
		}
	}
	r.quiet = quiet
	r.reservePlies(n)
	err = f.replayEntries(r, n, after)
	r.quiet = false
	if err != nil {
		return stopped(r, err)
	}
	return r, nil
}

// replayEntries replays the record's lines on r, up to n decisions and
// the meta-lines that follow the last of them, calling after (when not
// nil) once each decision is made.
func (f *File) replayEntries(r *Replay, n int, after func(*Replay) error) error {
	entries := f.Record.Entries
	loaded := f.isLoadedRecord(entries) // asked once, not by entrySeat at each decision
	for i := range entries {
		e := &entries[i] // not a copy: an entry is 20 words
		var err error
		switch {
		case e.Kind == notation.Meta:
			err = r.playMeta(*e)
		case e.Kind == notation.Variation && e.Ply == r.NextPly(): // decisions an undo took back
			err = f.playTakenBack(r, *e)
		case e.Kind != notation.Move:
		case len(r.Plies) == n:
			return nil // the meta-lines up to the next decision are replayed
		default:
			var seat engine.Seat
			var ok bool
			if loaded {
				seat, ok = f.loadedSeat(i)
			} else {
				seat, ok = f.entrySeat(entries, i)
			}
			if err = f.replayMoveAs(r, entries, i, seat, ok); err == nil && after != nil {
				err = after(r)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// moveCount is Record.MoveCount, counted at load for the record as loaded.
func (f *File) moveCount() int {
	if f.isLoadedRecord(f.Record.Entries) {
		return f.moves
	}
	return f.Record.MoveCount()
}

// errStopReplay, returned by replay's after, ends the replay there: the
// replay so far is the result.
var errStopReplay = errors.New("stop the replay here")

// stopped returns what replay returns when after said err.
func stopped(r *Replay, err error) (*Replay, error) {
	if errors.Is(err, errStopReplay) {
		return r, nil
	}
	return nil, err
}

// replayBefore replays the first n decisions and stops right after the
// n-th, before the meta-lines that follow it: what a meta-line handler
// asks of the game as it stood before decisions it is about (an undo's)
// must not replay that meta-line again.
func (f *File) replayBefore(n int) (*Replay, error) {
	return f.replay(n, func(r *Replay) error {
		if len(r.Plies) == n {
			return errStopReplay
		}
		return nil
	})
}

// replayMove replays entries[i], a decision of the main line, and the
// variations written after it.
func (f *File) replayMove(r *Replay, entries []notation.Entry, i int) error {
	seat, ok := f.entrySeat(entries, i)
	return f.replayMoveAs(r, entries, i, seat, ok)
}

// replayMoveAs is replayMove with the seat of entries[i] looked up
// already (entrySeat).
func (f *File) replayMoveAs(r *Replay, entries []notation.Entry, i int, seat engine.Seat, ok bool) error {
	e := &entries[i] // not a copy: an entry is 20 words
	var before *Replay
	if branchesAfter(entries, i) {
		before = &Replay{File: f, Seed: r.Seed, State: r.State.Clone(), Setup: r.Setup, Plies: r.Plies}
	}
	if err := f.playEntryAs(r, e, seat, ok); err != nil {
		return err
	}
	if before != nil {
		vars, err := f.playVariations(entries, i, before)
		if err != nil {
			return err
		}
		r.Plies[len(r.Plies)-1].Variations = vars
	}
	return nil
}

// playEntry applies e, a Move entry of the record, to r.
func (f *File) playEntry(r *Replay, e *notation.Entry) error {
	seat, ok := f.RecordSeat(e.Name) // checked at load for the main line only
	return f.playEntryAs(r, e, seat, ok)
}

// playEntryAs is playEntry with e's seat looked up already (ok false for
// a name no player has).
func (f *File) playEntryAs(r *Replay, e *notation.Entry, seat engine.Seat, ok bool) error {
	if !ok {
		return f.unknownName(*e)
	}
	// The ply is made in its place in Plies rather than copied there (a
	// Ply is 26 words), after the last ply: Plies keeps its length while
	// the decision is applied, which numbers it (NextPly).
	n := len(r.Plies)
	r.Plies = append(r.Plies, Ply{})[:n]
	ply := &r.Plies[:n+1][n]
	outcome, comment := f.SplitComment(e.Comment) // once: every reader of Comment sees the comment's own text
	if err := r.applyIn(ply, seat, e.Text, comment); err != nil {
		return r.moveError(seat, e.Text, err, source{file: f.Path, pos: e.Pos, line: e.Source}) // made only now: three strings a decision
	}
	if len(f.renames) > 0 || r.File != f { // else applyTo named the seat's player, as lineName would
		ply.Name = f.lineName(seat, e.Name) // a replaced player's lines keep their name
	}
	ply.Glyph, ply.Outcome = e.Glyph, outcome
	if e.Time != "" { // When would copy the entry (20 words) to say zero
		ply.Time, _ = e.When()
	}
	r.Plies = r.Plies[:n+1]
	return nil
}

// setup deals the game (ply 0). Its error is the game's, unclassified.
func (f *File) setup(seed Seed) (*Replay, error) {
	// The deal draws from the stream the decisions will reuse (streamFor)
	// rather than from a Seed.Rand of its own: the same numbers, and
	// three objects fewer for every replay.
	sc := &applyScratch{rng: newStream()}
	st, events, err := f.Game.Setup(f.Options(), len(f.Header.Players), sc.rng.at(seed, 0))
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	r := &Replay{File: f, Seed: seed, State: st, Setup: events, scratch: sc, annotate: f.annotator()}
	r.SetupOutcome, _ = f.setupOutcome()
	return r, nil
}

// applyState applies m to the state: without its events when the replay
// is quiet and the game can (engine.QuietApplier).
func (r *Replay) applyState(seat engine.Seat, m engine.Move, rng *mrand.Rand) ([]engine.Event, error) {
	if r.quiet { // asked first: a type assertion a decision is not free
		if qa, ok := r.State.(engine.QuietApplier); ok {
			return nil, qa.ApplyQuiet(seat, m, rng)
		}
	}
	return r.State.Apply(seat, m, rng)
}

// source tells where a move text came from, for error positions.
type source struct {
	file string
	pos  notation.Pos // where the text starts
	line string       // the whole line, for the caret display
}

// NextPly is the number the next decision will get.
func (r *Replay) NextPly() int { return len(r.Plies) + 1 }

// Over reports whether the game has ended.
func (r *Replay) Over() bool {
	_, over := r.State.Result()
	return over || r.endedByResignations()
}

// apply parses text as seat's next decision and applies it with that
// decision's random stream. On error the state is unchanged.
func (r *Replay) apply(seat engine.Seat, text, comment string, src source) (Ply, error) {
	var ply Ply
	err := r.applyTo(&ply, seat, text, comment, src)
	return ply, err
}

// applyTo is apply making the ply in *ply, which must not be in r.Plies'
// length; on error *ply is left as it was.
func (r *Replay) applyTo(ply *Ply, seat engine.Seat, text, comment string, src source) error {
	if err := r.applyIn(ply, seat, text, comment); err != nil {
		return r.moveError(seat, text, err, src)
	}
	ply.Outcome = r.outcomeOf(ply) // a new decision: the host writes what it made public
	return nil
}

// applyIn is applyTo returning the game's error as it is, which the
// caller places (moveError).
func (r *Replay) applyIn(ply *Ply, seat engine.Seat, text, comment string) error {
	n := r.NextPly()
	m, same, err := r.parseMove(seat, text)
	if err != nil {
		if m, err = r.parseNFC(seat, text, err); err != nil {
			return err
		}
	}
	canonical := text
	if !same {
		canonical = r.File.Game.FormatMove(r.State, m)
	}
	awaited := seatSetOf(r.State.ToAct())
	rng := r.streamFor(n)
	events, err := r.applyState(seat, m, rng)
	if err != nil {
		return err
	}
	ply.N, ply.Seat, ply.Name, ply.Move, ply.Comment, ply.Events = n, seat, r.File.Name(seat), canonical, comment, events
	ply.awaited, ply.drew = awaited, r.scratch.rng.drew()
	return nil
}

// parseMove reads text as seat's move, and reports whether text is the
// move's canonical form already (engine.CanonicalParser): a game file's
// lines are, and writing each move again was a tenth of a replay.
func (r *Replay) parseMove(seat engine.Seat, text string) (engine.Move, bool, error) {
	if cp, ok := r.File.canonicalParser(); ok {
		return cp.ParseCanonical(r.State, seat, text)
	}
	m, err := r.File.Game.ParseMove(r.State, seat, text)
	return m, false, err
}

// LegalTexts returns the canonical texts of seat's legal moves.
func (r *Replay) LegalTexts(seat engine.Seat) []string {
	moves := r.State.Legal(seat)
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = r.File.Game.FormatMove(r.State, m)
	}
	return texts
}

// MoveLines says what seat may do, one line each, in language lang: its
// legal moves written out, or, for a game that groups them
// (engine.MoveSummarizer), a few lines that stand for many moves. Mails
// and answers show these; `legal` lists every move.
func (r *Replay) MoveLines(seat engine.Seat, lang Lang) []string {
	sum, ok := r.File.Game.(engine.MoveSummarizer)
	if !ok {
		return r.LegalTexts(seat)
	}
	msgs := sum.SummarizeMoves(r.State, seat, r.State.Legal(seat))
	lines := make([]string, len(msgs))
	for i, m := range msgs {
		lines[i] = r.File.Game.Info().Messages.Word(string(MailLang(lang)), m)
	}
	return lines
}

// ToAct returns the names of the players whose decision is awaited.
func (r *Replay) ToAct() []string {
	if r.endedByResignations() {
		return []string{}
	}
	seats := r.State.ToAct()
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = r.File.Name(s)
	}
	return names
}

// visible returns the events seat s may see.
func visible(events []engine.Event, s engine.Seat) []engine.Event {
	var out []engine.Event
	for _, e := range events {
		if e.VisibleTo(s) {
			out = append(out, e)
		}
	}
	return out
}
