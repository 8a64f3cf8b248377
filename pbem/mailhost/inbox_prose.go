package mailhost

import (
	"errors"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// moveVerbs returns what tells a move verb of f's game (the first word of
// a move, lower case) from any other word, for seat at the game's present
// state. The verbs are the ones the game's parser expects in an empty
// move; a game whose parser names none falls back to the first words of
// seat's legal moves. If the game does not replay, every word counts as a
// verb: nothing is then ignored, and the move is refused as usual.
func moveVerbs(f *pbem.File, seat engine.Seat) func(string) bool {
	r, err := f.Replay(-1)
	if err != nil {
		return func(string) bool { return true }
	}
	var verbs []string
	var nerr *notation.Error
	if _, err := f.Game.ParseMove(r.State, seat, ""); errors.As(err, &nerr) {
		verbs = nerr.Expected
	}
	if len(verbs) == 0 {
		for _, m := range r.LegalTexts(seat) {
			verbs = append(verbs, compose.FirstWord(m))
		}
	}
	for i, v := range verbs {
		verbs[i] = strings.ToLower(v)
	}
	return func(word string) bool { return slices.Contains(verbs, strings.ToLower(word)) }
}

// answerIgnored tells a player whose moves were applied which lines of
// their mail were taken for prose and ignored, in case one was meant as a
// move.
func (in *Inbox) answerIgnored(f *pbem.File, seat engine.Seat, token string, msg received, ignored []string, res *InboxResult) error {
	return in.answerAfter(f, seat, token, msg, "ignored", ignored, res)
}

// answerAfter sends the answer kind, naming the ignored lines, about the
// game as the mail left it: f was read before the mail's moves and
// commands, and an answer that names an older decision would make a
// reply to it out of date.
func (in *Inbox) answerAfter(f *pbem.File, seat engine.Seat, token string, msg received, kind string, ignored []string, res *InboxResult) error {
	now, err := in.Host.Games.Load(f.Path)
	if err != nil {
		return err
	}
	a, err := refusalTo(now, seat, token, msg, kind, answerText{Ignored: quoteLines(ignored)})
	if err != nil {
		return err
	}
	return in.send(a, res)
}

// answerIgnoredAfterCommands notes the prose below the meta-commands of
// a mail that held no move, and tells the player, once their commands
// were carried out, that it was ignored: a sign-off below "!say" is no
// move, and the answer says what was done rather than "not applied".
func (in *Inbox) answerIgnoredAfterCommands(f *pbem.File, seat engine.Seat, token string, msg received, ignored []string, res *InboxResult) error {
	if len(ignored) == 0 {
		return nil
	}
	res.Note = strings.TrimPrefix(res.Note+"; ", "; ") + "ignored after the commands: " + quoteLines(ignored)
	if res.Outcome != OutcomeApplied {
		return nil
	}
	return in.answerAfter(f, seat, token, msg, "commands-ignored", ignored, res)
}

// quoteLines joins the lines of a mail for a sentence, escaped.
func quoteLines(lines []string) string {
	quoted := make([]string, len(lines))
	for i, l := range lines {
		quoted[i] = escapeControl(l)
	}
	return strings.Join(quoted, " / ")
}
