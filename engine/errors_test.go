package engine

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIllegalAtWrapsErrIllegal(t *testing.T) {
	err := IllegalAt([]string{"S3", "s7"}, "you do not hold %s", "s3 s7")
	assert.True(t, errors.Is(err, ErrIllegal))
	assert.Equal(t, "illegal move: you do not hold s3 s7", err.Error())
	assert.Equal(t, []string{"s3", "s7"}, Culprit(err), "the words are lower-cased")
}

func TestCulpritThroughWrapping(t *testing.T) {
	err := fmt.Errorf("ply 4: %w", IllegalAt([]string{"1m2"}, "no such tile"))
	assert.Equal(t, []string{"1m2"}, Culprit(err))
	assert.True(t, errors.Is(err, ErrIllegal))
}

func TestCulpritOfPlainErrors(t *testing.T) {
	assert.Nil(t, Culprit(fmt.Errorf("%w: you cannot buy now", ErrIllegal)))
	assert.Nil(t, Culprit(ErrNotYourTurn))
	assert.Nil(t, Culprit(nil))
}
