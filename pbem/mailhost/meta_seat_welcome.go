package mailhost

import (
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// SendWelcome mails the player named name, who took a seat by Replace
// from the player old, their turn mail headed by a welcome and the whole
// game so far as their seat may know it (the log as that seat), so that
// they can play on without asking anyone what happened.
func (h *Host) SendWelcome(path, name, old string) (compose.Mail, error) {
	f, err := h.Games.Load(path)
	if err != nil {
		return compose.Mail{}, err
	}
	r, err := f.Replay(-1)
	if err != nil {
		return compose.Mail{}, err
	}
	seat, err := f.SeatOf(name)
	if err != nil {
		return compose.Mail{}, err
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return compose.Mail{}, err
	}
	lt, err := h.turnMail(r, seat, tokens.Of(f.Name(seat)))
	if err != nil {
		return compose.Mail{}, err
	}
	lt.env.kind = "welcome"
	lang := readerLang(f, seat)
	log, err := r.LogIn(seat, lang)
	if err != nil {
		return compose.Mail{}, err
	}
	head, err := sayWrapped(lang, "answer-welcome", answerText{From: old})
	if err != nil {
		return compose.Mail{}, err
	}
	story, err := say(lang, "answer-welcome-story", answerText{})
	if err != nil {
		return compose.Mail{}, err
	}
	lt.mail.Body = welcomeBody(lt.mail.Body, pbem.ReplyMarkerFor(lang), head+"\n\n"+story+"\n"+indentLines(log.Lines())+"\n")
	l, err := gameLedger(f)
	if err != nil {
		return compose.Mail{}, err
	}
	mails, err := h.deliver(l, []letter{lt})
	return mails[0], err
}

// welcomeBody puts text into a turn mail's body, below its reply marker
// (the player's answer is read above the marker only, so nothing of the
// story can be taken for a move).
func welcomeBody(body, marker, text string) string {
	if rest, ok := strings.CutPrefix(body, marker+"\n\n"); ok {
		return marker + "\n\n" + text + "\n" + rest
	}
	return text + "\n" + body
}

// indentLines returns lines indented by two spaces, one a line.
func indentLines(lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString("  " + l + "\n")
	}
	return strings.TrimSuffix(b.String(), "\n")
}
