// Package mailhost runs games by mail: the host's configuration, the
// reply tokens of each game, the outgoing spool and SMTP, the inbox that
// reads replies from a Maildir, mbox or stdin and applies their moves and
// meta-commands (!say, !undo, !hint, !resign…), the answers it sends,
// reminders of deadlines, and the ledger of the Message-IDs each player
// was sent (docs/hosting.md).
//
// Its promise is that nothing that authenticates one player reaches
// another: Host.stamp sets every identity header of every mail from its
// reader's own token and ledger. What does not live here: the text of
// the mails (compose), the rules and the game file (engine, pbem).
package mailhost
