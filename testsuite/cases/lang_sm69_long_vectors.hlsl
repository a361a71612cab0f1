// Shader model 6.9 long vectors (hlsl-specs proposal 0026; DXC's
// CodeGenDXIL/hlsl/types/longvec*.hlsl): vector<T, N> with N from 5 to
// 1024 as locals, static globals, groupshared variables, struct members,
// array elements, function parameters and results, structured buffer
// elements and raw buffer Load<T>/Store<T>; built by every initializer form
// of the proposal (lists, constructors, vectors and arrays flattened into a
// list, a cast from an array, a scalar splat); read and written by
// subscripts (constant and dynamic); elementwise operators and intrinsics;
// templates deducing N.
// RUN-FLAGS: -T cs_6_9
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {
// RUN-SPEC:   "Raw": {"u32": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86]},
// RUN-SPEC:   "Out": {"zero": 64},
// RUN-SPEC:   "SB": {"u32": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27]}}}
// FLOAT: Out f32
// EXPECT: {"Out": {"u32": [1115914240, 1116831744, 1099956224, 1333788672, 1116307456, 1117224960, 1105723392, 1073906298, 1116700672, 1117880320, 1109655552, 1079433708, 1117093888, 1118797824, 1112801280, 1080557568]}}
RWByteAddressBuffer Raw : register(u0);
RWStructuredBuffer<float> Out : register(u1);
struct S { vector<int, 6> v; float f; };
RWStructuredBuffer<S> SB : register(u2);
groupshared vector<uint, 9> G[4];
static vector<float, 5> Glob = {1, 2, 3, 4, 5};

template<typename T, int N> T sumv(vector<T, N> v) {
    T s = 0;
    for (int i = 0; i < N; i++) s += v[i];
    return s;
}
vector<float, 7> square(vector<float, 7> a) { return a * a; }
float pick(vector<float, 5> v, uint i) { return v[i % 5]; }
float pick(vector<float, 6> v, uint i) { return v[i % 6] * 10; }

[numthreads(4, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
    vector<uint, 5> initList = {1, 2, 3, 4, 5};
    vector<uint, 6> construct = vector<uint, 6>(6, 7, 8, 9, 0, i);
    vector<uint, 8> vecVec = {uint2(i, i), construct};
    float arr[5] = {1, 2, 3, 4, 5};
    vector<float, 5> castArr = (vector<float, 5>)arr;
    vector<float, 6> arrScal = {arr, 7.5};
    vector<float, 10> arrArr = {arr, arr};
    vector<float, 15> scal = 4.25;
    scal[i + 3] = -1.0;
    vector<float, 7> sq = square((vector<float, 7>)(i + 1));
    vector<uint, 9> loaded = Raw.Load<vector<uint, 9> >(i * 36);
    G[i] = loaded + countbits(loaded);
    GroupMemoryBarrierWithGroupSync();
    Raw.Store<vector<uint, 9> >(200 + i * 36, G[(i + 1) & 3] ^ vecVec[i]);
    S s = SB[i];
    s.v = s.v * 2 - (vector<int, 6>)construct;
    s.f = (float)sumv(s.v);
    SB[i] = s;
    bool anyBig = any(castArr > 3.5f);
    bool allPos = all(castArr > 0.0f);
    vector<float, 5> m = lerp(castArr, Glob * 2.0f, 0.25f);
    vector<float, 5> sel = select(castArr > 2.5f, castArr, -castArr);
    Out[i * 4 + 0] = (float)(sumv(initList) + sumv(vecVec)) + castArr[4] + arrScal[5] + arrArr[9] + scal[i + 3] + scal[14];
    Out[i * 4 + 1] = sq[6] + (anyBig ? 1.0f : 0.0f) + (allPos ? 2.0f : 0.0f) + dot(m, Glob);
    Out[i * 4 + 2] = clamp(castArr, 2.0f, 4.0f)[i] + max(sel, 0.0f)[4] + pick(castArr, i) + pick(arrScal, i);
    Out[i * 4 + 3] = asfloat(asuint(sqrt(castArr)))[i] + frac(m * 1.5f)[2] + (float)firstbithigh(vecVec)[7];
}
