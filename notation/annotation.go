package notation

import "strings"

// A record line's comment may begin with an annotation: the outcome of the
// decision, written by the host of a sealed game so that players can
// follow the public story without the seed (engine.PublicReplayer). It is
// the comment's start, "=" then the outcome's tokens, then optionally "; "
// and the comment's own text:
//
//	12 Ann: draw {= s4 c2}
//	13 Bob: take 1 3 {= 1 3 3 5 4; mail 3f2a9c1b7d5e: greedy}
//
// An older pbem reads it as an ordinary comment.

// annotationMark starts a comment that holds an annotation.
const annotationMark = "="

// SplitAnnotation splits the text of a record line's comment into the
// annotation's tokens and the rest, the comment's own text. ok reports
// whether the comment holds an annotation; when it does not, rest is the
// whole comment.
func SplitAnnotation(comment string) (tokens []string, rest string, ok bool) {
	body, found := strings.CutPrefix(comment, annotationMark)
	if !found {
		return nil, comment, false
	}
	words, rest, _ := strings.Cut(body, ";")
	return strings.Fields(words), strings.TrimPrefix(rest, " "), true
}

// JoinAnnotation writes the comment that holds the annotation tokens
// followed by rest, the comment's own text; with no tokens it is rest
// alone. The tokens are words without spaces, semicolons or braces
// (engine.ValidOutcomeToken).
func JoinAnnotation(tokens []string, rest string) string {
	if len(tokens) == 0 {
		return rest
	}
	comment := annotationMark + " " + strings.Join(tokens, " ")
	if rest != "" {
		comment += "; " + rest
	}
	return comment
}

// IsAnnotation reports whether a comment's text starts as an annotation
// does. Only the host's pbem writes annotations: a comment that a player
// or a command typed may not start so.
func IsAnnotation(comment string) bool {
	return strings.HasPrefix(comment, annotationMark)
}
