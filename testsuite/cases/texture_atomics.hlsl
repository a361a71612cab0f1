// Typed UAV atomics: a 2D histogram in an RWTexture2D<uint> (image_atomic_add
// without a return), InterlockedMin/Max on an RWBuffer<int> with the original
// value used (glc) where each lane owns its element (so the result does not
// depend on the order of lanes), and an atomic past the end (no effect, 0).
// CHECK-LABEL: main:
// CHECK: image_atomic_add v{{[0-9]+}}, v[{{[0-9]+}}:{{[0-9]+}}], s[{{[0-9]+}}:{{[0-9]+}}] dmask:0x1 unorm
// CHECK-NOT: image_atomic_add {{.*}} glc
// CHECK: buffer_atomic_swap v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+}}:{{[0-9]+}}], 0 idxen glc
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "In": {"u32": [3, 17, 42, 8, 99, 23, 5, 61, 77, 12, 30, 45, 2, 88, 54, 19, 66, 7, 91, 36, 28, 50, 13, 70, 84, 1, 39, 58, 25, 95, 47, 10]},
// RUN-SPEC:   "Hist": {"zero": 64, "dims": [4, 4]},
// RUN-SPEC:   "Lows": {"i32": [100, 100, 100, 100, -5, -5, -5, -5]},
// RUN-SPEC:   "Seen": {"zero": 512},
// RUN-SPEC:   "Own": {"u32": [1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78, 85, 92, 99, 106, 113, 120, 127, 134, 141, 148, 155, 162, 169, 176, 183, 190, 197, 204, 211, 218, 225, 232, 239, 246, 253, 260, 267, 274, 281, 288, 295, 302, 309, 316, 323, 330, 337, 344, 351, 358, 365, 372, 379, 386, 393, 400, 407, 414, 421, 428, 435, 442, 449, 456, 463, 470, 477, 484, 491, 498, 505, 512, 519, 526, 533, 540, 547, 554, 561, 568, 575, 582, 589, 596, 603, 610, 617, 624, 631, 638, 645, 652, 659, 666, 673, 680, 687, 694, 701, 708, 715, 722, 729, 736, 743, 750, 757, 764, 771, 778, 785, 792, 799, 806, 813, 820, 827, 834, 841, 848, 855, 862, 869, 876, 883, 890]}}}
StructuredBuffer<uint> In : register(t0);
RWTexture2D<uint> Hist : register(u0);
RWBuffer<int> Lows : register(u1);
RWStructuredBuffer<int> Seen : register(u2);
RWBuffer<uint> Own : register(u3);

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    uint v = In[id.x % 32] + id.x;
    InterlockedAdd(Hist[uint2(v & 3, (v >> 2) & 3)], 1);
    InterlockedMin(Lows[v & 3], (int)(v % 50) - 20);
    InterlockedMax(Lows[(v & 3) + 4], (int)(v % 13));
    uint before;                                        // one element per lane:
    InterlockedExchange(Own[id.x], v, before);          // the old value is the initial one
    int gone;
    InterlockedExchange(Lows[8 + (v & 1)], 5, gone);    // past the end: 0, no effect
    Seen[id.x] = (int)before * 1000 + gone;
}
