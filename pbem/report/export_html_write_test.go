package report

import (
	"bytes"
	"encoding/json"
	"html/template"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// replayPageTemplateOf is the page as html/template wrote it before
// writePage: the same export_html.tmpl, the positions as json.Marshal
// wrote them.
func replayPageTemplateOf() *template.Template {
	return template.Must(template.New("replay").Funcs(template.FuncMap{
		"positions": func(p *ReplayPage) (template.JS, error) {
			b, err := json.Marshal(packPositions(p))
			return template.JS(b), err
		},
		"inc":       func(i int) int { return i + 1 },
		"fontFaces": replayFontFaces,
		"logItems":  replayLogItems,
	}).Parse(replayPageSource))
}

// odd is a text with each character an escaper replaces, a NUL, control
// characters, invalid UTF-8, the two line separators JSON escapes and
// other scripts.
const odd = "a<b>&c\"d'e+f\x00g\xff\xfeh\\i\n\r\t\b\f\x01\x1f\u2028\u2029 — ü 王 </script><!-- x"

// TestReplayPageWriterIsTheTemplate writes pages by hand and through
// html/template, and compares them byte for byte: made-up pages with
// awkward titles, names and captions, with and without a viewer and
// pictures, and the pages of two examples.
func TestReplayPageWriterIsTheTemplate(t *testing.T) {
	tmpl := replayPageTemplateOf()
	lines := newSVGLines()
	pages := map[string]*ReplayPage{
		"empty": {Log: &pbem.LogResult{}, lines: newSVGLines()},
		"odd": {Title: odd, Viewer: odd, Lang: pbem.Lang(odd), Log: trickyLog(), lines: lines,
			Positions: []ReplayPosition{
				{Ply: 0, Caption: "setup", svg: lines.pack([]byte("<svg a=\"1\">\n" + odd + "\n</svg>\n"))},
				{Ply: 1, Caption: odd, svg: lines.pack([]byte("<svg a=\"1\">\n" + odd + "\n" + odd + "\n</svg>\n"))},
				{Ply: 2, Caption: odd, Text: odd},
				{Ply: 3, Caption: ""},
			}},
		"viewer only": {Title: "t", Viewer: "Ann", Lang: pbem.French, Log: &pbem.LogResult{}, lines: newSVGLines(),
			Positions: []ReplayPosition{{Caption: "setup", Text: "board"}}},
	}
	for _, name := range []string{"palazzo-3p", "leonardo-4p"} {
		f, err := testkit.RealGames.Load("../../examples/" + name + ".pbem")
		require.NoError(t, err)
		for _, s := range []engine.Seat{engine.Observer, 1} {
			page, err := ReplayPageOf(f, s, pbem.English)
			require.NoError(t, err)
			pages[name+"/"+f.Name(s)] = page
		}
	}
	for name, page := range pages {
		var want, got, viaWriter bytes.Buffer
		require.NoError(t, tmpl.Execute(&want, page), name)
		require.NoError(t, page.WriteHTML(&got), name)
		require.NoError(t, page.WriteHTML(struct{ *bytes.Buffer }{&viaWriter}), name) // not a *bytes.Buffer: through bufio
		assert.Equal(t, want.String(), got.String(), name)
		assert.Equal(t, want.String(), viaWriter.String(), name)
	}
}

// TestReplayPageWriterFillsEveryAction: the page's text has each action
// writePage fills in, and an action it does not know stops the program
// rather than leave a hole in the page.
func TestReplayPageWriterFillsEveryAction(t *testing.T) {
	seen := map[string]bool{}
	for _, part := range replayPageParts {
		seen[part.action] = true
	}
	for action := range knownPageActions {
		assert.True(t, seen[action], "{{%s}} is in export_html.tmpl", action)
	}
	assert.Panics(t, func() { splitPage("<p>{{.Other}}</p>") })
	assert.Panics(t, func() { splitPage("<p>{{.Title</p>") })
	assert.Equal(t, []pagePart{{"a", ""}, {"b", ".Title"}, {"c", ""}}, splitPage("a{{/* note */}}b{{.Title}}c"))
}

// TestAppendJSONStringIsMarshals compares appendJSONString with
// json.Marshal on every string of one and two bytes, and on random
// strings of runes, bytes and the characters JSON escapes.
func TestAppendJSONStringIsMarshals(t *testing.T) {
	check := func(s string) {
		want, err := json.Marshal(s)
		require.NoError(t, err)
		if got := appendJSONString(nil, s); !bytes.Equal(want, got) {
			t.Fatalf("%q: json.Marshal %s, appendJSONString %s", s, want, got)
		}
	}
	for a := range 256 {
		check(string([]byte{byte(a)}))
		for b := range 256 {
			check(string([]byte{byte(a), byte(b)}))
		}
	}
	pieces := []string{odd, "\u2028", "\u2029", "\xe2\x80", "\xe2\x80\xa8", "é", "王", "\U0001F600", "\xf0\x9f", "<", ">", "&", "\\", "\"", "x", " ", "\x7f"}
	rng := rand.New(rand.NewPCG(24, 1))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			if rng.IntN(3) == 0 {
				b.WriteByte(byte(rng.IntN(256)))
			} else {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
		}
		check(b.String())
	}
}

// The page's size is guessed from what it holds, a little above: the
// buffer it is written to grows once.
func TestReplayPageSizeIsAbove(t *testing.T) {
	for _, name := range []string{"palazzo-3p", "princes-4p"} {
		f, err := testkit.RealGames.Load("../../examples/" + name + ".pbem")
		require.NoError(t, err)
		page, err := ReplayPageOf(f, engine.Observer, pbem.English)
		require.NoError(t, err)
		var b bytes.Buffer
		require.NoError(t, page.WriteHTML(&b))
		assert.GreaterOrEqual(t, page.pageSize(), b.Len(), name)
		assert.Less(t, page.pageSize(), b.Len()*3/2, name)
	}
}
