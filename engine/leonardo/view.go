package leonardo

import "github.com/pbem-games/pbem/engine"

// STUB (the view engineer replaces this file): views.

// View is what one seat may know of a game.
type View struct {
	engine.ViewHead
}

// View returns what seat s may know.
func (st *state) View(s engine.Seat) engine.View { return &View{} }

// Doc lays the view out.
func (v *View) Doc(lang string) engine.Doc { return engine.Doc{} }

// awaiting says what the seats to act must do.
func (st *state) awaiting() engine.Message { return engine.Msg("await." + st.phase.String()) }
