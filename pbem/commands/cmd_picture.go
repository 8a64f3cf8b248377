package commands

import (
	"bufio"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file draws boards as pictures for board and view (--format svg or
// png, --out FILE) and for post --image.

// pictureFormat returns the picture format asked with --format, or ""
// for a text format (left to boardOutput) or none. --out without a
// picture format is a usage error.
func (e *env) pictureFormat(c *cli.Context) (pbem.Format, error) {
	f, err := compose.ParseBoardFormat(c.String("format"))
	if c.String("format") != "" && err != nil {
		return "", usagef(c, "%v", err)
	}
	if !f.IsPicture() {
		if c.String("out") != "" {
			return "", usagef(c, "--out writes a picture: give --format svg or png")
		}
		return "", nil
	}
	return f, nil
}

// showPicture draws what the player named as (the public if empty) sees
// after at decisions, and writes it to --out or stdout. A PNG is not
// written to a terminal: it would only garble it.
func (e *env) showPicture(c *cli.Context, as string, f pbem.Format, err error) error {
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return usagef(c, "--json and --format %s: choose one", f)
	}
	out := c.String("out")
	if out == "" && f == pbem.FormatPNG && e.tty {
		return usagef(c, "a PNG is binary: write it with --out FILE, or pipe it")
	}
	lang, err := langOf(c)
	if err != nil {
		return err
	}
	if f == pbem.FormatPNG {
		defer quietCollector()() // quiet_collector.go
	}
	r, v, err := e.viewAt(c, as)
	if err != nil {
		return err
	}
	if out == "" && f == pbem.FormatPNG {
		return e.streamPNG(c, r, v, lang)
	}
	data, err := compose.ViewPicture(r, v, f, lang)
	if err != nil {
		return usagef(c, "%v", err)
	}
	if out != "" {
		return compose.WritePicture(out, data)
	}
	_, err = e.stdout.Write(data)
	return err
}

// streamPNG writes the PNG compose.ViewPicture makes of v straight to
// stdout, through a 64 KB buffer: holding the whole PNG first (200 KB for
// a finished Princes board) cost some 50 page faults and a copy.
// TestStreamedPNGIsViewPictures compares the two.
func (e *env) streamPNG(c *cli.Context, r *pbem.Replay, v *pbem.ViewResult, lang pbem.Lang) error {
	p, err := compose.PictureOf(v.Game, v.View, lang)
	if err != nil {
		return usagef(c, "%v", err)
	}
	compose.AddResult(p, r, lang)
	w := bufio.NewWriterSize(e.stdout, 64<<10)
	if err := p.WritePNG(w); err != nil {
		return err
	}
	return w.Flush()
}

// postImage draws the public board into the file img for post --image
// and adds the line that shows it to the post.
func (e *env) postImage(c *cli.Context, r *pbem.Replay, img string, post *compose.PostResult) error {
	f, err := compose.ImageFormat(img)
	if err != nil {
		return usagef(c, "--image: %v", err)
	}
	data, err := compose.ViewPicture(r, r.ViewOf(engine.Observer), f, post.Lang)
	if err != nil {
		return usagef(c, "%v", err)
	}
	if err := compose.WritePicture(img, data); err != nil {
		return err
	}
	post.Text += "\n" + compose.ImageLine(post.Format, img)
	return nil
}
