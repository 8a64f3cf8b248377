package mailhost

import (
	"net/mail"
	"regexp"
	"strconv"
	"strings"

	"github.com/jhillyerd/enmime/v2"

	"github.com/pbem-games/pbem/pbem"
)

// received is what the inbox reads from a message's headers: who sent it,
// which game and decision it is about, and the reply tokens it carries.
type received struct {
	messageID string
	from      string // the From address, lower case ("" if none)
	fromName  string
	subject   string
	// games are the ids the message names, most trusted first: the
	// X-PBEM-Game header, the subject tag, the threading headers, the
	// plus-address it was sent to. References hold idPart forms.
	games []string
	// ply is the decision the reply answers (0: unknown): from the mail it
	// replies to, else from the subject.
	ply int
	// tokens are the reply tokens the message carries. Nothing else of its
	// threading headers is kept: no mail the host sends may repeat them
	// (Host.stamp).
	tokens []string
	// auto is set for mails a program sent (bounces, vacation replies):
	// the inbox never answers them, so two robots cannot loop.
	auto bool
	text string // the text the player wrote, HTML converted, decoded
	// identity tells the message from all others (see messageIdentity).
	identity string
}

var (
	subjectTagRE = regexp.MustCompile(`\[pbem ([a-z0-9-]+)\]`)
	subjectPlyRE = regexp.MustCompile(`\((?:ply|coup) (\d+)\)`)
	msgIDRE      = regexp.MustCompile(`<[^<>\s]+>`)
)

// readReceived reads the headers and text of env.
func readReceived(env *enmime.Envelope) received {
	r := received{
		messageID: escapeControl(strings.TrimSpace(env.GetHeader("Message-ID"))),
		subject:   env.GetHeader("Subject"),
		text:      mailText(env),
		auto:      isAutomatic(env),
	}
	r.from, r.fromName = fromAddress(env.GetHeader("From"))
	if from, err := env.AddressList("From"); err == nil && len(from) == 1 {
		r.from, r.fromName = strings.ToLower(from[0].Address), from[0].Name
	}
	r.fromName = escapeControl(r.fromName)
	r.addGame(strings.TrimSpace(env.GetHeader("X-PBEM-Game")))
	if m := subjectTagRE.FindStringSubmatch(r.subject); m != nil {
		r.addGame(m[1])
	}
	r.readThreading(env)
	r.readPlusAddresses(env)
	if m := subjectPlyRE.FindStringSubmatch(r.subject); r.ply == 0 && m != nil {
		r.ply, _ = strconv.Atoi(m[1])
	}
	return r
}

// fromAddress returns the address (lower case) and the name of a From
// header that net/mail cannot read whole: a display name in an unknown
// charset, or with an unquoted comma ("Cid Smith, Jr. <cid@…>"). The
// name is then dropped and the address in the last angle brackets kept:
// a player's mail must not be taken for a robot's because their mail
// program writes names oddly. It returns "" when no address is there.
func fromAddress(header string) (addr, name string) {
	header = strings.TrimSpace(header)
	if a, err := mail.ParseAddress(header); err == nil {
		return strings.ToLower(a.Address), a.Name
	}
	open := strings.LastIndex(header, "<")
	if open < 0 || !strings.HasSuffix(header, ">") {
		return "", ""
	}
	a, err := mail.ParseAddress(header[open:])
	if err != nil {
		return "", ""
	}
	return strings.ToLower(a.Address), ""
}

// readThreading reads the game, ply and token of the host's mails the
// message replies to. The ply is the one of In-Reply-To (the mail
// answered), else of the last reference that has one.
func (r *received) readThreading(env *enmime.Envelope) {
	inReplyTo := r.readRefs(env.GetHeader("In-Reply-To"))
	refs := r.readRefs(env.GetHeader("References"))
	for _, plies := range [][]int{inReplyTo, refs} {
		if r.ply == 0 && len(plies) > 0 {
			r.ply = plies[len(plies)-1]
		}
	}
}

// readRefs notes the games and tokens of the host's Message-IDs in a
// threading header and returns the plies they name, in order.
func (r *received) readRefs(header string) []int {
	var plies []int
	for _, id := range msgIDRE.FindAllString(header, -1) {
		ref, ok := parsePbemRef(id)
		if !ok {
			continue
		}
		r.addGame(ref.game)
		if ref.token != "" {
			r.tokens = append(r.tokens, ref.token)
		}
		if ref.ply != 0 {
			plies = append(plies, ref.ply)
		}
	}
	return plies
}

// readPlusAddresses reads the game and token of the plus-address the
// message was sent to (host+game.token@…), as the headers that name
// recipients show it; Delivered-To and X-Original-To are added by the
// receiving mail server.
func (r *received) readPlusAddresses(env *enmime.Envelope) {
	for _, h := range []string{"To", "Cc", "Delivered-To", "X-Original-To"} {
		for _, v := range env.GetHeaderValues(h) {
			addrs, err := mail.ParseAddressList(v)
			if err != nil {
				continue
			}
			for _, a := range addrs {
				r.readPlusAddress(a.Address)
			}
		}
	}
}

func (r *received) readPlusAddress(addr string) {
	local, _, _ := strings.Cut(strings.ToLower(addr), "@")
	_, tag, ok := strings.Cut(local, "+")
	if !ok {
		return
	}
	game, token, ok := strings.Cut(tag, ".")
	if !ok || !validToken(token) {
		return
	}
	r.addGame(game)
	r.tokens = append(r.tokens, token)
}

// addGame notes that the message names the game id. Only what can be a
// game id is kept: a header is the sender's to write, and anything else
// (a line break, a blank) would end up in the archive's log and answers.
func (r *received) addGame(id string) {
	if id = strings.ToLower(id); pbem.ValidID(id) {
		r.games = append(r.games, id)
	}
}

// isAutomatic reports whether env was sent by a program rather than a
// person (RFC 3834 Auto-Submitted, bulk Precedence, bounces).
func isAutomatic(env *enmime.Envelope) bool {
	if a := strings.ToLower(strings.TrimSpace(env.GetHeader("Auto-Submitted"))); a != "" && a != "no" {
		return true
	}
	switch strings.ToLower(strings.TrimSpace(env.GetHeader("Precedence"))) {
	case "bulk", "junk", "list", "auto_reply":
		return true
	}
	if rp := strings.TrimSpace(env.GetHeader("Return-Path")); rp == "<>" {
		return true
	}
	return strings.HasPrefix(strings.ToLower(env.GetHeader("Content-Type")), "multipart/report")
}
