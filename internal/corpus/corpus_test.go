package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const header = "id\tpath\tentry\tdefines\tinclude_dirs\trepo\tpath_in_repo\tcommit\tlicence\n"

func writeManifest(t *testing.T, body string) string {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "MANIFEST.tsv"), []byte(body), 0o644))
	return dir
}

func TestReadRow(t *testing.T) {
	dir := writeManifest(t, header+
		"a__f.hlsl__main\tsrc/f.hlsl\tmain\tW=64 FAST\tinc;inc/with space\tr/x\tf.hlsl\tabc\tMIT\n\n")
	es, err := Read(dir)
	require.NoError(t, err)
	require.Len(t, es, 1)
	e := es[0]
	assert.Equal(t, "a__f.hlsl__main", e.ID)
	assert.Equal(t, filepath.Join(dir, "src", "f.hlsl"), e.Path)
	assert.Equal(t, []string{"W=64", "FAST"}, e.Defines)
	assert.Equal(t, []string{filepath.Join(dir, "inc"), filepath.Join(dir, "inc", "with space")}, e.IncludeDirs)
	assert.Equal(t, []string{"-E", "main", "-D", "W=64", "-D", "FAST", "-I", filepath.Join(dir, "inc"), "-I", filepath.Join(dir, "inc", "with space")}, e.Args())
	assert.Equal(t, "MIT", e.Licence)
}

func TestReadErrors(t *testing.T) {
	for name, tc := range map[string]struct{ body, want string }{
		"header":    {"id\tpath\n", "MANIFEST.tsv:1: unexpected header"},
		"columns":   {header + "a\tb\tc\n", "MANIFEST.tsv:2: 3 columns, want 9"},
		"empty":     {"", "empty manifest"},
		"no entry":  {header + "a\tf.hlsl\t\t\t\t\t\t\t\n", "MANIFEST.tsv:2: empty id, path or entry"},
		"duplicate": {header + "a\tf.hlsl\tm\t\t\t\t\t\t\n" + "a\tg.hlsl\tm\t\t\t\t\t\t\n", `MANIFEST.tsv:3: id "a" appears twice`},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Read(writeManifest(t, tc.body))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	_, err := Read(t.TempDir())
	assert.Error(t, err, "a folder without a manifest")
}

// TestReadManifestAnyName reads a manifest under another name, from a
// relative path: its rows resolve against the manifest's own folder.
func TestReadManifestAnyName(t *testing.T) {
	dir := t.TempDir()
	sub := filepath.Join(dir, "harvest")
	require.NoError(t, os.MkdirAll(sub, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(sub, "MANIFEST_X.tsv"),
		[]byte(header+"x__g.hlsl__cs\tsrc/g.hlsl\tcs\t\tinc\tr/y\tg.hlsl\t-\tMIT\n"), 0o644))
	t.Chdir(dir)
	es, err := ReadManifest(filepath.Join("harvest", "MANIFEST_X.tsv"))
	require.NoError(t, err)
	require.Len(t, es, 1)
	assert.Equal(t, filepath.Join(sub, "src", "g.hlsl"), es[0].Path)
	assert.Equal(t, []string{filepath.Join(sub, "inc")}, es[0].IncludeDirs)
	_, err = ReadManifest(filepath.Join("harvest", "missing.tsv"))
	assert.Error(t, err)
}

func TestDirFromEnv(t *testing.T) {
	dir := writeManifest(t, header)
	t.Setenv(EnvDir, dir)
	d, ok := Dir()
	assert.True(t, ok)
	assert.Equal(t, dir, d)
	t.Setenv(EnvDir, filepath.Join(dir, "missing"))
	_, ok = Dir()
	assert.False(t, ok)
}

// TestSharedCorpus reads the real manifest when it is there: every row's
// shader and include directories exist.
func TestSharedCorpus(t *testing.T) {
	es := ForTest(t)
	require.NotEmpty(t, es)
	for _, e := range es {
		_, err := os.Stat(e.Path)
		assert.NoError(t, err, e.ID)
		for _, d := range e.IncludeDirs {
			st, err := os.Stat(d)
			if assert.NoError(t, err, e.ID) {
				assert.True(t, st.IsDir(), "%s: %s", e.ID, d)
			}
		}
		assert.True(t, strings.Contains(e.ID, "__"), e.ID)
	}
}
