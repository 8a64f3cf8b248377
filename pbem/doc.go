// Package pbem is the core of the pbem command: it reads and writes game
// files, replays them, applies moves and the host's meta-lines (says,
// undos, seats, deadlines), plays the decisions of bot seats, and answers
// the reading queries (boards, views, logs, legal moves, status). The
// rules are the games' own (package engine and engine/<game>); pbem never
// judges a move itself, and the commands (pbem/commands) only parse flags,
// call pbem and its satellites, and print.
//
// What does not live here, each in a package beside this one that imports
// it (docs/architecture.md draws them): turn mails, posts and pictures
// (pbem/compose), the mail host (pbem/mailhost), hints, selfplay, arena
// and analysis (pbem/bot), and the reports over many games
// (pbem/report). pbem imports none of them.
//
// # Main types
//
//   - Games lists the games the tool knows; its methods are the entry
//     points that take a path: Load, Create, Move, Undo, Replace,
//     Reveal, Verify.
//   - File is a loaded game file: its TOML front matter (Header) and its
//     record of decisions, checked but not replayed. The file is the only
//     source of truth: no state is ever cached.
//   - Replay is a File rebuilt by replaying its record from its Seed: the
//     engine.State reached and every decision made (Ply). The queries are
//     its methods: ViewOf, Legal, Log, Status.
//   - MoveRequest and MoveResult are a move as the move command and the
//     inbox ask for it, and what it did.
//   - MoveError, FileError and the Err* classes (errors.go) are the errors
//     the command line maps to exit codes.
//
// # One move
//
// A move (`pbem move game.pbem "build 1s1"`, or a reply the inbox reads)
// goes through these steps, all under the game file's lock:
//
//  1. command: package commands turns flags and arguments into a
//     MoveRequest (move texts with their origin, the player, the ply the
//     move expects) and calls Move on the list of games.
//  2. load: the file is read again under the lock (Load), its
//     front matter and record parsed and checked (the game and its rules
//     version, the players, the seed or its commitment, the names on the
//     record lines); see file.go and header.go.
//  3. replay: File.Replay deals the game from its seed (ply 0) and
//     applies every recorded decision, each with the random stream of its
//     ply (Seed.Rand), so every machine rebuilds the same state; a sealed
//     game needs its key file (sealed.go).
//  4. apply: the new decisions are parsed and applied in order by the
//     game (move_apply.go); a stale --ply, bad notation or an illegal move
//     refuses them all, with an error placed in its input and the nearest
//     legal moves.
//  5. write: the decisions are appended to the file as canonical record
//     lines (record.go), the new content is validated by parsing it again,
//     and the file is replaced atomically (write.go, write_atomic.go).
//
// A refused move, a stale ply or a held lock leaves the file byte for
// byte as it was. Reading commands (board, view, legal, log, mail, post)
// take steps 2 and 3 only, without the lock.
package pbem
