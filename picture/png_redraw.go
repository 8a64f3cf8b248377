package picture

import (
	"image"
	"image/draw"
	"math"
	"slices"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// A turn mail draws one picture per reader, and the readers' pictures are
// the same board but for a few shapes (the reader's own panel outlined,
// their hand). A raster kept from one picture to the next (rasters) still
// holds the last picture's pixels: the next is drawn by redrawing only the
// places where a shape differs, which is exact because every shape changes
// a pixel from that pixel's own value alone (a flat fill, a blend through
// a coverage mask, a pattern of the pixel's position, a glyph's mask).
// Where no shape of either picture differs, the same shapes were drawn in
// the same order, so the pixel is the same; inside a redrawn place, the
// background and every shape that touches it are drawn again in order,
// each rasterised over its whole box as in a full drawing and written only
// inside the place. TestRedrawIsTheFullDrawing and the examples'
// TestPNGPixelsArePinned compare.

// drawOp is one leaf shape of a picture as drawn: a copy of it (a picture
// may be changed after it is drawn) and the offset of its groups.
type drawOp struct {
	s      shape
	dx, dy float64
}

// drawn is what a raster's pixels hold: the picture's size, background
// and shapes.
type drawn struct {
	rect image.Rectangle
	bg   Color
	ops  []drawOp
}

// flatten appends the leaf shapes of g, moved by (dx, dy), to ops, each
// copied.
func flatten(ops []drawOp, g *Group, dx, dy float64) []drawOp {
	dx, dy = dx+g.DX, dy+g.DY
	for _, s := range g.shapes {
		var c shape
		switch s := s.(type) {
		case *rect:
			v := *s
			c = &v
		case *circle:
			v := *s
			c = &v
		case *polygon:
			v := *s
			v.pts = slices.Clone(s.pts)
			c = &v
		case *text:
			v := *s
			c = &v
		case *Group:
			ops = flatten(ops, s, dx, dy)
			continue
		default:
			continue
		}
		ops = append(ops, drawOp{c, dx, dy})
	}
	return ops
}

// sameOp reports whether a and b draw the same pixels.
func sameOp(a, b drawOp) bool {
	if a.dx != b.dx || a.dy != b.dy {
		return false
	}
	switch x := a.s.(type) {
	case *rect:
		y, ok := b.s.(*rect)
		return ok && *x == *y
	case *circle:
		y, ok := b.s.(*circle)
		return ok && *x == *y
	case *polygon:
		y, ok := b.s.(*polygon)
		return ok && x.open == y.open && x.st == y.st && slices.Equal(x.pts, y.pts)
	case *text:
		y, ok := b.s.(*text)
		return ok && *x == *y
	}
	return false
}

// changedOps returns the shapes of old and of new that are not matched
// with an equal one of the other: the two lists' common start and end are
// matched, and between them, when both have as many shapes, shapes at the
// same place. Any order-keeping matching leaves each pixel outside the
// unmatched shapes with the same shapes drawn over it in the same order.
func changedOps(old, new []drawOp) []drawOp {
	n := min(len(old), len(new))
	pre := 0
	for pre < n && sameOp(old[pre], new[pre]) {
		pre++
	}
	suf := 0
	for suf < n-pre && sameOp(old[len(old)-1-suf], new[len(new)-1-suf]) {
		suf++
	}
	midOld, midNew := old[pre:len(old)-suf], new[pre:len(new)-suf]
	if len(midOld) != len(midNew) {
		return append(slices.Clip(midOld), midNew...)
	}
	var changed []drawOp
	for i := range midOld {
		if !sameOp(midOld[i], midNew[i]) {
			changed = append(changed, midOld[i], midNew[i])
		}
	}
	return changed
}

// opBox returns the pixels op may change in a picture of bounds b: the
// boxes its fill and outline are drawn in (paint, solidRect, solidFrame
// never write outside them), or its glyphs' rectangles, with a pixel to
// spare.
func (r *raster) opBox(op drawOp, b image.Rectangle) image.Rectangle {
	var box image.Rectangle
	switch s := op.s.(type) {
	case *rect:
		x, y, h := s.x+op.dx, s.y+op.dy, max(s.st.StrokeWidth, 0)/2
		box = pixelBox(x-h, y-h, x+s.w+h, y+s.h+h)
	case *circle:
		o := s.r + max(s.st.StrokeWidth, 0)/2
		cx, cy := s.cx+op.dx, s.cy+op.dy
		box = pixelBox(cx-o, cy-o, cx+o, cy+o)
	case *polygon:
		x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
		for _, p := range s.pts {
			x, y := p.X+op.dx, p.Y+op.dy
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
		h := max(s.st.StrokeWidth, 0) / 2
		if len(s.pts) > 0 {
			box = pixelBox(x0-h, y0-h, x1+h, y1+h)
		}
	case *text:
		box = r.textBox(s, op.dx, op.dy)
	}
	if box.Empty() {
		return image.Rectangle{}
	}
	return box.Inset(-1).Intersect(b)
}

// textBox returns the union of the rectangles of the glyphs of t, as
// r.text draws them.
func (r *raster) textBox(t *text, dx, dy float64) image.Rectangle {
	fc, s, dot := r.textStart(t, dx, dy)
	var box image.Rectangle
	prev := rune(-1)
	for _, c := range s {
		if prev >= 0 {
			dot.X += fc.Kern(prev, c)
		}
		dr, _, _, advance, _ := fc.Glyph(dot, c)
		box = box.Union(dr)
		dot.X += advance
		prev = c
	}
	return box
}

// textStart returns the face, the drawable text and the starting dot of
// t moved by (dx, dy).
func (r *raster) textStart(t *text, dx, dy float64) (font.Face, string, fixed.Point26_6) {
	k := faceKey{t.st.Size, t.st.Bold}
	fc, ok := r.faces[k]
	if !ok {
		fc = newGlyphCache(newFace(t.st.Size, t.st.Bold))
		r.faces[k] = fc
	}
	x := t.x + dx
	s := drawable(t.s) // no empty box for a letter the font lacks
	w := float64(font.MeasureString(fc, s)) / 64
	switch t.st.Anchor {
	case Middle:
		x -= w / 2
	case End:
		x -= w
	}
	return fc, s, fixed.Point26_6{X: fixed.Int26_6(math.Round(x * 64)), Y: fixed.Int26_6(math.Round((t.y + dy) * 64))}
}

// maxRedrawn is the share of a picture above which redrawing places costs
// more than drawing it whole (each place draws again every shape that
// touches it).
const maxRedrawn = 0.5

// redrawPlaces returns the places to redraw to turn r's last picture into
// one of the shapes ops, or false when the whole picture must be drawn.
func (r *raster) redrawPlaces(rect image.Rectangle, bg Color, ops []drawOp) ([]image.Rectangle, bool) {
	if r.last.ops == nil || r.last.rect != rect || r.last.bg != bg || r.dst == nil || r.dst.Rect != rect {
		return nil, false
	}
	changed := changedOps(r.last.ops, ops)
	var places []image.Rectangle
	for _, op := range changed {
		if box := r.opBox(op, rect); !box.Empty() {
			places = addPlace(places, box)
		}
	}
	area := 0
	for _, p := range places {
		area += p.Dx() * p.Dy()
	}
	if float64(area) > maxRedrawn*float64(rect.Dx()*rect.Dy()) {
		return nil, false
	}
	return places, true
}

// addPlace adds box to places, merged with every place it overlaps or
// nearly touches (a shape redrawn for two places costs twice).
func addPlace(places []image.Rectangle, box image.Rectangle) []image.Rectangle {
	for {
		merged := false
		for i, p := range places {
			if p.Inset(-4).Overlaps(box) {
				box = box.Union(p)
				places = slices.Delete(places, i, i+1)
				merged = true
				break
			}
		}
		if !merged {
			return append(places, box)
		}
	}
}

// redraw draws the places of r's picture again: the background, then each
// shape of ops, written only inside the place.
func (r *raster) redraw(places []image.Rectangle, bg Color, ops []drawOp) {
	defer func() { r.clip = image.Rectangle{} }()
	// Each shape's box, to pass by the shapes that do not touch a place
	// (a text would be laid out again only to be clipped away).
	boxes := make([]image.Rectangle, len(ops))
	for i, op := range ops {
		boxes[i] = r.opBox(op, r.dst.Rect)
	}
	for _, place := range places {
		r.clip = place
		draw.Draw(r.dst, place, image.NewUniform(rgba(bg)), image.Point{}, draw.Src)
		for i, op := range ops {
			if boxes[i].Overlaps(place) {
				r.drawOp(op)
			}
		}
	}
}

// drawOp draws one shape.
func (r *raster) drawOp(op drawOp) {
	switch s := op.s.(type) {
	case *rect:
		r.rect(s, op.dx, op.dy)
	case *circle:
		r.circle(s, op.dx, op.dy)
	case *polygon:
		r.polygon(s, op.dx, op.dy)
	case *text:
		r.text(s, op.dx, op.dy)
	}
}

// clipBox returns the pixels r may write: r.clip while a place is
// redrawn, else the whole picture.
func (r *raster) clipBox() image.Rectangle {
	if r.clip.Empty() {
		return r.dst.Rect
	}
	return r.clip
}

// clipped returns r.dst cut to r.clip, for drawing that clips to its
// destination (glyphs).
func (r *raster) clipped() draw.Image {
	if r.clip.Empty() {
		return r.dst
	}
	return r.dst.SubImage(r.clip).(*image.RGBA)
}
