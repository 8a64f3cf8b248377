package picture

import (
	"encoding/binary"
	"io"
)

// WriteMailPNG writes the same bytes as WriteCompactPNG, for a turn mail:
// each row's palette indices are made from its colour runs as the row is
// compressed, instead of all of them first into a buffer of a byte a pixel
// (1.4 MB for a Princes reader's board, about 350 page faults of a command
// that writes one mail). Pictures that image/png writes itself (16
// colours or fewer) are made whole, as WriteCompactPNG makes them.
// TestMailPNGIsTheCompactPNG compares the two.
func (p *Picture) WriteMailPNG(w io.Writer) error {
	r := p.drawPooled()
	defer rasters.put(r)
	sc := &r.colours
	sc.scan(r.dst)
	palette := frequentColours(sc.keys, sc.counts, 256)
	z := compactDeflater.get()
	defer compactDeflater.put(z)
	if len(palette) <= 16 || r.dst.Rect.Empty() || !opaquePalette(palette) {
		return encodePalettedWith(w, palettedInto(r.dst, make([]byte, len(r.dst.Pix)/4), sc), z)
	}
	index := sc.indices(palette)
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(r.dst.Rect.Dx()))
	binary.BigEndian.PutUint32(hdr[4:], uint32(r.dst.Rect.Dy()))
	hdr[8], hdr[9] = 8, 3 // 8 bits a pixel, paletted
	plte := make([]byte, 0, 3*len(palette))
	for _, c := range palette {
		cr, cg, cb, _ := c.RGBA()
		plte = append(plte, uint8(cr>>8), uint8(cg>>8), uint8(cb>>8))
	}
	return writePNG(w, hdr, plte, z, func(zw io.Writer) error {
		// Each row after its filter type (0, None), one Write a row as
		// encodePalettedWith writes them; a row like the one above is
		// the buffer as it stands.
		row := make([]byte, 1+r.dst.Rect.Dx())
		for _, rr := range sc.rows {
			if !rr.same {
				dst := row[1:]
				runs := sc.runsOf(rr)
				for j := 0; j < len(runs); j += 2 {
					n := runs[j+1]
					fillIndex(dst[:n], index[runs[j]])
					dst = dst[n:]
				}
			}
			if _, err := zw.Write(row); err != nil {
				return err
			}
		}
		return nil
	})
}
