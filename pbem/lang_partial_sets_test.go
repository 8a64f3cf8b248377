package pbem

import (
	"testing"
	"text/template"
	"text/template/parse"
)

// TestPartialSetsCallOnlyWhatTheyHold: each set parsed from a few of a
// language's template files (a post's, a turn mail's) defines the
// templates its Go caller executes and every template its templates call,
// in every branch: a post.tmpl that came to call a template of mail.tmpl
// would otherwise fail only when a post took that branch.
func TestPartialSetsCallOnlyWhatTheyHold(t *testing.T) {
	sets := []struct {
		name  string
		of    func(Lang) (*template.Template, error)
		roots []string
	}{
		{"post", PostTemplatesOf, []string{"post", "setup-line", "post-moves-title", "result-title", "result-lines"}},
		{"turn mail", TurnMailTemplatesOf, []string{"subject", "body"}},
	}
	for _, c := range sets {
		for _, lang := range []Lang{English, French} {
			set, err := c.of(lang)
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range append(calledTemplates(set), c.roots...) {
				if set.Lookup(name) == nil {
					t.Errorf("%s, %s: %q is called but not defined in the set", c.name, lang, name)
				}
			}
		}
	}
}

// TestCalledTemplatesFindsACall: the walk finds a call nested in a branch
// and one through include inside a pipeline, so that the tests above can
// fail.
func TestCalledTemplatesFindsACall(t *testing.T) {
	set := template.Must(template.New("x").Funcs(template.FuncMap{"include": func(string, any) string { return "" }}).
		Parse(`{{define "a"}}{{if .}}{{range .}}{{template "b" .}}{{end}}{{end}}{{printf "%s" (include "c" .)}}{{end}}`))
	if got := calledTemplates(set); len(got) != 2 || got[0] != "b" || got[1] != "c" {
		t.Fatalf("calledTemplates = %q, want [b c]", got)
	}
}

// calledTemplates lists the names of the templates that set's templates
// call, with {{template}} or through the include function, wherever the
// call stands.
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
			walk(n.Pipe)
		case *parse.ActionNode:
			walk(n.Pipe)
		case *parse.PipeNode:
			if n != nil {
				for _, c := range n.Cmds {
					walk(c)
				}
			}
		case *parse.CommandNode:
			if len(n.Args) >= 2 && n.Args[0].String() == "include" {
				if name, ok := n.Args[1].(*parse.StringNode); ok {
					names = append(names, name.Text)
				}
			}
			for _, a := range n.Args {
				walk(a)
			}
		case *parse.IfNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.RangeNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.Pipe)
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
