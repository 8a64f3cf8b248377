package pbem

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the meta-lines of a game's history (log): each shown in
// place, after the decision it follows, worded by its verb (metaWording),
// and the decisions an undo took back shown like variations.

// LogMeta is a meta-line as the log shows it.
type LogMeta struct {
	MetaLine
	// Text is the line worded for people ("Bob accepts the undo").
	Text string `json:"text"`
}

// logMeta returns the meta-lines replayed, worded in language l.
func (r *Replay) logMeta(l Lang) []LogMeta {
	out := make([]LogMeta, 0, len(r.Meta.Lines))
	for _, m := range r.Meta.Lines {
		out = append(out, LogMeta{MetaLine: m, Text: wordMeta(m, l)})
	}
	return out
}

// wordMeta words m in language l with the template "meta-" and its verb
// (templates/<lang>/parts.tmpl), or shows it as it is written: a verb
// without a template, or a line whose words the template cannot take.
func wordMeta(m MetaLine, l Lang) string {
	if t, err := PartsOf(MailLang(l)); err == nil && t.Lookup("meta-"+m.Verb) != nil {
		if text, err := ExecuteString(t, "meta-"+m.Verb, m); err == nil {
			return text
		}
	}
	e := notation.Entry{Kind: notation.Meta, Name: m.Name, Text: strings.Join(append([]string{m.Verb}, m.Args...), " "),
		Comment: m.Comment, HasComment: m.Comment != ""}
	return e.Format()
}

// logTakenBack returns the decisions undone as seat s may see them,
// worded in language l.
func (r *Replay) logTakenBack(s engine.Seat, l Lang) []TakenBack {
	out := make([]TakenBack, 0, len(r.Meta.TakenBack))
	for _, tb := range r.Meta.TakenBack {
		lines := r.toldLines(r.File.Game.Info().Messages, r.seenLines([][]Ply{tb.Plies}, s), l)
		out = append(out, TakenBack{At: tb.At, Plies: lines[0]})
	}
	return out
}

// appendMetaLines adds the meta-lines said before decision n, and the
// decisions taken back there, and returns those left.
func appendMetaLines(lines []string, metas []LogMeta, back []TakenBack, n int) ([]string, []LogMeta, []TakenBack) {
	for len(metas) > 0 && metas[0].After < n {
		lines = append(lines, "   ! "+metas[0].Text)
		at := metas[0].After + 1
		metas = metas[1:]
		if len(back) > 0 && back[0].At == at && (len(metas) == 0 || metas[0].After >= at) {
			lines = append(lines, "   taken back:")
			lines = appendVariations(lines, [][]Ply{back[0].Plies}, "  ")
			back = back[1:]
		}
	}
	return lines, metas, back
}

// metaIn keeps of metas those said among decisions from to to (a line
// goes with the decision it precedes, or the last one when none follows).
func metaIn(metas []LogMeta, from, to, last int) []LogMeta {
	var out []LogMeta
	for _, m := range metas {
		if owner := min(m.After+1, last); owner >= from && owner <= to {
			out = append(out, m)
		}
	}
	return out
}
