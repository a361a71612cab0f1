// Member functions called on a groupshared object work on that memory, as
// C++'s this and DXC's do (GDeflate's groupshared struct Scratch { ...
// void clear(uint tid); uint get4b(uint i); } g_buf): each thread's store
// through a method is seen by the others after a barrier. The object was
// copied into private memory and the whole copy written back after the
// call, so every thread overwrote the others' stores (wrong results, and
// GDeflate took 256 VGPRs and 21 KB of scratch per lane).
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"O": {"zero": 256}}}
// EXPECT: {"O": {"u32": [9102101, 9103102, 9104103, 9105104, 9106105, 9107106, 9108107, 9109108, 9110109, 9111110, 9112111, 9113112, 9114113, 9115114, 9116115, 9117116, 9118117, 9119118, 9120119, 9121120, 9122121, 9123122, 9124123, 9125124, 9126125, 9127126, 9128127, 9129128, 9130129, 9131130, 9132131, 9133132, 9134133, 9135134, 9136135, 9137136, 9138137, 9139138, 9140139, 9141140, 9142141, 9143142, 9144143, 9145144, 9146145, 9147146, 9148147, 9149148, 9150149, 9151150, 9152151, 9153152, 9154153, 9155154, 9156155, 9157156, 9158157, 9159158, 9160159, 9161160, 9162161, 9163162, 9164163, 9101164]}}
RWStructuredBuffer<uint> O : register(u0);

struct Table
{
    uint data[64];
    void set(uint i, uint v) { data[i] = v; }
    uint get(uint i) { return data[i]; }
    void bump(uint i) { set(i, get(i) + 100); }
};

groupshared Table g_table;
groupshared Table g_pair[2];

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex)
{
    g_pair[i & 1].set(i, 7);
    g_pair[(i + 1) & 1].set(i, 9);
    g_table.set(i, i + 1);
    GroupMemoryBarrierWithGroupSync();
    g_table.bump(63 - i);
    GroupMemoryBarrierWithGroupSync();
    O[i] = g_table.get(i) + g_table.get((i + 1) & 63) * 1000 + g_pair[(i + 1) & 1].get(i) * 1000000;
}
