// A dynamically indexed local array lives in scratch (private memory).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {"In": {"u32": [637, 261, 759, 367, 814, 707, 965, 861, 757, 667, 944, 542, 29, 860, 476, 794, 965, 255, 664, 53, 922, 160, 115, 380, 480, 889, 252, 389, 556, 104, 587, 255, 13, 748, 221, 417, 286, 186, 938, 888, 784, 398, 163, 780, 816, 73, 142, 632, 632, 455, 129, 135, 1, 995, 892, 5, 214, 792, 220, 983, 169, 893, 170, 296]}, "Out": {"zero": 512}}}
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
[numthreads(64,1,1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint a[8];
  for (uint i = 0; i < 8; i++) a[i] = In[(id.x + i) & 63] * i;
  Out[id.x] = a[In[id.x] & 7] + a[(In[id.x] >> 3) & 7];
}
