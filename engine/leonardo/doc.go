// Package leonardo is the rules engine for Leonardo (Editrice Giochi,
// 1989), the Renaissance city game for 3 to 6 players: palaces and
// bridges bought or auctioned, rents raised by art works and whole
// districts, markets, international events that pay a secret party,
// soldiers and battles, trades and alliances, until bankruptcy or the
// last round. Game id "leonardo".
//
// The board and cards are not public: data/leonardo.toml holds a complete
// reconstruction, marked reconstructed = true, that fits every number of
// the rule text; a group with the real game plays on its own data file
// (engine.Options.Data, `pbem new --data FILE`).
package leonardo
