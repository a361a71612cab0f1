// A resource bound to an inout resource parameter: a global
// RWByteAddressBuffer (RadeonRays' UpdateGlobalAabb(aabb, g_aabb) form), an
// element of a global array of them picked by a divergent index, a by-value
// resource parameter passed on to an inout one, a local, and a struct's
// resource field. DXC's front end takes each: the callee cannot assign its
// resource parameter, so the copy-out leaves every argument naming the
// resource it named, and the stores land in the argument's buffer. Values
// pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// LAVAPIPE-SKIP: the Vulkan runner (testsuite/vk) binds register space0 only, one descriptor per resource: no arrays of descriptors
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Acc": {"zero": 16}, "Pair.0": {"zero": 16}, "Pair.1": {"zero": 16},
// RUN-SPEC:   "Out": {"zero": 32}}}
// EXPECT: {"Acc": {"u32": [28, 100, 2, 300]}, "Pair.0": {"u32": [3, 0, 0, 0]}, "Pair.1": {"u32": [0, 0, 5, 0]}, "Out": {"u32": [0, 1, 3, 6, 10, 15, 21, 28]}}
RWByteAddressBuffer Acc : register(u0);
RWByteAddressBuffer Pair[2] : register(u1);
RWStructuredBuffer<uint> Out : register(u3);

struct Holder { RWByteAddressBuffer buf; uint offset; };

// min/max by atomics from one lane: the buffer comes in by reference
void Accumulate(uint v, inout RWByteAddressBuffer b, uint offset)
{
    uint old;
    b.InterlockedAdd(offset, v, old);
}

void Put(inout RWByteAddressBuffer b, uint offset, uint v)
{
    b.Store(offset, v);
}

// a by-value parameter passed on to an inout one
void Forward(RWByteAddressBuffer b, uint offset, uint v)
{
    Put(b, offset, v);
}

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    Accumulate(gi, Acc, 0);                 // 0 + 1 + ... + 7 = 28
    if (gi == 0) {
        Put(Acc, 4, 100);
        RWByteAddressBuffer local = Acc;
        Put(local, 8, 2);
        Holder h = { Acc, 12 };
        Forward(h.buf, h.offset, 300);
    }
    if (gi < 2) {
        // a divergent index: lane 0 stores to Pair.0, lane 1 to Pair.1
        Put(Pair[gi], 8 * gi, 3 + 2 * gi);
    }
    Out[gi] = gi * (gi + 1) / 2;
}
