package compose

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	netmail "net/mail"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/wneessen/go-mail"

	"github.com/pbem-games/pbem/pbem"
)

// This file holds how composed mails are written: as text or RFC 5322
// (eml), on a stream or into files, and listed for --json (mail_mbox.go
// writes several as one mbox stream).

// WriteText writes m for a person to read: To and Subject lines, a blank
// line, then the body.
func (m Mail) WriteText(w io.Writer) error {
	_, err := fmt.Fprintf(w, "To: %s\nSubject: %s\n\n%s", m.To, m.Subject, m.Body)
	return err
}

// WriteEML writes m as an RFC 5322 message: a UTF-8 text/plain body in
// quoted-printable, then, when m.HTML is set, its HTML alternative (with
// the board picture, see mail_html_mime.go), threading headers, Reply-To when m.ReplyTo has an
// address, Content-Language when m.Lang is set, and X-PBEM-Game and
// X-PBEM-Ply for filters. The bytes depend only on m (unless m.Date is zero, when the
// current time is used). It fails when an address is missing or invalid.
func (m Mail) WriteEML(w io.Writer) error {
	png, err := boardPNG(m.Picture)
	if err != nil {
		return err
	}
	outer, related := mimeBoundaries(m, png)
	msg := mail.NewMsg(mail.WithBoundary(outer), mail.WithNoDefaultUserAgent())
	from, err := mailAddress(m.From, "from")
	if err != nil {
		return err
	}
	msg.FromMailAddress(from)
	to, err := mailAddress(m.To, "to")
	if err != nil {
		return err
	}
	msg.ToMailAddress(to)
	if m.ReplyTo.Email != "" {
		replyTo, err := mailAddress(m.ReplyTo, "reply-to")
		if err != nil {
			return err
		}
		msg.ReplyToMailAddress(replyTo)
	}
	// go-mail would fold an encoded subject right after "Subject:", which
	// strict parsers read with a leading space.
	msg.SetGenHeaderPreformatted(mail.HeaderSubject, EncodeSubject(m.Subject))
	if m.MessageID != "" {
		msg.SetMessageIDWithValue(strings.Trim(m.MessageID, "<>"))
	}
	if !m.Date.IsZero() {
		msg.SetDateWithValue(m.Date)
	}
	if m.InReplyTo != "" {
		msg.SetGenHeader(mail.HeaderInReplyTo, m.InReplyTo)
	}
	if len(m.References) > 0 {
		// One value, space-separated as RFC 5322 wants; go-mail would join
		// several values with commas.
		msg.SetGenHeader(mail.HeaderReferences, strings.Join(m.References, " "))
	}
	if m.GameID != "" {
		msg.SetGenHeader("X-PBEM-Game", m.GameID)
		msg.SetGenHeader("X-PBEM-Ply", strconv.Itoa(m.Ply))
	}
	if m.Lang != "" {
		msg.SetGenHeader(mail.HeaderContentLang, m.Lang)
	}
	msg.SetBodyString(mail.TypeTextPlain, m.Body)
	if m.HTML != "" {
		if err := addHTML(msg, m.HTML, png, related); err != nil {
			return err
		}
	}
	_, err = msg.WriteTo(w)
	return err
}

// mimeBoundaries returns the boundaries of m's parts: the alternative
// one and the one of the HTML with its picture. They are named after a
// hash of what the parts hold, so that the bytes of a mail stay the same
// for the same Mail, and no text of a player can hold them: a line of the
// mail that starts with "--" and a boundary ends a part (RFC 2046 5.1.1),
// and nobody can write a text that holds the hash of itself. Should a
// text hold one all the same, the next hash is taken.
func mimeBoundaries(m Mail, png []byte) (outer, related string) {
	h := sha256.New()
	for _, part := range []string{m.Subject, m.Body, m.HTML} {
		fmt.Fprintf(h, "%d:%s", len(part), part)
	}
	h.Write(png) // base64 has no '-': the picture cannot hold a boundary
	sum := h.Sum(nil)
	for {
		tag := hex.EncodeToString(sum[:12])
		outer, related = "pbem-"+tag, "pbem-rel-"+tag
		if !strings.Contains(m.Body, outer) && !strings.Contains(m.HTML, outer) &&
			!strings.Contains(m.HTML, related) && !strings.Contains(m.Subject, outer) {
			return outer, related
		}
		next := sha256.Sum256(sum)
		sum = next[:]
	}
}

