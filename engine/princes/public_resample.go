package princes

// A public state redrawn for the Observer (issue 27): a post made without
// the key names the verbs the player to act may start with, which Legal
// reads from a redraw. Resample for the Observer pools every card nobody
// has shown (the decks, the hands, the cards dealt and looked at), sorts
// it and deals it back (engine.RedealSorted): the deal depends only on
// which cards are unseen and where each pool's places are, never on where
// the game had them. A public state has the same places with the same
// counts; knowing which cards are unseen, it deals exactly what the
// game's state deals for the same rng.

// fillUnseen makes the public state c a game's state the Observer cannot
// tell from the real one: each unknown card takes the place of a card of
// its kind nobody has shown, in ascending order, as Resample sorts them
// anyway. A profession is shown when it lies on a table or was recruited
// into a hand; a bonus card when a work played it (publicPart.gone); a
// prestige card only at the end. c is no longer public after.
func (c *state) fillUnseen() {
	var tables uint64
	for _, p := range c.players {
		tables |= knownMask(p.table)
	}
	fillKind(tables, wantProfessions, c.professionPlaces())
	fillKind(uint64(c.pub.gone), wantBonusCards, c.bonusPlaces())
	fillKind(0, wantPrestigeCards, c.prestigePlaces())
	c.pub = nil
}

// knownMask returns the cards of cards that are known, bit c for card c.
func knownMask(cards []int8) uint64 {
	var m uint64
	for _, c := range cards {
		if c >= 0 && !unknown(c) {
			m |= 1 << c
		}
	}
	return m
}

// fillKind puts the cards 0 to n-1 neither out of play (out) nor known
// in places, ascending, in place of the unknown cards of places. Should
// the record leave more unknown cards than unseen ones (it cannot), the
// rest stay unknown rather than be made up.
func fillKind(out uint64, n int, places []*[]int8) {
	shown := out
	for _, place := range places {
		shown |= knownMask(*place)
	}
	next := int8(0)
	for _, place := range places {
		for i, card := range *place {
			if !unknown(card) {
				continue
			}
			for int(next) < n && shown&(1<<next) != 0 {
				next++
			}
			if int(next) == n {
				return
			}
			(*place)[i] = next
			next++
		}
	}
}

// professionPlaces lists where professions may lie unseen by the
// Observer: the places Resample pools for it.
func (c *state) professionPlaces() []*[]int8 {
	places := []*[]int8{&c.professions}
	for i := range c.players {
		places = append(places, &c.players[i].hand)
	}
	for i := range c.dealt {
		places = append(places, &c.dealt[i])
	}
	if c.phase == phasePickProfession {
		places = append(places, &c.seen)
	}
	return places
}

// bonusPlaces lists where bonus cards may lie unseen by the Observer.
func (c *state) bonusPlaces() []*[]int8 {
	places := []*[]int8{&c.bonusDeck}
	for i := range c.players {
		places = append(places, &c.players[i].bonus)
	}
	if c.phase == phasePickBonus {
		places = append(places, &c.seen)
	}
	return places
}

// prestigePlaces lists where prestige cards may lie unseen by the
// Observer.
func (c *state) prestigePlaces() []*[]int8 {
	places := []*[]int8{&c.prestigeDeck}
	for i := range c.players {
		places = append(places, &c.players[i].prestigeCards)
	}
	if c.phase == phasePickPrestige {
		places = append(places, &c.seen)
	}
	return places
}
