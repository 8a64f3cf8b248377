package report

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image"
	"image/png"
	"io"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
	"github.com/pbem-games/pbem/picture"
)

// This file opens the replay page in a real headless Chromium, driven
// through the DevTools protocol (chromedp). It runs where Chromium is
// installed; CI installs it and sets PBEM_BROWSER_TEST=1, under which a
// missing browser fails the test instead of skipping it.
//
// Nothing here depends on the fonts of the machine: the checks read the
// page's state (the position shown, its caption, the texts and shapes of
// its board, the log line marked, the address) through the DevTools
// protocol, and the one screenshot is of the board, whose texts are set in
// the Go fonts the page embeds, drawn by a Chromium that sees no installed
// font and draws text as the test's own fontconfig says
// (export_html_browser_font_test.go).

// browserTolerance is the share of the board's pixels a screenshot may
// differ by from its golden: room for the anti-aliasing of another
// Chromium build, not for a missing piece or another font.
const browserTolerance = 0.01

// chromium returns the path of the browser, skipping (or, under
// PBEM_BROWSER_TEST=1, failing) the test when there is none.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("PBEM_BROWSER_TEST") == "1" {
		t.Fatal("PBEM_BROWSER_TEST=1 but no chromium on PATH (apt-get install chromium)")
	}
	t.Skip("no chromium on PATH: the replay page is not tested in a browser")
	return ""
}

// pageTrouble collects, as the browser reports them, what a sound page
// never causes: a JS exception, an error on the console or in the
// browser's log (a font it cannot decode, say), and a request for anything
// but the page itself (at pagePath) and its data: URLs.
type pageTrouble struct {
	pagePath string
	mu       sync.Mutex
	problems []string
}

func (p *pageTrouble) add(s string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.problems = append(p.problems, s)
}

// list returns what was collected so far.
func (p *pageTrouble) list() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.problems...)
}

// listen records the troubles an event of the browser reports.
func (p *pageTrouble) listen(ev any) {
	switch ev := ev.(type) {
	case *runtime.EventExceptionThrown:
		p.add("exception: " + ev.ExceptionDetails.Error())
	case *runtime.EventConsoleAPICalled:
		if ev.Type == runtime.APITypeError || ev.Type == runtime.APITypeAssert {
			p.add("console." + string(ev.Type))
		}
	case *log.EventEntryAdded:
		if ev.Entry.Level == log.LevelError {
			p.add("log: " + ev.Entry.Text)
		}
	case *network.EventRequestWillBeSent:
		u, err := url.Parse(ev.Request.URL)
		if err == nil && (u.Scheme == "data" || u.Scheme == "about") {
			return
		}
		if err != nil || u.Scheme != "file" || u.Path != p.pagePath {
			p.add("request: " + ev.Request.URL)
		}
	}
}

// browser starts a headless Chromium and returns a context for chromedp
// actions, and the troubles of the page at pageURL as they come.
func browser(t *testing.T, pageURL string) (context.Context, *pageTrouble) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox, // CI runs as root, where Chromium's sandbox refuses to start
		chromedp.WindowSize(1300, 1000),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("force-device-scale-factor", "1"),
		chromedp.Env(writeBrowserFontConfig(t)),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	u, err := url.Parse(pageURL)
	require.NoError(t, err)
	trouble := &pageTrouble{pagePath: u.Path}
	chromedp.ListenTarget(ctx, trouble.listen)
	return ctx, trouble
}

// writeReplayPage writes the public replay page of an example game into
// a temporary directory and returns the page and its file: URL.
func writeReplayPage(t *testing.T, games pbem.Games, example string) (*ReplayPage, string) {
	f, err := games.Load(example)
	require.NoError(t, err)
	page, err := ReplayPageOf(f, engine.Observer, pbem.English)
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, page.WriteHTML(&b))
	path := filepath.Join(t.TempDir(), "replay.html")
	require.NoError(t, os.WriteFile(path, b.Bytes(), 0o644))
	return page, (&url.URL{Scheme: "file", Path: path}).String()
}

