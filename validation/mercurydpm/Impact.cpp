// One impact of 1 mm glass beads in MercuryDPM, for the validation suite (validation/
// mercury_run.py writes the arguments, reads the rows). The geometry of the suite's other
// runners: body 1 moves in +x; a pair has body 2 at x > 0; a wall is the plane x = 0 (an
// InfiniteWall of the same species); tangential motion along y, spins about z. Gravity off.
//
// Every time step (after MercuryDPM's step, positions, velocities and forces all at t + dt;
// velocity Verlet) one row is written to the output file: t, then per body x y vx vy wz fx,
// with 17 significant digits.
//
// Usage: Impact OUT SPECIES GEOMETRY e tc dt steps x1 vx1 vy1 [x2 vx2 vy2]
//               [mu kt ct | k1 k2 kc phi const mass | E* V sigma theta pull]
//   SPECIES  linear   LinearViscoelasticSpecies::setCollisionTimeAndRestitutionCoefficient(tc, e, m)
//            hertzian HertzianViscoelasticSpecies::setEffectiveElasticModulusAndRestitutionCoefficient(E*, e)
//            sliding  LinearViscoelasticSlidingFrictionSpecies: the linear species, plus
//                     setSlidingStiffness(kt), setSlidingDissipation(ct), setSlidingFrictionCoefficient(mu)
//            plastic  LinearPlasticViscoelasticSpecies: setLoadingStiffness(k1),
//                     setUnloadingStiffnessMax(k2), setCohesionStiffness(kc),
//                     setPenetrationDepthMax(phi), setDoConstantUnloadingStiffness(const != 0),
//                     setRestitutionCoefficient(e, mass) (the dissipation from e, mass = the
//                     "harmonic mean particle mass" its doc asks for)
//            willett  Species<HertzianViscoelasticNormalSpecies, EmptyFrictionSpecies,
//                     LiquidMigrationWilletSpecies>: the Hertzian species with
//                     setEffectiveElasticModulusAndRestitutionCoefficient(E*, e), and
//                     setLiquidBridgeVolumeMax(2V), setSurfaceTension(sigma), setContactAngle(theta
//                     [rad]); the bodies are LiquidFilmParticles holding V/2 each (a pair) or V (on
//                     the wall), which form() moves into a bridge of volume V at the contact;
//                     pull != 0: a quasi-static pull-off, each non-fixed body's velocity reset to
//                     its vx before every step (a pair's body 1 is fixed when vx1 = 0)
//            bridge   the same with LiquidBridgeWilletSpecies (setLiquidBridgeVolume(V)) and
//                     SphericalParticles: at fb0ebf1d its constructor calls
//                     setInteractionDistance() before Species<> sets its base species (a null
//                     pointer): the driver dies with SIGSEGV before the first step
//   GEOMETRY pair | wall

#include <Mercury3D.h>
#include <Species/HertzianViscoelasticSpecies.h>
#include <Species/LinearViscoelasticSlidingFrictionSpecies.h>
#include <Species/LinearPlasticViscoelasticSpecies.h>
#include <Species/LinearViscoelasticSpecies.h>
#include <Species/Species.h>
#include <Species/NormalForceSpecies/HertzianViscoelasticNormalSpecies.h>
#include <Species/FrictionForceSpecies/EmptyFrictionSpecies.h>
#include <Species/AdhesiveForceSpecies/LiquidBridgeWilletSpecies.h>
#include <Species/AdhesiveForceSpecies/LiquidMigrationWilletSpecies.h>
#include <Particles/LiquidFilmParticle.h>
#include <Walls/InfiniteWall.h>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace
{
const Mdouble radius = 1e-3;       // m
const Mdouble density = 2500.0;    // kg/m^3
const Mdouble youngsModulus = 63e9; // Pa
const Mdouble poissonRatio = 0.2;
}

struct Body
{
    Mdouble x, vx, vy;
};

