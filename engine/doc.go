package engine

// Doc is a view laid out for reading, independent of the output format.
// Renderers turn it into plain text, ANSI colour, Markdown or BBCode; boards
// are UTF-8 and at most 72 display columns wide (Columns).
type Doc struct {
	Sections []*Section `json:"sections"`
}

// Section is a titled block of preformatted lines.
type Section struct {
	Title string `json:"title"`
	// Private marks sections that only the viewer may see (a hand).
	Private bool   `json:"private,omitempty"`
	Lines   []Line `json:"lines"`
}

// Line is one line of a section, made of styled spans.
type Line []Span

// Span is a run of text in one style.
type Span struct {
	Text  string `json:"text"`
	Style Style  `json:"style,omitempty"`
}

// Style is a hint to colour renderers; plain renderers ignore it.
type Style uint8

// Styles a game may use. Their meaning, not their colour, is fixed here.
const (
	Plain  Style = iota
	Strong       // headings, whose turn, winners
	Dim          // secondary detail
	Good         // gains, legal targets
	Bad          // penalties, warnings
	Accent       // the viewer's own things
)

// Text returns the line without styles.
func (l Line) Text() string {
	n := 0
	for _, s := range l {
		n += len(s.Text)
	}
	b := make([]byte, 0, n)
	for _, s := range l {
		b = append(b, s.Text...)
	}
	return string(b)
}

// P returns a line of plain text.
func P(text string) Line { return Line{{Text: text}} }

// S returns a span of text in style st.
func S(st Style, text string) Span { return Span{Text: text, Style: st} }

// Add appends a section and returns it so lines can be added.
func (d *Doc) Add(title string, private bool) *Section {
	sec := &Section{Title: title, Private: private}
	d.Sections = append(d.Sections, sec)
	return sec
}

// Line appends a line made of spans.
func (s *Section) Line(spans ...Span) { s.Lines = append(s.Lines, Line(spans)) }

// Text appends a plain line.
func (s *Section) Text(text string) { s.Lines = append(s.Lines, P(text)) }
