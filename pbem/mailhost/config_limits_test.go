package mailhost

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestConfigInboxLimits(t *testing.T) {
	c, err := LoadConfig(writeConfig(t, "max_mime_depth = 4\narchive_wait = \"30s\"\n"), envOf(nil))
	require.NoError(t, err)
	assert.Equal(t, MessageLimits{MaxSize: DefaultMessageLimits.MaxSize, MaxDepth: 4, MaxParts: DefaultMessageLimits.MaxParts}, c.Limits())
	wait, err := c.Wait()
	require.NoError(t, err)
	assert.Equal(t, 30*time.Second, wait)

	_, err = LoadConfig(writeConfig(t, "archive_wait = \"soon\"\n"), envOf(nil))
	assert.ErrorContains(t, err, `archive_wait = "soon"`)
	_, err = LoadConfig(writeConfig(t, "max_mime_parts = -1\n"), envOf(nil))
	assert.Error(t, err)
}
