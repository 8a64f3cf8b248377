package patrician

// Reconstructions lists, in English, the components whose values in the
// data file are reconstructions [R] rather than sourced facts, so that a
// tool can say so next to the rules (Info.Reconstructed): the data file
// marks them.
func reconstructions() []string {
	d := data()
	var out []string
	if d.Cards.Reconstructed {
		out = append(out, "the card-by-card list of the 55 construction cards (the counts per city are sourced)")
	}
	if d.Ambassadors.OrderReconstructed {
		out = append(out, "the city order on the Ambassadors cards A, B and C that breaks ties")
	}
	return out
}
