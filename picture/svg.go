package picture

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// WriteSVG writes the picture as a standalone SVG 1.1 document. The output
// depends only on the shapes: the same picture gives the same bytes on
// every machine, which is what golden files need. Texts use the generic
// sans-serif family, so each reader's own sans font draws them.
func (p *Picture) WriteSVG(w io.Writer) error {
	_, err := w.Write(p.AppendSVG(make([]byte, 0, 32<<10)))
	return err
}

// AppendSVG appends what WriteSVG writes to b and returns it: a replay
// page writes hundreds of pictures, each into the same buffer.
func (p *Picture) AppendSVG(b []byte) []byte {
	o := &svgOut{b: b}
	o.str(`<svg xmlns="http://www.w3.org/2000/svg"`)
	o.attr("width", p.Width)
	o.attr("height", p.Height)
	o.str(` viewBox="0 0 `)
	o.num(p.Width)
	o.str(" ")
	o.num(p.Height)
	o.str("\" font-family=\"sans-serif\">\n")
	if p.Title != "" {
		o.str("<title>")
		o.escaped(p.Title)
		o.str("</title>\n")
	}
	o.b = appendDefs(o.b, p.patterns())
	o.str("<rect")
	o.attr("width", p.Width)
	o.attr("height", p.Height)
	o.str(` fill="`)
	o.hex(p.Background)
	o.str("\"/>\n")
	o.shapes(p.shapes)
	o.str("</svg>\n")
	return o.b
}

// patterns lists the patterned fills used, each once, in a stable order:
// by their ids (patternID), each id made once.
func (p *Picture) patterns() []Fill {
	var out []Fill
	collectPatterns(&p.Group, &out)
	if len(out) < 2 {
		return out
	}
	ids := make([]struct {
		id string
		f  Fill
	}, len(out))
	for i, f := range out {
		ids[i].id, ids[i].f = patternID(f), f
	}
	slices.SortFunc(ids, func(a, b struct {
		id string
		f  Fill
	}) int {
		return strings.Compare(a.id, b.id)
	})
	for i := range ids {
		out[i] = ids[i].f
	}
	return out
}

// collectPatterns adds to out the patterned fills of g's shapes not in it
// yet: a picture has a few.
func collectPatterns(g *Group, out *[]Fill) {
	for _, s := range g.shapes {
		var f Fill
		switch s := s.(type) {
		case *rect:
			f = s.st.Fill
		case *circle:
			f = s.st.Fill
		case *polygon:
			f = s.st.Fill
		case *Group:
			collectPatterns(s, out)
			continue
		}
		if f.Pattern != NoPattern && !slices.Contains(*out, f) {
			*out = append(*out, f)
		}
	}
}

// patternID names a patterned fill in the SVG: its pattern and colours.
func patternID(f Fill) string {
	return "p-" + patternNames[f.Pattern] + "-" + f.Color.Hex()[1:] + "-" + f.Ink.Hex()[1:]
}

// patternSize is the side of a pattern's tile, in pixels.
const patternSize = 8

// appendDefs appends the tiles of the patterned fills, if any, to b.
func appendDefs(b []byte, fills []Fill) []byte {
	if len(fills) == 0 {
		return b
	}
	b = append(b, "<defs>\n"...)
	for _, f := range fills {
		b = append(b, patternTile(f)...)
	}
	return append(b, "</defs>\n"...)
}

// patternTiles remembers the tile of each patterned fill (appendPattern):
// each picture of a replay page has the same few. It is bounded, as
// pictures may be drawn in any colours; past the bound it starts again.
var patternTiles = struct {
	sync.Mutex
	m map[Fill][]byte
}{m: map[Fill][]byte{}}

// patternTile returns appendPattern(nil, f), remembered.
func patternTile(f Fill) []byte {
	patternTiles.Lock()
	defer patternTiles.Unlock()
	tile, ok := patternTiles.m[f]
	if !ok {
		if len(patternTiles.m) >= 256 {
			patternTiles.m = map[Fill][]byte{}
		}
		tile = appendPattern(nil, f)
		patternTiles.m[f] = tile
	}
	return tile
}

