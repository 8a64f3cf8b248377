package compose

import (
	"bufio"
	"bytes"
	"io"
	"regexp"
	"time"
)

// fromLine matches the body lines an mbox reader would take for the start
// of a message, and the ones already quoted: mboxrd quotes both with one
// more ">", so that a reader can undo the quoting exactly.
var fromLine = regexp.MustCompile(`^>*From `)

// WriteMbox writes mails as one mbox stream (the mboxrd flavour, which
// Python's mailbox module, formail and mutt read): each message is its
// RFC 5322 text with LF line ends after a "From <sender> <date>" separator
// line, its lines that begin with "From " (after any ">") quoted with a
// ">", and a blank line after it. Several messages on one stream need
// this: glued together they would read as one. Like WriteMail with
// MailEML, it fails when a reader has no address.
func WriteMbox(w io.Writer, mails []Mail) error {
	bw := bufio.NewWriter(w)
	for _, m := range mails {
		var msg bytes.Buffer
		if err := WriteMail(&msg, m, MailEML); err != nil {
			return err
		}
		if _, err := bw.WriteString(mboxSeparator(m)); err != nil {
			return err
		}
		if err := writeMboxBody(bw, msg.Bytes()); err != nil {
			return err
		}
	}
	return bw.Flush()
}

// mboxSeparator returns the "From " line that opens m in an mbox: the
// envelope sender and the date in the fixed asctime layout, in UTC.
func mboxSeparator(m Mail) string {
	sender := m.From.Email
	if sender == "" {
		sender = DefaultSender.Email
	}
	date := m.Date
	if date.IsZero() {
		date = time.Now()
	}
	return "From " + sender + " " + date.UTC().Format(time.ANSIC) + "\n"
}

// writeMboxBody writes msg with LF line ends, its "From " lines quoted,
// ending with a newline and the blank line that ends a message.
func writeMboxBody(w *bufio.Writer, msg []byte) error {
	msg = bytes.ReplaceAll(msg, []byte("\r\n"), []byte("\n"))
	msg = bytes.TrimSuffix(msg, []byte("\n"))
	for line := range bytes.SplitSeq(msg, []byte("\n")) {
		if fromLine.Match(line) {
			w.WriteByte('>')
		}
		w.Write(line)
		w.WriteByte('\n')
	}
	_, err := w.WriteString("\n")
	return err
}
