// Hidden counters of structured buffers: IncrementCounter returns the
// counter before the increment, DecrementCounter the counter after the
// decrement, Append stores at IncrementCounter(), Consume loads at
// DecrementCounter(). Every lane gets its own index in an order D3D leaves
// free, so the outputs are written to be order-independent: each index is
// marked once, appended values are all equal, and the counters' final
// values are sums. The counters are resources of their own in the run
// spec ("Name.counter", one u32; docs/abi.md).
// RUN-SPEC: {"dispatch": [2, 1, 1], "resources": {
// RUN-SPEC:   "Marks": {"zero": 1024}, "Marks.counter": {"u32": [10]},
// RUN-SPEC:   "App": {"zero": 1024}, "App.counter": {"u32": [3]},
// RUN-SPEC:   "Con": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
// RUN-SPEC:     20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
// RUN-SPEC:     40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,
// RUN-SPEC:     60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79]},
// RUN-SPEC:   "Con.counter": {"u32": [75]},
// RUN-SPEC:   "Taken": {"zero": 512}, "Taken.counter": {"u32": [0]}}}
RWStructuredBuffer<uint> Marks : register(u0);
AppendStructuredBuffer<uint2> App : register(u1);
ConsumeStructuredBuffer<uint> Con : register(u2);
RWStructuredBuffer<uint> Taken : register(u3);

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    // 64 increments from 10: every index 10..73 marked once
    uint slot = Marks.IncrementCounter();
    Marks[slot] = 1;
    // 64 appends after the 3 elements already there
    App.Append(uint2(5, 7));
    // 64 consumes of 75 elements: 74 down to 11, each element once
    uint v = Con.Consume();
    Taken[v] = Taken[v] + 1;
    // a decrement and an increment cancel: Taken's counter ends at 0
    if ((id.x & 1) == 0)
        Taken.DecrementCounter();
    else
        Taken.IncrementCounter();
}
