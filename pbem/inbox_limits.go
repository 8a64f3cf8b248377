package pbem

import (
	"bufio"
	"bytes"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
)

// A mail's MIME structure costs the mail parser in proportion to its
// nesting and number of parts, and more: a 687 KB mail nested 10,000
// multiparts deep held the inbox 160 s. So before a message is parsed its
// size, its multipart containers and its parts are counted in one pass
// over the raw text, and a message over the limits is never parsed: its
// sender is told, if they are a player, and it is set aside for the host.

// MessageLimits bounds what the inbox parses of one message.
type MessageLimits struct {
	// MaxSize is the largest message, in bytes.
	MaxSize int
	// MaxDepth bounds the nesting of multiparts: it is the most multipart
	// containers (declared boundaries) a message may have, which is at
	// least its depth.
	MaxDepth int
	// MaxParts is the most MIME parts (boundary lines) a message may have.
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

var boundaryRE = regexp.MustCompile(`(?i)boundary\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))`)

// check returns why raw is beyond the limits, or "" when it is not. The
// count is an upper bound found without parsing: every boundary= in the
// message counts as a container, every line opening a part of one of
// those as a part.
func (l MessageLimits) check(raw []byte) string {
	l = l.orDefault()
	if len(raw) > l.MaxSize {
		return fmt.Sprintf("the message has %d bytes, more than the %d allowed", len(raw), l.MaxSize)
	}
	// A boundary declared again is counted once; declarations past a few
	// times the limit are not even looked for.
	decls := boundaryRE.FindAllSubmatch(raw, 4*l.MaxDepth+4)
	boundaries := map[string]bool{}
	for _, m := range decls {
		boundaries[string(m[1])+string(m[2])] = true
	}
	if len(boundaries) > l.MaxDepth || len(decls) == 4*l.MaxDepth+4 {
		return fmt.Sprintf("the message has more than %d multipart containers", l.MaxDepth)
	}
	if len(boundaries) == 0 {
		return ""
	}
	parts := 0
	sc := bufio.NewScanner(bytes.NewReader(raw))
	sc.Buffer(make([]byte, 64<<10), len(raw)+1)
	for sc.Scan() {
		line, ok := bytes.CutPrefix(sc.Bytes(), []byte("--"))
		if !ok {
			continue
		}
		b := strings.TrimRight(string(line), " \t\r")
		if boundaries[b] {
			parts++
			if parts > l.MaxParts {
				return fmt.Sprintf("the message has more than %d MIME parts", l.MaxParts)
			}
		}
	}
	return ""
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
	if msg.auto || !games.knows(msg.from) {
		return nil
	}
	a := answer{msg: msg, to: sender(msg), seat: -1, lang: English, kind: "oversized"}
	text, err := sayWrapped(a.lang, "answer-oversized", answerText{})
	if err != nil {
		return err
	}
	a.body = []string{text}
	return in.send(a, res)
}
