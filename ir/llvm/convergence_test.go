package llvm

import (
	"strings"
	"testing"

	"hlslc/ir"
)

func TestLoopExitConvergent(t *testing.T) {
	// a loop whose lanes leave in iteration gi % 4; HIT is the leaving path's
	// block and ends with EXIT; BODY is the loop body before the if
	const loop = `raw @Out rw
kernel @main numthreads(64, 1, 1) {
^entry:
  %gi: i32 = id.index
  %m: i32 = and %gi, i32 3
  br ^loop
^loop:
  %k: i32 = phi [i32 0, ^entry], [%k1, ^cont]
  loop ^body, merge ^end, continue ^cont
^body:
  %c: i1 = icmp eq %k, %m
BODY
  if %c, ^hit, ^next, merge ^next
^hit:
HIT
  EXIT
^next:
  br ^cont
^cont:
  %k1: i32 = add %k, i32 1
  %d: i1 = icmp ult %k1, i32 8
  condbr %d, ^loop, ^end
^end:
  ret
}
`
	for _, c := range []struct {
		name, body, hit, exit string
		want                  []string
	}{
		{"wave op before a break", "", "  %b: i64 = wave.ballot %c\n  store @Out[%gi], %b, align 8", "br ^end", []string{"wave.ballot"}},
		{"wave op before a return", "", "  %f: i1 = wave.isfirst", "ret", []string{"wave.isfirst"}},
		{"wave op in the body (a waterfall loop)", "  %r: i32 = wave.readfirst %m", "  store @Out[%gi], %r, align 4", "br ^end", nil},
		{"no wave op", "", "  store @Out[%gi], %k, align 4", "br ^end", nil},
	} {
		src := strings.NewReplacer("BODY", c.body, "HIT", c.hit, "EXIT", c.exit).Replace(loop)
		m, err := ir.Parse(src)
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.name, err, src)
		}
		var got []string
		for _, v := range LoopExitConvergent(m.Funcs[0]) {
			got = append(got, v.Op.String())
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
