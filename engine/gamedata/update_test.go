package gamedata_test

// This package has no golden file, but `go test ./... -update` hands the
// flag to every test binary, and a binary that does not define it fails.
// Importing enginetest defines the module's one -update flag here too.
import _ "github.com/pbem-games/pbem/engine/enginetest"
