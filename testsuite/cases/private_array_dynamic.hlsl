// A private array indexed by per-lane values (it cannot live in registers
// with static indices): filled in a loop, permuted with dynamic indices,
// and read back; a small array indexed by a uniform value. The large one,
// of 80 elements, is beyond what the back end tries in registers
// (passes.SelectIndex takes up to 64), so scratch memory holds it; b[4]
// stays in registers, its elements chosen by selects
// (private_array_registers has both arrays in registers).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"P": {"k": 5},
// RUN-SPEC:   "Out": {"zero": 1024}}}
// The large dynamically indexed array lives in scratch memory.
// CHECK-LABEL: main:
// CHECK: buffer_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen
// CHECK: buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen
// REPORT: scratch >= 64
cbuffer P : register(b0) { uint k; };
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint a[80];
    uint b[4] = { 3, 1, 4, 1 };
    for (uint i = 0; i < 80; i++)
        a[i] = i * id.x + 1;
    for (uint j = 0; j < 80; j++) {
        uint t = a[(j * 7 + id.x) % 80];
        a[(j * 7 + id.x) % 80] = a[j];
        a[j] = t;
    }
    b[k & 3] += id.x;
    uint s = 0;
    for (uint m = 0; m < 80; m++)
        s = s * 31 + a[m];
    Out[id.x * 4] = s;
    Out[id.x * 4 + 1] = a[id.x % 80];
    Out[id.x * 4 + 2] = b[id.x & 3];
    Out[id.x * 4 + 3] = a[79 - (id.x % 80)] ^ b[k & 3];
}
