// Declarations that reuse a type's name, as C++ (and DXC) allow: a struct
// field (MaterialInformation MaterialInfo; beside struct MaterialInfo), a
// parameter and a local variable named like a type, which in the function
// then mean the variable (the type returns where the function ends), and a
// member access naming such a field. The FidelityFX SDK's Cauldron 2
// headers declare fields and parameters this way. Values pinned by EXPECT.
// RUN-FLAGS: -T cs_6_0
// RUN-SPEC: {"dispatch": [1, 1, 1], "resources": {"Out": {"zero": 32}}}
// EXPECT: {"Out": {"u32": [0, 16, 8, 33, 80, 56, 24, 77]}}
RWStructuredBuffer<uint> Out : register(u0);

struct MaterialInfo { uint base; uint scale; };
struct MaterialInformation { uint albedo; };
struct InstanceInformation { uint id; MaterialInformation MaterialInfo; };
struct Light { uint power; };

uint albedoOf(MaterialInformation MaterialInfo) { return MaterialInfo.albedo * 2; }

uint shade(InstanceInformation inst, uint k)
{
    Light Light;
    Light.power = k + 1;
    uint MaterialInfo = inst.MaterialInfo.albedo + Light.power;
    return MaterialInfo;
}

// the types are types again after the functions that hid them
MaterialInfo make(uint b) { MaterialInfo m = { b, 3 }; return m; }
Light lamp(uint p) { Light l; l.power = p; return l; }

[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex)
{
    InstanceInformation inst;
    inst.id = gi;
    inst.MaterialInfo.albedo = 10 * gi;
    MaterialInfo m = make(gi);
    uint v = 0;
    switch (gi % 4)
    {
    case 0: v = albedoOf(inst.MaterialInfo); break;
    case 1: v = shade(inst, 5); break;
    case 2: v = m.base * m.scale + lamp(gi).power; break;
    case 3: v = inst.MaterialInfo.albedo + inst.id; break;
    }
    Out[gi] = v;
}