// shownState is what the page shows, read from its DOM: nothing in it
// depends on how the machine draws text.
type shownState struct {
	Ply     string   `json:"ply"`     // body's data-ply
	Caption string   `json:"caption"` // the caption beside the buttons
	Hash    string   `json:"hash"`    // the address's #ply=N
	Current []string `json:"current"` // data-ply of the log lines marked current
	Texts   []string `json:"texts"`   // the board's SVG texts, in order
	Shapes  int      `json:"shapes"`  // elements inside the board's SVG
	Width   float64  `json:"width"`   // the board's SVG as laid out, in CSS pixels
	Height  float64  `json:"height"`
	Font    []string `json:"font"` // the computed font-family of each SVG text
}

// readShown is the expression that fills a shownState.
const readShown = `(() => {
  const svg = document.querySelector("#board svg");
  const texts = svg ? Array.from(svg.querySelectorAll("text")) : [];
  const box = svg ? svg.getBoundingClientRect() : {width: 0, height: 0};
  return {
    ply: document.body.dataset.ply || "",
    caption: document.getElementById("caption").textContent,
    hash: location.hash,
    current: Array.from(document.querySelectorAll("#log li.ply.current"), li => li.dataset.ply),
    texts: texts.map(t => t.textContent),
    shapes: svg ? svg.querySelectorAll("*").length : 0,
    width: box.width,
    height: box.height,
    font: Array.from(new Set(texts.map(t => getComputedStyle(t).fontFamily))),
  };
})()`

// wantShown is what the page must show at position i of page: its own
// record, read from the SVG the Go side drew.
func wantShown(t *testing.T, page *ReplayPage, i int) shownState {
	t.Helper()
	p := page.Positions[i]
	texts, shapes, err := svgContents(page.SVG(i))
	require.NoError(t, err)
	ply := strconv.Itoa(i)
	return shownState{Ply: ply, Caption: p.Caption, Hash: "#ply=" + ply, Current: []string{ply},
		Texts: texts, Shapes: shapes, Width: 800, Font: []string{`Go, sans-serif`}}
}

// svgContents returns the texts of an SVG document in order and the number
// of elements inside its root.
func svgContents(svg string) (texts []string, shapes int, err error) {
	d := xml.NewDecoder(strings.NewReader(svg))
	depth, inText := 0, false
	var text strings.Builder
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return texts, shapes, nil
		}
		if err != nil {
			return nil, 0, err
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if depth > 0 {
				shapes++
			}
			depth++
			inText = tok.Name.Local == "text"
			text.Reset()
		case xml.CharData:
			if inText {
				text.Write(tok)
			}
		case xml.EndElement:
			depth--
			if tok.Name.Local == "text" {
				texts = append(texts, text.String())
				inText = false
			}
		}
	}
}

// assertShown checks that the page shows position i, the height of its
// board left aside (the SVG's own business).
func assertShown(t *testing.T, ctx context.Context, page *ReplayPage, i int, how string) {
	t.Helper()
	var got shownState
	require.NoError(t, chromedp.Run(ctx, settle(), chromedp.Evaluate(readShown, &got)))
	assert.Greater(t, got.Height, 0.0, "%s: the board is drawn", how)
	got.Height = 0
	assert.Equal(t, wantShown(t, page, i), got, "%s: the page shows position %d", how, i)
}

