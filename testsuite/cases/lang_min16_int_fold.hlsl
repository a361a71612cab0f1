// min16int/min16uint constants fold as the 16-bit integers the lowering
// computes (and DXC's DXIL types them, i16): a folded shift and the same
// shift computed at run time agree, amounts use their low 4 bits, values
// wrap at 16 bits. Out[2k] is folded, Out[2k+1] computed from In.
// LAVAPIPE-SKIP: glslang treats min16 ints as 32-bit ints: lavapipe gives (min16uint)1 << 17 as 131072, where DXC's i16 (and hlslc) give 2
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [1, 17, 32768, 18, 65535, 1, 70000, 0]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [2, 2, 8192, 8192, 4294959104, 4294959104, 0, 0, 4464, 4464, 32767, 32767, 0, 0, 0, 0]}}
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
    Out[6] = (min16uint)65535 + (min16uint)1;
    Out[7] = (min16uint)In[4] + (min16uint)In[5];
    Out[8] = (min16uint)70000;
    Out[9] = (min16uint)In[6];
    Out[10] = (min16uint)-1 / (min16uint)2;
    Out[11] = (min16uint)(In[7] - 1) / (min16uint)2;
}
