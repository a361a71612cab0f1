// Binary integer literals (0b/0B, with the u, l, ll suffixes), as DXC's
// clang accepts them (AMD's FidelityFX shadow denoiser defines its tile
// flags as 0b01u and 0b10u), in expressions, in #if and as array sizes.
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [5, 6, 7, 8]},
// RUN-SPEC:   "Out": {"zero": 64}}}
// EXPECT: {"Out": {"u32": [1, 2, 11, 3, 4294967295, 3, 2, 5, 1, 0, 0, 0, 0, 0, 0, 0]}}
#define TILE_META_DATA_CLEAR_MASK 0b01u
#define TILE_META_DATA_LIGHT_MASK 0b10u
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

#if 0b11 == 3
static const uint Three = 0b0011;
#endif
groupshared uint Scratch[0b100];

[numthreads(1, 1, 1)]
void main()
{
    Out[0] = TILE_META_DATA_CLEAR_MASK;
    Out[1] = TILE_META_DATA_LIGHT_MASK;
    Out[2] = 0B1011;
    Out[3] = Three;
    Out[4] = (uint)-0b1;
    Out[5] = (uint)(0b110000000000000000000000000000000ull >> 31);
    Scratch[In[0] & 0b11] = 2;
    Out[6] = Scratch[1];
    Out[7] = In[0] & 0b0111l;
    Out[8] = (In[1] & TILE_META_DATA_LIGHT_MASK) != 0;
}
