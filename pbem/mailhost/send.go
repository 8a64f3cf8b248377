package mailhost

import (
	"bytes"
	"cmp"
	"fmt"
	"io"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// Outbox is where the mails pbem sends go: a mail server (SMTPOutbox), a
// Maildir for another program to send (MaildirOutbox), or a writer that
// only shows them (WriterOutbox, for --dry-run).
type Outbox interface {
	Send(mails []compose.Mail) error
}

// autoSubmitted marks every mail pbem sends as written by a program (RFC
// 3834), so that vacation responders do not answer it and an answer loop
// between two robots cannot start: auto-generated, or the mail's own
// value (auto-replied for an answer to a player's mail).
const autoSubmitted = "auto-generated"

// EML returns m as pbem sends it: the RFC 5322 message Mail.WriteEML
// writes, with an Auto-Submitted header. A missing address is an error.
func EML(m compose.Mail) ([]byte, error) {
	if m.To.Email == "" {
		return nil, pbem.Usagef("%s has no email address in the game file (email = \"…\" under [[players]])", m.To.Name)
	}
	var b bytes.Buffer
	b.WriteString("Auto-Submitted: " + cmp.Or(m.AutoSubmitted, autoSubmitted) + "\r\n")
	if err := m.WriteEML(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// MaildirOutbox writes each mail as a new message of the Maildir Dir
// (created if missing), for tests, for a mail client to send, or to look
// at before anything leaves the machine.
type MaildirOutbox struct {
	Dir string
}

// Send delivers each mail into the Maildir, whole or not at all.
func (o MaildirOutbox) Send(mails []compose.Mail) error {
	if err := initMaildir(o.Dir); err != nil {
		return fmt.Errorf("outbox %s: %w", o.Dir, err)
	}
	for _, m := range mails {
		data, err := EML(m)
		if err != nil {
			return err
		}
		if _, err := deliver(o.Dir, data); err != nil {
			return fmt.Errorf("outbox %s: %w", o.Dir, err)
		}
	}
	return nil
}

// sendRaw delivers mails already written into the Maildir.
func (o MaildirOutbox) sendRaw(mails []rawMail, sent func(int)) error {
	if err := initMaildir(o.Dir); err != nil {
		return fmt.Errorf("outbox %s: %w", o.Dir, err)
	}
	for i, m := range mails {
		if _, err := deliver(o.Dir, m.Data); err != nil {
			return fmt.Errorf("outbox %s: %w", o.Dir, err)
		}
		sent(i)
	}
	return nil
}

// WriterOutbox writes each mail to W as it would be sent, after a line
// naming the envelope ("MAIL FROM:<…> RCPT TO:<…>"), and sends nothing.
type WriterOutbox struct {
	W io.Writer
}

// Send writes the mails.
func (o WriterOutbox) Send(mails []compose.Mail) error {
	for _, m := range mails {
		data, err := EML(m)
		if err != nil {
			return err
		}
		fmt.Fprintf(o.W, "MAIL FROM:<%s> RCPT TO:<%s>\n", m.From.Email, m.To.Email)
		if _, err := o.W.Write(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n"))); err != nil {
			return err
		}
		fmt.Fprintln(o.W)
	}
	return nil
}

// sendRaw writes mails already written, as Send does.
func (o WriterOutbox) sendRaw(mails []rawMail, sent func(int)) error {
	for i, m := range mails {
		fmt.Fprintf(o.W, "MAIL FROM:<%s> RCPT TO:<%s>\n", m.From, m.To)
		if _, err := o.W.Write(bytes.ReplaceAll(m.Data, []byte("\r\n"), []byte("\n"))); err != nil {
			return err
		}
		fmt.Fprintln(o.W)
		sent(i)
	}
	return nil
}
