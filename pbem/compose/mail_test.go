package compose

import (
	"bytes"
	"fmt"
	"io"
	"mime"
	"net/mail"
	"strings"
	"testing"
	"time"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

var (
	mailAnn = pbem.MailPlayer{Name: "Ann", Email: "ann@example.org"}
	mailBob = pbem.MailPlayer{Name: "Bob", Email: "bob@example.org"}
	mailCid = pbem.MailPlayer{Name: "Cid", Email: "cid@example.org"}
)

// mailDate is a fixed send time, so the eml golden file is stable.
var mailDate = time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)

// mailTurnData is Ann's mail at ply 14 of a three-player game, her turn.
func mailTurnData() MailData {
	return MailData{
		GameID:    "pz-7f3a2c",
		GameTitle: "Palazzo",
		File:      "palazzo-7f3a2c.pbem",
		Ply:       14,
		To:        mailAnn,
		From:      pbem.MailPlayer{Name: "Palazzo host", Email: "host@example.org"},
		Players:   []pbem.MailPlayer{mailAnn, mailBob, mailCid},
		ToAct:     []string{"Ann"},
		YourTurn:  true,
		Since: []pbem.SinceEntry{
			{Line: "11 Ann: take s4", Events: []string{"Ann takes s4 from the bank."}},
			{Line: "12 Bob: build 3b1 b", Events: []string{"Bob builds floor 3 on palace B."}},
			{Line: "13 Cid: take 2", Events: []string{
				"Cid takes the tiles of the Firenze quarry: floor 2 (red), floor 4 " +
					"(blue) and floor 5 (yellow), paying 7 with two cards."}},
		},
		View:  dicegame.HandMadeDoc(),
		Moves: []string{"bid 3", "bid 4", "pass", "take bank 1"},
		Date:  mailDate,
		// Ann's turns began at plies 1 and 11 before this one.
		Thread: []int{1, 11},
	}
}

// mailWaitingData is Bob's mail at the same moment: not his turn. It is
// of a game with hints, so that the goldens show both hint lines.
func mailWaitingData() MailData {
	d := mailTurnData()
	d.To, d.YourTurn, d.Moves = mailBob, false, nil
	d.Hints = true
	return d
}

// mailOverData is Cid's mail once the game has ended.
func mailOverData() MailData {
	d := mailTurnData()
	d.To, d.Ply, d.ToAct, d.YourTurn, d.Moves = mailCid, 61, nil, false, nil
	d.Over = true
	d.Since = []pbem.SinceEntry{{Line: "60 Ann: build 5c1 c", Events: []string{"Ann builds floor 5 on palace C.", "The game is over."}}}
	d.Result = []string{"1. Ann 34 points", "2. Cid 29 points", "3. Bob 17 points"}
	return d
}

func mustCompose(t *testing.T, d MailData) Mail {
	t.Helper()
	m, err := ComposeMail(d)
	require.NoError(t, err)
	return m
}

func mailTextOf(t *testing.T, m Mail) string {
	t.Helper()
	var b strings.Builder
	require.NoError(t, m.WriteText(&b))
	return b.String()
}

func TestComposeMailGolden(t *testing.T) {
	checkMailGoldens(t, "", ".txt.golden")
}

// checkMailGoldens compares the text of the sample mails, written in lang,
// with their golden files mail/<name><ext>.
func checkMailGoldens(t *testing.T, lang, ext string) {
	t.Helper()
	for name, d := range map[string]MailData{
		"your-turn": mailTurnData(), "waiting": mailWaitingData(), "over": mailOverData(),
	} {
		t.Run(name, func(t *testing.T) {
			d.Lang = lang
			testkit.Golden(t, "mail/"+name+ext, mailTextOf(t, mustCompose(t, d)))
		})
	}
}

func TestComposeMailSubject(t *testing.T) {
	checkSubjects(t, "", []string{
		"[pbem pz-7f3a2c] Palazzo — your move (ply 14)",
		"[pbem pz-7f3a2c] Palazzo — Ann to move (ply 14)",
		"[pbem pz-7f3a2c] Palazzo — Bob, Cid and Dee to move (ply 14)",
		"[pbem pz-7f3a2c] Palazzo — waiting (ply 14)",
		"[pbem pz-7f3a2c] Palazzo — game over",
	})
}

