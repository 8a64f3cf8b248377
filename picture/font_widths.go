package picture

import "sync"

// The pictures of a game's positions measure the same labels again and
// again (a replay page of 252 Princes positions spent a fifth of its time
// in TextWidth, making a face and looking up glyphs for each call), so
// widths are remembered. TextWidth is a pure function of its text and
// style: a remembered width is the one it would compute.

// widthKey is a text in a style, as TextWidth sees it.
type widthKey struct {
	face faceKey
	s    string
}

// maxWidths bounds the widths remembered: a picture may hold players'
// text, and no input may make memory grow without end. Past it the
// memory starts again, empty.
const maxWidths = 1 << 14

// widths holds the remembered widths; TextWidth may be called from
// several goroutines (folders are scanned on every core).
var widths = struct {
	sync.Mutex
	m map[widthKey]float64
}{m: map[widthKey]float64{}}

// measure returns the width of s in the face k, from memory or measured.
func measure(k faceKey, s string) float64 {
	key := widthKey{k, s}
	widths.Lock()
	w, ok := widths.m[key]
	widths.Unlock()
	if ok {
		return w
	}
	w = float64(measureKept(k, drawable(s))) / 64
	widths.Lock()
	if len(widths.m) >= maxWidths {
		widths.m = map[widthKey]float64{}
	}
	widths.m[key] = w
	widths.Unlock()
	return w
}
