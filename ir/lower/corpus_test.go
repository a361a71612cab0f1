package lower

import (
	"path/filepath"
	"strings"
	"testing"

	"hlslc/ir"
)

// unsupportedCorpus lists the frontend corpus shaders that use something
// the IR cannot express yet, with the diagnostic each must give.
var unsupportedCorpus = map[string]string{
	// textures: the IR has no image memory
	"intrinsics_atomics.hlsl":   "4:19: error: RWTexture2D resources ('Img') are not supported yet",
	"resource_methods.hlsl":     "3:20: error: RWTexture2D resources ('Img') are not supported yet",
	"seed_legacy_untyped.hlsl":  "3:13: error: RWTexture2D resources ('Result') are not supported yet",
	"seed_min16_texture.hlsl":   "3:24: error: Texture2D resources ('tex') are not supported yet",
	"seed_reduce1024x2.hlsl":    "3:20: error: RWTexture2D resources ('Result') are not supported yet",
	"seed_reduce16.hlsl":        "3:20: error: RWTexture2D resources ('Result') are not supported yet",
	"seed_reduce2.hlsl":         "3:20: error: RWTexture2D resources ('Result') are not supported yet",
	"seed_reduce256.hlsl":       "3:20: error: RWTexture2D resources ('Result') are not supported yet",
	"seed_reduce4.hlsl":         "3:20: error: RWTexture2D resources ('Result') are not supported yet",
	"resource_methods_sm6.hlsl": "6:19: error: Texture2D resources ('Tex') are not supported yet",
	// wave intrinsics the lowering does not have yet
	"intrinsics_sm6.hlsl": "7:18: error: intrinsic 'WaveMatch' is not supported by the lowering yet",
	// typed buffers: the IR has no format-converting buffer memory
	"resources_all.hlsl": "5:16: error: Buffer resources ('E') are not supported yet",
	// the IR's structured buffers need strides that are multiples of 4
	"types_16bit.hlsl": "2:31: error: structured buffer 'Out' has a 2-byte element",
}

// TestCorpus lowers every frontend corpus shader: each verifies, or gives
// the expected located diagnostic.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("../../frontend/testdata/corpus/*.hlsl")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus files: %v", err)
	}
	lowered := 0
	for _, f := range files {
		name := filepath.Base(f)
		m, err := compileFile(t, f, Options{})
		want, unsupported := unsupportedCorpus[name]
		switch {
		case err != nil && !unsupported:
			t.Errorf("%s: %v", name, err)
		case err != nil:
			if !strings.Contains(err.Error(), want) {
				t.Errorf("%s: diagnostic\n%v\ndoes not contain %q", name, err, want)
			}
		case unsupported:
			t.Errorf("%s: lowered, but is listed as unsupported (%q)", name, want)
		default:
			if verr := ir.Verify(m); verr != nil {
				t.Errorf("%s: %v", name, verr)
			}
			if _, perr := ir.Parse(m.String()); perr != nil {
				t.Errorf("%s: printed IR does not parse back: %v", name, perr)
			}
			lowered++
		}
	}
	t.Logf("%d of %d corpus shaders lowered and verified", lowered, len(files))
}
