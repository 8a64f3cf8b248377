package pbem

import (
	"testing"
	"text/template"
	"text/template/parse"
)

// TestPostTemplatesCallOnlyWhatTheyHold: the post's set (post.tmpl and
// parts.tmpl alone) defines every template its templates call, in every
// branch, for each language: a post.tmpl that came to call a template of
// mail.tmpl would otherwise fail only when a post took that branch.
func TestPostTemplatesCallOnlyWhatTheyHold(t *testing.T) {
	for _, lang := range []Lang{English, French} {
		set, err := PostTemplatesOf(lang)
		if err != nil {
			t.Fatal(err)
		}
		if set.Lookup("post") == nil {
			t.Fatalf("%s: no template \"post\" in the post's set", lang)
		}
		for _, name := range calledTemplates(set) {
			if set.Lookup(name) == nil {
				t.Errorf("%s: the post's templates call %q, which post.tmpl and parts.tmpl do not define", lang, name)
			}
		}
	}
}

// TestCalledTemplatesFindsACall: the walk finds a call nested in a branch,
// so that the test above can fail.
func TestCalledTemplatesFindsACall(t *testing.T) {
	set := template.Must(template.New("x").Parse(`{{define "a"}}{{if .}}{{range .}}{{template "b" .}}{{end}}{{end}}{{end}}`))
	if got := calledTemplates(set); len(got) != 1 || got[0] != "b" {
		t.Fatalf("calledTemplates = %q, want [b]", got)
	}
}

// calledTemplates lists the names of the templates that set's templates
// call with {{template}}, wherever the call stands.
func calledTemplates(set *template.Template) []string {
	var names []string
	var walk func(n parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case *parse.ListNode:
			if n != nil {
				for _, c := range n.Nodes {
					walk(c)
				}
			}
		case *parse.TemplateNode:
			names = append(names, n.Name)
		case *parse.IfNode:
			walk(n.List)
			walk(n.ElseList)
		case *parse.RangeNode:
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.List)
			walk(n.ElseList)
		}
	}
	for _, tpl := range set.Templates() {
		if tpl.Tree != nil {
			walk(tpl.Tree.Root)
		}
	}
	return names
}
