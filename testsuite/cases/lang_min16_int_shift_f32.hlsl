// The same shifts with min precision computed in 32 bits (-min16-f32): shift
// amounts still use their low 4 bits (a min16 int is a 16-bit integer to the
// language); only overflow may differ from the folded value, which min
// precision allows, so this case keeps to shifts.
// LAVAPIPE-SKIP: glslang treats min16 ints as 32-bit ints: lavapipe gives (min16uint)1 << 17 as 131072, where DXC's i16 (and hlslc) give 2
// RUN-FLAGS: -min16-f32
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [1, 17, 32768, 18, 65535, 1, 70000, 0]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [2, 2, 8192, 8192, 4294959104, 4294959104, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = (min16uint)1 << 17;
    Out[1] = (min16uint)In[0] << (min16uint)In[1];
    Out[2] = (uint)((min16uint)0x8000 >> 18);
    Out[3] = (uint)((min16uint)In[2] >> (min16uint)In[3]);
    Out[4] = (int)((min16int)-32768 >> 18);
    Out[5] = (int)(-(min16int)In[2] >> (min16int)In[3]);
}
