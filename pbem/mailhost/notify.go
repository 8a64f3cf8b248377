package mailhost

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file words the turn notification of a game (issue 26): the one
// short message a chat service or a phone gets for every turn, beside the
// turn mails. It is made of public facts only — the game, its title, the
// decision number, who is to act, whether the game is over — so that it
// can go to a channel every player and onlooker reads: never a view, a
// move, an event or a reply token. notify_send.go sends it.

// Events of a notification.
const (
	NotifyTurn = "turn" // a decision is awaited
	NotifyOver = "over" // the game has ended
)

// Notification is the message of one turn of one game. Its JSON form is
// the body posted with notify_format = "json" (docs/hosting.md).
type Notification struct {
	// ID tells the turn apart from every other of every game: the game
	// id, the decision number (or "over") and the count of undos before
	// it, "pz-7f3a2c.14.0". A receiver drops a message whose id it saw.
	ID       string   `json:"id"`
	Game     string   `json:"game"`      // the game id
	Title    string   `json:"title"`     // the [tags] title, else "Palazzo pz-7f3a2c"
	GameName string   `json:"game_name"` // "Palazzo", in Lang
	Ply      int      `json:"ply"`       // the decision awaited; the last one made when over
	ToAct    []string `json:"to_act"`    // the players awaited; [] when over
	Event    string   `json:"event"`     // NotifyTurn or NotifyOver
	Text     string   `json:"text"`      // one line in Lang
	Lang     string   `json:"lang"`      // "en" or "fr"
	// turn is the ledger's name of the turn: the decision point of the
	// player awaited longest, "14.0" ("over.0" at the end).
	turn string
}

// Bounds of a notification's free texts: a title is a line of a chat,
// not a page.
const maxNotifyTitle = 120

// NotificationOf returns the notification of the game r is at. The turn
// is the newest decision point of the players to act: while several
// choose at once, one's choice starts no new turn for the others, so it
// pings no one again (as it mails no one again: Host.Send).
func NotificationOf(r *pbem.Replay) (Notification, error) {
	f := r.File
	n := Notification{Game: f.Header.ID, Event: NotifyTurn, ToAct: []string{}}
	seats := r.State.ToAct()
	if r.Over() {
		n.Event, n.Ply, n.turn, seats = NotifyOver, len(r.Plies), r.DecisionPoint(engine.Observer), allSeats(f)
	} else {
		n.ToAct = append(n.ToAct, r.ToAct()...)
		n.Ply, n.turn = newestPoint(r, seats)
	}
	n.ID = f.Header.ID + "." + n.turn
	n.Lang = string(sharedLang(f, seats))
	n.GameName = f.Game.Info().TitleIn(n.Lang)
	n.Title = titleOf(f, n.GameName)
	text, err := notifyText(n)
	n.Text = text
	return n, err
}

// newestPoint returns the latest decision point among seats (see
// Replay.DecisionPoint), with its decision number; the next decision's
// when no seat is awaited.
func newestPoint(r *pbem.Replay, seats []engine.Seat) (ply int, point string) {
	ply, point = r.NextPly(), r.DecisionPoint(engine.Observer)
	best := -1
	for _, s := range seats {
		p := r.DecisionPoint(s)
		start, _, _ := strings.Cut(p, ".")
		if n, err := strconv.Atoi(start); err == nil && n > best {
			best, ply, point = n, n, p
		}
	}
	return ply, point
}

// allSeats returns every seat of f: told when the game is over.
func allSeats(f *pbem.File) []engine.Seat {
	seats := make([]engine.Seat, len(f.Header.Players))
	for i := range seats {
		seats[i] = engine.Seat(i)
	}
	return seats
}

// sharedLang is the language the players of seats share, English when
// they do not share one: a channel is read by all of them.
func sharedLang(f *pbem.File, seats []engine.Seat) pbem.Lang {
	lang := pbem.Lang("")
	for _, s := range seats {
		l := readerLang(f, s)
		if lang != "" && l != lang {
			return pbem.English
		}
		lang = l
	}
	if lang == "" {
		return pbem.English
	}
	return lang
}