// address returns p as a header address, after checking its Email. The
// name is kept as it is: net/mail quotes it (and escapes '"' and '\')
// when the header is written, where go-mail's *Format methods would
// paste it between quotes as it stands, which a '"' in a name breaks.
func mailAddress(p pbem.MailPlayer, header string) (*netmail.Address, error) {
	addr, err := netmail.ParseAddress(p.Email)
	if err != nil || addr.Name != "" {
		return nil, fmt.Errorf("mail %s %q: not an address", header, p.Email)
	}
	return &netmail.Address{Name: p.Name, Address: addr.Address}, nil
}

// Mail output formats.
const (
	MailText = "text" // To and Subject lines, then the body
	MailEML  = "eml"  // an RFC 5322 message
)

// WriteMail writes m in format (MailText or MailEML). An EML message needs
// the reader's address: its absence wraps ErrUsage.
func WriteMail(w io.Writer, m Mail, format string) error {
	switch format {
	case MailText:
		return m.WriteText(w)
	case MailEML:
		if m.To.Email == "" {
			return pbem.Usagef("%s has no email address in the game file (email = \"…\" under [[players]])", m.To.Name)
		}
		return m.WriteEML(w)
	}
	return pbem.Usagef("mail format %q: expected %s or %s", format, MailText, MailEML)
}

// MailFileName names the file a mail is saved in:
// "<game id>-<ply>-<reader>.eml" (or .txt for text).
func MailFileName(m Mail, format string) string {
	ext := ".txt"
	if format == MailEML {
		ext = ".eml"
	}
	return fmt.Sprintf("%s-%d-%s%s", m.GameID, m.Ply, IdPart(m.To.Name), ext)
}

// MailInfo is a composed mail as `mail --json` lists it: who it is for,
// its subject and plain-text body, and where it was saved (with --out).
type MailInfo struct {
	To        string `json:"to"`
	Email     string `json:"email,omitempty"`
	Subject   string `json:"subject"`
	NextPly   int    `json:"next_ply"` // the decision the mail asks for (the ply in its subject)
	MessageID string `json:"message_id"`
	Body      string `json:"body"`
	File      string `json:"file,omitempty"`
}

// Info returns m as `mail --json` lists it; file is where it was saved,
// if anywhere.
func (m Mail) Info(file string) MailInfo {
	return MailInfo{To: m.To.Name, Email: m.To.Email, Subject: m.Subject, NextPly: m.Ply,
		MessageID: m.MessageID, Body: m.Body, File: file}
}

// WriteMails writes mails to w, as a command prints them on stdout: as
// text, each after a blank line; as eml, one message as it is (a blank
// line first would end its header at once), several as an mbox stream,
// which mail tools can split again.
func WriteMails(w io.Writer, mails []Mail, format string) error {
	if format == MailEML {
		if len(mails) == 1 {
			return WriteMail(w, mails[0], format)
		}
		return WriteMbox(w, mails)
	}
	for _, m := range mails {
		fmt.Fprintln(w)
		if err := WriteMail(w, m, format); err != nil {
			return err
		}
	}
	return nil
}

// SaveMails writes one file per mail into dir (created if missing), named
// by MailFileName, and returns their paths. With no dir it writes nothing.
func SaveMails(mails []Mail, format, dir string) ([]string, error) {
	if dir == "" {
		return nil, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	for _, m := range mails {
		var b bytes.Buffer
		if err := WriteMail(&b, m, format); err != nil {
			return nil, err
		}
		path := filepath.Join(dir, MailFileName(m, format))
		// A mail holds its reader's hand: only the host may read the file.
		if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
			return nil, err
		}
		paths = append(paths, path)
	}
	return paths, nil
}

// MailInfos lists mails as `mail --json` and `send --json` do, each with
// the file it was saved in when paths has one.
func MailInfos(mails []Mail, paths []string) []MailInfo {
	infos := make([]MailInfo, len(mails))
	for i, m := range mails {
		file := ""
		if i < len(paths) {
			file = paths[i]
		}
		infos[i] = m.Info(file)
	}
	return infos
}
