package pbem

// updatePlayer edits the [[players]] entry of the player named player in
// the game at path, in place: change sets the new value on a copy of
// their entry and reports whether it differs from the old one. The rest
// of the front matter, comments included, stays as it was written, the
// record is not touched, and a change that changes nothing leaves the
// file alone. It returns the player's name as the file writes it.
func (c Games) updatePlayer(path, player string, change func(p *Player) bool) (name string, changed bool, err error) {
	err = c.Update(path, func(f *File) ([]byte, error) {
		seat, err := f.SeatOf(player)
		if err != nil {
			return nil, err
		}
		h := f.Header
		h.Players = append([]Player(nil), h.Players...)
		name = h.Players[seat].Name
		if changed = change(&h.Players[seat]); !changed {
			return nil, nil
		}
		return f.withHeader(h) // the front matter's comments and layout stay
	})
	return name, changed, err
}
