// Nothing is written.
[numthreads(8, 1, 1)]
void main(uint i : SV_GroupIndex) {
}
