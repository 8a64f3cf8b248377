package compose

import (
	"bytes"
	"encoding/base64"
	"math/rand/v2"
	"testing"
)

// base64LinesByString is base64Lines as it was: the whole encoding cut
// into lines of 76 characters, the reference.
func base64LinesByString(data []byte) []byte {
	enc := base64.StdEncoding.EncodeToString(data)
	var b bytes.Buffer
	for len(enc) > 76 {
		b.WriteString(enc[:76] + "\r\n")
		enc = enc[76:]
	}
	b.WriteString(enc + "\r\n")
	return b.Bytes()
}

// TestBase64LinesIsTheCutEncoding: base64Lines, which encodes 57 bytes a
// line in place, writes the lines of the whole encoding cut every 76
// characters, for every length up to 400 bytes (empty, a line exactly, a
// line and a byte, padding of 0, 1 and 2) and a picture's size.
func TestBase64LinesIsTheCutEncoding(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 19))
	lengths := []int{60_000}
	for n := range 401 {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.IntN(256))
		}
		if got, want := base64Lines(data), base64LinesByString(data); !bytes.Equal(got, want) {
			t.Fatalf("%d bytes: %q, want %q", n, got, want)
		}
	}
}
