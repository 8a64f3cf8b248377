// Package commands is pbem's command line: the urfave/cli app, one file a
// command (cmd_<verb>.go: its *cli.Command first, then its action), the
// flags and arguments they share (flags.go), the games of this build
// (games.go), the clock (clock_env.go), and the wiring in app.go: how
// errors are printed, for people or as JSON, and which exit code each
// one gets (docs/exit-codes.md).
//
// What does not live here: game rules (engine and the games), the game
// file, replay and views (pbem), the notation (notation), the mails and
// posts (pbem/compose), the mail host (pbem/mailhost), the computer
// players (pbem/bot) and the reports (pbem/report). A command reads its
// flags and arguments, calls those packages, and prints what they
// return; logic a command needs beyond that belongs in them, where tests
// of the other packages reach it too.
//
// The root package main only sets Version and calls Run. The end-to-end
// tests are the testscripts in the module's testdata/script, run by
// main_test.go here.
package commands
