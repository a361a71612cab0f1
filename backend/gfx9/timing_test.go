package gfx9

import "testing"

// ruleExamples names, for every row of TimingRules in order, an
// instruction that the row (and no earlier row of its unit) must price.
var ruleExamples = []string{
	"v_rsq_f64",
	"v_fma_f64",
	"v_add_f64",
	"v_lshlrev_b64",
	"v_rcp_iflag_f32",
	"v_mul_lo_u32",
	"v_div_scale_f32",
	"v_mqsad_u32_u8",
	"v_swap_b32",
	"v_pk_fma_f16",
	"s_and_saveexec_b64",
	"s_add_u32",
	"s_load_dwordx16",
	"s_buffer_load_dwordx8",
	"s_load_dwordx2",
	"global_atomic_cmpswap",
	"buffer_atomic_add",
	"global_store_dwordx4",
	"buffer_load_dword",
	"global_load_dwordx4",
	"ds_read_addtid_b32",
	"ds_read_b32",
	"ds_read2_b32",
	"ds_read_b128",
	"ds_write_b32",
	"ds_write2_b32",
	"ds_write_b128",
	"ds_cmpst_rtn_b64",
	"ds_mskor_b32",
	"ds_add_u64",
	"ds_add_u32",
	"s_cbranch_scc1",
	"s_waitcnt",
}

func findInst(t *testing.T, name string) *Inst {
	t.Helper()
	for i := range Table {
		if Table[i].Name == name {
			return &Table[i]
		}
	}
	t.Fatalf("no instruction %s", name)
	return nil
}

func TestTimingRuleRows(t *testing.T) {
	if len(ruleExamples) != len(TimingRules) {
		t.Fatalf("%d examples for %d rows", len(ruleExamples), len(TimingRules))
	}
	for i, r := range TimingRules {
		name := ruleExamples[i]
		in := findInst(t, name)
		instr := NewInstr(in, &in.Forms[0])
		if u := UnitOf(&instr); u != r.Unit {
			t.Errorf("%s: unit %v, row %d is for %v", name, u, i, r.Unit)
		}
		if c, want := InstrCost(&instr), (Cost{Unit: r.Unit, Issue: r.Issue, Busy: r.Busy}); c != want {
			t.Errorf("row %d (%s) should price %s at %+v, got %+v", i, r.Pattern, name, want, c)
		}
		// The example matches its own row first: no earlier row of the
		// unit claims it.
		for j := 0; j < i; j++ {
			if TimingRules[j].Unit == r.Unit {
				if timingRegex[j].MatchString(name) {
					t.Errorf("%s also matches the earlier row %d (%s)", name, j, TimingRules[j].Pattern)
				}
			}
		}
		if r.Issue < Vega10.IssuePeriod || r.Busy < 1 || r.Source == "" {
			t.Errorf("row %d: issue %d, busy %d, source %q", i, r.Issue, r.Busy, r.Source)
		}
	}
}

// Every instruction of the table gets a cost from a row of its own unit.
func TestTimingCoversTheTable(t *testing.T) {
	for i := range Table {
		in := &Table[i]
		instr := NewInstr(in, &in.Forms[0])
		u := UnitOf(&instr)
		matched := false
		InstrCost(&instr) // compiles the rows
		for j, r := range TimingRules {
			if r.Unit == u && timingRegex[j].MatchString(in.Name) {
				matched = true
				break
			}
		}
		if !matched {
			t.Errorf("%s (%v) has no timing row", in.Name, u)
		}
	}
}

func TestTimingNop(t *testing.T) {
	instr, err := ParseInstr(GFX900, "s_nop 3")
	if err != nil {
		t.Fatal(err)
	}
	if c, want := InstrCost(&instr), (Cost{Unit: UnitInternal, Issue: 16, Busy: 16}); c != want {
		t.Errorf("s_nop 3 costs %+v, want %+v", c, want)
	}
}
