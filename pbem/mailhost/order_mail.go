package mailhost

import (
	"html"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file tells a player, in their own turn mail only, what became of
// their standing orders: an order that lapsed played nothing, and the
// turn it left them is the one the mail is about ("Your order 2 (bid up
// to 12) lapsed: the cheapest raise brings your bid to 14, above your
// 12.").

// addOrderNotes adds to m, the turn mail of seat s, a paragraph for each
// of the reader's orders that lapsed since their last decision, after the
// greeting, in the mail's language. Nothing is added for anyone else: the
// notes come from the reader's orders alone.
func addOrderNotes(m *compose.Mail, r *pbem.Replay, s engine.Seat) error {
	lang := pbem.MailLang(pbem.Lang(m.Lang))
	notes, err := r.OrderNotes(s, lang)
	if err != nil || len(notes) == 0 {
		return err
	}
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return err
	}
	var paras []string
	for _, n := range notes {
		text, err := pbem.ExecuteString(t, "order-lapsed", n)
		if err != nil {
			return err
		}
		paras = append(paras, text)
	}
	m.Body = afterGreeting(m.Body, pbem.ReplyMarkerFor(lang), paras)
	if m.HTML != "" {
		m.HTML = afterGreetingHTML(m.HTML, paras)
	}
	return nil
}

// afterGreeting puts paras, wrapped, after the greeting of body, the
// text of a turn mail: the reply marker (when the reader has a decision
// to send) and the greeting are its first paragraphs.
func afterGreeting(body, marker string, paras []string) string {
	var b strings.Builder
	for _, p := range paras {
		b.WriteString("\n\n" + pbem.WrapKeeping("", "", p, marker))
	}
	start := 0
	if strings.HasPrefix(body, marker+"\n\n") {
		start = len(marker) + 2
	}
	end := strings.Index(body[start:], "\n\n")
	if end < 0 {
		return strings.TrimRight(body, "\n") + b.String() + "\n"
	}
	return body[:start+end] + b.String() + body[start+end:]
}

// afterGreetingHTML puts paras after the greeting paragraph of page, the
// HTML of a turn mail (the reply marker's paragraph, when there is one,
// comes before it), or at the top of its body when it has none.
func afterGreetingHTML(page string, paras []string) string {
	var b strings.Builder
	for _, p := range paras {
		b.WriteString("\n<p><strong>" + html.EscapeString(p) + "</strong></p>")
	}
	body := strings.Index(page, "<body")
	if body < 0 {
		return page
	}
	at := body + strings.Index(page[body:], ">") + 1
	if strings.HasPrefix(strings.TrimLeft(page[at:], "\n"), `<p class="marker"`) {
		at = skipParagraph(page, at)
	}
	if strings.HasPrefix(strings.TrimLeft(page[at:], "\n"), "<p>") {
		at = skipParagraph(page, at)
	}
	return page[:at] + b.String() + page[at:]
}

// skipParagraph returns the index just after the end of the paragraph
// that starts at or after at in page.
func skipParagraph(page string, at int) int {
	end := strings.Index(page[at:], "</p>")
	if end < 0 {
		return at
	}
	return at + end + len("</p>")
}
