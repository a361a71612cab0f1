// Hidden counters of structured buffers taken from ResourceDescriptorHeap
// (SM 6.6): a D3D UAV descriptor names its counter resource, so a heap
// entry carries the counter's descriptor after the buffer's
// (ir.HeapCounterOffset; docs/abi.md), which IncrementCounter,
// DecrementCounter, Append and Consume use, by a uniform index and by a
// NonUniformResourceIndex one (a waterfall loop, each round with its
// entry's counter); the entries of an unsized array of buffers (a
// descriptor table, "Tab.i") carry theirs the same way. The run spec gives
// an entry's counter with the entry ("counter": N) and the output lists it
// as "ResourceDescriptorHeap.i.counter".
// Entry 6 has no counter: a null counter descriptor, whose atomics return 0.
// As in counters.hlsl, D3D leaves the order among lanes free, so the
// outputs are order-independent: each index is marked once, appended
// values are equal, the counters' final values are sums.
// RUN-FLAGS: -T cs_6_6
// LAVAPIPE-SKIP: glslang's HLSL front end has no SM 6.6 descriptor heaps
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Params": {"MarksAt": 2, "AppAt": 3, "ConAt": 4},
// RUN-SPEC:   "ResourceDescriptorHeap.2": {"zero": 1024, "counter": 10},
// RUN-SPEC:   "ResourceDescriptorHeap.3": {"zero": 1024, "counter": 3},
// RUN-SPEC:   "ResourceDescriptorHeap.4": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
// RUN-SPEC:     20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
// RUN-SPEC:     40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
// RUN-SPEC:     60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79], "counter": 75},
// RUN-SPEC:   "ResourceDescriptorHeap.5": {"zero": 512, "counter": 0},
// RUN-SPEC:   "ResourceDescriptorHeap.6": {"zero": 512},
// RUN-SPEC:   "ResourceDescriptorHeap.7": {"zero": 64, "counter": 100},
// RUN-SPEC:   "ResourceDescriptorHeap.8": {"zero": 64, "counter": 200},
// RUN-SPEC:   "Tab.0": {"zero": 16, "counter": 1}, "Tab.1": {"zero": 16, "counter": 2}}}
// EXPECT: {"ResourceDescriptorHeap.2.counter": {"u32": [74]}, "ResourceDescriptorHeap.3.counter": {"u32": [67]},
// EXPECT:  "ResourceDescriptorHeap.4.counter": {"u32": [11]}, "ResourceDescriptorHeap.5.counter": {"u32": [0]},
// EXPECT:  "ResourceDescriptorHeap.7.counter": {"u32": [132]}, "ResourceDescriptorHeap.8.counter": {"u32": [232]},
// EXPECT:  "Tab.0.counter": {"u32": [33]}, "Tab.1.counter": {"u32": [34]},
// EXPECT:  "ResourceDescriptorHeap.6": {"u32": [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]}}
// Each counter's descriptor is the entry's second V#: 16 bytes after the
// buffer's (a constant entry's at 32 * i + 16).
// CHECK-LABEL: main:
// CHECK: s_or_b32 s{{[0-9]+}}, s{{[0-9]+}}, 16
// CHECK: buffer_atomic_add
// CHECK: s_buffer_load_dwordx4 s[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0xd0
RWStructuredBuffer<uint> Tab[] : register(u0, space1);

cbuffer Params : register(b0) {
    uint MarksAt;
    uint AppAt;
    uint ConAt;
};

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    // 64 increments from 10: every index 10..73 marked once
    RWStructuredBuffer<uint> marks = ResourceDescriptorHeap[MarksAt];
    uint slot = marks.IncrementCounter();
    marks[slot] = 1;
    // 64 appends after the 3 elements already there
    AppendStructuredBuffer<uint2> app = ResourceDescriptorHeap[AppAt];
    app.Append(uint2(5, 7));
    // 64 consumes of 75 elements: 74 down to 11, each element once
    ConsumeStructuredBuffer<uint> con = ResourceDescriptorHeap[ConAt];
    uint v = con.Consume();
    RWStructuredBuffer<uint> taken = ResourceDescriptorHeap[5];
    taken[v] = taken[v] + 1;
    // a decrement and an increment cancel: entry 5's counter ends at 0
    if ((id.x & 1) == 0)
        taken.DecrementCounter();
    else
        taken.IncrementCounter();
    // no counter: the increment returns 0 and changes nothing
    RWStructuredBuffer<uint> none = ResourceDescriptorHeap[6];
    none[id.x] = none.IncrementCounter() + 1;
    // a divergent entry: even lanes count on entry 7, odd ones on entry 8
    RWStructuredBuffer<uint> split = ResourceDescriptorHeap[NonUniformResourceIndex(7 + (id.x & 1))];
    split.IncrementCounter();
    Tab[NonUniformResourceIndex(id.x & 1)].IncrementCounter();
}
