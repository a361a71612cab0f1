#!/usr/bin/env bash
# Long fuzzing campaigns (issue 19; not CI — CI runs each target 15 s): every
# parser's Go fuzz target for LIMIT (go test -fuzztime: a count of executions
# such as 1000000x, the default, or a duration such as 10m), one target at a
# time, with one worker at the lowest CPU priority, so that the machine stays
# usable.
#
#   scripts/fuzz-campaign.sh [LIMIT] [TARGET...]      TARGET: pkg:FuzzName
#   scripts/fuzz-campaign.sh 1000000x                 every parser, 10^6 each
#   scripts/fuzz-campaign.sh 60s ./ir:FuzzParse       one target, one minute
#
# The differential fuzzer (testsuite/fuzz, random programs run on the
# executor and the interpreter) has its own command:
#   go run ./testsuite/fuzz/cmd/hlslc-fuzz -h
#
# Logs go to $FUZZLOG (default /tmp/hlslc-fuzz-campaign): one file per target,
# whose last "execs:" line is the count reached. A failing input is written to
# the package's testdata/fuzz/FuzzName/ (a regression test from then on: go
# test runs it) and the script goes on with the next target.
set -u
limit="${1:-1000000x}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=(
    ./frontend:FuzzFrontend          # HLSL: preprocessor, parser, checker
    ./frontend:FuzzPreprocess        # the preprocessor alone
    ./backend/gfx9:FuzzAssemble      # assembly files
    ./backend/gfx9:FuzzParseInstr    # one instruction's text
    ./backend/gfx9:FuzzDecode        # machine code
    ./backend/gfx9/codeobj:FuzzRead  # code objects (ELF)
    ./backend/exec:FuzzLoad          # code objects, loaded and run
    ./ir:FuzzParse                   # IR text
    ./ir/runspec:FuzzParseBind       # run specs of HLSL kernels
    ./backend/exec:FuzzSpec          # run specs of code objects (run --obj)
  )
fi
log="${FUZZLOG:-/tmp/hlslc-fuzz-campaign}"
mkdir -p "$log"
status=0
for t in "${targets[@]}"; do
  pkg="${t%%:*}" name="${t##*:}"
  out="$log/${name}.log"
  echo "$(date -u +%FT%TZ) $name ($pkg): $limit -> $out"
  if ! nice -n 19 go test -run='^$' -fuzz="^${name}\$" -fuzztime="$limit" -fuzzminimizetime=10x -timeout=0 -parallel=1 "$pkg" >"$out" 2>&1; then
    status=1
    echo "  FAILED:"; grep -v '^fuzz: elapsed' "$out" | tail -8 | sed 's/^/  /'
  fi
  grep '^fuzz: elapsed' "$out" | tail -1 | sed 's/^/  /'
done
exit $status
