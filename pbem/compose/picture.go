package compose

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/picture"
)

// This file turns views into pictures (SVG or PNG) for board, view and
// post --image. A picture is drawn from a view, like the text board, so it
// shows no more than the viewer may know.

// ParseBoardFormat reads the --format of board and view: a text format
// (ParseFormat) or svg or png.
func ParseBoardFormat(s string) (pbem.Format, error) {
	switch f := pbem.Format(strings.ToLower(strings.TrimSpace(s))); f {
	case pbem.FormatSVG, pbem.FormatPNG:
		return f, nil
	}
	f, err := pbem.ParseFormat(s)
	if err != nil {
		return "", fmt.Errorf("unknown format %q: expected one of plain, ansi, markdown, bbcode, bgg, svg, png", s)
	}
	return f, nil
}

// PictureOf draws view v in lang. A game whose views cannot be drawn gives
// a usage error that names it.
func PictureOf(game string, v engine.View, lang pbem.Lang) (*picture.Picture, error) {
	p, ok := v.(engine.Picturer)
	if !ok {
		return nil, pbem.Usagef("%s has no pictures yet: use a text format (plain, ansi, markdown, bbcode, bgg)", game)
	}
	return p.Picture(string(lang)), nil
}

// EncodePicture writes p in picture format f.
func EncodePicture(p *picture.Picture, f pbem.Format) ([]byte, error) {
	var b bytes.Buffer
	var err error
	switch f {
	case pbem.FormatSVG:
		err = p.WriteSVG(&b)
	case pbem.FormatPNG:
		// Room for a board's PNG (a quarter of a byte a pixel or less):
		// a buffer grown by doubling copies it again and again.
		b.Grow(int(p.Width*p.Height) / 4)
		err = p.WritePNG(&b)
	default:
		return nil, pbem.Usagef("format %q is not a picture: expected svg or png", f)
	}
	return b.Bytes(), err
}

// ViewPicture draws the view v of r's game in lang, with the final
// result below it once the game is over, and encodes it in picture format
// f.
func ViewPicture(r *pbem.Replay, v *pbem.ViewResult, f pbem.Format, lang pbem.Lang) ([]byte, error) {
	p, err := PictureOf(v.Game, v.View, lang)
	if err != nil {
		return nil, err
	}
	AddResult(p, r, lang)
	return EncodePicture(p, f)
}

// ImageFormat returns the picture format a file's name asks for: .png or
// .svg, any case.
func ImageFormat(path string) (pbem.Format, error) {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".png":
		return pbem.FormatPNG, nil
	case ".svg":
		return pbem.FormatSVG, nil
	}
	return "", pbem.Usagef("image %s: expected a .png or .svg file name", path)
}

// ImageLine is the line a post shows its picture with, in the post's
// format: the forum's image tag with the picture's name, which the poster
// uploads along with the post (or replaces by the uploaded address).
func ImageLine(f pbem.Format, path string) string {
	name := filepath.ToSlash(path)
	switch f {
	case pbem.FormatBBCode:
		return "[img]" + name + "[/img]\n"
	case pbem.FormatMarkdown:
		return "![board](" + name + ")\n"
	case pbem.FormatBGG:
		// BoardGameGeek shows only images uploaded to it, by number: the
		// poster uploads the picture and puts its [imageid=N] here.
		return "[b]Board picture:[/b] " + pbem.BGGEscape(name) + " (upload it to BoardGameGeek and show it with [imageid=N])\n"
	}
	return "Board picture: " + name + "\n"
}

// WritePicture writes picture bytes to path atomically: a failed write
// leaves any file there as it was.
func WritePicture(path string, data []byte) error { return pbem.WriteFile(path, data) }
