package frontend

import "hlslc/grammar"

// explicitInstantiation checks C++'s explicit instantiation of a struct or
// function template ("template struct S<int>;", "template float
// f<float>(float);", "template float f(float);" with the arguments deduced
// from the parameters), which DXC's clang takes: the instance it names is
// made as a use would make it, and a definition (no 'extern') also checks
// a function instance's body, as C++ instantiates it there. After
// 'extern' it is a declaration: the instance must exist, nothing more is
// checked. Naming an explicit specialization's arguments instantiates
// nothing (the specialization is that instance).
func (c *checker) explicitInstantiation(ei grammar.IExplicitInstantiationContext) {
	switch d := ei.(type) {
	case *grammar.InstantiateStructContext:
		nameTok := c.tok(d.GetName())
		_, last := c.span(d)
		td := c.lookupStructTemplate(nameTok.Text)
		if td == nil {
			c.errorf(nameTok, nil, "explicit instantiation of non-template struct '%s'", nameTok.Text)
			return
		}
		if td.alias != nil {
			c.errorf(nameTok, nil, "explicit instantiation of alias template '%s'", nameTok.Text)
			return
		}
		c.structInstance(td, d.AllTemplateArg(), nameTok, last)
	case *grammar.InstantiateFunctionContext:
		c.instantiateFunction(d)
	}
}

// instantiateFunction checks "template R f<args>(params);": the function
// template whose signature, with the written arguments and those deduced
// from params, is the declaration's.
func (c *checker) instantiateFunction(d *grammar.InstantiateFunctionContext) {
	nameTok := c.tok(d.GetName())
	targs := d.AllTemplateArg()
	decl := &FuncDecl{Name: nameTok.Text, Tok: nameTok, Return: c.resolveType(d.DeclSpec().Type_())}
	decl.Params = c.paramList(d.ParamList())
	tds := c.lookupFuncTemplates(nameTok.Text)
	match, _, stop := c.matchFuncTemplate(tds, targs, nameTok, decl)
	if stop {
		return
	}
	if match == nil {
		if len(tds) == 0 {
			c.errorf(nameTok, nil, "explicit instantiation of '%s' does not refer to a function template", nameTok.Text)
		} else {
			c.errorf(nameTok, nil, "explicit instantiation of '%s' does not match any function template", nameTok.Text)
		}
		return
	}
	insts, ignored, reported := c.funcTemplateCandidates([]*templateDecl{match}, targs, specializationArgs(decl), nameTok, nil)
	if reported {
		return
	}
	if len(insts) == 0 {
		diag := c.errorf(nameTok, nil, "explicit instantiation of '%s' does not match any function template", nameTok.Text)
		diag.Notes = append(diag.Notes, ignored...)
		return
	}
	if d.GetExt() == nil {
		c.instantiateBody(insts[0], nameTok)
	}
}
