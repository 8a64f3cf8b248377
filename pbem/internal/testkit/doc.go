// Package testkit holds the helpers and fixtures the tests of pbem's
// satellite packages (compose, mailhost, bot, report) share: a seed and a
// clock, the games to play, new game files, moves, golden files. The
// tests of pbem itself keep their own copies in its _test.go files: a
// package's tests cannot import a package that imports it.
package testkit
