package compose

import (
	"bytes"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
	"github.com/pbem-games/pbem/picture"
)

// parts is a written mail as a mail client reads it.
type parts struct {
	Text, HTML string
	Inlines    []*enmime.Part
}

// mailParts reads an EML message as a client would: its text part (LF line
// ends), its HTML part and its inline pictures; the text must be a part of
// its own, not converted from the HTML.
func mailParts(t *testing.T, raw []byte) parts {
	t.Helper()
	p := enmime.Parser{}
	env, err := p.ReadEnvelope(bytes.NewReader(raw))
	require.NoError(t, err)
	require.Empty(t, env.Errors)
	return parts{Text: strings.ReplaceAll(env.Text, "\r\n", "\n"), HTML: strings.ReplaceAll(env.HTML, "\r\n", "\n"), Inlines: env.Inlines}
}

// testPicture is a small picture standing for a board.
func testPicture() *picture.Picture {
	p := picture.New(200, 100)
	p.Rect(10, 10, 80, 40, picture.Style{Fill: picture.Solid(picture.Color{B: 178})})
	return p
}

func TestMailHTMLWithoutPictureShowsTheTextBoard(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	got := mailParts(t, emlBytes(t, m))
	assert.Equal(t, m.Body, got.Text, "the text part is the text mail, unchanged")
	assert.Contains(t, got.HTML, `<p class="section" style="margin:0;font-weight:bold">Board</p>`)
	assert.Contains(t, got.HTML, `<span class="good" style="color:#1b7a1b">[ ]</span>`, "the board is coloured as in a terminal")
	assert.Contains(t, got.HTML, "<li>take bank 1</li>")
	assert.NotContains(t, got.HTML, "cid:")
	assert.Empty(t, got.Inlines)
	assert.True(t, strings.Index(got.HTML, pbem.ReplyMarker) < strings.Index(got.HTML, "<p>Since"),
		"the marker comes first, above everything a reply quotes")
}

func TestMailHTMLWithPictureIsRelated(t *testing.T) {
	d := mailTurnData()
	d.Picture = testPicture()
	m := mustCompose(t, d)
	raw := emlBytes(t, m)
	got := mailParts(t, raw)
	assert.Equal(t, m.Body, got.Text)
	assert.Contains(t, got.HTML, `<img src="cid:`+BoardCID+`"`)
	assert.Less(t, strings.Index(got.HTML, "<img"), strings.Index(got.HTML, "Your hand</p>"),
		"the text board follows the picture: both parts say the same")
	assert.Contains(t, got.HTML, `alt="Palazzo board before decision 14, as Ann sees it;`)
	require.Len(t, got.Inlines, 1)
	assert.Equal(t, "image/png", got.Inlines[0].ContentType)
	assert.Equal(t, BoardCID, got.Inlines[0].ContentID)
	assert.Equal(t, []byte("\x89PNG"), got.Inlines[0].Content[:4])
	// The text comes first, the related part (HTML and picture) second.
	s := string(raw)
	assert.Contains(t, s, "Content-Type: multipart/alternative")
	assert.Less(t, strings.Index(s, "text/plain"), strings.Index(s, "multipart/related"))
	assert.Less(t, strings.Index(s, "multipart/related"), strings.Index(s, "text/html"))
}

func TestMailHTMLEscapes(t *testing.T) {
	d := mailTurnData()
	d.Moves = []string{"bid <3> & more"}
	m := mustCompose(t, d)
	assert.Contains(t, m.HTML, "<li>bid &lt;3&gt; &amp; more</li>")
}

func TestMailHTMLFrench(t *testing.T) {
	m := mustCompose(t, inFrench(mailTurnData()))
	assert.Contains(t, m.HTML, `<html lang="fr">`)
	assert.Contains(t, m.HTML, "Vous pouvez jouer :")
	assert.Contains(t, m.HTML, pbem.ReplyMarkerFor(pbem.French))
}

// A player who answers from the HTML part sends HTML only, quoting the
// turn mail's HTML below their move: enmime turns it into text with the
// quote marked, and the move above the quoted marker is read.
func TestReplyFromQuotedHTML(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	body := m.HTML[strings.Index(m.HTML, "<body"):]
	body = body[strings.Index(body, ">")+1 : strings.LastIndex(body, "</body>")]
	reply := "From: ann@example.org\r\nTo: host@example.org\r\nSubject: Re: turn\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: text/html; charset=UTF-8\r\n\r\n" +
		"<html><body><div>take bank 1</div><div><br></div><div>On Sunday Palazzo host wrote:</div>" +
		"<blockquote type=\"cite\">" + body + "</blockquote></body></html>\r\n"
	env, err := enmime.ReadEnvelope(strings.NewReader(reply))
	require.NoError(t, err)
	got := ExtractReply(env.Text)
	require.Len(t, got.Moves, 1, "text: %q", env.Text)
	assert.Equal(t, "take bank 1", got.Moves[0].Text)
}

// A turn mail carries the reader's view drawn where the game draws
// pictures, and none where it does not (the HTML then shows the text).
func TestMailDataPicture(t *testing.T) {
	r, err := testkit.OpenReplay(testkit.PalazzoGames, "../../examples/palazzo-3p.pbem", 3)
	require.NoError(t, err)
	assert.NotNil(t, MailDataOf(r, 0, testkit.HostAddr, mailDate).Picture)
	r, err = testkit.OpenReplay(testkit.PatricianGames, "../../examples/patrician-4p.pbem", 3)
	require.NoError(t, err)
	d := MailDataOf(r, 0, testkit.HostAddr, mailDate)
	if _, ok := r.State.View(0).(engine.Picturer); !ok {
		assert.Nil(t, d.Picture)
		assert.Contains(t, mustCompose(t, d).HTML, "<pre style")
	}
}

// TestMailPictureIsPaletted: the picture of a turn mail is a paletted
// PNG, a third of a true-colour one, so that mails of the largest boards
// stay near 100 KB.
func TestMailPictureIsPaletted(t *testing.T) {
	r, err := testkit.OpenReplay(testkit.RealGames, "../../examples/princes-4p.pbem", 60)
	require.NoError(t, err)
	m := mustCompose(t, MailDataOf(r, 0, testkit.HostAddr, mailDate))
	m.To.Email = "ann@example.org"
	raw := emlBytes(t, m)
	got := mailParts(t, raw)
	require.Len(t, got.Inlines, 1)
	img, err := png.Decode(bytes.NewReader(got.Inlines[0].Content))
	require.NoError(t, err)
	assert.IsType(t, &image.Paletted{}, img)
	assert.Less(t, len(raw), 150_000, "a Princes turn mail was 220 KB with a true-colour PNG")
}
