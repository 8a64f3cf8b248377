package compose

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/draw"
	"image/png"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
	"github.com/pbem-games/pbem/picture"
)

// pixelsOf decodes a PNG into RGBA pixels.
func pixelsOf(t *testing.T, data []byte) *image.RGBA {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}

// samePixels fails t unless the two PNGs decode to the same pixels.
func samePixels(t *testing.T, want, got []byte, what string) {
	t.Helper()
	w, g := pixelsOf(t, want), pixelsOf(t, got)
	require.Equal(t, w.Rect, g.Rect, what)
	require.True(t, bytes.Equal(w.Pix, g.Pix), "%s: the pixels differ", what)
}

// compactPNG is a picture's PNG as mails wrote it before
// picture.WriteMailPNG: the reference.
func compactPNG(t *testing.T, p *picture.Picture) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, p.WriteCompactPNG(&b))
	return b.Bytes()
}

// TestMailPNGDecodesAsTheCompactPNG: the picture of a turn mail
// (boardPNG) decodes to the pixels of WriteCompactPNG's, for every seat's
// board along random games of every game, in both languages, each drawn
// after the one before as a mail to every player draws them.
func TestMailPNGDecodesAsTheCompactPNG(t *testing.T) {
	seeds := []uint64{24, 7}
	if testing.Short() {
		seeds = seeds[:1]
	}
	for _, g := range games.All {
		for _, seed := range seeds {
			players := 3 + int(seed)%2
			enginetest.PlayRandom(t, g, players, seed, engine.Options{}, func(ply int, st engine.State) {
				if ply%59 != 0 && len(st.ToAct()) > 0 {
					return
				}
				for s := engine.Observer; int(s) < players; s++ {
					lang := []string{"en", "fr"}[(ply+int(s)+1)%2]
					p, ok := st.View(s).(engine.Picturer)
					if !ok {
						t.Fatalf("%s draws no picture", g.Info().ID)
					}
					pic := p.Picture(lang)
					got, err := boardPNG(pic)
					require.NoError(t, err)
					samePixels(t, compactPNG(t, pic), got, g.Info().ID)
				}
			})
		}
	}
}

// relatedPartByString is relatedPart as it was: the picture encoded into a
// buffer of its own, the body returned as a string.
func relatedPartByString(html string, png []byte, boundary string) string {
	var b bytes.Buffer
	w := multipart.NewWriter(&b)
	w.SetBoundary(boundary)
	h := map[string][]string{"Content-Type": {"text/html; charset=UTF-8"}, "Content-Transfer-Encoding": {"quoted-printable"}}
	p, _ := w.CreatePart(h)
	qp := quotedprintable.NewWriter(p)
	qp.Write([]byte(html))
	qp.Close()
	h = map[string][]string{"Content-Type": {`image/png; name="board.png"`}, "Content-Transfer-Encoding": {"base64"},
		"Content-Disposition": {`inline; filename="board.png"`}, "Content-Id": {"<" + BoardCID + ">"}}
	p, _ = w.CreatePart(h)
	p.Write(base64LinesByString(png))
	w.Close()
	return b.String()
}

// emlParts reads a turn mail: its header fields but the boundaries, its
// text and HTML parts, and its picture.
func emlParts(t *testing.T, eml []byte) (head, text, html string, pic []byte) {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(eml))
	require.NoError(t, err)
	for _, k := range []string{"From", "To", "Subject", "Date", "Message-Id", "In-Reply-To", "References", "X-Pbem-Game", "X-Pbem-Ply", "Content-Language"} {
		head += k + ": " + msg.Header.Get(k) + "\n"
	}
	var walk func(r io.Reader, ct string)
	walk = func(r io.Reader, ct string) {
		media, params, err := mime.ParseMediaType(ct)
		require.NoError(t, err)
		if strings.HasPrefix(media, "multipart/") {
			mr := multipart.NewReader(r, params["boundary"])
			for {
				part, err := mr.NextRawPart()
				if err == io.EOF {
					return
				}
				require.NoError(t, err)
				var body io.Reader = part
				switch part.Header.Get("Content-Transfer-Encoding") {
				case "quoted-printable":
					body = quotedprintable.NewReader(part)
				case "base64":
					body = base64.NewDecoder(base64.StdEncoding, part) // it skips the line ends
				}
				walk(body, part.Header.Get("Content-Type"))
			}
		}
		data, err := io.ReadAll(r)
		require.NoError(t, err)
		switch media {
		case "text/plain":
			text = string(data)
		case "text/html":
			html = string(data)
		case "image/png":
			pic = data
		}
	}
	walk(msg.Body, msg.Header.Get("Content-Type"))
	return head, text, html, pic
}