// checkSubjects checks the subjects, in lang, of mails to the player to
// act, to another player while Ann acts, while Bob, Cid and Dee act,
// while nobody does, and at the end of the game: want lists them in that
// order.
func checkSubjects(t *testing.T, lang string, want []string) {
	t.Helper()
	several := mailWaitingData()
	several.To, several.ToAct = mailAnn, []string{"Bob", "Cid", "Dee"}
	nobody := mailWaitingData()
	nobody.ToAct = nil
	mails := []MailData{mailTurnData(), mailWaitingData(), several, nobody, mailOverData()}
	require.Len(t, want, len(mails))
	for i, d := range mails {
		d.Lang = lang
		assert.Equal(t, want[i], mustCompose(t, d).Subject)
	}
}

func TestComposeMailGreeting(t *testing.T) {
	several := mailWaitingData()
	several.ToAct = []string{"Ann", "Cid"}
	for want, d := range map[string]MailData{
		"Ann, it is your move (ply 14).":                                         mailTurnData(),
		"It is Ann's move; you will hear from us when it is yours.":              mailWaitingData(),
		"It is the turn of Ann and Cid; you will hear from us when it is yours.": several,
		"Cid, the game is over.":                                                 mailOverData(),
	} {
		body := mustCompose(t, d).Body
		assert.Contains(t, body, want+"\n")
	}
}

func TestComposeMailThreading(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	assert.Equal(t, "<pz-7f3a2c.14.ann@pbem.invalid>", m.MessageID)
	assert.Equal(t, "<pz-7f3a2c.11.ann@pbem.invalid>", m.InReplyTo, "the reader's previous turn mail")
	assert.Equal(t, []string{"<pz-7f3a2c.1.ann@pbem.invalid>", "<pz-7f3a2c.11.ann@pbem.invalid>"}, m.References,
		"the root of the reader's thread, then the previous mail")
	assert.Equal(t, "<pz-7f3a2c.14.bob@pbem.invalid>", mustCompose(t, mailWaitingData()).MessageID)
	assert.Equal(t, "pz-7f3a2c", m.GameID)
	assert.Equal(t, 14, m.Ply)
	assert.Equal(t, mailDate, m.Date)
}

func TestComposeMailThreadRoot(t *testing.T) {
	d := mailTurnData()
	d.Thread = nil
	m := mustCompose(t, d)
	assert.Empty(t, m.InReplyTo, "the reader's first turn mail is the root of their thread")
	assert.Empty(t, m.References)
	d.Thread = []int{3}
	m = mustCompose(t, d)
	assert.Equal(t, "<pz-7f3a2c.3.ann@pbem.invalid>", m.InReplyTo)
	assert.Equal(t, []string{"<pz-7f3a2c.3.ann@pbem.invalid>"}, m.References)
}

func TestComposeMailDefaultSender(t *testing.T) {
	d := mailTurnData()
	d.From = pbem.MailPlayer{}
	assert.Equal(t, pbem.MailPlayer{Name: "pbem", Email: "pbem@localhost"}, mustCompose(t, d).From)
}

func TestIDPartKeepsDistinctNamesDistinct(t *testing.T) {
	assert.Equal(t, "ann", IdPart("Ann"))
	assert.Equal(t, "pz-7f3a2c", IdPart("pz-7f3a2c"))
	seen := map[string]string{}
	for _, name := range []string{"Zoë", "Zoé", "zo", "A B", "A-B", "a.b", "李", "王", ""} {
		id := IdPart(name)
		assert.Regexp(t, `^[a-z0-9]+(-[a-z0-9]+)*$`, id, name)
		if other, dup := seen[id]; dup {
			t.Errorf("%q and %q share id %q", name, other, id)
		}
		seen[id] = name
	}
}

