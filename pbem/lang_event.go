package pbem

import "github.com/pbem-games/pbem/engine"

// Event is an event as output shows it: worded in the reader's language,
// with the message it words and the players it was told to. A game's
// events are messages (engine.Event); they are worded here, once, where
// output is made, never while a game is replayed.
type Event struct {
	Text string   `json:"text"`
	Key  string   `json:"key"`
	Args []string `json:"args,omitempty"`
	// To names the players the event was told to; empty when public.
	To []string `json:"to,omitempty"`
}

// tell words events in language l (a language already checked) from the
// game's catalogues.
func (r *Replay) tell(events []engine.Event, l Lang) []Event {
	if len(events) == 0 {
		return nil
	}
	return r.tellWith(r.File.Game.Info().Messages, events, l)
}

// tellWith is tell with the game's catalogues msgs, which a caller that
// words many plies looks up once: a game's Info may build much more than
// its catalogues (Leonardo's lists its reconstructions) each time.
func (r *Replay) tellWith(msgs *engine.Catalogs, events []engine.Event, l Lang) []Event {
	if len(events) == 0 {
		return nil
	}
	out := make([]Event, len(events))
	for i, e := range events {
		out[i] = Event{Text: msgs.Word(string(l), e.Message()), Key: e.Key, Args: e.Args}
		for _, s := range e.To {
			out[i].To = append(out[i].To, r.File.Name(s))
		}
	}
	return out
}
