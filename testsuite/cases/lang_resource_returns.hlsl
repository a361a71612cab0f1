// Functions returning resources, as DXC inlines them: a function choosing
// between bound buffers on a divergent condition, one returning a
// ResourceDescriptorHeap element (uniform, and NonUniformResourceIndex,
// whose flag the caller's use keeps: a waterfall loop), a function
// template returning (StructuredBuffer<T>)ResourceDescriptorHeap[i], a
// member function returning its struct's heap entry, a function template
// returning the S of a (ConstantBuffer<S>) heap entry (the bindless idiom
// T loadConstants<T>(uint index)); the results indexed,
// their methods called, bound to a local and passed on. A heap element
// passed to a resource parameter keeps its NonUniformResourceIndex flag in
// the callee (it read the descriptor of the first active lane only).
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "A": {"u32": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "B": {"u32": [10, 20, 30, 40, 50, 60, 70, 80]},
// RUN-SPEC:   "O": {"zero": 32},
// RUN-SPEC:   "ResourceDescriptorHeap.0": {"u32": [100, 200, 300, 400, 500, 600, 700, 800]},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"u32": [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"u32": [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]},
// RUN-SPEC:   "ResourceDescriptorHeap.3": {"u32": [7, 0, 0, 0]}}}
// EXPECT: {"O": {"u32": [100101937, 200212791, 3000301955, 4000414573, 500501973, 600616355, 2705734695, 3705850841]}}
StructuredBuffer<uint> A : register(t0);
StructuredBuffer<uint> B : register(t1);
RWStructuredBuffer<uint> O : register(u0);

StructuredBuffer<uint> pick(uint s)
{
    if (s & 1)
        return A;
    return B;
}

StructuredBuffer<uint> fromHeap(uint idx) { return ResourceDescriptorHeap[idx]; }
StructuredBuffer<uint> fromHeapNonUniform(uint idx) { return ResourceDescriptorHeap[NonUniformResourceIndex(idx)]; }

template<typename T>
StructuredBuffer<T> typed(uint idx) { return (StructuredBuffer<T>)ResourceDescriptorHeap[idx]; }

struct Bias
{
    uint add;
};

template<typename T>
T loadConstants(uint index) { return (ConstantBuffer<T>)ResourceDescriptorHeap[index]; }

struct Handle
{
    uint index;
    StructuredBuffer<uint> get() { return ResourceDescriptorHeap[index]; }
};

uint readAt(StructuredBuffer<uint> b, uint i) { return b[i]; }

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Handle h;
    h.index = 1;
    StructuredBuffer<uint> local = pick(i + 1);
    uint count, stride;
    fromHeap(2).GetDimensions(count, stride);
    // statements of their own: no other operand's waterfall or candidate
    // test covers them
    uint w = readAt(ResourceDescriptorHeap[NonUniformResourceIndex(i & 1)], 0) * 10;
    uint u = fromHeapNonUniform((i >> 1) & 1)[i] * 1000000;
    uint v = pick(i)[i]                             // A on odd lanes, B on even
           + local.Load(7 - i)                      // the other one, reversed
           + fromHeapNonUniform(i & 1)[i]           // heap 0 or 1 per lane
           + typed<uint>(0)[7 - i]
           + h.get()[i] / 1000 * 100000
           + count;
    Bias b = loadConstants<Bias>(3);
    O[i] = v + w + u + b.add;
}
