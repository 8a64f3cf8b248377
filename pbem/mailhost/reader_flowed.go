package mailhost

import (
	"mime"
	"strings"

	"github.com/jhillyerd/enmime/v2"
)

// Thunderbird and Apple Mail send plain text as format=flowed (RFC 3676):
// a long line is broken into lines that end in a space (soft breaks),
// which the reader joins again. A move the client broke ("take \r\ns7")
// is one line once the text is unflowed.

// mailText returns the text a player wrote in env: enmime's Text, with
// the text/plain parts sent as format=flowed unwrapped. The parts are
// the ones enmime takes its Text from, joined the way it joins them.
func mailText(env *enmime.Envelope) string {
	parts := plainParts(env.Root)
	flowed := false
	for _, p := range parts {
		if f, _ := flowedParams(p); f {
			flowed = true
		}
	}
	if !flowed {
		return env.Text
	}
	texts := make([]string, len(parts))
	for i, p := range parts {
		texts[i] = string(p.Content)
		if f, delsp := flowedParams(p); f {
			texts[i] = unflow(texts[i], delsp)
		}
	}
	return strings.Join(texts, "\n--\n")
}

// plainParts returns the text/plain parts of the mail whose root is root
// that make its text, as enmime chooses them: the part itself for a
// one-part mail, the first plain alternative of multipart/alternative,
// every plain part that is no attachment of any other multipart.
func plainParts(root *enmime.Part) []*enmime.Part {
	if root == nil {
		return nil
	}
	isPlain := func(p *enmime.Part) bool {
		return p.ContentType == "text/plain" && p.Disposition != "attachment"
	}
	switch {
	case !strings.HasPrefix(root.ContentType, "multipart/"):
		if isPlain(root) {
			return []*enmime.Part{root}
		}
		return nil
	case root.ContentType == "multipart/alternative":
		if p := root.BreadthMatchFirst(isPlain); p != nil {
			return []*enmime.Part{p}
		}
		return nil
	}
	return root.DepthMatchAll(isPlain)
}

// flowedParams reads format=flowed and delsp=yes in p's Content-Type.
func flowedParams(p *enmime.Part) (flowed, delsp bool) {
	_, params, err := mime.ParseMediaType(p.Header.Get("Content-Type"))
	if err != nil {
		return false, false
	}
	return strings.EqualFold(params["format"], "flowed"), strings.EqualFold(params["delsp"], "yes")
}

// unflow joins the soft-broken lines of a format=flowed text (RFC 3676
// 4.1–4.5). A line's quote depth is its count of leading ">"; after them
// one space is space-stuffing and goes. A line ending in a space is
// flowed: it joins the next line of the same quote depth (its trailing
// space goes too with delsp=yes). The signature line "-- " is never
// flowed. Quoted lines come out as ">" times their depth and a space.
func unflow(text string, delsp bool) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	end := ""
	if strings.HasSuffix(text, "\n") { // the last line break ends a line, starts none
		text, end = text[:len(text)-1], "\n"
	}
	lines := strings.Split(text, "\n")
	var out []string
	var cur strings.Builder
	open, openDepth := false, 0 // a flowed line waits for its continuation
	for _, raw := range lines {
		depth, line := quoteDepth(raw)
		sigSep := line == "-- "
		if open && (depth != openDepth || sigSep) { // then the flowed line is fixed
			out = append(out, quotePrefix(openDepth)+cur.String())
			cur.Reset()
			open = false
		}
		flowed := strings.HasSuffix(line, " ") && !sigSep
		if flowed && delsp {
			line = line[:len(line)-1]
		}
		cur.WriteString(line)
		if flowed {
			open, openDepth = true, depth
			continue
		}
		out = append(out, quotePrefix(depth)+cur.String())
		cur.Reset()
		open = false
	}
	if open {
		out = append(out, quotePrefix(openDepth)+cur.String())
	}
	return strings.Join(out, "\n") + end
}

// quoteDepth returns the number of ">" that start line and the rest of
// it without them and without its space-stuffing.
func quoteDepth(line string) (int, string) {
	depth := 0
	for depth < len(line) && line[depth] == '>' {
		depth++
	}
	return depth, strings.TrimPrefix(line[depth:], " ")
}

// quotePrefix writes a quote depth back: "" for none, "> " for one, ">> "…
func quotePrefix(depth int) string {
	if depth == 0 {
		return ""
	}
	return strings.Repeat(">", depth) + " "
}
