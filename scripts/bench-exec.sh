#!/bin/sh
# Executor throughput of this tree against a baseline commit, measured in
# the same run (issue 18): the baseline's source is extracted with
# `git archive` into a temporary directory, this tree's CPU-time benchmark
# harness (backend/exec/bench_cpu_test.go, which uses only the baseline's
# API) is copied into it, both test binaries are built, and the benchmarks
# run in alternation COUNT times; the medians and their ratio are printed.
# The metric is wave instructions per second of process CPU time, which a
# loaded machine disturbs far less than wall time.
#
#   scripts/bench-exec.sh                      # BASE=025a166 (issue 18's start)
#   BASE=<commit> BENCH='CPUALU$' COUNT=9 scripts/bench-exec.sh
set -e
base=${BASE:-025a166}
count=${COUNT:-5}
bench=${BENCH:-'CPUALU$|CPULDS$'}
root=$(git rev-parse --show-toplevel)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$root" archive "$base" | tar -x -C "$tmp"
cp "$root/backend/exec/bench_cpu_test.go" "$tmp/backend/exec/"
(cd "$root" && go test -c -o "$tmp/new.test" ./backend/exec)
(cd "$tmp" && go test -c -o "$tmp/old.test" ./backend/exec)
for i in $(seq "$count"); do
	(cd "$root/backend/exec" && "$tmp/new.test" -test.run '^$' -test.bench "$bench" -test.benchtime 1s) | grep '^Benchmark' | sed 's/^/new /'
	(cd "$tmp/backend/exec" && "$tmp/old.test" -test.run '^$' -test.bench "$bench" -test.benchtime 1s) | grep '^Benchmark' | sed 's/^/old /'
done | awk '
{
	side = $1; name = $2
	for (i = 3; i < NF; i++) if ($(i+1) == "Mwaveinst/cpu-s") v = $i
	key = name; vals[side, key] = vals[side, key] " " v; names[key] = 1
}
function median(s,   a, n, i, j, t) {
	n = split(s, a, " ")
	for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] + 0 < a[i] + 0) { t = a[i]; a[i] = a[j]; a[j] = t }
	return a[int((n + 1) / 2)]
}
END {
	printf "%-22s %12s %12s %8s   (Mwaveinst/s, median of runs)\n", "benchmark", "baseline", "this tree", "ratio"
	for (k in names) {
		o = median(vals["old", k]); n = median(vals["new", k])
		printf "%-22s %12.2f %12.2f %7.2fx\n", k, o, n, n / o
	}
}'
