package mailhost

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestInboxReadsTheAddressOfAnUnparsableName checks that a From header
// whose display name does not parse (an unknown charset, an unquoted
// comma) still routes the reply by its address, instead of dropping it
// as sent by a program.
func TestInboxReadsTheAddressOfAnUnparsableName(t *testing.T) {
	for _, from := range []string{
		"=?x-unknown?q?Ann?= <" + annAddr + ">",
		"Ann Smith, Jr. <" + annAddr + ">",
		"Ann <ANN@example.org>",
	} {
		t.Run(from, func(t *testing.T) {
			w := sentWorld(t, "")
			res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{from: from}))
			assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
			assert.Equal(t, annAddr, res.From)
			assert.Equal(t, []string{"1 Ann: money @2026-11-21T23:55:00Z"}, w.record())
		})
	}
}

func TestFromAddress(t *testing.T) {
	tests := map[string]string{
		"ann@example.org":                        "ann@example.org",
		"Ann <Ann@Example.org>":                  "ann@example.org",
		"=?x-unknown?q?Cid?= <cid@example.org>":  "cid@example.org",
		"Cid Smith, Jr. <cid@example.org>":       "cid@example.org",
		`"A <b@c.d>" <cid@example.org>`:          "cid@example.org",
		"no address here":                        "",
		"<>":                                     "",
		"Cid <cid@example.org\r\nBcc: x@y.z>":    "",
		strings.Repeat("x", 20) + " <a@b.c> <d>": "",
	}
	for header, want := range tests {
		addr, _ := fromAddress(header)
		assert.Equal(t, want, addr, header)
	}
}
