package pbemtest

import "github.com/pbem-games/pbem/pbem"

// Open loads the game file at path with games and replays its first upTo
// decisions (all when upTo < 0), as the commands do. The commands have no
// use for it as one call (they load first, then decide what to replay),
// so it lives here, for tests.
func Open(games pbem.Games, path string, upTo int) (*pbem.Replay, error) {
	f, err := games.Load(path)
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}
