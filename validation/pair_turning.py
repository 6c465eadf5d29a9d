"""Why the oblique pair cases differ: two equal glass beads (validation/cases.py) under LIGGGHTS's
hertz + tangential history rules (tangential_damping off; docs/tangential-codes.md), integrated in
the plane by symplectic Euler at dt = 1 ns and 0.5 ns (Richardson-extrapolated), with the normal
along the turning line of centres as a DEM code has it, or frozen along the first normal as the
calculator's contact (issue 23's contract) has it. Standard library only; shares nothing with
the library.  Run: python3 validation/pair_turning.py  (a second)

Frozen, it gives the calculator's values (vt' 0.337811 at 30 deg, 0.595768 at 60 deg); turning,
the codes' (LIGGGHTS, LAMMPS, Yade recorded: e 0.79947, vt' 0.33850 at 30 deg; 0.79645, 0.59758
at 60 deg).
"""
import math
R=1e-3; E=63e9; nu=0.2; rho=2500; mu=0.3; e=0.8
m=4/3*math.pi*R**3*rho; I=0.4*m*R*R
Ys=1/(2*(1-nu*nu)/E); Gs=1/(2*2*(2-nu)*(1+nu)/E); Rs=R/2; ms=m/2
L=math.log(e); beta=L/math.sqrt(L*L+math.pi**2)
def run(deg, turning, dt):
    th=math.radians(deg); v0=math.cos(th); vt=math.sin(th)
    x1,y1,x2,y2=-R,0.0,R,0.0
    vx1,vy1,vx2,vy2=v0/2,vt/2,-v0/2,-vt/2
    w1=w2=0.0  # omega_z
    shear=[0.0,0.0]
    t=0; incontact=False; done=False
    while True:
        dx,dy=x2-x1,y2-y1; d=math.hypot(dx,dy)
        n=(dx/d,dy/d) if turning else (1.0,0.0)
        xi=2*R-d if turning else 2*R-dx
        fx1=fy1=0; tq1=tq2=0
        if xi>0:
            incontact=True
            cr=R-0.5*xi
            # relative velocity of contact points (1 relative to 2), 2D: w x r = w*(-ry, rx)
            c1=(cr*n[0],cr*n[1]); c2=(-cr*n[0],-cr*n[1])
            vc1=(vx1-w1*c1[1], vy1+w1*c1[0]); vc2=(vx2-w2*c2[1], vy2+w2*c2[0])
            vr=(vc1[0]-vc2[0], vc1[1]-vc2[1])
            vn=vr[0]*n[0]+vr[1]*n[1]
            vtr=(vr[0]-vn*n[0], vr[1]-vn*n[1])
            sq=math.sqrt(Rs*xi)
            kn=4/3*Ys*sq; Sn=2*Ys*sq; gn=-2*math.sqrt(5/6)*beta*math.sqrt(Sn*ms)
            Fn=kn*xi+gn*vn   # repulsive along -n on body1
            kt=8*Gs*sq
            shear[0]+=vtr[0]*dt; shear[1]+=vtr[1]*dt
            sn=shear[0]*n[0]+shear[1]*n[1]; shear[0]-=sn*n[0]; shear[1]-=sn*n[1]
            Ft=(-kt*shear[0],-kt*shear[1]); fmag=math.hypot(*Ft); cap=mu*abs(Fn)
            if fmag>cap:
                s=cap/fmag; Ft=(Ft[0]*s,Ft[1]*s); shear=[-Ft[0]/kt,-Ft[1]/kt]
            fx1=-Fn*n[0]+Ft[0]; fy1=-Fn*n[1]+Ft[1]
            tq1=c1[0]*Ft[1]-c1[1]*Ft[0]; tq2=c2[0]*(-Ft[1])-c2[1]*(-Ft[0])
        elif incontact:
            break
        vx1+=fx1/m*dt; vy1+=fy1/m*dt; vx2-=fx1/m*dt; vy2-=fy1/m*dt
        w1+=tq1/I*dt; w2+=tq2/I*dt
        x1+=vx1*dt; y1+=vy1*dt; x2+=vx2*dt; y2+=vy2*dt
        t+=dt
    return {'e':-(vx1-vx2)/v0,'vt_after':vy1-vy2,'omega1':w1,'omega2':-w2}
if __name__ == '__main__':
  for deg in (30,60):
    for turning in (False,True):
        r=[run(deg,turning,dt) for dt in (1e-9,5e-10)]
        print(deg,'turning' if turning else 'frozen ', {k:(round(r[1][k],6), round(2*r[1][k]-r[0][k],6)) for k in r[1]})
