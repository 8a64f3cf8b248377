package compose

import (
	"bytes"
	"mime"
	"net/mail"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// inFrench returns d for a French reader.
func inFrench(d MailData) MailData {
	d.Lang = "fr"
	return d
}

func TestComposeMailFrenchGolden(t *testing.T) {
	checkMailGoldens(t, "fr", ".fr.txt.golden")
	testkit.Golden(t, "mail/your-turn.fr.eml.golden",
		string(emlBytes(t, mustCompose(t, inFrench(mailTurnData())))))
}

func TestComposeMailFrenchSubject(t *testing.T) {
	checkSubjects(t, "fr", []string{
		"[pbem pz-7f3a2c] Palazzo — à vous de jouer (coup 14)",
		"[pbem pz-7f3a2c] Palazzo — Ann doit jouer (coup 14)",
		"[pbem pz-7f3a2c] Palazzo — Bob, Cid et Dee doivent jouer (coup 14)",
		"[pbem pz-7f3a2c] Palazzo — en attente (coup 14)",
		"[pbem pz-7f3a2c] Palazzo — partie terminée",
	})
}

func TestComposeMailFrenchSections(t *testing.T) {
	m := mustCompose(t, inFrench(mailTurnData()))
	assert.Equal(t, "fr", m.Lang)
	assert.True(t, strings.HasPrefix(m.Body, pbem.ReplyMarkerFor(pbem.French)+"\n\n"), m.Body)
	assertMailOrder(t, m.Body, []string{"Ann, c'est à vous de jouer (coup 14).",
		"Depuis votre dernier coup :", "Board\n", "Vous pouvez jouer :\n  bid 3\n",
		"Pour répondre :", `pbem move --ply 14 palazzo-7f3a2c.pbem "<coup>"`,
		"Partie de Palazzo pz-7f3a2c, jouée par Ann, Bob et Cid."})
	for _, english := range []string{"your move", "You can", "How to reply", "played by", pbem.ReplyMarker} {
		assert.NotContains(t, m.Body, english)
	}
	waiting := mustCompose(t, inFrench(mailWaitingData())).Body
	assert.Contains(t, waiting, "C'est à Ann de jouer ; nous vous écrirons quand ce sera votre tour.")
	assert.NotContains(t, waiting, "Pour répondre")
	over := mustCompose(t, inFrench(mailOverData())).Body
	assertMailOrder(t, over, []string{"Cid, la partie est terminée.", "Résultat final :\n  1. Ann 34 points\n"})
}

func TestComposeMailFrenchLinesFit72Columns(t *testing.T) {
	long := mailTurnData()
	long.Since = append(long.Since, pbem.SinceEntry{Events: []string{strings.Repeat("un long texte d'événement ", 12)}})
	long.File = "un-nom-de-fichier-assez-long-pour-la-ligne.pbem"
	for _, d := range []MailData{long, mailWaitingData(), mailOverData()} {
		for _, line := range strings.Split(mustCompose(t, inFrench(d)).Body, "\n") {
			if strings.HasPrefix(line, "    pbem move") {
				continue // a command is never broken; the file name sets its length
			}
			assert.LessOrEqual(t, displaywidth.String(line), 72, "%q", line)
		}
	}
}

func TestComposeMailUnknownLanguage(t *testing.T) {
	d := mailTurnData()
	d.Lang = "de"
	_, err := ComposeMail(d)
	assert.ErrorIs(t, err, pbem.ErrUsage)
	assert.ErrorContains(t, err, `unknown language "de"`)
}

func TestComposeMailDefaultsToEnglish(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	assert.Equal(t, "en", m.Lang)
	assert.Equal(t, m.Body, mustCompose(t, func() MailData { d := mailTurnData(); d.Lang = "EN"; return d }()).Body)
}

// Every language's templates parse and define the blocks a mail needs, so
// a template error shows up here rather than in a player's mail.
func TestEveryLanguageHasMailTemplates(t *testing.T) {
	for _, l := range pbem.Langs {
		tmpl, err := pbem.TemplatesOf(l)
		require.NoError(t, err, l)
		for _, name := range []string{"subject", "body", "names", "players", "post"} {
			assert.NotNil(t, tmpl.Lookup(name), "%s: %s", l, name)
		}
	}
}

func TestWriteEMLReplyToAndLanguage(t *testing.T) {
	d := inFrench(mailTurnData())
	d.ReplyTo = pbem.MailPlayer{Name: "Hôte Palazzo", Email: "host+pz-7f3a2c@example.org"}
	m := mustCompose(t, d)
	assert.Equal(t, d.ReplyTo, m.ReplyTo)
	msg, err := mail.ReadMessage(bytes.NewReader(emlBytes(t, m)))
	require.NoError(t, err)
	replyTo, err := msg.Header.AddressList("Reply-To")
	require.NoError(t, err)
	assert.Equal(t, []*mail.Address{{Name: "Hôte Palazzo", Address: "host+pz-7f3a2c@example.org"}}, replyTo)
	assert.Equal(t, "fr", msg.Header.Get("Content-Language"))
	subject, err := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
	require.NoError(t, err)
	assert.Equal(t, "[pbem pz-7f3a2c] Palazzo — à vous de jouer (coup 14)", subject)
	assert.Equal(t, m.Body, mailParts(t, emlBytes(t, m)).Text)
	from, err := msg.Header.AddressList("From")
	require.NoError(t, err)
	assert.Equal(t, "host@example.org", from[0].Address, "the sender stays the host")
}

func TestWriteEMLWithoutReplyTo(t *testing.T) {
	msg, err := mail.ReadMessage(bytes.NewReader(emlBytes(t, mustCompose(t, mailTurnData()))))
	require.NoError(t, err)
	assert.Empty(t, msg.Header.Get("Reply-To"))
	m := mustCompose(t, mailTurnData())
	m.ReplyTo = pbem.MailPlayer{Name: "x", Email: "not an address"}
	assert.Error(t, m.WriteEML(&bytes.Buffer{}))
}
