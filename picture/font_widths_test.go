package picture

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/image/font"
)

// TestRememberedWidthsAreMeasuredWidths measures texts twice in several
// styles, the second time from memory, and more distinct texts than the
// memory holds: each width is the one the face measures, and the memory
// stays within its bound.
func TestRememberedWidthsAreMeasuredWidths(t *testing.T) {
	styles := []TextStyle{{Size: 11}, {Size: 11, Bold: true}, {Size: 14.5}}
	texts := []string{"", "Ann to play", "forêt (forest)", "李雷", "W", "WW"}
	for range 2 {
		for _, st := range styles {
			for _, s := range texts {
				want := float64(font.MeasureString(newFace(st.Size, st.Bold), drawable(s))) / 64
				assert.Equal(t, want, TextWidth(s, st), "%q in %+v", s, st)
			}
		}
	}
	assert.NotEqual(t, TextWidth("Ann", styles[0]), TextWidth("Ann", styles[1]), "the weight is part of the key")

	for i := range maxWidths + 100 {
		TextWidth(fmt.Sprintf("label %d", i), styles[0])
	}
	widths.Lock()
	n := len(widths.m)
	widths.Unlock()
	assert.LessOrEqual(t, n, maxWidths)
	assert.Equal(t, float64(font.MeasureString(newFace(11, false), "label 7"))/64, TextWidth("label 7", styles[0]))
}
