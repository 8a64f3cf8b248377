package mailhost

import (
	"bytes"
	"fmt"
	"net/mail"
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// A mail's MIME structure costs the mail parser in proportion to its
// nesting and number of parts, and more: a 687 KB mail nested 10,000
// multiparts deep held the inbox 160 s. So before a message is parsed its
// size, its multipart containers and its parts are counted, walking its
// structure as a MIME parser sees it (limits_mime.go), and a message over
// the limits is never parsed: its sender is told, if they are a player,
// and it is set aside for the host.

// MessageLimits bounds what the inbox parses of one message.
type MessageLimits struct {
	// MaxSize is the largest message, in bytes.
	MaxSize int
	// MaxDepth bounds the nesting of multiparts: it is the most multipart
	// containers a message may have, which is at least its depth.
	MaxDepth int
	// MaxParts is the most MIME parts a message may have, all levels
	// counted.
	MaxParts int
}

// DefaultMessageLimits are far above what a reply needs (a few parts, a
// few kilobytes) and far below what makes parsing slow.
var DefaultMessageLimits = MessageLimits{MaxSize: 2 << 20, MaxDepth: 10, MaxParts: 100}

// orDefault returns l with each unset limit replaced by its default.
func (l MessageLimits) orDefault() MessageLimits {
	d := DefaultMessageLimits
	if l.MaxSize > 0 {
		d.MaxSize = l.MaxSize
	}
	if l.MaxDepth > 0 {
		d.MaxDepth = l.MaxDepth
	}
	if l.MaxParts > 0 {
		d.MaxParts = l.MaxParts
	}
	return d
}

// check returns why raw is beyond the limits, or "" when it is not. Its
// structure is counted as a MIME parser sees it (see mimeWalk), whatever
// the syntax of the headers that declare it.
func (l MessageLimits) check(raw []byte) string {
	l = l.orDefault()
	if len(raw) > l.MaxSize {
		return fmt.Sprintf("the message has more than the %d bytes allowed", l.MaxSize)
	}
	return walkMIME(raw, l)
}

// headersOf reads what the inbox needs of a message it will not parse
// whole: its Message-ID and sender, from the header alone.
func headersOf(raw []byte) received {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return received{}
	}
	var r received
	r.messageID = escapeControl(strings.TrimSpace(m.Header.Get("Message-ID")))
	r.from, _ = fromAddress(m.Header.Get("From"))
	r.auto = strings.TrimSpace(m.Header.Get("Auto-Submitted")) != "" &&
		!strings.EqualFold(strings.TrimSpace(m.Header.Get("Auto-Submitted")), "no")
	return r
}

// refuseOversized answers a message over the limits, if it comes from a
// player of some game (a robot or a stranger gets nothing), in English:
// which game and player it is about is not read.
func (in *Inbox) refuseOversized(games *gameIndex, msg received, why string, res *InboxResult) error {
	res.Outcome, res.Note = OutcomeOversized, why
	return in.answerUnread(games, msg, "oversized", res)
}

// answerUnread answers msg with the template kind alone, when it comes
// from an address of a player of some game and not from a program, in
// English: the message was not read (oversized, or set aside), so which
// game, player and token it is about is not known, and the answer
// carries no token.
func (in *Inbox) answerUnread(games *gameIndex, msg received, kind string, res *InboxResult) error {
	if msg.auto || msg.from == "" || !games.knows(msg.from) {
		return nil
	}
	a := answer{msg: msg, to: sender(msg), seat: -1, lang: pbem.English, kind: kind}
	text, err := sayWrapped(a.lang, "answer-"+kind, answerText{})
	if err != nil {
		return err
	}
	a.body = []string{text}
	return in.send(a, res)
}
