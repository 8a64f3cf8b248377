package mailhost

import (
	"strings"
	"testing"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// readText parses a raw mail and returns the text the inbox reads in it.
func readText(t *testing.T, raw string) string {
	t.Helper()
	env, err := enmime.ReadEnvelope(strings.NewReader(raw))
	require.NoError(t, err)
	return readReceived(env).text
}

const flowedHead = "From: ann@example.org\r\nSubject: Re: turn\r\nMIME-Version: 1.0\r\n"

func TestUnflowThunderbird(t *testing.T) {
	// Thunderbird breaks at 72 columns, leaving the space at the line's end.
	raw := flowedHead + "Content-Type: text/plain; charset=UTF-8; format=flowed\r\n" +
		"Content-Transfer-Encoding: 7bit\r\n\r\n" +
		"take \r\ns7\r\nbuild tile 3 at \r\nthe corner\r\n\r\nOn Sun, Host wrote:\r\n> a long quoted \r\n> line\r\n"
	got := readText(t, raw)
	assert.Equal(t, "take s7\nbuild tile 3 at the corner\n\nOn Sun, Host wrote:\n> a long quoted line\n", got)
	_, moves := testkit.Texts(compose.ExtractReply(got).Moves)
	assert.Equal(t, []string{"take s7", "build tile 3 at the corner"}, moves)
}

func TestUnflowDelSp(t *testing.T) {
	// delsp=yes: the space that marks the soft break is not part of the
	// text (Apple Mail), so a word broken in two joins without one.
	raw := flowedHead + "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\r\n\r\n" +
		"take  \r\ns7\r\nbu \r\nild\r\n"
	assert.Equal(t, "take s7\nbuild\n", readText(t, raw))
}

func TestUnflowQuoteDepth(t *testing.T) {
	// A flowed line joins only a line of its own quote depth; a line
	// before another depth stays as it is.
	in := "> one \r\n> two\r\n>> deep \r\n>> er\r\n> flowed \r\nnot quoted\r\n"
	assert.Equal(t, "> one two\n>> deep er\n> flowed \nnot quoted\n", unflow(in, false))
}

func TestUnflowSpaceStuffingAndSignature(t *testing.T) {
	// A line starting with "From", ">" or a space is sent stuffed with a
	// space, which goes; the signature line "-- " never flows.
	in := " From now on \r\nI bid\r\n >not a quote\r\nmoney \r\n-- \r\nAnn \r\n"
	got := unflow(in, false)
	assert.Equal(t, "From now on I bid\n>not a quote\nmoney \n-- \nAnn \n", got)
	r := compose.ExtractReply(got)
	_, moves := testkit.Texts(r.Moves)
	assert.Equal(t, []string{"From now on I bid", "money"}, moves, "the signature ends the answer")
}

func TestPlainMailIsNotUnflowed(t *testing.T) {
	// Trailing spaces in a mail without format=flowed are no soft breaks.
	raw := flowedHead + "Content-Type: text/plain; charset=utf-8\r\n\r\ntake \r\ns7\r\n"
	got := readText(t, raw)
	assert.Equal(t, "take \r\ns7\r\n", got)
	_, moves := testkit.Texts(compose.ExtractReply(got).Moves)
	assert.Equal(t, []string{"take", "s7"}, moves)
}

func TestUnflowMultipartAlternative(t *testing.T) {
	raw := flowedHead + "Content-Type: multipart/alternative; boundary=b\r\n\r\n--b\r\n" +
		"Content-Type: text/plain; charset=UTF-8; format=flowed\r\n\r\ntake \r\ns7\r\n--b\r\n" +
		"Content-Type: text/html; charset=UTF-8\r\n\r\n<p>take s7</p>\r\n--b--\r\n"
	_, moves := testkit.Texts(compose.ExtractReply(readText(t, raw)).Moves)
	assert.Equal(t, []string{"take s7"}, moves)
}

// TestInboxAppliesAFlowedReply sends a Thunderbird-style reply whose move
// the client broke across two lines: the move is applied.
func TestInboxAppliesAFlowedReply(t *testing.T) {
	w := sentWorld(t, "")
	res := w.receive(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	take := w.legal("Ann")[0]
	verb, rest, ok := strings.Cut(take, " ")
	require.True(t, ok, take)
	raw := string(w.reply(w.only(annAddr), verb+" \r\n"+rest, replyOptions{}))
	raw = strings.Replace(raw, "Content-Type: text/plain; charset=utf-8", "Content-Type: text/plain; charset=utf-8; format=flowed", 1)
	res = w.receive([]byte(raw))
	require.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Equal(t, "2 Ann: "+take+" @2026-11-21T23:55:00Z", w.record()[1])
}
