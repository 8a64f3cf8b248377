package mailhost

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/mail"
	"net/textproto"
	"strings"

	"github.com/jhillyerd/enmime/v2"
	"github.com/jhillyerd/enmime/v2/mediatype"
)

// The limits on a message's structure are counted by walking it as a MIME
// parser does, not by looking for `boundary=` in its text: a boundary can
// be quoted, long, split in RFC 2231 continuations (boundary*0=…;
// boundary*1=…) or given with a charset (boundary*=utf-8''…), and the
// parser reads them all. The walk streams: it holds no more than the
// message, reads each byte once per open container, and stops as soon as a
// count passes its limit, so its cost is linear in the message's size.

// maxBoundary is the longest boundary the walk accepts. RFC 2046 allows 70
// characters; mail programs use fewer. Longer ones are refused rather than
// scanned for.
const maxBoundary = 200

// mimeWalk counts the multipart containers and parts of one message.
type mimeWalk struct {
	limits            MessageLimits
	containers, parts int
	why               string // set when a limit is passed; the walk then stops
}

// walkMIME returns why raw's structure is beyond l, or "" when it is not
// (or when raw cannot be walked: the mail parser then reads what it can,
// and readEnvelope still bounds it).
func walkMIME(raw []byte, l MessageLimits) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	w := mimeWalk{limits: l}
	w.entity(textproto.MIMEHeader(m.Header), m.Body)
	return w.why
}

// entity walks the entity with header h and body, and reports whether the
// walk goes on.
func (w *mimeWalk) entity(h textproto.MIMEHeader, body io.Reader) bool {
	mtype, params, _, err := mediatype.Parse(h.Get("Content-Type"))
	if err != nil || !strings.HasPrefix(mtype, "multipart/") {
		return true
	}
	w.containers++
	if w.containers > w.limits.MaxDepth {
		w.why = fmt.Sprintf("the message has more than %d multipart containers", w.limits.MaxDepth)
		return false
	}
	boundary := params["boundary"]
	if len(boundary) > maxBoundary {
		w.why = fmt.Sprintf("the message has a MIME boundary longer than %d characters", maxBoundary)
		return false
	}
	if boundary == "" {
		return true // no parts to find; readEnvelope bounds what the parser makes of it
	}
	parts := multipart.NewReader(body, boundary)
	for {
		p, err := parts.NextRawPart()
		if err != nil {
			return true // the end, or a malformed part: the parser reads what it can
		}
		w.parts++
		if w.parts > w.limits.MaxParts {
			w.why = fmt.Sprintf("the message has more than %d MIME parts", w.limits.MaxParts)
			return false
		}
		if !w.entity(p.Header, p) {
			return false
		}
	}
}

// readEnvelope parses raw, a message check passed. Should the mail parser
// see a structure the walk did not (a boundary syntax it reads and Go's
// MIME reader does not), it still opens at most a bounded number of
// containers: past that, a multipart is read as an opaque part. Each
// container's type may be read more than once (its header, then the test
// for a multipart message), hence the margin.
func (l MessageLimits) readEnvelope(raw []byte) (*enmime.Envelope, error) {
	l = l.orDefault()
	budget := 4*l.MaxDepth + 4
	parser := enmime.NewParser(enmime.SetCustomParseMediaType(
		func(ctype string) (string, map[string]string, []string, error) {
			mtype, params, invalid, err := mediatype.Parse(ctype)
			if strings.HasPrefix(mtype, "multipart/") {
				if budget--; budget < 0 {
					return "application/octet-stream", nil, invalid, err
				}
			}
			return mtype, params, invalid, err
		}))
	return parser.ReadEnvelope(bytes.NewReader(raw))
}

// drainFactor bounds what ReadMessage drops after an oversized message,
// as a multiple of the size limit (a mail server's own limit is far below).
const drainFactor = 64

// ReadMessage reads one message from r for the inbox, keeping at most
// l.MaxSize+1 bytes: a larger message is then refused as oversized by its
// size alone. The rest is read and dropped, so that the program that gives
// the message (a mail server's pipe) sees it taken whole; but no more than
// drainFactor times the limit, so that an endless stdin (/dev/zero) costs a
// bounded time too.
func (l MessageLimits) ReadMessage(r io.Reader) ([]byte, error) {
	l = l.orDefault()
	raw, err := io.ReadAll(io.LimitReader(r, int64(l.MaxSize)+1))
	if err != nil {
		return nil, err
	}
	if len(raw) > l.MaxSize {
		rest := io.LimitReader(r, drainFactor*int64(l.MaxSize))
		if _, err := io.Copy(io.Discard, rest); err != nil && !errors.Is(err, io.ErrClosedPipe) {
			return nil, err
		}
	}
	return raw, nil
}