// titleOf returns the game's title: its [tags] title when it has one,
// else the game's name and id; on one line, bounded.
func titleOf(f *pbem.File, gameName string) string {
	for _, t := range f.Header.Tags {
		if t.Key == "title" && strings.TrimSpace(t.Value) != "" {
			return oneLine(t.Value, maxNotifyTitle)
		}
	}
	return gameName + " " + f.Header.ID
}

// oneLine returns s with every control character (a line break, an escape)
// turned to a space, spaces run together, cut to at most limit runes.
func oneLine(s string, limit int) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool { return pbem.IsControl(r) || r == ' ' || r == '\t' }), " ")
	if utf8.RuneCountInString(s) <= limit {
		return s
	}
	runes := []rune(s)
	return strings.TrimSpace(string(runes[:limit-1])) + "…"
}

// notifyWords is what the templates notify-* of templates/<lang>/notify.tmpl word.
type notifyWords struct {
	Title string
	Ply   int
	Names string // the players to act, "Ann, Bob and Cid"
}

// notifyText words n's one line in its language.
func notifyText(n Notification) (string, error) {
	lang := pbem.Lang(n.Lang)
	and, err := say(lang, "notify-and", answerText{})
	if err != nil {
		return "", err
	}
	d := notifyWords{Title: n.Title, Ply: n.Ply, Names: andList(n.ToAct, and)}
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return "", err
	}
	text, err := pbem.ExecuteString(t, "notify-"+n.Event, d)
	return oneLine(text, 4*maxNotifyTitle), err
}

// andList lists names for a sentence, "Ann, Bob and Cid", with and the
// language's word.
func andList(names []string, and string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + and + " " + names[len(names)-1]
}

// Body returns what is posted to the game's notify address in format (one
// of pbem.NotifyFormats; "" is pbem.NotifyJSON): pbem's own object, or
// the one a Discord or Slack incoming webhook reads.
func (n Notification) Body(format string) ([]byte, error) {
	switch format {
	case "", pbem.NotifyJSON:
		return json.Marshal(n)
	case pbem.NotifyDiscord:
		// allowed_mentions with nothing to parse: a title written
		// "@everyone" pings no one.
		return json.Marshal(discordMessage{Content: n.Text, AllowedMentions: discordMentions{Parse: []string{}}})
	case pbem.NotifySlack:
		return json.Marshal(slackMessage{Text: slackEscape(n.Text)})
	}
	return nil, pbem.Usagef("notify_format %q: expected one of %v", format, pbem.NotifyFormats)
}

// discordMessage is the body of a Discord webhook's message.
type discordMessage struct {
	Content         string          `json:"content"`
	AllowedMentions discordMentions `json:"allowed_mentions"`
}

// discordMentions says which mentions of a Discord message ping.
type discordMentions struct {
	Parse []string `json:"parse"`
}

// slackMessage is the body of a Slack incoming webhook's message.
type slackMessage struct {
	Text string `json:"text"`
}

// slackEscape escapes the three characters Slack reads as markup: a
// title "<!channel>" stays text and alerts no one.
func slackEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// Env returns the variables the host's notify_cmd finds in its
// environment (docs/hosting.md): everything it may need, passed as data,
// so that nothing of the game is ever read as shell code.
func (n Notification) Env() []string {
	body, _ := n.Body(pbem.NotifyJSON) // a Notification always marshals
	return []string{
		"PBEM_EVENT=" + n.Event,
		"PBEM_ID=" + n.ID,
		"PBEM_GAME=" + n.Game,
		"PBEM_TITLE=" + n.Title,
		"PBEM_GAME_NAME=" + n.GameName,
		"PBEM_PLY=" + strconv.Itoa(n.Ply),
		"PBEM_TO_ACT=" + strings.Join(n.ToAct, ","),
		"PBEM_TEXT=" + n.Text,
		"PBEM_LANG=" + n.Lang,
		"PBEM_JSON=" + string(body),
	}
}

// String describes n for the host's terminal.
func (n Notification) String() string {
	return fmt.Sprintf("%s (%s)", n.Text, n.ID)
}
