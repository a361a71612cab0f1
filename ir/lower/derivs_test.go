package lower

import (
	"fmt"
	"testing"
)

// Under the 2D quad rule a kernel that takes derivatives renumbers its
// threads: for every numthreads shape the renumbering is a bijection of
// the group (each SV_GroupIndex once, SV_GroupThreadID and
// SV_DispatchThreadID consistent with it), lanes 4k..4k+3 hold a 2×2
// block of SV_GroupThreadID (ddx of the x id is 1, ddy of the y id is 1,
// the cross terms 0, fine and coarse), and without derivatives, or under
// the 1D rule, the order stays linear (SV_GroupIndex = the flat index).
// Flag[gi] is written by the thread with SV_GroupIndex gi: a slot left 0
// is an index no thread had.
func TestQuadRenumbering(t *testing.T) {
	for _, c := range []struct {
		x, y, z int
		derivs  bool
		quadOps bool // quad reads instead of derivatives (SM 6.6 lays them out alike)
	}{
		{2, 2, 1, true, false}, {8, 8, 1, true, false}, {6, 10, 3, true, false}, {32, 2, 1, true, false}, {2, 32, 4, true, false}, {4, 6, 2, true, false},
		{8, 8, 1, false, false}, {64, 1, 1, true, false},
		{8, 8, 1, true, true}, {6, 10, 3, true, true}, {64, 1, 1, true, true},
	} {
		n := c.x * c.y * c.z
		body := "Flag[gi] = 7;"
		if c.derivs {
			body = `float fx = gt.x, fy = gt.y;
    uint ok = all(id == g * uint3(NX, NY, NZ) + gt) && gi == gt.x + NX * (gt.y + NY * gt.z) ? 1 : 0;
    if (NY > 1) {
        ok &= ddx(fx) == 1 && ddy(fy) == 1 && ddx(fy) == 0 && ddy(fx) == 0 ? 1 : 0;
        ok &= ddx_fine(fx) == 1 && ddy_fine(fy) == 1 && ddx_fine(fy) == 0 && ddy_fine(fx) == 0 ? 1 : 0;
    } else {
        ok &= ddx(fx) == 1 && ddy(fx) == 2 ? 1 : 0;
    }
    Flag[gi] = ok;`
		}
		if c.quadOps {
			body = `uint ok = all(id == g * uint3(NX, NY, NZ) + gt) && gi == gt.x + NX * (gt.y + NY * gt.z) ? 1 : 0;
    if (NY > 1) {
        ok &= all(QuadReadAcrossX(gt) == uint3(gt.x ^ 1, gt.y, gt.z)) && all(QuadReadAcrossY(gt) == uint3(gt.x, gt.y ^ 1, gt.z)) ? 1 : 0;
        ok &= all(QuadReadAcrossDiagonal(gt) == uint3(gt.x ^ 1, gt.y ^ 1, gt.z)) && QuadReadLaneAt(gt.x, 2) == (gt.x & ~1u) ? 1 : 0;
        ok &= QuadAll(QuadReadLaneAt(gt.y, 3) == (gt.y | 1)) ? 1 : 0;
    } else {
        ok &= QuadReadAcrossX(gi) == (gi ^ 1) && QuadReadAcrossY(gi) == (gi ^ 2) ? 1 : 0;
    }
    Flag[gi] = ok;`
		}
		src := fmt.Sprintf(`RWStructuredBuffer<uint> Flag : register(u0);
RWStructuredBuffer<uint> Lin : register(u1);
#define NX %d
#define NY %d
#define NZ %d
[numthreads(NX, NY, NZ)]
void main(uint3 id : SV_DispatchThreadID, uint3 gt : SV_GroupThreadID, uint gi : SV_GroupIndex, uint3 g : SV_GroupID)
{
    %s
    Lin[WaveGetLaneIndex() + 64 * (gi / 64)] = gi;
}
`, c.x, c.y, c.z, body)
		profile := "cs_6_6"
		if c.quadOps {
			profile = "cs_6_7" // QuadAll
		}
		name := fmt.Sprintf("quads_%dx%dx%d_%v_%v.hlsl", c.x, c.y, c.z, c.derivs, c.quadOps)
		m, err := compileSource(t, name, []byte("// RUN-FLAGS: -T "+profile+"\n"+src), Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := runModule(t, m, map[string]any{"dispatch": []int{2, 1, 1}, "resources": map[string]any{
			"Flag": map[string]any{"zero": 4 * n}, "Lin": map[string]any{"zero": 4 * n}}})
		flag, lin := r.Words("Flag"), r.Words("Lin")
		linear := true
		for i := 0; i < n; i++ {
			if c.derivs && flag[i] != 1 {
				t.Errorf("%s: thread with SV_GroupIndex %d: ids, derivatives or quad reads wrong (flag %d)", name, i, flag[i])
				break
			}
			if !c.derivs && flag[i] != 7 {
				t.Errorf("%s: SV_GroupIndex %d never seen", name, i)
			}
			linear = linear && lin[i] == uint32(i)
		}
		// (with X = 2 the blocks are the linear order)
		if want := !c.derivs || c.y == 1 || c.x == 2; linear != want {
			t.Errorf("%s: lanes hold SV_GroupIndex in linear order: %v, want %v", name, linear, want)
		}
	}
}
