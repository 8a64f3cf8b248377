// Package patrician is the rules engine for Patrician by Michael Schacht
// (Amigo, 2007), for 2 to 5 players, with the Ambassadors and Messengers
// mini-expansions as the variants "ambassadors" and "messengers": building
// patrician towers floor by floor in the cities of Italy for the prestige
// tiles of their tallest towers.
//
// Game implements engine.Game. A turn is up to five decisions of the
// player whose turn it is, each a move of its own type (PlayMove,
// BuildMove, SpecialMove, TakeMove, MessengerMove); steps with no real
// choice happen by themselves. The notation:
//
//	play bo5            build a   build ab   build none
//	move mi a to b      move none
//	take fi
//	messenger lu mi     messenger none
//
// The component data (cities, cards, expansions) is in data/patrician.toml;
// the card-by-card list and a few other values are reconstructions.
// docs/rules/patrician.md gives the rules as played, with every ruling, and
// docs/notation/patrician.md the notation.
package patrician