func TestComposeMailSections(t *testing.T) {
	body := mustCompose(t, mailTurnData()).Body
	// The marker comes first so a reply above the quoted mail is cut cleanly.
	assert.True(t, strings.HasPrefix(body, pbem.ReplyMarker+"\n\n"), body)
	order := []string{"Ann, it is your move", "Since your last move:", "Board\n",
		"Your hand\n", "You can:\n", "How to reply:", "pbem move --ply 14 palazzo-7f3a2c.pbem"}
	assertMailOrder(t, body, order)
	for _, mv := range mailTurnData().Moves {
		assert.Contains(t, body, "\n  "+mv+"\n")
	}
	assert.Contains(t, body, pbem.RenderPlain(dicegame.HandMadeDoc()), "the view is included verbatim")
}

// TestComposeMailSinceNestsEvents: in "since your last move" each
// decision's events stand under its record line, one level in, and the
// setup has a line of its own above its events.
func TestComposeMailSinceNestsEvents(t *testing.T) {
	d := mailTurnData()
	d.Since = append([]pbem.SinceEntry{{Events: []string{"the tiles are dealt"}}}, d.Since[:2]...)
	body := mustCompose(t, d).Body
	assert.Contains(t, body, "Since your last move:\n"+
		"  Setup:\n"+
		"    - the tiles are dealt\n"+
		"  11 Ann: take s4\n"+
		"    - Ann takes s4 from the bank.\n"+
		"  12 Bob: build 3b1 b\n"+
		"    - Bob builds floor 3 on palace B.\n")
	fr := mustCompose(t, inFrench(d)).Body
	assert.Contains(t, fr, "Depuis votre dernier coup :\n  Mise en place :\n    - the tiles are dealt\n  11 Ann: take s4\n")
}

func TestComposeMailWaitingHasNoMovesOrMarker(t *testing.T) {
	body := mustCompose(t, mailWaitingData()).Body
	for _, absent := range []string{pbem.ReplyMarker, "You can:", "How to reply:"} {
		assert.NotContains(t, body, absent)
	}
	assertMailOrder(t, body, []string{"Since your last move:", "Board\n", "Palazzo game pz-7f3a2c"})
}

func TestComposeMailOverShowsResult(t *testing.T) {
	body := mustCompose(t, mailOverData()).Body
	for _, absent := range []string{pbem.ReplyMarker, "You can:", "How to reply:"} {
		assert.NotContains(t, body, absent)
	}
	assertMailOrder(t, body, []string{"Cid, the game is over.", "The game is over.", "Board\n",
		"Final result:\n  1. Ann 34 points\n  2. Cid 29 points\n  3. Bob 17 points\n"})
}

func assertMailOrder(t *testing.T, s string, parts []string) {
	t.Helper()
	at := 0
	for _, p := range parts {
		i := strings.Index(s[at:], p)
		if !assert.GreaterOrEqual(t, i, 0, "%q missing after offset %d in:\n%s", p, at, s) {
			return
		}
		at += i + len(p)
	}
}

func TestComposeMailKeepsEveryMove(t *testing.T) {
	d := mailTurnData()
	d.Moves = nil
	for i := range 500 {
		d.Moves = append(d.Moves, fmt.Sprintf("build %d", i))
	}
	body := mustCompose(t, d).Body
	for _, mv := range d.Moves {
		assert.Contains(t, body, "\n  "+mv+"\n")
	}
}

func TestComposeMailLinesFit72Columns(t *testing.T) {
	d := mailTurnData()
	d.Since = append(d.Since, pbem.SinceEntry{Events: []string{strings.Repeat("a long event text ", 12)}})
	d.Players = append(d.Players, pbem.MailPlayer{Name: "Bartholomew"}, pbem.MailPlayer{Name: "Cunigunde"},
		pbem.MailPlayer{Name: "Desdemona"}, pbem.MailPlayer{Name: "Evangeline"},
		// Names in UTF-8 count their display columns: 李 is two.
		pbem.MailPlayer{Name: "李雷李雷李雷李雷"}, pbem.MailPlayer{Name: "Ōsaka Kō Jürgen"})
	for _, dd := range []MailData{d, mailWaitingData(), mailOverData()} {
		for _, line := range strings.Split(mustCompose(t, dd).Body, "\n") {
			assert.LessOrEqual(t, displaywidth.String(line), 72, "%q", line)
		}
	}
}

