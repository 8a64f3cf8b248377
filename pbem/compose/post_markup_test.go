package compose

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/pbem"
)

func TestMarkupBold(t *testing.T) {
	for _, c := range []struct {
		f        pbem.Format
		in, want string
	}{
		{pbem.FormatPlain, "*Ann* [b]", "*Ann* [b]"},
		{pbem.FormatMarkdown, "*Ann* _x_ `y` [z]", `**\*Ann\* \_x\_ \` + "`y\\`" + ` \[z\]**`},
		{pbem.FormatBBCode, "[b]Ann[/b]", "[b][\u200bb]Ann[\u200b/b][/b]"},
		{pbem.FormatPlain, "a\x1b[31mb", "a?[31mb"},
	} {
		assert.Equal(t, c.want, markup{format: c.f}.Bold(c.in), "%s %q", c.f, c.in)
	}
}

func TestMarkupPara(t *testing.T) {
	md := markup{format: pbem.FormatMarkdown}
	// Reflowing must not start a line with list, heading or quote syntax.
	long := "xxxxxxxxxx xxxxxxxxxx xxxxxxxxxx xxxxxxxxxx xxxxxxxxxx xxxxxxxxxxxxxxxx" // 71 columns
	for _, c := range []struct{ tail, want string }{
		{"- a", `\- a`}, {"# a", `\# a`}, {"+ a", `\+ a`}, {"> a", `\> a`},
		{"14. a", `14\. a`}, {"3) a", `3\) a`}, {"14 a", "14 a"}, {"plain", "plain"},
	} {
		assert.Equal(t, long+"\n"+c.want, md.Para(long+" "+c.tail), c.tail)
	}
	assert.Equal(t, "- a", markup{format: pbem.FormatPlain}.Para("- a"), "plain text needs no escapes")
	assert.Equal(t, "a [\u200bb]", markup{format: pbem.FormatBBCode}.Para("a [b]"))
}