typedef Species<HertzianViscoelasticNormalSpecies, EmptyFrictionSpecies, LiquidBridgeWilletSpecies>
    HertzianWilletBridgeSpecies;
typedef Species<HertzianViscoelasticNormalSpecies, EmptyFrictionSpecies, LiquidMigrationWilletSpecies>
    HertzianWilletSpecies;

class Impact : public Mercury3D
{
public:
    Impact(bool wall, std::vector<Body> bodies, Mdouble dt, unsigned long steps, FILE* out, bool pull = false,
           Mdouble film = -1.0)
        : wall_(wall), bodies_(bodies), steps_(steps), out_(out), pull_(pull), film_(film)
    {
        setSystemDimensions(3);
        setGravity(Vec3D(0.0, 0.0, 0.0));
        setMin(Vec3D(-0.01, -0.01, -0.01));
        setMax(Vec3D(0.01, 0.01, 0.01));
        setTimeStep(dt);
        setTimeMax(1.0); // stopped by continueSolve()
        setFileType(FileType::NO_FILE);
        setRotation(true);
    }

    void setupInitialConditions() override
    {
        if (wall_)
        {
            // the wall occupies x > 0; its normal points into it (MercuryDPM's convention)
            InfiniteWall w;
            w.setSpecies(speciesHandler.getObject(0));
            w.set(Vec3D(1.0, 0.0, 0.0), Vec3D(0.0, 0.0, 0.0));
            wallHandler.copyAndAddObject(w);
        }
        for (const Body& b : bodies_)
        {
            if (film_ >= 0.0)
            {
                LiquidFilmParticle p;  // a SphericalParticle holding a liquid film
                p.setLiquidVolume(film_);
                addBody(p, b);
            }
            else
            {
                SphericalParticle p;
                addBody(p, b);
            }
        }
    }

    template <class P>
    void addBody(P& p, const Body& b)
    {
        p.setSpecies(speciesHandler.getObject(0));
        p.setRadius(radius);
        p.setPosition(Vec3D(b.x, 0.0, 0.0));
        p.setVelocity(Vec3D(b.vx, b.vy, 0.0));
        if (pull_ && b.vx == 0.0)
            p.fixParticle();
        particleHandler.copyAndAddObject(p);
    }

    void computeOneTimeStep() override
    {
        if (pull_)
        {
            // quasi-static pull-off: the prescribed speed before every step (the force of the
            // step is then computed at the position the step reached, written below)
            for (unsigned i = 0; i < particleHandler.getSize(); ++i)
            {
                BaseParticle* p = particleHandler.getObject(i);
                if (!p->isFixed())
                    p->setVelocity(Vec3D(bodies_[i].vx, 0.0, 0.0));
            }
        }
        Mercury3D::computeOneTimeStep();
        std::fprintf(out_, "%.17g", getTime());
        for (unsigned i = 0; i < particleHandler.getSize(); ++i)
        {
            const BaseParticle* p = particleHandler.getObject(i);
            std::fprintf(out_, " %.17g %.17g %.17g %.17g %.17g %.17g", p->getPosition().X, p->getPosition().Y,
                         p->getVelocity().X, p->getVelocity().Y, p->getAngularVelocity().Z, p->getForce().X);
        }
        std::fprintf(out_, "\n");
        ++done_;
    }

    bool continueSolve() const override { return done_ < steps_; }

private:
    bool wall_;
    std::vector<Body> bodies_;
    unsigned long steps_;
    unsigned long done_ = 0;
    FILE* out_;
    bool pull_;
    Mdouble film_;
};

