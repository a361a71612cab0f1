package frontend

import (
	"strconv"
	"strings"

	"hlslc/grammar"
)

// Resources in non-static global structs.
//
// DXC takes a global of a struct type that holds resources ("struct M {
// Texture2D t; float4 tint; }; M m : register(t3);", also arrays of such
// structs, nested structs and base structs): each resource in it becomes
// a global resource of its own, named after the path to it ("m.t",
// "m.maps.2" for an element of a resource array field, "d.1.t" for one in
// an array of structs, "m.Base.t" for one a base struct declares), and the
// numeric fields are the global's part of $Globals (the resources take no
// room there). A register(xN) on the global binds its resources of class x
// to consecutive registers from N in declaration order (one per array
// element); the others are bound implicitly as any unbound resource
// (llvm/wg-hlsl proposal 0038 documents DXC's behaviour).
//
// hlslc checks such a global as a static const struct initialized with
// those resources and with its $Globals part, so the existing support for
// structs holding resources (member access, member functions, copies,
// parameters) applies; the run spec names the resources by their paths and
// the $Globals member by the global's name.

// resourceStructGlobal declares non-static global v, whose type holds
// resources, as described above.
func (c *checker) resourceStructGlobal(v *VarDecl, dc grammar.IDeclaratorContext) {
	regs := map[byte]*Register{}
	for _, pd := range dc.AllPostDecl() {
		p, ok := pd.(*grammar.RegisterPostContext)
		if !ok {
			continue
		}
		r := c.parseRegister(p.AllIDENTIFIER())
		switch {
		case r == nil:
		case r.Space != 0 || r.SpaceOnly():
			c.errorf(r.Tok, nil, "register space cannot be specified on global '%s', which is in $Globals: its resources are bound in space 0", v.Name)
		case regs[r.Class] != nil:
			c.errorf(r.Tok, nil, "conflicting register bindings of class '%c' for '%s'", r.Class, v.Name)
		default:
			regs[r.Class] = r
		}
	}
	v.Register = nil
	if dc.Initializer() != nil {
		c.errorf(c.tok(dc.Initializer().GetStart()), nil, "global '%s' holds resources and cannot be initialized (it is bound, not assigned; a 'static' one can be)", v.Name)
	}
	if v.PackOffset != nil {
		c.errorf(v.PackOffset.Tok, nil, "packoffset is only allowed in a cbuffer")
		v.PackOffset = nil
	}
	c.splitResourceStruct(v, regs, c.globalsCB)
}

