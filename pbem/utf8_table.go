package pbem

import (
	"bytes"
	"io"
	"strings"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/clipperhouse/displaywidth"
)

// Table is a text/tabwriter.Writer that aligns its columns by display
// width (engine.Columns) rather than by runes: a name with a combining
// accent or CJK letters ("李雷", four columns in two runes) lines up in
// `status`, `list` and the stats tables. tabwriter counts every rune as
// one column; Table hands it, for each grapheme cluster of text outside
// printable ASCII, as many stand-in runes as the cluster has columns, and
// writes the clusters back once the columns are set.
type Table struct {
	out io.Writer
	tw  *tabwriter.Writer
	buf bytes.Buffer // what tw writes, with stand-ins
	// clusters are the clusters stood in for, by stand-in number; ids
	// finds a cluster's number.
	clusters []string
	ids      map[string]int
}

// Stand-ins are runes of the Supplementary Private Use Area-B, which
// player names and game texts never hold (ValidateName refuses private
// characters): a cluster's first column is standIn0 + its number, each
// further column standInMore.
const (
	standIn0    = 0x100000
	standInMore = 0x10FFFD
)

// NewTable returns a Table writing to out, with tabwriter.NewWriter's
// parameters.
func NewTable(out io.Writer, minwidth, tabwidth, padding int, padchar byte, flags uint) *Table {
	t := &Table{out: out, ids: map[string]int{}}
	t.tw = tabwriter.NewWriter(&t.buf, minwidth, tabwidth, padding, padchar, flags)
	return t
}

// Write writes p to the table, as tabwriter.Writer.Write does. A cluster
// split between two writes is measured as two.
func (t *Table) Write(p []byte) (int, error) {
	if tableASCII(p) {
		return t.tw.Write(p)
	}
	var b []byte
	for g := displaywidth.StringGraphemes(string(p)); g.Next(); {
		v := g.Value()
		if len(v) == 1 && v[0] < utf8.RuneSelf {
			b = append(b, v...)
			continue
		}
		b = utf8.AppendRune(b, rune(standIn0+t.id(v)))
		for range g.Width() - 1 {
			b = utf8.AppendRune(b, standInMore)
		}
	}
	if _, err := t.tw.Write(b); err != nil {
		return 0, err
	}
	return len(p), nil
}

// id is the number of cluster v, given on first sight.
func (t *Table) id(v string) int {
	if n, ok := t.ids[v]; ok {
		return n
	}
	t.ids[v] = len(t.clusters)
	t.clusters = append(t.clusters, v)
	return t.ids[v]
}

// Flush aligns what was written, as tabwriter.Writer.Flush does, and
// writes it out with the clusters back in place.
func (t *Table) Flush() error {
	if err := t.tw.Flush(); err != nil {
		return err
	}
	text := t.buf.String()
	t.buf.Reset()
	if len(t.clusters) > 0 {
		text = strings.Map(func(r rune) rune {
			if r == standInMore {
				return -1
			}
			return r
		}, text)
		var b strings.Builder
		for _, r := range text {
			if n := int(r - standIn0); r >= standIn0 && n < len(t.clusters) {
				b.WriteString(t.clusters[n])
			} else {
				b.WriteRune(r)
			}
		}
		text = b.String()
	}
	_, err := io.WriteString(t.out, text)
	return err
}

// tableASCII reports whether p is all ASCII, which tabwriter measures right.
func tableASCII(p []byte) bool {
	for _, c := range p {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
