// Package dicegame is a tiny game for testing pbem without a real one:
// every rule a game may have that pbem must handle (hidden cards,
// simultaneous decisions, chance, refusals placed at a word, variants
// and settings) in a few hundred lines. Only tests play it.
package dicegame
