package picture

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
)

// WriteSVG writes the picture as a standalone SVG 1.1 document. The output
// depends only on the shapes: the same picture gives the same bytes on
// every machine, which is what golden files need. Texts use the generic
// sans-serif family, so each reader's own sans font draws them.
func (p *Picture) WriteSVG(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif">`+"\n",
		num(p.Width), num(p.Height), num(p.Width), num(p.Height))
	if p.Title != "" {
		fmt.Fprintf(b, "<title>%s</title>\n", html.EscapeString(p.Title))
	}
	writeDefs(b, p.patterns())
	fmt.Fprintf(b, `<rect width="%s" height="%s" fill="%s"/>`+"\n", num(p.Width), num(p.Height), p.Background.Hex())
	writeShapes(b, p.shapes)
	b.WriteString("</svg>\n")
	return b.Flush()
}

// patterns lists the patterned fills used, each once, in a stable order.
func (p *Picture) patterns() []Fill {
	seen := map[Fill]bool{}
	var out []Fill
	var walk func(g *Group)
	add := func(f Fill) {
		if f.Pattern != NoPattern && !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	walk = func(g *Group) {
		for _, s := range g.shapes {
			switch s := s.(type) {
			case *rect:
				add(s.st.Fill)
			case *circle:
				add(s.st.Fill)
			case *polygon:
				add(s.st.Fill)
			case *Group:
				walk(s)
			}
		}
	}
	walk(&p.Group)
	slices.SortFunc(out, func(a, b Fill) int { return strings.Compare(patternID(a), patternID(b)) })
	return out
}

// patternID names a patterned fill in the SVG: its pattern and colours.
func patternID(f Fill) string {
	return "p-" + patternNames[f.Pattern] + "-" + f.Color.Hex()[1:] + "-" + f.Ink.Hex()[1:]
}

// patternSize is the side of a pattern's tile, in pixels.
const patternSize = 8

func writeDefs(b *bufio.Writer, fills []Fill) {
	if len(fills) == 0 {
		return
	}
	b.WriteString("<defs>\n")
	for _, f := range fills {
		fmt.Fprintf(b, `<pattern id="%s" width="%d" height="%d" patternUnits="userSpaceOnUse">`, patternID(f), patternSize, patternSize)
		fmt.Fprintf(b, `<rect width="%d" height="%d" fill="%s"/>`, patternSize, patternSize, f.Color.Hex())
		ink := f.Ink.Hex()
		line := func(x1, y1, x2, y2 int) {
			fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="1.5"/>`, x1, y1, x2, y2, ink)
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
			fmt.Fprintf(b, `<circle cx="4" cy="4" r="1.6" fill="%s"/>`, ink)
		case Horizontal:
			line(0, 4, 8, 4)
		}
		b.WriteString("</pattern>\n")
	}
	b.WriteString("</defs>\n")
}

func writeShapes(b *bufio.Writer, shapes []shape) {
	for _, s := range shapes {
		switch s := s.(type) {
		case *rect:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s"`, num(s.x), num(s.y), num(s.w), num(s.h))
			if s.r > 0 {
				fmt.Fprintf(b, ` rx="%s"`, num(s.r))
			}
			writeStyle(b, s.st)
		case *circle:
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s"`, num(s.cx), num(s.cy), num(s.r))
			writeStyle(b, s.st)
		case *polygon:
			tag := "polygon"
			if s.open {
				tag = "polyline"
			}
			fmt.Fprintf(b, `<%s points="%s"`, tag, points(s.pts))
			if s.open {
				s.st.Fill = Fill{}
			}
			writeStyle(b, s.st)
		case *text:
			writeText(b, s)
		case *Group:
			fmt.Fprintf(b, `<g transform="translate(%s %s)">`+"\n", num(s.DX), num(s.DY))
			writeShapes(b, s.shapes)
			b.WriteString("</g>\n")
		}
	}
}

func writeStyle(b *bufio.Writer, st Style) {
	switch {
	case st.Fill.Pattern != NoPattern:
		fmt.Fprintf(b, ` fill="url(#%s)"`, patternID(st.Fill))
	case st.Fill.Color.IsZero():
		b.WriteString(` fill="none"`)
	default:
		fmt.Fprintf(b, ` fill="%s"`, st.Fill.Color.Hex())
	}
	if st.StrokeWidth > 0 {
		fmt.Fprintf(b, ` stroke="%s" stroke-width="%s"`, st.Stroke.Hex(), num(st.StrokeWidth))
		if st.Fill.Color.IsZero() {
			b.WriteString(` stroke-linecap="round" stroke-linejoin="round"`)
		}
	}
	b.WriteString("/>\n")
}

var anchorNames = [...]string{"start", "middle", "end"}

func writeText(b *bufio.Writer, t *text) {
	fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" fill="%s"`, num(t.x), num(t.y), num(t.st.Size), t.st.Color.Hex())
	if t.st.Bold {
		b.WriteString(` font-weight="bold"`)
	}
	if t.st.Anchor != Start {
		fmt.Fprintf(b, ` text-anchor="%s"`, anchorNames[t.st.Anchor])
	}
	fmt.Fprintf(b, ">%s</text>\n", html.EscapeString(t.s))
}

func points(pts []Point) string {
	var sb strings.Builder
	for i, p := range pts {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(num(p.X) + "," + num(p.Y))
	}
	return sb.String()
}

// num writes a coordinate rounded to a hundredth, without trailing zeros.
func num(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0 // no "-0"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}
