package palazzo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestMissingWordsListsOnlyTheCardsNotHeld(t *testing.T) {
	hand := handOf(t, "r5 c2 s3")
	assert.Equal(t, []string{"r6", "c2"}, missingWords(hand, handOf(t, "r5 r6 c2 c2")),
		"r5 and one c2 are held; r6 and the second c2 are not")
	assert.Empty(t, missingWords(hand, handOf(t, "r5 c2")))
}
