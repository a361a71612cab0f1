#!/usr/bin/env bash
# Compile cost of hlslc at a base revision against the working tree, in
# instructions (valgrind's callgrind: deterministic enough to compare on a
# loaded machine, unlike wall time), per test-suite case and in total.
#
#   scripts/compile-instructions.sh BASE_REV [CASE.hlsl ...]
#
# Default cases: every 7th file of testsuite/cases that exists at BASE_REV
# (the suite as it was, so that both builds compile the same sources).
# Both binaries run single-threaded with asynchronous preemption off;
# the Go collector's timing still varies a run by a few percent.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${1:?usage: $0 BASE_REV [CASE.hlsl ...]}
shift
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'git worktree remove --force "$tmp/base" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
git worktree add --detach -q "$tmp/base" "$base"
(cd "$tmp/base" && go build -o "$tmp/hlslc-base" ./cmd/hlslc)
go build -o "$tmp/hlslc-head" ./cmd/hlslc
cases=("$@")
if [ ${#cases[@]} -eq 0 ]; then
	mapfile -t cases < <(ls "$tmp"/base/testsuite/cases/*.hlsl | awk 'NR % 7 == 1')
fi
count() { # binary case -> instructions ("-" when the compile fails)
	local flags out
	flags=$(sed -n 's#^// RUN-FLAGS:##p' "$2" | tr '\n' ' ')
	# shellcheck disable=SC2086
	if ! out=$(GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		--error-exitcode=99 "$1" "$2" $flags -o /dev/null 2>&1); then
		echo -
		return
	fi
	echo "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
printf '%-44s %14s %14s %7s\n' case base head head/base
tb=0 th=0
for c in "${cases[@]}"; do
	b=$(count "$tmp/hlslc-base" "$c")
	h=$(count "$tmp/hlslc-head" "$c")
	if [ "$b" = - ] || [ "$h" = - ]; then
		printf '%-44s %14s %14s %7s\n' "$(basename "$c")" "$b" "$h" -
		continue
	fi
	tb=$((tb + b)) th=$((th + h))
	printf '%-44s %14d %14d %7.3f\n' "$(basename "$c")" "$b" "$h" "$(echo "$h / $b" | bc -l)"
done
[ "$tb" -gt 0 ] && printf '%-44s %14d %14d %7.3f\n' total "$tb" "$th" "$(echo "$th / $tb" | bc -l)"
