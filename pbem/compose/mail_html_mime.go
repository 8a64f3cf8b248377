package compose

import (
	"bytes"
	"encoding/base64"
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
	// multipart readers ignore.
	msg.AddAlternativeString(mail.ContentType(`multipart/related; boundary="`+boundary+`"; type="text/html"`),
		body, mail.WithPartEncoding(mail.NoEncoding))
	return nil
}

// relatedPart writes the body of the multipart/related part: the HTML in
// quoted-printable, the PNG in base64 lines of 76 characters.
func relatedPart(html string, png []byte, boundary string) (string, error) {
	var b bytes.Buffer
	b.Grow(len(html)*11/10 + len(png)*4/3 + len(png)/25 + 1024) // the HTML quoted, the picture in base64 lines, headers
	w := multipart.NewWriter(&b)
	if err := w.SetBoundary(boundary); err != nil {
		return "", err
	}
	h := textproto.MIMEHeader{}
	h.Set("Content-Type", "text/html; charset=UTF-8")
	h.Set("Content-Transfer-Encoding", "quoted-printable")
	p, err := w.CreatePart(h)
	if err != nil {
		return "", err
	}
	qp := quotedprintable.NewWriter(p)
	if _, err := qp.Write([]byte(html)); err != nil {
		return "", err
	}
	if err := qp.Close(); err != nil {
		return "", err
	}
	h = textproto.MIMEHeader{}
	h.Set("Content-Type", `image/png; name="board.png"`)
	h.Set("Content-Transfer-Encoding", "base64")
	h.Set("Content-Disposition", `inline; filename="board.png"`)
	h.Set("Content-Id", "<"+BoardCID+">")
	if p, err = w.CreatePart(h); err != nil {
		return "", err
	}
	if _, err := p.Write(base64Lines(png)); err != nil {
		return "", err
	}
	if err := w.Close(); err != nil {
		return "", err
	}
	return b.String(), nil
}

// base64Lines encodes data in base64, in CRLF-ended lines of 76
// characters (RFC 2045): each line the encoding of 57 bytes, appended in
// place into a buffer of the exact size (a line at a time through a
// growing buffer made a string per line and copied the picture's
// encoding again and again).
func base64Lines(data []byte) []byte {
	const perLine = 57 // bytes a line of 76 characters encodes
	lines := max(1, (len(data)+perLine-1)/perLine)
	b := make([]byte, 0, base64.StdEncoding.EncodedLen(len(data))+2*lines)
	for {
		n := min(perLine, len(data))
		b = base64.StdEncoding.AppendEncode(b, data[:n])
		b = append(b, '\r', '\n')
		if data = data[n:]; len(data) == 0 {
			return b
		}
	}
}
