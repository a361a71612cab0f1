package backend

import "testing"

// TestScheduleVGPRTarget: the pressure the scheduler may reach, one row
// per rule of KernelOccupancy.vgprTarget.
func TestScheduleVGPRTarget(t *testing.T) {
	for _, c := range []struct {
		name string
		occ  KernelOccupancy
		p    int
		want int
	}{
		{"10 waves: up to 24 VGPRs less the allocator's slack", KernelOccupancy{GroupSize: 64}, 10, 22},
		{"5 waves (41..48 VGPRs): up to 48 less the slack", KernelOccupancy{GroupSize: 64}, 45, 46},
		{"the next wave (36 VGPRs) in reach: no growth", KernelOccupancy{GroupSize: 64}, 35, 35},
		{"LDS holds the kernel to 2 waves: up to 128 VGPRs less the slack", KernelOccupancy{GroupSize: 256, LDSBytes: 32768}, 10, 126},
		{"two workgroups of 1024 threads (8 waves) fit up to 32 VGPRs: 32 less the slack", KernelOccupancy{GroupSize: 1024}, 10, 30},
		{"over the register file: as it is", KernelOccupancy{GroupSize: 64}, 300, 300},
	} {
		if got := c.occ.vgprTarget(c.p); got != c.want {
			t.Errorf("%s: vgprTarget(%d) = %d, want %d", c.name, c.p, got, c.want)
		}
	}
}
