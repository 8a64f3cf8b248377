package compose

import (
	"bytes"
	"fmt"
	"html/template"
	"strings"
	"sync"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/picture"
	"github.com/pbem-games/pbem/templates"
)

// This file holds the HTML part of a turn mail: the same greeting, news,
// moves and reply instructions as the text part, with the board as a
// picture where the game draws one (a PNG the HTML shows by its cid:
// address, in a multipart/related part) and as the text board in a <pre>
// where it does not. Why a cid: PNG and not inline SVG: see docs/pictures.md.

// BoardCID is the Content-ID of the board picture in a turn mail.
const BoardCID = "board@pbem"

// mailHTML is what templates/<lang>/mail.html sees.
type mailHTML struct {
	mailBody
	Subject  string
	Greeting string
	// Players is the text mail's last line: the game and who plays it.
	Players string
	Image   template.URL // "cid:board@pbem", or empty when the game draws none
	// BoardHTML is the reader's view as HTML text (mail_html_board.go),
	// shown under the picture.
	BoardHTML template.HTML
}

// htmlTemplates parses each language's mail.html once.
var htmlTemplates = map[pbem.Lang]func() (*template.Template, error){
	pbem.English: sync.OnceValues(func() (*template.Template, error) { return parseHTML(pbem.English) }),
	pbem.French:  sync.OnceValues(func() (*template.Template, error) { return parseHTML(pbem.French) }),
}

// parseHTML parses templates/<lang>/mail.html; a missing field is an
// error rather than an empty spot in a mail.
func parseHTML(lang pbem.Lang) (*template.Template, error) {
	t, err := template.New("mail.html").Option("missingkey=error").
		ParseFS(templates.FS, string(lang)+"/mail.html")
	if err != nil {
		return nil, fmt.Errorf("mail html template %s: %w", lang, err)
	}
	return t, nil
}

// executeHTML writes the HTML part of the mail of data, with subject as
// its title. withImage tells whether the mail carries the board picture.
func executeHTML(lang pbem.Lang, data mailBody, subject string, withImage bool) (string, error) {
	// The greeting and the players' line are mail.tmpl's and parts.tmpl's,
	// which the text part has parsed already: every template of the
	// language (answers, orders, posts, reminders) cost a turn mail 3.7 M
	// instructions and a hundred page faults more.
	text, err := pbem.TurnMailTemplatesOf(lang)
	if err != nil {
		return "", err
	}
	var greeting strings.Builder
	if err := text.ExecuteTemplate(&greeting, "greeting", data); err != nil {
		return "", err
	}
	var players strings.Builder
	if err := text.ExecuteTemplate(&players, "players", data); err != nil {
		return "", err
	}
	page := mailHTML{mailBody: data, Subject: subject, Greeting: greeting.String(), Players: players.String(),
		BoardHTML: boardHTML(data.View)}
	if withImage {
		page.Image = template.URL("cid:" + BoardCID)
	}
	parsed, ok := htmlTemplates[lang]
	if !ok {
		return "", fmt.Errorf("no html templates for language %q", lang)
	}
	t, err := parsed()
	if err != nil {
		return "", err
	}
	var b strings.Builder
	if err := t.Execute(&b, page); err != nil {
		return "", err
	}
	return b.String(), nil
}

// encodeMailPNG writes a mail's picture: WriteMailPNG, WriteCompactPNG's
// bytes without its buffer of palette indices. The tests write the mail
// with WriteCompactPNG in its place, the reference.
var encodeMailPNG = (*picture.Picture).WriteMailPNG

// boardPNG encodes the mail's picture, or returns nil when it has none.
// It is paletted (picture.WriteCompactPNG): a third of the size of a
// true-colour PNG, which keeps a turn mail of the largest boards near
// 100 KB, where it was 200–340 KB.
func boardPNG(p *picture.Picture) ([]byte, error) {
	if p == nil {
		return nil, nil
	}
	var b bytes.Buffer
	b.Grow(int(p.Width*p.Height) / 8) // a board's compact PNG: a tenth of a byte a pixel or less
	if err := encodeMailPNG(p, &b); err != nil {
		return nil, fmt.Errorf("board picture: %w", err)
	}
	return b.Bytes(), nil
}
