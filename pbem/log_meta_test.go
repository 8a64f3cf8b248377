package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Meta-lines are worded in the reader's language, and shown as written
// where no template takes them.
func TestWordMetaInEachLanguage(t *testing.T) {
	undo := MetaLine{Name: "Ann", Verb: "undo", Args: []string{"12"}}
	assert.Equal(t, "Ann proposes to take back decisions 12 on", wordMeta(undo, English))
	assert.Equal(t, "Ann propose de reprendre les décisions à partir de la 12", wordMeta(undo, French))
	say := MetaLine{Name: "Bob", Verb: SayVerb, Comment: "back on Monday"}
	assert.Equal(t, "Bob dit : back on Monday", wordMeta(say, French))
	remind := MetaLine{Verb: RemindVerb, Args: []string{"Bob", RemindDeadline}}
	assert.Equal(t, "the host tells everyone that Bob's deadline has passed", wordMeta(remind, English))
	cancel := MetaLine{Verb: "cancel", Args: []string{"undo"}, Comment: "no answer"}
	assert.Equal(t, "the host cancels the undo (no answer)", wordMeta(cancel, English))

	odd := MetaLine{Verb: ReplaceVerb, Args: []string{"Bob"}}
	assert.Equal(t, "!replace Bob", wordMeta(odd, English), "a line the template cannot take is shown as written")
	unknown := MetaLine{Name: "Cid", Verb: "dance", Comment: "x"}
	assert.Equal(t, "!Cid: dance {x}", wordMeta(unknown, French))
}