// TestEMLIsTheMailOfTheCompactPNG: every turn mail of the example games,
// cut at their start, after 40 decisions, at half and at their end, to
// every reader, is the mail written with WriteCompactPNG and the related
// part as it was (relatedPartByString): the same header, text and HTML,
// a picture of the same pixels, and the same related part for the same
// picture.
func TestEMLIsTheMailOfTheCompactPNG(t *testing.T) {
	paths, err := filepath.Glob("../../examples/*.pbem")
	require.NoError(t, err)
	require.NotEmpty(t, paths)
	from := pbem.MailPlayer{Name: "Host", Email: "host@example.org"}
	date := time.Date(2026, 11, 29, 3, 0, 0, 0, time.UTC)
	for _, path := range paths {
		f, err := testkit.RealGames.Load(path)
		require.NoError(t, err)
		whole, err := f.Replay(-1)
		require.NoError(t, err)
		cuts := []int{0, 40, len(whole.Plies) / 2, -1}
		if testing.Short() {
			cuts = cuts[2:]
		}
		for _, cut := range cuts {
			r, err := f.Replay(cut)
			require.NoError(t, err)
			seats, err := Recipients(r, "")
			require.NoError(t, err)
			for _, s := range seats {
				d := MailDataOf(r, s, from, date)
				d.To.Email = "player@example.org"
				m, err := ComposeMail(d)
				require.NoError(t, err)
				var got, want bytes.Buffer
				require.NoError(t, m.WriteEML(&got))
				encodeMailPNG = (*picture.Picture).WriteCompactPNG
				err = m.WriteEML(&want)
				encodeMailPNG = (*picture.Picture).WriteMailPNG
				require.NoError(t, err)
				what := filepath.Base(path) + " " + d.To.Name
				wh, wt, whtml, wpic := emlParts(t, want.Bytes())
				gh, gt, ghtml, gpic := emlParts(t, got.Bytes())
				require.Equal(t, wh, gh, what)
				require.Equal(t, wt, gt, what)
				require.Equal(t, whtml, ghtml, what)
				require.NotEmpty(t, ghtml, what)
				require.NotEmpty(t, gpic, what)
				samePixels(t, wpic, gpic, what)
				part, err := relatedPart(m.HTML, gpic, "pbem-rel-test")
				require.NoError(t, err)
				require.Equal(t, relatedPartByString(m.HTML, gpic, "pbem-rel-test"), string(part), what)
			}
		}
	}
}

// TestHTMLGreetingIsTheWholeSets: the greeting and the players' line of
// the HTML part, taken from the turn mail's templates, are those of every
// template of the language (pbem.TemplatesOf, where the HTML part took
// them), for every reader of the example games at their start, half and
// end, in both languages.
func TestHTMLGreetingIsTheWholeSets(t *testing.T) {
	paths, err := filepath.Glob("../../examples/*.pbem")
	require.NoError(t, err)
	from := pbem.MailPlayer{Name: "Host", Email: "host@example.org"}
	for _, path := range paths {
		f, err := testkit.RealGames.Load(path)
		require.NoError(t, err)
		whole, err := f.Replay(-1)
		require.NoError(t, err)
		for _, cut := range []int{0, len(whole.Plies) / 2, -1} {
			r, err := f.Replay(cut)
			require.NoError(t, err)
			for s := range len(r.File.Header.Players) {
				for _, lang := range []pbem.Lang{pbem.English, pbem.French} {
					d := mailDataIn(r, lang, engine.Seat(s), from, time.Time{}, true)
					data := mailBody{MailData: d, Board: pbem.RenderPlain(d.View), Marker: pbem.ReplyMarkerFor(lang), Reply: d.YourTurn && !d.Over}
					all, err := pbem.TemplatesOf(lang)
					require.NoError(t, err)
					turn, err := pbem.TurnMailTemplatesOf(lang)
					require.NoError(t, err)
					for _, name := range []string{"greeting", "players"} {
						var want, got strings.Builder
						require.NoError(t, all.ExecuteTemplate(&want, name, data))
						require.NoError(t, turn.ExecuteTemplate(&got, name, data))
						require.NotEmpty(t, got.String())
						require.Equal(t, want.String(), got.String(), "%s %s %s", path, name, lang)
					}
				}
			}
		}
	}
}
