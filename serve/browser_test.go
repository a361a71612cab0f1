package serve

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"hlslc/internal/tooltest"
)

// TestBrowser drives the playground in a real headless Chromium (Debian's
// chromium, which scripts/test.sh installs): the page loads and compiles
// its example, an edit recompiles, a click on a source line highlights its
// ISA lines and a click on an ISA line highlights its source line, the
// pressure plot has its bars and occupancy thresholds, the diff compares
// two flag sets, and Run prints the outputs.
func TestBrowser(t *testing.T) {
	chromium := tooltest.Need(t, "chromium")
	ts := newServer(t, Options{})
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1400, 900),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelA()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancelT := context.WithTimeout(ctx, 90*time.Second)
	defer cancelT()

	do := func(steps ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		require.NoError(t, chromedp.Do(ctx, steps...))
	}
	count := func(sel string) int {
		t.Helper()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll(`+jsString(sel)+`).length`))
		require.NoError(t, err)
		return n
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.TextContent(sel))
		require.NoError(t, err)
		return s
	}
	js := func(expr string) {
		t.Helper()
		_, err := chromedp.Run(ctx, chromedp.Evaluate[any](expr+"; null"))
		require.NoError(t, err)
	}

	// load: the example compiles
	do(chromedp.Navigate(ts.URL+"/"), chromedp.WaitVisible(`body[data-compiled="ok"]`))
	assert.Greater(t, count("#isa .isa-line.src"), 10, "ISA lines with a source line")

	// edit: a sqrt appears in the ISA after recompiling
	src, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hlslcEditor.get()`))
	require.NoError(t, err)
	edited := strings.Replace(src, "Sum[gi] = In[id.x] * scale;", "Sum[gi] = sqrt(In[id.x]) * scale;", 1)
	require.NotEqual(t, src, edited)
	js(`document.body.dataset.compiled = ""; window.hlslcEditor.set(` + jsString(edited) + `)`)
	do(chromedp.Click(`#compile`), chromedp.WaitVisible(`body[data-compiled="ok"]`))
	assert.Contains(t, text("#isa"), "v_sqrt_f32")

	// click source line 9 (the sqrt): its ISA lines light up, all from line 9
	do(chromedp.Click(`.cm-content .cm-line:nth-child(9)`), chromedp.Sleep(200*time.Millisecond))
	hl := count("#isa .isa-line.hl")
	assert.Positive(t, hl, "ISA lines highlighted for source line 9")
	assert.Equal(t, hl, count(`#isa .isa-line.hl[data-src="9"]`))
	sqrtHL, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`[...document.querySelectorAll("#isa .isa-line.hl")].some(e => e.textContent.includes("v_sqrt_f32"))`))
	require.NoError(t, err)
	assert.True(t, sqrtHL, "the sqrt is among them")

	// click an ISA line from source line 12: the editor highlights line 12
	do(chromedp.Click(`#isa .isa-line[data-src="12"]`), chromedp.Sleep(200*time.Millisecond))
	assert.Contains(t, text(".cm-content .cm-hl"), "if (gi < s)")

	// the pressure plot: a bar per instruction of the report's code, its
	// peak the report's VGPR count, and the occupancy thresholds
	do(chromedp.Click(`nav button[data-tab="pressure"]`))
	report := text("#report")
	var vgprs, total int
	_, err = fmt.Sscanf(report[strings.Index(report, "VGPRs"):], "VGPRs %d used", &vgprs)
	require.NoError(t, err, report)
	_, err = fmt.Sscanf(report[strings.Index(report, "instructions:"):], "instructions: %d", &total)
	require.NoError(t, err, report)
	assert.Equal(t, total, count("#plot-vgpr rect.bar"))
	assert.Equal(t, total, count("#plot-sgpr rect.bar"))
	assert.Contains(t, text("#plot-vgpr svg"), fmt.Sprintf("VGPRs: peak %d over %d instructions", vgprs, total))
	assert.Positive(t, count("#plot-vgpr line.threshold"))

	// the diff of two flag sets
	do(chromedp.Click(`nav button[data-tab="diff"]`), chromedp.Click(`#diff-run`), chromedp.WaitVisible(`#diff .diff-add`))
	assert.Contains(t, text("#diff-summary"), "VGPRs")

	// run on the executor, then on the interpreter: the same output
	do(chromedp.Click(`nav button[data-tab="run"]`), chromedp.Click(`#run`), chromedp.WaitVisible(`body[data-ran="ok"]`))
	out, findings := text("#output"), text("#findings")
	assert.Contains(t, text("#timing"), "cycles")
	js(`document.body.dataset.ran = ""; document.getElementById("engine").value = "interp"`)
	do(chromedp.Click(`#run`), chromedp.WaitVisible(`body[data-ran="ok"]`))
	assert.Contains(t, out, `"Out"`)
	assert.Contains(t, findings, "none")
	assert.Equal(t, out, text("#output"), "executor and interpreter")

	if dir := os.Getenv("HLSLC_SCREENSHOT_DIR"); dir != "" {
		do(chromedp.Click(`nav button[data-tab="isa"]`), chromedp.Click(`.cm-content .cm-line:nth-child(9)`))
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
		require.NoError(t, err)
		os.WriteFile(dir+"/serve.png", png, 0o644)
	}
}

func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "`", "\\`", "$", `\$`)
	return "`" + r.Replace(s) + "`"
}
