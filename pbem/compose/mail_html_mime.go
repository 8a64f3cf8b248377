package compose

import (
	"bytes"
	"encoding/base64"
	"io"
	"mime/multipart"
	"mime/quotedprintable"
	"net/textproto"

	"github.com/wneessen/go-mail"
)

// This file writes the HTML part of a turn mail into the message. With a
// picture the part is multipart/related (the HTML, then the PNG it shows
// by cid:), the second alternative after the text:
//
//	multipart/alternative
//	├── text/plain            the text mail, unchanged
//	└── multipart/related
//	    ├── text/html         <img src="cid:board@pbem">
//	    └── image/png         Content-ID: <board@pbem>
//
// go-mail would nest them the other way round (related around the
// alternative) and with one boundary for both levels when the boundary is
// fixed, so the related part is written here, with a boundary of its own
// (see mimeBoundaries) that keeps the message byte-stable for goldens.

// addHTML adds html (and the picture it shows, when png is not nil) to msg
// as the alternative to its text body; boundary separates the HTML from
// its picture.
func addHTML(msg *mail.Msg, html string, png []byte, boundary string) error {
	if png == nil {
		msg.AddAlternativeString(mail.TypeTextHTML, html)
		return nil
	}
	body, err := relatedPart(html, png, boundary)
	if err != nil {
		return err
	}
	// go-mail adds "; charset=UTF-8" to every part's type: a parameter
	// multipart readers ignore. The body goes to go-mail as it is, not as
	// a string: a copy of the picture's base64 less (a mail's largest
	// part, 100–250 KB, on pages of its own).
	msg.AddAlternativeWriter(mail.ContentType(`multipart/related; boundary="`+boundary+`"; type="text/html"`),
		func(w io.Writer) (int64, error) {
			n, err := w.Write(body)
			return int64(n), err
		}, mail.WithPartEncoding(mail.NoEncoding))
	return nil
}

// relatedPart writes the body of the multipart/related part: the HTML in
// quoted-printable, the PNG in base64 lines of 76 characters, encoded in
// place at the end of the body (not into a buffer of their own first).
func relatedPart(html string, png []byte, boundary string) ([]byte, error) {
	var b bytes.Buffer
	b.Grow(len(html)*11/10 + base64LinesLen(len(png)) + 1024) // the HTML quoted, the picture in base64 lines, headers
	w := multipart.NewWriter(&b)
	if err := w.SetBoundary(boundary); err != nil {
		return nil, err
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Type", "text/html; charset=UTF-8")
	h.Set("Content-Transfer-Encoding", "quoted-printable")
	p, err := w.CreatePart(h)
	if err != nil {
		return nil, err
	}
	qp := quotedprintable.NewWriter(p)
	if _, err := qp.Write([]byte(html)); err != nil {
		return nil, err
	}
	if err := qp.Close(); err != nil {
		return nil, err
	}
	h = textproto.MIMEHeader{}
	h.Set("Content-Type", `image/png; name="board.png"`)
	h.Set("Content-Transfer-Encoding", "base64")
	h.Set("Content-Disposition", `inline; filename="board.png"`)
	h.Set("Content-Id", "<"+BoardCID+">")
	if p, err = w.CreatePart(h); err != nil {
		return nil, err
	}
	// The part writes to b as it is: the lines go straight into b's room.
	b.Grow(base64LinesLen(len(png)))
	if _, err := p.Write(appendBase64Lines(b.AvailableBuffer(), png)); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// base64Lines encodes data in base64, in CRLF-ended lines of 76
// characters (RFC 2045): each line the encoding of 57 bytes, appended in
// place into a buffer of the exact size (a line at a time through a
// growing buffer made a string per line and copied the picture's
// encoding again and again).
func base64Lines(data []byte) []byte {
	return appendBase64Lines(make([]byte, 0, base64LinesLen(len(data))), data)
}

// base64PerLine is the number of bytes a base64 line of 76 characters encodes.
const base64PerLine = 57

// base64LinesLen is the length of base64Lines of n bytes.
func base64LinesLen(n int) int {
	return base64.StdEncoding.EncodedLen(n) + 2*max(1, (n+base64PerLine-1)/base64PerLine)
}

// appendBase64Lines appends base64Lines(data) to b.
func appendBase64Lines(b, data []byte) []byte {
	for {
		n := min(base64PerLine, len(data))
		b = base64.StdEncoding.AppendEncode(b, data[:n])
		b = append(b, '\r', '\n')
		if data = data[n:]; len(data) == 0 {
			return b
		}
	}
}
