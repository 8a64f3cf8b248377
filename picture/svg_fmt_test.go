package picture

import (
	"bufio"
	"bytes"
	"fmt"
	"html"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestSVGWriterIsFmts: the shapes of random pictures (every kind of shape,
// pattern, anchor, negative and fractional numbers, texts to escape) are
// written byte for byte as the fmt-based writer they replaced wrote them
// (fmtShapes below, kept as the reference).
func TestSVGWriterIsFmts(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 7))
	for i := range 200 {
		g := randomGroup(rng, 2)
		var want bytes.Buffer
		bw := bufio.NewWriter(&want)
		got := appendShapes([]byte("before\n"), g.shapes)
		fmtShapes(bw, g.shapes)
		bw.Flush()
		if string(got) != "before\n"+want.String() {
			t.Fatalf("picture %d:\n%s\nwant\n%s", i, got, want.String())
		}
	}
	for _, c := range []Color{{}, {1, 2, 3}, {0xab, 0xcd, 0xef}, White} {
		if want := fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B); c.Hex() != want {
			t.Errorf("Hex of %v: %s, want %s", c, c.Hex(), want)
		}
	}
}

// randomGroup returns a group of random shapes, with subgroups down to
// depth levels.
func randomGroup(rng *rand.Rand, depth int) *Group {
	g := &Group{DX: rnum(rng), DY: rnum(rng)}
	for range 5 + rng.IntN(20) {
		st := Style{Stroke: rcolor(rng), StrokeWidth: max(0, rnum(rng)/10)}
		switch rng.IntN(3) {
		case 0:
			st.Fill = Solid(rcolor(rng))
		case 1:
			st.Fill = Fill{Color: rcolor(rng), Pattern: Pattern(1 + rng.IntN(5)), Ink: rcolor(rng)}
		}
		switch k := rng.IntN(7); {
		case k == 0:
			g.Rect(rnum(rng), rnum(rng), rnum(rng), rnum(rng), st)
		case k == 1:
			g.RoundRect(rnum(rng), rnum(rng), rnum(rng), rnum(rng), rnum(rng)/5, st)
		case k == 2:
			g.Circle(rnum(rng), rnum(rng), rnum(rng), st)
		case k == 3:
			g.Polygon(st, Point{rnum(rng), rnum(rng)}, Point{rnum(rng), rnum(rng)}, Point{rnum(rng), rnum(rng)})
		case k == 4:
			g.Polyline(rnum(rng)/10, rcolor(rng), Point{rnum(rng), rnum(rng)}, Point{rnum(rng), rnum(rng)})
		case k == 5:
			texts := []string{"plain", `<b> & "q" 'a'`, "", "Florins 1100 · Prestige 52"}
			g.Text(rnum(rng), rnum(rng), texts[rng.IntN(len(texts))],
				TextStyle{Size: 8 + rnum(rng)/20, Color: rcolor(rng), Bold: rng.IntN(2) == 0, Anchor: Anchor(rng.IntN(3))})
		case depth > 0:
			sub := randomGroup(rng, depth-1)
			g.shapes = append(g.shapes, sub)
		}
	}
	return g
}

// rnum returns a coordinate: often whole, often with many decimals,
// sometimes negative or a tiny negative that rounds to 0.
func rnum(rng *rand.Rand) float64 {
	switch rng.IntN(5) {
	case 0:
		return float64(rng.IntN(800))
	case 1:
		return -rng.Float64() / 1000
	case 2:
		return -rng.Float64() * 300
	}
	return rng.Float64() * 800
}

func rcolor(rng *rand.Rand) Color {
	return Color{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256))}
}

