// Every thread of one wave adds to the same word without atomics: GCN's
// lanes read it together and the last lane's write lands, lavapipe's
// smaller subgroups read what the previous ones wrote. A data race.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
    Out[0] = Out[0] + i;
}
