// Package dicegame is a tiny game for testing pbem without a real one:
// every rule a game may have that pbem must handle (hidden cards,
// simultaneous decisions, chance, refusals placed at a word, variants
// and settings) in a few hundred lines, and HandMadeDoc, a board made by
// hand with every style. Only tests use them; the tests of pbem itself
// can, since the package imports only engine.
package dicegame
