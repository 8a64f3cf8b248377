// Package templates holds the text templates for mails and posts, one
// directory per language ("en/", "fr/"), embedded so the binary needs no files.
// They are text/template files executed with typed data from package pbem.
package templates

import "embed"

// FS holds every language's templates, as "<lang>/<name>.tmpl" (text)
// and "<lang>/<name>.html" (html/template: the HTML part of mails).
//
//go:embed en/*.tmpl fr/*.tmpl en/*.html fr/*.html
var FS embed.FS