// appendPattern appends the <pattern> element of a patterned fill to b.
func appendPattern(b []byte, f Fill) []byte {
	b = fmt.Appendf(b, `<pattern id="%s" width="%d" height="%d" patternUnits="userSpaceOnUse">`, patternID(f), patternSize, patternSize)
	b = fmt.Appendf(b, `<rect width="%d" height="%d" fill="%s"/>`, patternSize, patternSize, f.Color.Hex())
	ink := f.Ink.Hex()
	line := func(x1, y1, x2, y2 int) {
		b = fmt.Appendf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5"/>`, x1, y1, x2, y2, ink)
	}
	switch f.Pattern {
	case HatchUp:
		line(0, 8, 8, 0)
		line(-2, 2, 2, -2)
		line(6, 10, 10, 6)
	case HatchDown:
		line(0, 0, 8, 8)
		line(-2, 6, 2, 10)
		line(6, -2, 10, 2)
	case CrossHatch:
		line(0, 8, 8, 0)
		line(0, 0, 8, 8)
	case Dots:
		b = fmt.Appendf(b, `<circle cx="4" cy="4" r="1.6" fill="%s"/>`, ink)
	case Horizontal:
		line(0, 4, 8, 4)
	}
	b = append(b, "</pattern>\n"...)
	return b
}

// svgOut appends the shapes of a picture to b: each number and colour
// straight into the output, without fmt, without a string per number and
// without a copy through a bufio.Writer (fmt was most of the cost of a
// replay page's 252 pictures, and then the copies). The bytes are those
// of fmt's formats, as TestSVGWriterIsFmts checks against them.
type svgOut struct {
	b []byte
}

// str writes s.
func (o *svgOut) str(s string) { o.b = append(o.b, s...) }

// num writes a coordinate as num formats it.
func (o *svgOut) num(v float64) { o.b = appendNum(o.b, v) }

// attr writes ` name="v"` for a coordinate v.
func (o *svgOut) attr(name string, v float64) {
	o.b = append(append(append(o.b, ' '), name...), `="`...)
	o.b = append(appendNum(o.b, v), '"')
}

// hex writes c as #rrggbb.
func (o *svgOut) hex(c Color) { o.b = appendHex(o.b, c) }

// escaped writes s as html.EscapeString escapes it: & ' < > " as &amp;
// &#39; &lt; &gt; &#34;, nothing else.
func (o *svgOut) escaped(s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		var r string
		switch s[i] {
		case '&':
			r = "&amp;"
		case '\'':
			r = "&#39;"
		case '<':
			r = "&lt;"
		case '>':
			r = "&gt;"
		case '"':
			r = "&#34;"
		default:
			continue
		}
		o.b = append(append(o.b, s[start:i]...), r...)
		start = i + 1
	}
	o.b = append(o.b, s[start:]...)
}

// appendShapes appends shapes to b as the SVG of a picture has them.
func appendShapes(b []byte, shapes []shape) []byte {
	o := &svgOut{b: b}
	o.shapes(shapes)
	return o.b
}

func (o *svgOut) shapes(shapes []shape) {
	for _, s := range shapes {
		switch s := s.(type) {
		case *rect:
			o.str("<rect")
			o.attr("x", s.x)
			o.attr("y", s.y)
			o.attr("width", s.w)
			o.attr("height", s.h)
			if s.r > 0 {
				o.attr("rx", s.r)
			}
			o.style(s.st)
		case *circle:
			o.str("<circle")
			o.attr("cx", s.cx)
			o.attr("cy", s.cy)
			o.attr("r", s.r)
			o.style(s.st)
		case *polygon:
			tag := "<polygon"
			if s.open {
				tag = "<polyline"
			}
			o.str(tag)
			o.str(` points="`)
			o.points(s.pts)
			o.str(`"`)
			st := s.st
			if s.open {
				st.Fill = Fill{}
			}
			o.style(st)
		case *text:
			o.text(s)
		case *Group:
			o.str(`<g transform="translate(`)
			o.num(s.DX)
			o.str(" ")
			o.num(s.DY)
			o.str(")\">\n")
			own := s.shapes
			if sh := s.shared; sh != nil {
				o.b = append(o.b, sh.svg(s.shapes[:sh.n])...)
				own = own[sh.n:]
			}
			o.shapes(own)
			o.str("</g>\n")
		}
	}
}

