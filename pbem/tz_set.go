package pbem

// ZoneResult tells what SetZone did.
type ZoneResult struct {
	Path   string `json:"file"`
	Player string `json:"player"`
	// TZ is the zone now recorded, "" for UTC (no tz key).
	TZ string `json:"tz"`
	// Changed is false when the player already had that zone: the file
	// was left as it was.
	Changed bool `json:"changed"`
}

// SetZone records zone (ParseZone's forms) as the time zone of the
// player named player in the game at path, by editing their tz key in
// place: the rest of the front matter, comments included, stays as it
// was written, and the record is not touched (a zone is how times are
// printed to a player, not an event of the game).
func (c Games) SetZone(path, player, zone string) (*ZoneResult, error) {
	tz, err := ParseZone(zone)
	if err != nil {
		return nil, err
	}
	name, changed, err := c.updatePlayer(path, player, func(p *Player) bool {
		old := p.TZ
		p.TZ = tz
		return old != tz
	})
	if err != nil {
		return nil, err
	}
	return &ZoneResult{Path: path, Player: name, TZ: tz, Changed: changed}, nil
}
