// hlslc playground: the editor, the ISA with source<->ISA highlighting both
// ways, the report, the register-pressure plot, a diff of two flag sets and
// the Run tab. Talks to POST /api/compile and /api/run.
"use strict";

const example = `// A workgroup sums 256 floats in groupshared memory.
cbuffer Params : register(b0) { float scale; };
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);
groupshared float Sum[256];

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
    Sum[gi] = In[id.x] * scale;
    GroupMemoryBarrierWithGroupSync();
    for (uint s = 128; s > 0; s >>= 1) {
        if (gi < s)
            Sum[gi] += Sum[gi + s];
        GroupMemoryBarrierWithGroupSync();
    }
    if (gi == 0)
        Out[id.x / 256] = Sum[0];
}
`;

const $ = id => document.getElementById(id);
let last = null;        // the last compile result
let isaRows = [];       // the ISA line elements

const editor = HLSLEditor.create($("editor"), example, line => highlightFromSource(line));
window.hlslcEditor = editor; // for scripting the page (the browser test)

function splitArgs(s) {
  return s.trim() === "" ? [] : s.trim().split(/\s+/);
}

async function api(path, body) {
  const resp = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  const data = await resp.json();
  if (!resp.ok) throw new Error(data.error || resp.statusText);
  return data;
}

function request(args) {
  return {source: editor.get(), entry: $("entry").value, args: splitArgs(args)};
}

async function compile() {
  $("status").textContent = "compiling…";
  try {
    const r = await api("/api/compile", request($("args").value));
    last = r;
    showDiagnostics(r);
    showISA(r);
    showReport(r);
    showPressure(r);
    $("status").textContent = r.error ? "error" : "compiled";
    document.body.dataset.compiled = r.error ? "error" : "ok";
  } catch (e) {
    $("status").textContent = e.message;
    document.body.dataset.compiled = "error";
  }
}

function showDiagnostics(r) {
  const parts = (r.diagnostics || []).map(d => d.text.trimEnd());
  if (r.error && parts.length === 0) parts.push(r.error);
  $("diagnostics").textContent = parts.join("\n");
}

function showISA(r) {
  const box = $("isa");
  box.replaceChildren();
  isaRows = [];
  const lines = r.asm ? r.asm.split("\n") : [];
  lines.forEach((text, i) => {
    const div = document.createElement("div");
    div.className = "isa-line";
    div.textContent = text === "" ? " " : text;
    const src = r.lines[i] || 0;
    div.dataset.src = src;
    if (src) div.classList.add("src");
    div.addEventListener("click", () => highlightFromISA(src));
    box.appendChild(div);
    isaRows.push(div);
  });
}

// a click on an ISA line: its source line in the editor, and every ISA
// line from that source line
function highlightFromISA(src) {
  if (!src) return;
  editor.highlight([src]);
  markISA(src, false);
}

// the cursor on a source line: the ISA lines it became
function highlightFromSource(line) {
  if (!isaRows.length) return;
  markISA(line, true);
  setTimeout(() => editor.highlight([line])); // not inside the editor's own update
}

function markISA(src, scroll) {
  let first = null;
  for (const row of isaRows) {
    const on = Number(row.dataset.src) === src;
    row.classList.toggle("hl", on);
    if (on && !first) first = row;
  }
  if (scroll && first) first.scrollIntoView({block: "center"});
}

function showReport(r) {
  if (!r.report) { $("report").textContent = r.error || ""; return; }
  const p = r.report;
  const m = p.instructions;
  $("report").textContent =
`kernel ${p.kernel} (${p.target}, workgroup ${p.workgroup_size.join("x")})
VGPRs   ${p.vgprs} used, ${p.vgprs_allocated} allocated
SGPRs   ${p.sgprs} used + ${p.sgprs_reserved} reserved, ${p.sgprs_allocated} allocated
LDS     ${p.lds_bytes} bytes (${p.lds_allocated} allocated)
scratch ${p.scratch_bytes_per_lane} bytes per lane; spills: ${p.sgpr_spills} SGPR, ${p.vgpr_spills} VGPR
occupancy: ${p.waves_per_simd} waves per SIMD of ${p.max_waves_per_simd}, limited by ${p.limited_by}
  (VGPRs allow ${p.waves_by_vgprs}, SGPRs ${p.waves_by_sgprs}, LDS ${p.waves_by_lds}, whole workgroups ${p.waves_by_workgroup})
instructions: ${m.total} (${p.code_bytes} bytes): SALU ${m.salu}, VALU ${m.valu} (packed ${m.valu_packed}), SMEM ${m.smem}, VMEM ${m.vmem} (image ${m.image}, sampling ${m.image_sample}), DS ${m.ds}, branches ${m.branches}, s_nop ${m.nops}, s_waitcnt ${m.waitcnts}`;
}

const svgNS = "http://www.w3.org/2000/svg";
function el(name, attrs, text) {
  const e = document.createElementNS(svgNS, name);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (text !== undefined) e.textContent = text;
  return e;
}

// showPressure plots the registers live across each instruction, from the
// report's code (live_vgprs, live_sgprs: one entry per instruction in
// listing order)
function showPressure(r) {
  const code = r.report ? r.report.code || [] : [];
  const counts = key => code.map(c => c[key]).filter(n => Number.isInteger(n));
  plot($("plot-vgpr"), "VGPRs", counts("live_vgprs"), (r.occupancy || []).map(t => [t.waves, t.vgprs]));
  plot($("plot-sgpr"), "SGPRs", counts("live_sgprs"), (r.occupancy || []).map(t => [t.waves, t.sgprs]));
}

