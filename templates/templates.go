// Package templates holds the text templates for mails and posts, one
// directory per language ("en/", "fr/"), embedded so the binary needs no files.
// They are text/template files executed with typed data from package pbem.
package templates

import "embed"

// FS holds every language's templates, as "<lang>/<name>.tmpl".
//
//go:embed en/*.tmpl fr/*.tmpl
var FS embed.FS