func TestReplayPageInChromium(t *testing.T) {
	page, pageURL := writeReplayPage(t, testkit.PalazzoGames, "../../examples/palazzo-3p.pbem")
	ctx, trouble := browser(t, pageURL)
	last := len(page.Positions) - 1
	require.Greater(t, last, 3, "the example has moves to step through")

	require.NoError(t, chromedp.Run(ctx, chromedp.Navigate(pageURL)))
	assertShown(t, ctx, page, 0, "opened")
	steps := []struct {
		how    string
		action chromedp.Action
		ply    int
	}{
		{"→", chromedp.KeyEvent(kb.ArrowRight), 1},
		{"End", chromedp.KeyEvent(kb.End), last},
		{"←", chromedp.KeyEvent(kb.ArrowLeft), last - 1},
		{"Home", chromedp.KeyEvent(kb.Home), 0},
		{"▶", chromedp.Click("#next", chromedp.ByQuery), 1},
		{"◀", chromedp.Click("#prev", chromedp.ByQuery), 0},
		{"»", chromedp.Click("#last", chromedp.ByQuery), last},
		{"«", chromedp.Click("#first", chromedp.ByQuery), 0},
		{"a click on log line 3", chromedp.Click(`#log li.ply[data-ply="3"]`, chromedp.ByQuery), 3},
		{"→ from a clicked line", chromedp.KeyEvent(kb.ArrowRight), 4},
	}
	for _, s := range steps {
		require.NoError(t, chromedp.Run(ctx, s.action), s.how)
		assertShown(t, ctx, page, s.ply, s.how)
	}

	// #ply=N in the address opens position N (from another page: a
	// change of the fragment alone does not reload it).
	require.NoError(t, chromedp.Run(ctx, chromedp.Navigate("about:blank"), chromedp.Navigate(pageURL+"#ply=2")))
	assertShown(t, ctx, page, 2, "#ply=2")

	require.NoError(t, chromedp.Run(ctx, chromedp.KeyEvent(kb.ArrowLeft)))
	assertBoardPicture(t, ctx, page)
	assert.Empty(t, trouble.list(), "the page throws no JS error, logs no error and fetches nothing")
}

// assertBoardPicture compares a screenshot of the board at ply 1 with its
// golden. The page sets the board's texts in the Go fonts it embeds, so
// the picture does not depend on the fonts installed; it waits until they
// are loaded.
func assertBoardPicture(t *testing.T, ctx context.Context, page *ReplayPage) {
	t.Helper()
	assertShown(t, ctx, page, 1, "before the screenshot")
	var loaded []int
	var shot []byte
	require.NoError(t, chromedp.Run(ctx,
		chromedp.Evaluate(`Promise.all(["16px Go", "bold 16px Go"].map(f => document.fonts.load(f))).then(l => l.map(faces => faces.length))`,
			&loaded, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
		chromedp.Screenshot("#board", &shot, chromedp.ByQuery),
	))
	assert.Equal(t, []int{1, 1}, loaded, "the page's Go regular and bold are loaded")

	golden := "testdata/replay-palazzo-ply1.png"
	if enginetest.Update() {
		require.NoError(t, os.WriteFile(golden, shot, 0o644))
	}
	got, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	want, err := readPNG(golden)
	require.NoError(t, err)
	diff := picture.Diff(got, want)
	if !assert.LessOrEqual(t, diff, browserTolerance, "the screenshot differs from %s in %.2f%% of its pixels (go test -update rewrites it)", golden, 100*diff) {
		keepScreenshot(t, shot)
	}
}

// keepScreenshot writes a screenshot that differs from its golden where
// PBEM_BROWSER_SHOTS names a directory, to look at it.
func keepScreenshot(t *testing.T, shot []byte) {
	dir := os.Getenv("PBEM_BROWSER_SHOTS")
	if dir == "" {
		return
	}
	path := filepath.Join(dir, "replay-palazzo-ply1.png")
	if err := os.WriteFile(path, shot, 0o644); err == nil {
		t.Logf("the screenshot is in %s", path)
	}
}

// settle waits until the page has handled the input chromedp sent: the
// browser answers a key or mouse event once the page has it, and a page
// handles its input before it draws the next frame, so after one frame and
// one task the handlers have run. No clock is involved: a page that shows
// the wrong position is caught at once, not after a timeout.
func settle() chromedp.Action {
	return chromedp.Evaluate(`new Promise(done => requestAnimationFrame(() => setTimeout(done)))`, nil,
		func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) })
}

// readPNG decodes the PNG file at path.
func readPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return png.Decode(f)
}
