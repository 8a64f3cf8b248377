package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestReplaceLineKeepsEveryOtherByte(t *testing.T) {
	src := "+++\r\nx\r\n+++\r\n1 Ann: a\r\n2 Bob:   b {old}\r\n3 Ann: c"
	assert.Equal(t, "+++\r\nx\r\n+++\r\n1 Ann: a\r\n2 Bob: b !? {new}\r\n3 Ann: c",
		string(ReplaceLine([]byte(src), 5, "2 Bob: b !? {new}")))
	assert.Equal(t, "+++\r\nx\r\n+++\r\n1 Ann: a\r\n2 Bob:   b {old}\r\n3 Ann: c {z}",
		string(ReplaceLine([]byte(src), 6, "3 Ann: c {z}")), "a last line without an ending")
	assert.Equal(t, "a\nB\nc\n", string(ReplaceLine([]byte("a\nb\nc\n"), 2, "B")))
}
