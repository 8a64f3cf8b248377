package pbem

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseAddress(t *testing.T) {
	for in, want := range map[string]Address{
		"0":            {Ply: 0},
		"14":           {Ply: 14},
		" 14.V1.3 ":    {Ply: 14, Steps: []AddressStep{{1, 3}}},
		"14.v1.3.v2.1": {Ply: 14, Steps: []AddressStep{{1, 3}, {2, 1}}},
	} {
		got, err := ParseAddress(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
		back, err := ParseAddress(got.String())
		require.NoError(t, err)
		assert.Equal(t, got, back, "String writes what ParseAddress reads")
	}
}

func TestParseAddressErrors(t *testing.T) {
	for in, want := range map[string]string{
		"-1":        "not negative",
		"x":         "expected a number of decisions first",
		"14.v1":     "expected vK.M after each decision",
		"14.1.3":    `found "1.3"`,
		"14.v0.3":   `found "v0.3"`,
		"14.v1.0":   `found "v1.0"`,
		"0.v1.1":    "a variation follows a decision",
		"14.v1.3.v": "expected vK.M after each decision",
	} {
		_, err := ParseAddress(in)
		require.Error(t, err, in)
		assert.True(t, errors.Is(err, ErrUsage), in)
		assert.Contains(t, err.Error(), want, in)
	}
}