int main(int argc, char* argv[])
{
    if (argc < 11)
    {
        std::fprintf(stderr, "usage: Impact OUT SPECIES GEOMETRY e tc dt steps x1 vx1 vy1 [x2 vx2 vy2] "
                             "[mu kt ct | k1 k2 kc phi const mass]\n");
        return 2;
    }
    FILE* out = std::fopen(argv[1], "w");
    const std::string species = argv[2];
    const bool wall = std::string(argv[3]) == "wall";
    const Mdouble e = std::atof(argv[4]), tc = std::atof(argv[5]), dt = std::atof(argv[6]);
    const unsigned long steps = std::strtoul(argv[7], nullptr, 10);
    std::vector<Body> bodies{{std::atof(argv[8]), std::atof(argv[9]), std::atof(argv[10])}};
    int k = 11;
    if (!wall)
    {
        bodies.push_back({std::atof(argv[11]), std::atof(argv[12]), std::atof(argv[13])});
        k = 14;
    }
    const bool wet = species == "willett" || species == "bridge";
    const bool pull = wet && argc > k + 4 && std::atoi(argv[k + 4]) != 0;
    const Mdouble volume = wet ? std::atof(argv[k + 1]) : 0.0;
    Impact problem(wall, bodies, dt, steps, out, pull, species == "willett" ? (wall ? volume : 0.5 * volume) : -1.0);
    problem.setName("Impact");
    if (species == "willett")
    {
        HertzianWilletSpecies s;
        s.setDensity(density);
        s.setEffectiveElasticModulusAndRestitutionCoefficient(std::atof(argv[k]), e);
        s.setLiquidBridgeVolumeMax(2.0 * volume);
        s.setSurfaceTension(std::atof(argv[k + 2]));
        s.setContactAngle(std::atof(argv[k + 3]));
        problem.speciesHandler.copyAndAddObject(s);
    }
    else if (species == "bridge")
    {
        HertzianWilletBridgeSpecies s;
        s.setDensity(density);
        s.setEffectiveElasticModulusAndRestitutionCoefficient(std::atof(argv[k]), e);
        s.setLiquidBridgeVolume(volume);
        s.setSurfaceTension(std::atof(argv[k + 2]));
        s.setContactAngle(std::atof(argv[k + 3]));
        problem.speciesHandler.copyAndAddObject(s);
    }
    else if (species == "hertzian")
    {
        HertzianViscoelasticSpecies s;
        s.setDensity(density);
        s.setEffectiveElasticModulusAndRestitutionCoefficient(
            youngsModulus / (2.0 * (1.0 - poissonRatio * poissonRatio)), e);
        problem.speciesHandler.copyAndAddObject(s);
    }
    else if (species == "sliding")
    {
        LinearViscoelasticSlidingFrictionSpecies s;
        s.setDensity(density);
        s.setCollisionTimeAndRestitutionCoefficient(tc, e, s.getMassFromRadius(radius, problem.speciesHandler));
        s.setSlidingFrictionCoefficient(std::atof(argv[k]));
        s.setSlidingStiffness(std::atof(argv[k + 1]));
        s.setSlidingDissipation(std::atof(argv[k + 2]));
        problem.speciesHandler.copyAndAddObject(s);
    }
    else if (species == "plastic")
    {
        LinearPlasticViscoelasticSpecies s;
        s.setDensity(density);
        s.setLoadingStiffness(std::atof(argv[k]));
        s.setUnloadingStiffnessMax(std::atof(argv[k + 1]));
        s.setCohesionStiffness(std::atof(argv[k + 2]));
        s.setPenetrationDepthMax(std::atof(argv[k + 3]));
        s.setDoConstantUnloadingStiffness(std::atoi(argv[k + 4]) != 0);
        s.setRestitutionCoefficient(e, std::atof(argv[k + 5]));
        problem.speciesHandler.copyAndAddObject(s);
    }
    else
    {
        LinearViscoelasticSpecies s;
        s.setDensity(density);
        s.setCollisionTimeAndRestitutionCoefficient(tc, e, s.getMassFromRadius(radius, problem.speciesHandler));
        problem.speciesHandler.copyAndAddObject(s);
    }
    problem.solve();
    std::fclose(out);
    return 0;
}
