package pbem

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/fatih/color"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// checkGoldenFile compares got with testdata/<name>, or rewrites the file
// under -update (enginetest.Golden).
func checkGoldenFile(t *testing.T, name, got string) {
	t.Helper()
	enginetest.Golden(t, filepath.Join("testdata", name), got)
}

func renderFormat(t *testing.T, d engine.Doc, f Format) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, RenderDoc(&b, d, f))
	return b.String()
}

func TestRenderDocGolden(t *testing.T) {
	for _, f := range []Format{FormatPlain, FormatANSI, FormatMarkdown, FormatBBCode} {
		t.Run(string(f), func(t *testing.T) {
			checkGoldenFile(t, "render/doc."+string(f)+".golden", renderFormat(t, dicegame.HandMadeDoc(), f))
		})
	}
}

// The plain rendering is exactly titles and line texts, sections apart by
// a blank line: the contract the mail body relies on.
func TestRenderPlainIsTitlesAndLines(t *testing.T) {
	want := strings.Join([]string{
		"Board", "    A   B   C", "1  [3] [ ] [x]", "2   .  [1]  .  ", "",
		"Scores", "Ann 12  Bob 9", "",
		"Your hand", "gold 3, silver 2", "",
	}, "\n")
	assert.Equal(t, want, renderFormat(t, dicegame.HandMadeDoc(), FormatPlain))
}

func TestRenderEscapeCodesOnlyInANSI(t *testing.T) {
	// fatih/color's global switch says "no colour" (as under NO_COLOR or a
	// pipe); ANSI output must still be coloured, the others never.
	saved := color.NoColor
	color.NoColor = true
	t.Cleanup(func() { color.NoColor = saved })

	for _, f := range []Format{FormatPlain, FormatMarkdown, FormatBBCode} {
		assert.NotContains(t, renderFormat(t, dicegame.HandMadeDoc(), f), "\x1b", f)
	}
	ansi := renderFormat(t, dicegame.HandMadeDoc(), FormatANSI)
	// Only the opening codes are checked: which reset fatih/color emits
	// after a span is its business.
	assert.Contains(t, ansi, "\x1b[32m[ ]\x1b[", "Good is green")
	assert.Contains(t, ansi, "\x1b[31m[x]\x1b[", "Bad is red")
	assert.Contains(t, ansi, "\x1b[1;4mBoard\x1b[", "titles are bold and underlined")
}

func TestRenderANSIWithoutCodesIsPlain(t *testing.T) {
	stripped := stripSGR(renderFormat(t, dicegame.HandMadeDoc(), FormatANSI))
	assert.Equal(t, renderFormat(t, dicegame.HandMadeDoc(), FormatPlain), stripped)
}

// stripSGR removes SGR sequences ("\x1b[...m").
func stripSGR(s string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, "\x1b[")
		if i < 0 {
			return b.String() + s
		}
		b.WriteString(s[:i])
		j := strings.IndexByte(s[i:], 'm')
		s = s[i+j+1:]
	}
}

func TestRenderReplacesControlCharacters(t *testing.T) {
	var d engine.Doc
	d.Add("Evil\x1b[2J", false).Line(engine.S(engine.Good, "a\x1b[31mb\nc\u009bd\te"))
	for _, f := range []Format{FormatPlain, FormatANSI, FormatMarkdown, FormatBBCode} {
		out := renderFormat(t, d, f)
		assert.Contains(t, out, "a?[31mb?c?d\te", f)
		assert.Contains(t, out, "Evil?", f) // markdown escapes the [
		assert.NotContains(t, out, "\u009b", f)
	}
	for _, f := range []Format{FormatPlain, FormatMarkdown, FormatBBCode} {
		assert.NotContains(t, renderFormat(t, d, f), "\x1b", f)
	}
}

func TestRenderMarkdownFenceOutgrowsBackticks(t *testing.T) {
	var d engine.Doc
	d.Add("A *b* [c]", false).Text("x ``` y ```` z")
	want := "**A \\*b\\* \\[c\\]**\n\n`````\nx ``` y ```` z\n`````\n"
	assert.Equal(t, want, renderFormat(t, d, FormatMarkdown))
}

func TestRenderBBCodeCannotCloseItsBlock(t *testing.T) {
	var d engine.Doc
	d.Add("T", false).Text("a [/code] b")
	want := "[b]T[/b]\n[code]\na [/code ] b\n[/code]\n"
	assert.Equal(t, want, renderFormat(t, d, FormatBBCode))
}

func TestRenderEmptySectionsAndTitles(t *testing.T) {
	var d engine.Doc
	d.Add("Empty", false)
	d.Add("", false).Text("no title")
	assert.Equal(t, "Empty\n\nno title\n", renderFormat(t, d, FormatPlain))
	assert.Equal(t, "**Empty**\n\n```\nno title\n```\n", renderFormat(t, d, FormatMarkdown))
	assert.Equal(t, "[b]Empty[/b]\n\n[code]\nno title\n[/code]\n", renderFormat(t, d, FormatBBCode))
	assert.Empty(t, renderFormat(t, engine.Doc{}, FormatPlain))
}

func TestRenderUnknownFormat(t *testing.T) {
	var b strings.Builder
	err := RenderDoc(&b, dicegame.HandMadeDoc(), Format("html"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "html")
	assert.Empty(t, b.String(), "nothing is written on error")
}

func TestParseFormat(t *testing.T) {
	for in, want := range map[string]Format{
		"plain": FormatPlain, " Text ": FormatPlain, "ANSI": FormatANSI, "colour": FormatANSI,
		"markdown": FormatMarkdown, "md": FormatMarkdown, "BBCode": FormatBBCode, "bb": FormatBBCode,
	} {
		got, err := ParseFormat(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := ParseFormat("html")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "plain, ansi, markdown, bbcode")
}
