// Package enginetest is the conformance suite every game passes. Run plays
// many random games from fixed seeds, choosing uniformly among the Legal
// moves of the first seat to act, and checks at every decision that:
//
//   - the seats in ToAct have legal moves and every other seat (and the
//     Observer) has none: a seat that is not to act can make no move now;
//   - every listed legal move formats and parses back to a DeepEqual move,
//     its canonical text is a fixed point of Parse then Format, the chosen
//     move also parses in upper case and with extra spaces, an empty text
//     or a stray word before or after it does not parse, and every parse
//     error is a *notation.Error pointing into the text;
//   - the chosen move is accepted by Apply on a Clone, and its events name
//     only real seats;
//   - the game ends (ToAct empty, Result ok) within Config.MaxDecisions, and
//     replaying the recorded move texts from the same seeds reproduces the
//     views of every seat and the Result.
//
// Before the games, Run checks once that Setup refuses a variant no game
// knows, with an error naming it.
//
// Suite's localisation checks also play each localisation game with
// players named in UTF-8 (UnicodeNames: accents, a combining mark, CJK
// letters, spaces) and again with ASCII twins of the same display widths:
// every board line must be printable UTF-8 of at most 72 display columns
// and have the shape (width, blank columns) of the twin's line, so that
// no board aligns by bytes or runes.
//
// The expensive checks run on a sample of decisions (every DeepEvery-th,
// shifted by one per game so that every decision number is covered across
// games; the views are also checked at the end of every game):
//
//   - Apply on a Clone, Resample and the illegal-move probes leave the
//     original state unchanged (views of all seats as JSON, ToAct and the
//     Legal lists as text): Clone is deep and Legal is stable;
//   - illegal moves never change the state: a value of a foreign type, two
//     moves recorded earlier in the game (any error must wrap
//     engine.ErrIllegal; such a move may be legal again, then nothing is
//     checked), and the chosen move submitted by one random seat that is
//     not to act, the Observer included (it must wrap engine.ErrNotYourTurn);
//   - the leak test: if the state is an engine.Resampler, resampling for
//     the Observer, the acting seat and one random other seat leaves that
//     seat's view, ToAct and Legal list unchanged, and the state resampled
//     for the acting seat accepts its chosen move; across a run, some
//     resample must change what another seat sees (else it is a no-op);
//   - views: View(s).Viewer() is s, Doc lines and titles are printable
//     UTF-8 of at most 72 display columns, and the Observer's Doc has no private
//     section; Result is not ok while the game is running.
//
// Probing one idle seat and resampling for three seats per deep decision,
// rather than all of them, keeps a run fast; over a game every seat is
// covered.
//
// How many games a run plays is the caller's Config.Games; each game's
// TestSuite picks it with ByDepth: a few per player count under -short
// (every check still runs), a budget that keeps `go test ./...` quick by
// default, and the full count with PBEM_TEST_FULL=1, as CI runs it.
//
// Failures name the game seed, player count and decision, so that
// RandomGame with that seed replays the very game that failed.
//
// The package also holds the test machinery every game shares, so that a
// game's tests hold only what is its own (its move texts, states and
// rules):
//
//   - FuzzParseMove (with FuzzStates, CheckParse and CheckApply) is the
//     body of each game's FuzzParseMove; BenchReplay and BenchSelfplay the
//     bodies of its benchmarks, which report decisions/s and games/s;
//   - CheckExamples, CheckCanonical, CheckParseErrors, ErrorDisplays and
//     CheckRoundTrip test a notation; CheckSetupReproducible,
//     CheckSetupRefusesPlayers, CheckSetupRefusesUnknownVariant and
//     CheckDataDecoding a setup and a data
//     file; ViewJSON and CheckResample a view;
//   - Table plays moves written "Ann: draw" in rules tests (Play, Try,
//     Refuse, LegalTexts), with NewRand, EventTexts, SeatOf and ParseWords;
//   - Golden, GoldenView and DocText compare outputs with golden files.
//
// The -update flag that rewrites golden files is defined here, once: a
// test binary panics if two packages define the same flag, so every test
// package reads it through Update or Golden and never declares its own.
// Because `go test ./... -update` hands the flag to every package, a
// package with tests but no golden file imports this one for its side
// effect (see notation/update_test.go).
package enginetest
