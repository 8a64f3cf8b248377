package commands

import (
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNewNamesSendCanAddress: every character a name may hold (printable
// ASCII but ':', '{', '}') survives to the To header of the mail send
// writes, and a name holding '=' can still be given an address.
func TestNewNamesSendCanAddress(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	for _, name := range []string{`A"b`, `A\b`, `A=b`, `A<b>, c`, `=x=`} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.pbem")
			code, _, stderr := runApp(t, "new", "--seed", "7", "--out", path, "palazzo", name, "Bob",
				"--email", name+"=ann@example.org", "--email", "Bob=bob@example.org")
			require.Equal(t, exitOK, code, stderr)
			code, stdout, stderr := runApp(t, "send", "--dry-run", "--from", "Host <host@example.org>", path)
			require.Equal(t, exitOK, code, stderr)
			_, eml, _ := strings.Cut(stdout, "\n") // after the envelope line
			msg, err := mail.ReadMessage(strings.NewReader(eml))
			require.NoError(t, err)
			to, err := mail.ParseAddress(msg.Header.Get("To"))
			require.NoError(t, err, msg.Header.Get("To"))
			assert.Equal(t, name, to.Name)
			assert.Equal(t, "ann@example.org", to.Address)
		})
	}
}

func TestSplitPair(t *testing.T) {
	players := []string{"A", "A=b", "Bob"}
	tests := []struct{ in, name, value string }{
		{"A=b=x@y.org", "A=b", "x@y.org"},
		{"a=B=x@y.org", "a=B", "x@y.org"},
		{"A=x@y.org", "A", "x@y.org"},
		{"bob=fr", "bob", "fr"},
		{"Cy=x=y", "Cy", "x=y"},
	}
	for _, tt := range tests {
		name, value, ok := splitPair(tt.in, players)
		assert.True(t, ok, tt.in)
		assert.Equal(t, []string{tt.name, tt.value}, []string{name, value}, tt.in)
	}
}

// TestNewRefusesAddressWithName: --email takes a bare address; one with a
// display name (or anything else around it) is refused by `new` with a
// usage error, instead of being written and refused later by `send`.
func TestNewRefusesAddressWithName(t *testing.T) {
	for _, addr := range []string{"Evil <evil@y.org>", "<evil@y.org>", "evil@y.org (Evil)", " evil@y.org", "nope"} {
		t.Run(addr, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "g.pbem")
			code, _, stderr := runApp(t, "new", "--out", path, "palazzo", "Ann", "Bob", "--email", "Ann="+addr)
			assert.Equal(t, exitUsage, code, stderr)
			assert.Contains(t, stderr, "--email Ann=")
			assert.NoFileExists(t, path)
		})
	}
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--out", path, "palazzo", "Ann", "Bob", "--email", "Ann=ann@y.org")
	assert.Equal(t, exitOK, code, stderr)
}

// TestReplaceRefusesAddressWithName: replace takes the same bare address
// as new, so that send never refuses the new player's address later.
func TestReplaceRefusesAddressWithName(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, stderr := runApp(t, "new", "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, exitOK, code, stderr)
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	code, _, stderr = runApp(t, "replace", path, "Bob", "Dan", "--email", "Evil <evil@y.org>")
	assert.Equal(t, exitUsage, code, stderr)
	assert.Contains(t, stderr, "bare address")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the game file is untouched")
	code, _, stderr = runApp(t, "replace", path, "Bob", "Dan", "--email", "dan@y.org")
	assert.Equal(t, exitOK, code, stderr)
}