// fmtShapes is the writer of shapes as it was, with fmt: the reference.
func fmtShapes(b *bufio.Writer, shapes []shape) {
	for _, s := range shapes {
		switch s := s.(type) {
		case *rect:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s"`, fmtNum(s.x), fmtNum(s.y), fmtNum(s.w), fmtNum(s.h))
			if s.r > 0 {
				fmt.Fprintf(b, ` rx="%s"`, fmtNum(s.r))
			}
			fmtStyle(b, s.st)
		case *circle:
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s"`, fmtNum(s.cx), fmtNum(s.cy), fmtNum(s.r))
			fmtStyle(b, s.st)
		case *polygon:
			tag := "polygon"
			if s.open {
				tag = "polyline"
			}
			var sb strings.Builder
			for i, p := range s.pts {
				if i > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteString(fmtNum(p.X) + "," + fmtNum(p.Y))
			}
			fmt.Fprintf(b, `<%s points="%s"`, tag, sb.String())
			if s.open {
				s.st.Fill = Fill{}
			}
			fmtStyle(b, s.st)
		case *text:
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" fill="%s"`, fmtNum(s.x), fmtNum(s.y), fmtNum(s.st.Size), fmtHex(s.st.Color))
			if s.st.Bold {
				b.WriteString(` font-weight="bold"`)
			}
			if s.st.Anchor != Start {
				fmt.Fprintf(b, ` text-anchor="%s"`, anchorNames[s.st.Anchor])
			}
			fmt.Fprintf(b, ">%s</text>\n", html.EscapeString(s.s))
		case *Group:
			fmt.Fprintf(b, `<g transform="translate(%s %s)">`+"\n", fmtNum(s.DX), fmtNum(s.DY))
			fmtShapes(b, s.shapes)
			b.WriteString("</g>\n")
		}
	}
}

func fmtStyle(b *bufio.Writer, st Style) {
	switch {
	case st.Fill.Pattern != NoPattern:
		fmt.Fprintf(b, ` fill="url(#%s)"`, "p-"+patternNames[st.Fill.Pattern]+"-"+fmtHex(st.Fill.Color)[1:]+"-"+fmtHex(st.Fill.Ink)[1:])
	case st.Fill.Color.IsZero():
		b.WriteString(` fill="none"`)
	default:
		fmt.Fprintf(b, ` fill="%s"`, fmtHex(st.Fill.Color))
	}
	if st.StrokeWidth > 0 {
		fmt.Fprintf(b, ` stroke="%s" stroke-width="%s"`, fmtHex(st.Stroke), fmtNum(st.StrokeWidth))
		if st.Fill.Color.IsZero() {
			b.WriteString(` stroke-linecap="round" stroke-linejoin="round"`)
		}
	}
	b.WriteString("/>\n")
}

