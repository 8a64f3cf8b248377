package pbem

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/picture"
)

// This file opens the replay page in a real headless Chromium, driven
// through the DevTools protocol (chromedp). It runs where Chromium is
// installed; CI installs it and sets PBEM_BROWSER_TEST=1, under which a
// missing browser fails the test instead of skipping it.

// browserTolerance is the share of the board's pixels a screenshot may
// differ by from its golden: room for the anti-aliasing of another
// Chromium build or font hinting, not for a missing piece.
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

// browser starts a headless Chromium and returns a context for chromedp
// actions, and the JS errors the page throws, as they come.
func browser(t *testing.T) (context.Context, *[]string) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)),
		chromedp.NoSandbox, // CI runs as root, where Chromium's sandbox refuses to start
		chromedp.WindowSize(1300, 1000),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("force-device-scale-factor", "1"),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	t.Cleanup(func() { cancel(); cancelAlloc() })
	var jsErrors []string
	chromedp.ListenTarget(ctx, func(ev any) {
		if ex, ok := ev.(*runtime.EventExceptionThrown); ok {
			jsErrors = append(jsErrors, ex.ExceptionDetails.Error())
		}
	})
	return ctx, &jsErrors
}

// writeReplayPage writes the public replay page of an example game into
// a temporary directory and returns its file: URL.
func writeReplayPage(t *testing.T, games Games, example string) string {
	f, err := games.Load(example)
	require.NoError(t, err)
	page, err := f.ReplayPage(engine.Observer, English)
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, page.WriteHTML(&b))
	path := filepath.Join(t.TempDir(), "replay.html")
	require.NoError(t, os.WriteFile(path, b.Bytes(), 0o644))
	return (&url.URL{Scheme: "file", Path: path}).String()
}

func TestReplayPageInChromium(t *testing.T) {
	ctx, jsErrors := browser(t)
	page := writeReplayPage(t, palazzoGames, "../examples/palazzo-3p.pbem")

	var ply0, ply1, board0, board1, caption string
	require.NoError(t, chromedp.Run(ctx,
		chromedp.Navigate(page),
		chromedp.WaitVisible("#board svg", chromedp.ByQuery),
		chromedp.AttributeValue("body", "data-ply", &ply0, nil, chromedp.ByQuery),
		chromedp.InnerHTML("#board", &board0, chromedp.ByQuery),
		chromedp.KeyEvent(kb.ArrowRight),
		waitPly("1"),
		chromedp.AttributeValue("body", "data-ply", &ply1, nil, chromedp.ByQuery),
		chromedp.InnerHTML("#board", &board1, chromedp.ByQuery),
		chromedp.Text("#caption", &caption, chromedp.ByQuery),
	))
	assert.Empty(t, *jsErrors, "the page throws no JS error")
	assert.Equal(t, "0", ply0, "the page opens on the setup")
	assert.Equal(t, "1", ply1, "the right arrow steps to the first decision")
	assert.NotEqual(t, board0, board1, "stepping changes the board")
	assert.Regexp(t, `^1 \S+: `, caption)

	var shot []byte
	require.NoError(t, chromedp.Run(ctx, chromedp.Screenshot("#board", &shot, chromedp.ByQuery)))
	golden := "testdata/replay-palazzo-ply1.png"
	if enginetest.Update() {
		require.NoError(t, os.WriteFile(golden, shot, 0o644))
	}
	got, err := png.Decode(bytes.NewReader(shot))
	require.NoError(t, err)
	want, err := readPNG(golden)
	require.NoError(t, err)
	diff := picture.Diff(got, want)
	assert.LessOrEqual(t, diff, browserTolerance, "the screenshot differs from %s in %.2f%% of its pixels (go test -update rewrites it)", golden, 100*diff)

	var back string
	require.NoError(t, chromedp.Run(ctx,
		chromedp.Click("#prev", chromedp.ByQuery),
		waitPly("0"),
		chromedp.AttributeValue("body", "data-ply", &back, nil, chromedp.ByQuery),
	))
	assert.Equal(t, "0", back, "the ◀ button steps back")
	assert.Empty(t, *jsErrors)
}

// waitPly waits until the page shows position ply: a key press or a
// click reaches the page's handlers a moment after chromedp sends it, on
// a loaded machine longer. It gives up after a while, failing the test,
// rather than hang: the page never got there.
func waitPly(ply string) chromedp.Action {
	return chromedp.Poll(`document.body.dataset.ply === "`+ply+`"`, nil, chromedp.WithPollingTimeout(30*time.Second))
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
