// Package compose writes what players read about a game and reads what
// they write back: the turn mail of each seat (text, HTML with the board
// drawn, an .eml or mbox), forum posts in Markdown or BBCode, pictures of
// a view, the offline mails' Message-IDs, and the reply a player writes
// above a turn mail's marker (ExtractReply).
//
// Everything here is made from a replayed game (pbem.Replay) and from
// what one seat may see of it, never from the state. What does not live
// here: sending and receiving mail, tokens and the archive (mailhost),
// the game file and its replay (pbem), and the words of the mails
// (templates).
package compose
