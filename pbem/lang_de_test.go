package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFrenchDeContractsTheArticle: "Partie des Princes de Florence", not
// "Partie de Les Princes de Florence".
func TestFrenchDeContractsTheArticle(t *testing.T) {
	for title, want := range map[string]string{
		"Les Princes de Florence": "des Princes de Florence",
		"Le Palais":               "du Palais",
		"La Cité":                 "de la Cité",
		"L'Ordre":                 "de l'Ordre",
		"Palazzo":                 "de Palazzo",
		"Leonardo":                "de Leonardo",
		"Lessons":                 "de Lessons",
	} {
		assert.Equal(t, want, frenchDe(title), title)
	}
}
