// Package bot holds what the computer players do outside a game's own
// record: hints for a player (Hint), games played between bots (Selfplay,
// Arena) and the analysis of a recorded game (Analyse, AnalyseTo).
//
// A bot seat of a game file (a player with `bot = "mcts"`) is not here:
// the game file says who plays it, so pbem itself plays its decisions
// after a human's, with the same search (engine/search). What does not
// live here: the search itself (engine/search), the mails a hint goes
// out in (mailhost).
package bot
