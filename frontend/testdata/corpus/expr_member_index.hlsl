struct Particle { float3 pos; float3 vel; float life[2]; };
RWStructuredBuffer<Particle> P : register(u0);
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
    P[id.x].pos += P[id.x].vel * 0.016;
    P[id.x].life[1] -= 1;
    P[id.x].vel.y -= 9.8 * 0.016;
    float grid[2][3];
    grid[1][2] = P[id.x].pos[1];
    P[id.x].life[0] = grid[1][2];
}
// CHECK: Index 'float'
