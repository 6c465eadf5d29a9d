// The part of Project Chrono's API (projectchrono/chrono @7689fbc0, 10.0.0) that the
// calculator's Chrono snippets call, declared as Chrono declares it, so that a test can
// compile a snippet without Chrono: each declaration names the header and line it copies.
// (crates/cli/tests/numbers.rs compiles against Chrono's own headers instead when
// CHRONO_INCLUDE is set.)
#include <memory>
#include <utility>

// src/chrono/core/ChTypes.h lines 22, 41-60: chrono_types::make_shared (global namespace)
namespace chrono_types {
template <typename T, typename... Args>
std::shared_ptr<T> make_shared(Args&&... args) {
    return std::shared_ptr<T>(new T(std::forward<Args>(args)...));
}
}  // namespace chrono_types

namespace chrono {
using real = double;  // chrono_multicore/ChMulticoreDefines.h with CHRONO_MULTICORE_USE_DOUBLE

// src/chrono/collision/ChCollisionSystem.h lines 44-47
class ChCollisionSystem {
  public:
    enum class Type { BULLET, MULTICORE };
};

// src/chrono/collision/ChCollisionInfo.h line 55
class ChCollisionInfo {
  public:
    static void SetDefaultEffectiveCurvatureRadius(double eff_radius);
};

// src/chrono/physics/ChContactMaterial.h line 79; ChContactMaterialSMC.h lines 35, 39, 55
class ChContactMaterialSMC {
  public:
    void SetRestitution(float val);
    void SetYoungModulus(float val);
    void SetPoissonRatio(float val);
    void SetAdhesionMultDMT(float val);
};

// src/chrono/physics/ChSystem.h lines 110, 197
class ChSystem {
  public:
    virtual void SetCollisionSystemType(ChCollisionSystem::Type type);
    int DoStepDynamics(double step_size, bool do_collision = true);
};

// src/chrono/physics/ChSystemSMC.h lines 34-47, 82, 88, 114
class ChSystemSMC : public ChSystem {
  public:
    enum ContactForceModel { Hooke, Hertz, PlainCoulomb, Flores };
    enum AdhesionForceModel { Constant, DMT, Perko };
    void SetContactForceModel(ContactForceModel model);
    void SetAdhesionForceModel(AdhesionForceModel model);
    void SetCharacteristicImpactVelocity(double vel);
};

// src/chrono_multicore/ChSettings.h lines 93, 175, 188, 221, 232
class solver_settings {
  public:
    ChSystemSMC::ContactForceModel contact_force_model;
    real characteristic_vel;
};
class settings_container {
  public:
    solver_settings solver;
};

// src/chrono_multicore/physics/ChSystemMulticore.h lines 156, 230
class ChSystemMulticoreSMC : public ChSystem {
  public:
    settings_container* GetSettings();
};
}  // namespace chrono