// plot draws live counts per instruction as bars, with a dashed line for
// each distinct threshold (the most registers that give N waves)
function plot(box, name, vals, thresholds) {
  box.replaceChildren();
  const W = 800, H = 180, pad = 30;
  const svg = el("svg", {viewBox: `0 0 ${W} ${H}`, "data-name": name});
  const seen = new Set();
  const limits = thresholds.filter(([w, n]) => n > 0 && !seen.has(n) && seen.add(n));
  // show the peak and at least the threshold it sits under (the count
  // that still keeps the kernel's occupancy)
  const peak = Math.max(0, ...vals);
  const above = limits.map(([, n]) => n).filter(n => n >= peak);
  const top = 1.1 * Math.max(8, peak, above.length ? Math.min(...above) : 0);
  const y = v => H - pad - (H - 2 * pad) * v / top;
  const bw = (W - 2 * pad) / Math.max(vals.length, 1);
  vals.forEach((v, i) => svg.appendChild(el("rect", {x: pad + i * bw, y: y(v), width: Math.max(bw - 0.5, 0.5), height: H - pad - y(v), fill: "#5c6bc0", class: "bar"})));
  for (const [w, n] of limits) {
    if (n > top) continue;
    svg.appendChild(el("line", {x1: pad, x2: W - pad, y1: y(n), y2: y(n), stroke: "#e53935", "stroke-dasharray": "4 3", class: "threshold"}));
    svg.appendChild(el("text", {x: W - pad + 2, y: y(n) + 4, "font-size": 10}, `${w}w`));
  }
  svg.appendChild(el("text", {x: pad, y: 14, "font-size": 12}, `${name}: peak ${peak} over ${vals.length} instructions`));
  box.appendChild(svg);
}

// line diff (longest common subsequence) of two listings
function diffLines(a, b) {
  const n = a.length, m = b.length;
  const dp = Array.from({length: n + 1}, () => new Int32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--)
    dp[i][j] = a[i] === b[j] ? dp[i + 1][j + 1] + 1 : Math.max(dp[i + 1][j], dp[i][j + 1]);
  const out = [];
  let i = 0, j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { out.push([" ", a[i]]); i++; j++; }
    else if (j < m && (i === n || dp[i][j + 1] >= dp[i + 1][j])) { out.push(["+", b[j]]); j++; }
    else { out.push(["-", a[i]]); i++; }
  }
  return out;
}

async function compareFlags() {
  $("diff-summary").textContent = "compiling both…";
  try {
    const [a, b] = await Promise.all([api("/api/compile", request($("args").value)), api("/api/compile", request($("args-b").value))]);
    if (a.error || b.error) { $("diff-summary").textContent = "A: " + (a.error || "ok") + "\nB: " + (b.error || "ok"); return; }
    const ra = a.report, rb = b.report;
    const row = (k, label) => `${label.padEnd(16)} ${String(ra[k]).padStart(6)} → ${rb[k]}`;
    $("diff-summary").textContent = ["flags A → flags B", row("vgprs", "VGPRs"), row("sgprs", "SGPRs"), row("waves_per_simd", "waves per SIMD"),
      row("code_bytes", "code bytes"), `${"instructions".padEnd(16)} ${String(ra.instructions.total).padStart(6)} → ${rb.instructions.total}`].join("\n");
    const body = s => s.asm.split("\n").filter(l => l.startsWith("\t") && !l.startsWith("\t."));
    const box = $("diff");
    box.replaceChildren();
    for (const [op, text] of diffLines(body(a), body(b))) {
      const div = document.createElement("div");
      div.textContent = op + " " + text;
      if (op === "+") div.className = "diff-add";
      if (op === "-") div.className = "diff-del";
      box.appendChild(div);
    }
  } catch (e) {
    $("diff-summary").textContent = e.message;
  }
}

async function run() {
  $("output").textContent = "running…";
  $("findings").textContent = "";
  const body = request($("args").value);
  body.dispatch = $("dispatch").value;
  body.engine = $("engine").value;
  const spec = $("spec").value.trim();
  try {
    if (spec) body.spec = JSON.parse(spec);
    const r = await api("/api/run", body);
    showDiagnostics(r);
    $("findings").textContent = r.findings.length ? r.findings.join("\n") : "none: no register read before its load returned, no missing wait states, no out-of-bounds access";
    $("output").textContent = r.error ? r.error : JSON.stringify(r.output, null, 1);
    $("timing").textContent = r.timing ? `${r.timing.cycles} cycles, ${r.timing.microseconds.toFixed(2)} µs on ${r.timing.machine}\n` + JSON.stringify(r.timing, null, 1) : "not available (the interpreter has no timing model)";
    $("spec-used").textContent = r.spec ? JSON.stringify(r.spec).slice(0, 4000) : "";
    document.body.dataset.ran = r.error ? "error" : "ok";
  } catch (e) {
    $("output").textContent = e.message;
    document.body.dataset.ran = "error";
  }
}

for (const b of document.querySelectorAll("nav button")) {
  b.addEventListener("click", () => {
    for (const x of document.querySelectorAll("nav button")) x.classList.toggle("active", x === b);
    for (const t of document.querySelectorAll(".tab")) t.classList.toggle("active", t.id === "tab-" + b.dataset.tab);
  });
}
$("compile").addEventListener("click", compile);
$("diff-run").addEventListener("click", compareFlags);
$("run").addEventListener("click", run);
let timer = null;
editor.view.dom.addEventListener("keyup", () => { clearTimeout(timer); timer = setTimeout(compile, 600); });
compile();
