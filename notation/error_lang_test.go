package notation

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// An error displayed in another language: its message, what it expected
// and its fixed words translated, the source line and the nearest moves
// as they are; nil is English.
func TestErrorDisplayIn(t *testing.T) {
	e := &Error{File: "your mail", Pos: Pos{Line: 1, Col: 1}, Msg: `unknown move "monney"`,
		Expected: []string{"money", "draw"}, Nearest: []string{"money"}, Source: "monney 3"}
	fr := map[string]string{`unknown move "monney"`: `coup inconnu "monney"`, "your mail": "votre mail"}
	w := &Wording{Expected: " ; attendu : ", OneOf: "l'un de : ", DidYouMean: "vouliez-vous dire :",
		Translate: func(s string) string {
			if t, ok := fr[s]; ok {
				return t
			}
			return strings.ToUpper(s)
		}}
	assert.Equal(t, "votre mail:1:1: coup inconnu \"monney\" ; attendu : l'un de : MONEY, DRAW\n    monney 3\n    ^\nvouliez-vous dire :\n    money\n",
		e.DisplayIn(w))
	assert.Equal(t, e.Display(), e.DisplayIn(nil))
	assert.Equal(t, "your mail:1:1: unknown move \"monney\"; expected one of money, draw\n    monney 3\n    ^\ndid you mean:\n    money\n",
		e.Display(), "English as it was")
}