func (o *svgOut) style(st Style) {
	switch {
	case st.Fill.Pattern != NoPattern:
		o.str(` fill="url(#p-`) // patternID, without its string
		o.str(patternNames[st.Fill.Pattern])
		o.b = appendHexDigits(append(o.b, '-'), st.Fill.Color)
		o.b = appendHexDigits(append(o.b, '-'), st.Fill.Ink)
		o.str(`)"`)
	case st.Fill.Color.IsZero():
		o.str(` fill="none"`)
	default:
		o.str(` fill="`)
		o.hex(st.Fill.Color)
		o.str(`"`)
	}
	if st.StrokeWidth > 0 {
		o.str(` stroke="`)
		o.hex(st.Stroke)
		o.str(`"`)
		o.attr("stroke-width", st.StrokeWidth)
		if st.Fill.Color.IsZero() {
			o.str(` stroke-linecap="round" stroke-linejoin="round"`)
		}
	}
	o.str("/>\n")
}

var anchorNames = [...]string{"start", "middle", "end"}

func (o *svgOut) text(t *text) {
	o.str("<text")
	o.attr("x", t.x)
	o.attr("y", t.y)
	o.attr("font-size", t.st.Size)
	o.str(` fill="`)
	o.hex(t.st.Color)
	o.str(`"`)
	if t.st.Bold {
		o.str(` font-weight="bold"`)
	}
	if t.st.Anchor != Start {
		o.str(` text-anchor="`)
		o.str(anchorNames[t.st.Anchor])
		o.str(`"`)
	}
	o.str(">")
	o.escaped(t.s)
	o.str("</text>\n")
}

// points writes a polygon's points as "x,y x,y …".
func (o *svgOut) points(pts []Point) {
	for i, p := range pts {
		if i > 0 {
			o.str(" ")
		}
		o.num(p.X)
		o.str(",")
		o.num(p.Y)
	}
}

// appendNum appends coordinate v to b, rounded to a hundredth, without
// trailing zeros: the number of hundredths, written with
// its decimal point. That is what strconv writes of the hundredths over
// 100, the shortest decimal that reads back as the same float64, as long
// as a float64 holds the hundredths exactly with room to spare (below
// 1e15 of them); strconv does the rest (TestAppendNumIsStrconvs).
func appendNum(b []byte, v float64) []byte {
	h := math.Round(v * 100)
	if h == 0 {
		return append(b, '0') // no "-0"
	}
	if !(math.Abs(h) < 1e15) {
		return strconv.AppendFloat(b, h/100, 'f', -1, 64)
	}
	n := int64(h)
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	b = appendWhole(b, n/100)
	switch c := n % 100; {
	case c == 0:
	case c%10 == 0:
		b = append(b, '.', byte('0'+c/10))
	default:
		b = append(b, '.', byte('0'+c/10), byte('0'+c%10))
	}
	return b
}

// appendWhole appends n ≥ 0 in decimal, as strconv.AppendInt does: the
// whole part of a coordinate is mostly below 10,000, written here two
// digits at a time without strconv's general loop (a replay page writes
// millions of them). TestAppendWholeIsStrconvs compares them.
func appendWhole(b []byte, n int64) []byte {
	const pairs = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
	switch {
	case n < 10:
		return append(b, byte('0'+n))
	case n < 100:
		return append(b, pairs[2*n], pairs[2*n+1])
	case n < 1000:
		lo := n % 100
		return append(b, byte('0'+n/100), pairs[2*lo], pairs[2*lo+1])
	case n < 10000:
		hi, lo := n/100, n%100
		return append(b, pairs[2*hi], pairs[2*hi+1], pairs[2*lo], pairs[2*lo+1])
	}
	return strconv.AppendInt(b, n, 10)
}