func TestComposeMailNeverCarriesANSI(t *testing.T) {
	// dicegame.HandMadeDoc has styled spans; the body must still be plain.
	for _, d := range []MailData{mailTurnData(), mailWaitingData(), mailOverData()} {
		m := mustCompose(t, d)
		assert.NotContains(t, m.Body, "\x1b")
		assert.NotContains(t, m.Subject, "\x1b")
	}
}

func TestComposeMailErrors(t *testing.T) {
	d := mailTurnData()
	d.GameID = ""
	_, err := ComposeMail(d)
	assert.ErrorContains(t, err, "game id")
	d = mailTurnData()
	d.To = pbem.MailPlayer{Email: "x@example.org"}
	_, err = ComposeMail(d)
	assert.ErrorContains(t, err, "reader")
}

func TestWrapText(t *testing.T) {
	assert.Equal(t, "", pbem.WrapText("- ", "  ", "  "))
	assert.Equal(t, "- a b", pbem.WrapText("- ", "  ", " a \n b "))
	long := strings.Repeat("x", 80)
	assert.Equal(t, "- "+long+"\n  y", pbem.WrapText("- ", "  ", long+" y"))
	// 70 columns of words fill the first line; the next word would make 73.
	words := strings.Repeat("abcd ", 14) + "efg"
	got := pbem.WrapText("", "> ", words)
	assert.Equal(t, strings.TrimSpace(strings.Repeat("abcd ", 14))+"\n> efg", got)
}

func TestMailWriteText(t *testing.T) {
	m := Mail{To: mailAnn, Subject: "Hi", Body: "line\n"}
	assert.Equal(t, "To: Ann <ann@example.org>\nSubject: Hi\n\nline\n", mailTextOf(t, m))
	assert.Equal(t, "Ann", pbem.MailPlayer{Name: "Ann"}.String())
	assert.Equal(t, "ann@example.org", pbem.MailPlayer{Email: "ann@example.org"}.String())
}

func emlBytes(t *testing.T, m Mail) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, m.WriteEML(&b))
	return b.Bytes()
}

func TestWriteEMLGolden(t *testing.T) {
	testkit.Golden(t, "mail/your-turn.eml.golden", string(emlBytes(t, mustCompose(t, mailTurnData()))))
}

func TestWriteEMLIsDeterministic(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	assert.Equal(t, emlBytes(t, m), emlBytes(t, m))
}

func TestWriteEMLParses(t *testing.T) {
	d := mailTurnData()
	d.To = pbem.MailPlayer{Name: "Zoë Ärger", Email: "zoe@example.org"}
	d.ToAct = []string{d.To.Name}
	m := mustCompose(t, d)
	msg, err := mail.ReadMessage(bytes.NewReader(emlBytes(t, m)))
	require.NoError(t, err)

	h := msg.Header
	from, err := h.AddressList("From")
	require.NoError(t, err)
	assert.Equal(t, []*mail.Address{{Name: "Palazzo host", Address: "host@example.org"}}, from)
	to, err := h.AddressList("To")
	require.NoError(t, err)
	assert.Equal(t, []*mail.Address{{Name: "Zoë Ärger", Address: "zoe@example.org"}}, to)
	subject, err := new(mime.WordDecoder).DecodeHeader(h.Get("Subject"))
	require.NoError(t, err)
	assert.Equal(t, m.Subject, subject)
	date, err := h.Date()
	require.NoError(t, err)
	assert.True(t, mailDate.Equal(date), "date %v", date)
	assert.Equal(t, "<pz-7f3a2c.14.zo-rger-", h.Get("Message-ID")[:22])
	assert.Equal(t, m.MessageID, h.Get("Message-ID"))
	assert.Equal(t, "<pz-7f3a2c.11.zo-rger-", h.Get("In-Reply-To")[:22])
	assert.Equal(t, m.InReplyTo, h.Get("In-Reply-To"))
	assert.Equal(t, strings.Join(m.References, " "), h.Get("References"))
	assert.Equal(t, "pz-7f3a2c", h.Get("X-PBEM-Game"))
	assert.Equal(t, "14", h.Get("X-PBEM-Ply"))
	assert.Contains(t, h.Get("Content-Type"), "multipart/alternative")
	// The wire format ends lines with CRLF (RFC 5322); the Body uses LF.
	assert.Equal(t, m.Body, mailParts(t, emlBytes(t, m)).Text)
}

