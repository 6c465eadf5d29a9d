// One head-on impact of 1 mm glass beads in Project Chrono's ChSystemSMC (core module), for
// the validation suite (validation/chrono_run.py writes the arguments, reads the rows). The
// suite's geometry: body 1 moves in +x; a pair has body 2 at x > 0; a wall is a fixed box whose
// face is the plane x = 0 (a ChBody of Chrono's default mass, 1 kg). Gravity off.
//
// Every step (after DoStepDynamics) one row is written: t, then per body x vx and the contact
// force on it along x (the contact container's, from the positions at the step's start).
//
// Usage: Impact OUT MODEL GEOMETRY e dt steps x1 vx1 [x2 vx2] [radius]
//   MODEL     hooke | hertz  (ChSystemSMC::ContactForceModel; material properties on, the default)
//   radius    the default effective curvature radius given to Chrono's collision system
//             (ChCollisionInfo::SetDefaultEffectiveCurvatureRadius); "default" leaves Chrono's

#include "chrono/collision/ChCollisionInfo.h"
#include "chrono/collision/ChCollisionShapeBox.h"
#include "chrono/collision/ChCollisionShapeSphere.h"
#include "chrono/physics/ChBody.h"
#include "chrono/physics/ChContactMaterialSMC.h"
#include "chrono/physics/ChSystemSMC.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace chrono;

int main(int argc, char* argv[]) {
    if (argc < 9) {
        std::fprintf(stderr, "usage: Impact OUT MODEL GEOMETRY e dt steps x1 vx1 [x2 vx2] [radius]\n");
        return 2;
    }
    const double r = 1e-3, rho = 2500.0, E = 63e9, nu = 0.2;
    const double mass = rho * 4.0 / 3.0 * CH_PI * r * r * r;
    FILE* out = std::fopen(argv[1], "w");
    const std::string model = argv[2];
    const bool wall = std::string(argv[3]) == "wall";
    const double e = std::atof(argv[4]), dt = std::atof(argv[5]);
    const long steps = std::atol(argv[6]);
    std::vector<std::pair<double, double>> bodies{{std::atof(argv[7]), std::atof(argv[8])}};
    int k = 9;
    if (!wall) {
        bodies.push_back({std::atof(argv[9]), std::atof(argv[10])});
        k = 11;
    }
    if (argc > k && std::string(argv[k]) != "default")
        ChCollisionInfo::SetDefaultEffectiveCurvatureRadius(std::atof(argv[k]));

    ChSystemSMC sys;
    sys.SetGravitationalAcceleration(ChVector3d(0, 0, 0));
    sys.SetContactForceModel(model == "hooke" ? ChSystemSMC::ContactForceModel::Hooke
                                              : ChSystemSMC::ContactForceModel::Hertz);
    sys.SetCollisionSystemType(ChCollisionSystem::Type::BULLET);
    ChCollisionModel::SetDefaultSuggestedEnvelope(2e-4);
    ChCollisionModel::SetDefaultSuggestedMargin(1e-5);

    auto mat = chrono_types::make_shared<ChContactMaterialSMC>();
    mat->SetYoungModulus(E);
    mat->SetPoissonRatio(nu);
    mat->SetRestitution(e);
    mat->SetFriction(0.0);

    std::vector<std::shared_ptr<ChBody>> balls;
    for (auto& b : bodies) {
        auto ball = chrono_types::make_shared<ChBody>();
        ball->SetMass(mass);
        ball->SetInertiaXX(ChVector3d(1, 1, 1) * (0.4 * mass * r * r));
        ball->SetPos(ChVector3d(b.first, 0, 0));
        ball->SetPosDt(ChVector3d(b.second, 0, 0));
        ball->AddCollisionShape(chrono_types::make_shared<ChCollisionShapeSphere>(mat, r));
        ball->EnableCollision(true);
        sys.AddBody(ball);
        balls.push_back(ball);
    }
    if (wall) {
        // a fixed body of Chrono's default mass (1 kg), a box 10 cm thick, its face at x = 0
        // (with Bullet, a box of 1 or 2 cm found no contact with the 1 mm sphere: tried here)
        auto w = chrono_types::make_shared<ChBody>();
        w->SetFixed(true);
        w->SetPos(ChVector3d(0.05, 0, 0));
        w->AddCollisionShape(chrono_types::make_shared<ChCollisionShapeBox>(mat, 0.1, 0.2, 0.2));
        w->EnableCollision(true);
        sys.AddBody(w);
    }
    for (long i = 0; i < steps; ++i) {
        sys.DoStepDynamics(dt);
        std::fprintf(out, "%.17g", sys.GetChTime());
        for (auto& b : balls) {
            ChVector3d f = sys.GetContactContainer()->GetContactableForce(b.get());
            std::fprintf(out, " %.17g %.17g %.17g", b->GetPos().x(), b->GetPosDt().x(), f.x());
        }
        std::fprintf(out, "\n");
    }
    std::fclose(out);
    return 0;
}
