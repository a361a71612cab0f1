// An element of ResourceDescriptorHeap cast to the resource it is,
// (StructuredBuffer<uint>)ResourceDescriptorHeap[i], used in place: indexed,
// stored through, its methods called, a ConstantBuffer<S> element converted
// to its S (DXC takes the cast as it takes the implicit conversion); and
// member function templates of a struct template,
// whose signatures and bodies use the struct template's parameters (type T
// and value N) beside their own, as DXC's test InstantiateObjectMethods
// does with a bindless wrapper.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"In": 0, "Out": 1, "Raw": 2},
// RUN-SPEC:   "ResourceDescriptorHeap.0": {"u32": [1, 2, 3, 4, 5, 6, 7, 8]},
// RUN-SPEC:   "ResourceDescriptorHeap.1": {"zero": 32},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"u32": [9, 8, 7, 6, 5, 4, 3, 2]},
// RUN-SPEC:   "ResourceDescriptorHeap.4": {"u32": [3, 1000000, 0, 0]}}}
// EXPECT: {"ResourceDescriptorHeap.1": {"u32": [2592943, 2625616, 2508289, 2540962, 2572135, 2590108, 2623081, 2506054]}}
cbuffer Params : register(b0)
{
    uint In;
    uint Out;
    uint Raw;
};

struct Scale
{
    uint mul;
    uint add;
};

template<typename T>
struct Bindless
{
    uint index;
    template<typename I> T load(I i) { return ((StructuredBuffer<T>)ResourceDescriptorHeap[index])[i]; }
    template<typename I> void store(I i, T v) { ((RWStructuredBuffer<T>)ResourceDescriptorHeap[index])[i] = v; }
};

template<uint N>
struct Ring
{
    template<typename U> U wrap(U x) { return x % N; }
    template<typename U> vector<U, 2> pair(U x) { return vector<U, 2>(wrap(x), N); }
};

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID)
{
    Bindless<uint> src;
    src.index = In;
    Bindless<uint> dst;
    dst.index = Out;
    Ring<5> ring;
    uint raw = ((ByteAddressBuffer)ResourceDescriptorHeap[NonUniformResourceIndex(Raw + (i & 4) / 4)]).Load(i * 4);
    uint v = ((StructuredBuffer<uint>)ResourceDescriptorHeap[In])[i] + src.load(7 - i) * 10 + raw * 100;
    uint2 p = ring.pair(i + 3);
    Scale s = (ConstantBuffer<Scale>)ResourceDescriptorHeap[4];
    dst.store(i, (v + ring.wrap(i) * 1000 + p.x * 10000 + p.y * 100000) * s.mul + s.add);
}
