package picture

import "io"

// KlauspostPNG writes p's PNG as it was before rowDeflater: compressed by
// klauspost's zlib at the deflater's former level (7 for WritePNG's true
// colour, 6 for WriteCompactPNG's palette), the reference that
// TestRowDeflaterSizes measures rowDeflater's PNGs against.
func KlauspostPNG(w io.Writer, p *Picture, compact bool) error {
	img := p.Image()
	if compact {
		return encodePalettedWith(w, Paletted(img), newZlibStream(compactDeflater.level))
	}
	return encodeRGBWith(w, img, newZlibStream(rgbDeflater.level))
}