func TestWriteEMLSeveralReferences(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	m.References = []string{"<a@x.invalid>", "<b@x.invalid>"}
	msg, err := mail.ReadMessage(bytes.NewReader(emlBytes(t, m)))
	require.NoError(t, err)
	assert.Equal(t, "<a@x.invalid> <b@x.invalid>", msg.Header.Get("References"))
}

func TestWriteEMLNeedsAddresses(t *testing.T) {
	m := mustCompose(t, mailTurnData())
	m.To.Email = ""
	assert.Error(t, m.WriteEML(io.Discard))
	m = mustCompose(t, mailTurnData())
	m.From.Email = "not an address"
	assert.Error(t, m.WriteEML(io.Discard))
}

// The view in a mail is the reader's own: a section marked private is
// rendered like any other (the caller only passes the reader's view).
func TestComposeMailIncludesPrivateSections(t *testing.T) {
	d := mailTurnData()
	d.View = engine.Doc{}
	d.View.Add("Your hand", true).Text("gold 3")
	assert.Contains(t, mustCompose(t, d).Body, "\nYour hand\ngold 3\n")
}

// TestWriteEMLQuotesAnyName: every name a game file accepts (printable
// Unicode) comes back whole from the To and From headers, quotes and
// backslashes included, and the headers themselves are ASCII (RFC 2047).
func TestWriteEMLQuotesAnyName(t *testing.T) {
	for _, name := range []string{`A"b`, `A\b`, `"Ann"`, `A<b>, c`, `=?utf-8?q?x?=`, `A (b)`, "Zoë", "李雷李雷李雷李雷", "Ōsaka Kō"} {
		m := Mail{From: pbem.MailPlayer{Name: name, Email: "host@example.org"},
			To: pbem.MailPlayer{Name: name, Email: "ann@example.org"}, Subject: "s", Body: "b\n", Date: mailDate}
		var b bytes.Buffer
		require.NoError(t, m.WriteEML(&b), name)
		head, _, _ := strings.Cut(b.String(), "\r\n\r\n")
		assert.NotContains(t, strings.Map(func(r rune) rune {
			if r >= 0x80 {
				return '!'
			}
			return '.'
		}, head), "!", "%s: headers are ASCII", name)
		msg, err := mail.ReadMessage(&b)
		require.NoError(t, err)
		for _, h := range []string{"To", "From"} {
			addr, err := mail.ParseAddress(msg.Header.Get(h))
			require.NoError(t, err, "%s: %s", name, msg.Header.Get(h))
			assert.Equal(t, name, addr.Name, h)
		}
	}
}

// A line of "You can:" wraps at 72 columns but never inside the move it
// ends with: a player copies that move into a reply.
func TestWrapMoveLineKeepsTheExampleWhole(t *testing.T) {
	line := "offer Maximilian-Georg: your spaces and Florins for theirs, e.g. offer Maximilian-Georg: 32 + 20fl for 6"
	got := pbem.WrapMoveLine("  ", "      ", line)
	lines := strings.Split(got, "\n")
	if !strings.HasSuffix(got, "offer Maximilian-Georg: 32 + 20fl for 6") || len(lines) < 2 {
		t.Fatalf("the example is broken or the line not wrapped:\n%s", got)
	}
	for _, l := range lines[:len(lines)-1] {
		if len(l) > pbem.MailWidth {
			t.Errorf("%d columns: %q", len(l), l)
		}
	}
	if got := pbem.WrapMoveLine("  ", "      ", "recruit Maximilian-Georg bell-founder and a very long tail of words here to pass"); strings.Contains(got, "\n") {
		t.Errorf("a move alone was broken:\n%s", got)
	}
}