// splitResourceStruct declares v, of a type that holds resources, as a
// static const struct initialized with a global resource per resource in
// it (bound by regs, by class, or implicitly) and with its numeric part,
// which becomes a member of cb ($Globals for a global, the cbuffer for a
// cbuffer member; v's packoffset, if any, places it there).
func (c *checker) splitResourceStruct(v *VarDecl, regs map[byte]*Register, cb *CBuffer) {
	data := stripResources(v.Type, map[*StructType]*StructType{})
	var root Expr
	if data != nil {
		storage := StorageUniform
		if !cb.Implicit {
			storage = StorageCBuffer
		}
		gv := &VarDecl{Name: v.Name, Type: data, Tok: v.Tok, Storage: storage, Const: true, Buffer: cb, PackOffset: v.PackOffset}
		cb.Members = append(cb.Members, gv)
		c.prog.Globals = append(c.prog.Globals, gv)
		root = &VarRef{exprBase: exprBase{T: data, Tok: v.Tok}, Name: gv.Name, Decl: gv}
	}
	v.PackOffset = nil
	v.Buffer = nil
	used := map[byte]int{}
	var leaves []Expr
	var walk func(t Type, path string, data Expr)
	walk = func(t Type, path string, data Expr) {
		switch tt := t.(type) {
		case *ResourceType:
			r := &VarDecl{Name: path, Type: tt, Tok: v.Tok, Storage: StorageUniform, Const: true, GloballyCoherent: v.GloballyCoherent}
			class := tt.Kind.RegisterClass()
			if base := regs[class]; base != nil {
				r.Register = &Register{Class: class, Index: base.Index + used[class], Tok: base.Tok}
			}
			used[class]++
			c.prog.Resources = append(c.prog.Resources, r)
			c.prog.Globals = append(c.prog.Globals, r)
			leaves = append(leaves, &VarRef{exprBase: exprBase{T: tt, Tok: v.Tok}, Name: r.Name, Decl: r})
		case *ArrayType:
			if !HoldsResource(tt) && !isResource(tt) {
				leaves = append(leaves, data)
				return
			}
			for i := 0; i < tt.Len; i++ {
				var elem Expr
				if data != nil {
					elem = &IndexExpr{exprBase: exprBase{T: data.Type().(*ArrayType).Elem, Tok: v.Tok}, X: data,
						Index: &IntLit{exprBase: exprBase{T: TUint, Tok: v.Tok}, Value: uint64(i)}}
				}
				walk(tt.Elem, path+"."+strconv.Itoa(i), elem)
			}
		case *StructType:
			if !HoldsResource(tt) {
				leaves = append(leaves, data)
				return
			}
			var ds *StructType
			if data != nil {
				ds = data.Type().(*StructType)
			}
			for _, f := range tt.Fields {
				fp := path + "." + baseChain(tt, f.Owner) + f.Name
				var fd Expr
				if ds != nil {
					if df := strippedField(ds, f); df != nil {
						fd = &MemberExpr{exprBase: exprBase{T: df.Type, Tok: v.Tok}, X: data, Field: df}
					}
				}
				walk(f.Type, fp, fd)
			}
		default:
			leaves = append(leaves, data)
		}
	}
	walk(v.Type, v.Name, root)
	for class, r := range regs {
		if used[class] == 0 {
			c.warnf("-Wunused-register", r.Tok, nil, "register type '%c' binds no resource of '%s' (type '%s')", class, v.Name, v.Type)
		}
	}
	v.Storage = StorageStatic
	v.Const = true
	v.Init = c.flattenInit(leaves, v.Type, v.Tok, v.Tok)
	c.declare(v)
	c.prog.Globals = append(c.prog.Globals, v)
}

// baseChain is the path from struct st to the base struct owner that
// declares a field ("F." for a field of st's base F, "" for st's own), as
// DXC names a resource a base struct declares.
func baseChain(st, owner *StructType) string {
	var parts []string
	for b := st; b != nil && b != owner && owner != nil; b = b.Base {
		if b.Base == nil {
			break
		}
		parts = append(parts, shortName(b.Base.Name))
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, ".") + "."
}

// shortName is a qualified name's last part.
func shortName(n string) string {
	if i := strings.LastIndex(n, "::"); i >= 0 {
		return n[i+2:]
	}
	return n
}

// strippedField finds the field of stripped struct ds that stands for field f
// of the original.
func strippedField(ds *StructType, f *Field) *Field {
	for _, df := range ds.Fields {
		if df.Name == f.Name && df.Owner == f.Owner {
			return df
		}
	}
	return nil
}

// stripResources is t without its resources: the numeric part of a global
// or cbuffer member that holds resources, as it is laid out in its buffer
// (nil for a resource, or an array of them or of structs of resources
// only). A struct is copied with its numeric fields only, possibly none
// (memo keeps one copy per struct).
func stripResources(t Type, memo map[*StructType]*StructType) Type {
	switch tt := t.(type) {
	case *ResourceType:
		return nil
	case *ArrayType:
		if e := stripResources(tt.Elem, memo); e != nil && !emptyStruct(e) {
			return &ArrayType{Elem: e, Len: tt.Len}
		}
		return nil
	case *StructType:
		if !HoldsResource(tt) {
			return tt
		}
		if s, ok := memo[tt]; ok {
			if s == nil {
				return nil
			}
			return s
		}
		s := &StructType{Name: tt.Name, Decl: tt.Decl, local: tt.local}
		for _, f := range tt.Fields {
			ft := stripResources(f.Type, memo)
			if ft == nil {
				continue
			}
			s.Fields = append(s.Fields, &Field{Name: f.Name, Type: ft, Tok: f.Tok, Index: len(s.Fields), Owner: f.Owner})
		}
		// a struct of resources only is left empty, not dropped: as a
		// field or member it still starts a 16-byte row, so what follows
		// it is laid out as DXC lays it out (DXC issue 4763)
		memo[tt] = s
		return s
	}
	return t
}

// emptyStruct reports whether t is a struct without fields.
func emptyStruct(t Type) bool {
	s, ok := t.(*StructType)
	return ok && len(s.Fields) == 0
}
