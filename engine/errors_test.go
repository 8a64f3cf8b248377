package engine

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// TestCheckTurn checks the refusals every game's Apply starts with: none
// after the end, none out of turn, and that the second says who must do
// what without wording it when the turn is right.
func TestCheckTurn(t *testing.T) {
	worded := 0
	expecting := func() string { worded++; return "bid or pass" }
	err := CheckTurn(true, 1, -1, nil, expecting)
	require.ErrorIs(t, err, ErrIllegal)
	assert.EqualError(t, err, "illegal move: the game is over")
	err = CheckTurn(false, 0, 1, []string{"Ann", "Bob"}, expecting)
	require.ErrorIs(t, err, ErrNotYourTurn)
	assert.Equal(t, ErrNotYourTurn.Error()+": Bob must bid or pass", err.Error())
	assert.NoError(t, CheckTurn(false, 1, 1, []string{"Ann", "Bob"}, expecting))
	assert.Equal(t, 1, worded, "expecting is worded for the refusal only")
}

// CheckAwaited refuses a finished game and a seat not awaited, saying who
// must act; an awaited seat passes, whichever of several it is.
func TestCheckAwaited(t *testing.T) {
	awaiting := func() string { return "Ann and Cid must choose a party" }
	if err := CheckAwaited(false, []Seat{0, 2}, 2, awaiting); err != nil {
		t.Fatalf("seat 2 is awaited: %v", err)
	}
	err := CheckAwaited(false, []Seat{0, 2}, 1, awaiting)
	if !errors.Is(err, ErrNotYourTurn) || !strings.Contains(err.Error(), "Ann and Cid must") {
		t.Fatalf("seat 1: %v", err)
	}
	if err := CheckAwaited(true, nil, 0, awaiting); !errors.Is(err, ErrIllegal) {
		t.Fatalf("over: %v", err)
	}
	if err := Illegalf("no %s", "room"); !errors.Is(err, ErrIllegal) || err.Error() != "illegal move: no room" {
		t.Fatalf("Illegalf: %v", err)
	}
}
