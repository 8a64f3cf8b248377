package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPartsHoldWhatTheCoreWords: the parts templates, parsed alone for the
// commands that print no mail, hold every template the core executes, the
// same as in the whole set, in every language.
func TestPartsHoldWhatTheCoreWords(t *testing.T) {
	for _, lang := range Langs {
		parts, err := PartsOf(lang)
		require.NoError(t, err)
		all, err := TemplatesOf(lang)
		require.NoError(t, err)
		for _, name := range []string{"view-heading", "result-lines", "result-title", "log-result", "winners-line", "names", "meta-undo", "meta-say"} {
			require.NotNil(t, parts.Lookup(name), "%s: %s", lang, name)
			assert.Equal(t, all.Lookup(name).Tree.Root.String(), parts.Lookup(name).Tree.Root.String(), "%s: %s", lang, name)
		}
	}
	_, err := PartsOf("de")
	assert.Error(t, err)
}