func fmtHex(c Color) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func fmtNum(v float64) string {
	v = math.Round(v*100) / 100
	if v == 0 {
		v = 0
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// TestAppendNumIsStrconvs: appendNum writes what strconv writes of the
// number rounded to a hundredth, for random numbers of every size and
// sign, and for halves of a hundredth, tiny negatives and huge numbers.
func TestAppendNumIsStrconvs(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	vs := []float64{0, -0.001, 0.005, -0.005, 0.015, 1.005, 2.675, 1e14, -1e14 - 0.01, 1e13 + 0.07, 1e16, 1e300, -1e300, 123456789.995}
	for range 200_000 {
		scale := math.Pow(10, float64(rng.IntN(17)-3))
		v := (rng.Float64()*2 - 1) * scale
		if rng.IntN(4) == 0 {
			v = float64(rng.IntN(200_000)-100_000) / 200 // on and between hundredths
		}
		vs = append(vs, v)
	}
	for _, v := range vs {
		if got, want := string(appendNum(nil, v)), fmtNum(v); got != want {
			t.Fatalf("appendNum(%v) = %s, strconv: %s", v, got, want)
		}
	}
}

// TestLineIsATwoPointPolyline: Line, which allocates its polyline and
// points together, draws the polyline of its two points, in SVG and PNG.
func TestLineIsATwoPointPolyline(t *testing.T) {
	a, b := New(60, 40), New(60, 40)
	a.Line(3.5, 4.25, 50, 33.3, 2.5, Ink)
	b.Polyline(2.5, Ink, Point{3.5, 4.25}, Point{50, 33.3})
	var sa, sb bytes.Buffer
	if err := a.WriteSVG(&sa); err != nil {
		t.Fatal(err)
	}
	if err := b.WriteSVG(&sb); err != nil {
		t.Fatal(err)
	}
	if sa.String() != sb.String() || !bytes.Equal(a.Image().Pix, b.Image().Pix) {
		t.Fatalf("Line:\n%s\nPolyline:\n%s", sa.String(), sb.String())
	}
}

// TestAppendSVGIsFmts: whole pictures (size, title to escape, patterns'
// tiles, background, shapes) are written byte for byte as the fmt-based
// WriteSVG wrote them (fmtSVG), by WriteSVG and by AppendSVG after what
// its buffer held.
func TestAppendSVGIsFmts(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	titles := []string{"", "Palazzo", `a<b> & "c" 'd' +`}
	for i := range 100 {
		p := New(rnum(rng), rnum(rng))
		p.Title = titles[rng.IntN(len(titles))]
		p.Background = rcolor(rng)
		p.Group = *randomGroup(rng, 2)
		// Fills that differ in one colour only, which the remembered
		// tiles must tell apart.
		for _, ink := range []Color{{1, 2, 3}, {1, 2, 4}, rcolor(rng)} {
			p.Rect(1, 2, 3, 4, Style{Fill: Fill{Color: Color{9, 9, 9}, Pattern: Pattern(1 + i%5), Ink: ink}})
		}
		var want, got bytes.Buffer
		bw := bufio.NewWriter(&want)
		fmtSVG(bw, p)
		bw.Flush()
		if err := p.WriteSVG(&got); err != nil {
			t.Fatal(err)
		}
		if got.String() != want.String() {
			t.Fatalf("picture %d:\n%s\nwant\n%s", i, got.String(), want.String())
		}
		if appended := p.AppendSVG([]byte("x")); string(appended) != "x"+want.String() {
			t.Fatalf("picture %d appended:\n%s\nwant\n%s", i, appended, want.String())
		}
	}
}

// fmtSVG is WriteSVG as it was, with fmt: the reference.
func fmtSVG(b *bufio.Writer, p *Picture) {
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif">`+"\n",
		fmtNum(p.Width), fmtNum(p.Height), fmtNum(p.Width), fmtNum(p.Height))
	if p.Title != "" {
		fmt.Fprintf(b, "<title>%s</title>\n", html.EscapeString(p.Title))
	}
	fmtDefs(b, p)
	fmt.Fprintf(b, `<rect width="%s" height="%s" fill="%s"/>`+"\n", fmtNum(p.Width), fmtNum(p.Height), fmtHex(p.Background))
	fmtShapes(b, p.shapes)
	b.WriteString("</svg>\n")
}

// TestAppendWholeIsStrconvs: appendWhole writes every whole number below
// 100,000, and large ones, as strconv.AppendInt.
func TestAppendWholeIsStrconvs(t *testing.T) {
	for n := int64(0); n < 100_000; n++ {
		if got, want := string(appendWhole([]byte("x"), n)), "x"+strconv.FormatInt(n, 10); got != want {
			t.Fatalf("appendWhole(%d) = %s, want %s", n, got, want)
		}
	}
	for _, n := range []int64{1e9, 1e15 - 1, 1<<63 - 1} {
		if got, want := string(appendWhole(nil, n)), strconv.FormatInt(n, 10); got != want {
			t.Fatalf("appendWhole(%d) = %s, want %s", n, got, want)
		}
	}
}

// fmtDefs is the <defs> of a picture's patterns as WriteSVG wrote them,
// without the remembered tiles: the reference for how they are written.
func fmtDefs(b *bufio.Writer, p *Picture) {
	var fills []Fill
	collectPatterns(&p.Group, &fills) // which patterns is not what this reference checks
	if len(fills) == 0 {
		return
	}
	slices.SortFunc(fills, func(a, b Fill) int { return strings.Compare(patternID(a), patternID(b)) })
	b.WriteString("<defs>\n")
	for _, f := range fills {
		b.Write(appendPattern(nil, f))
	}
	b.WriteString("</defs>\n")
}
