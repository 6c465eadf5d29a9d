# Type hints of dem_contact (the docstrings, with the equations' sources, are in _api.py).
import os
from typing import Any, Dict, List, Literal, Mapping, Optional, Sequence, TypedDict, Union, overload

import numpy as np
import numpy.typing as npt

__version__: str

ScenarioLike = Union[Mapping[str, Any], str, os.PathLike[str], None]
# A scenario value: an SI number, or text with a unit ("1 mm", "63 GPa", "90 %").
Key = Union[float, int, str, bool, None]

class InputError(ValueError):
    message: str
    field: str
    value: Any
    index: Optional[int]
    def __init__(self, message: str, field: str, value: Any = ..., index: Optional[int] = ...) -> None: ...

class InternalError(RuntimeError): ...

class _AdhesionWanted(TypedDict, total=False):
    e_to_type: float  # only with e_with_adhesion

class AdhesionResult(_AdhesionWanted):
    """Solution["adhesion"] (scenario key `adhesion`): SI units, None where the law has none."""
    law: str
    work_of_adhesion: Optional[float]
    surface_energy: Optional[float]
    pull_off_force: Optional[float]
    contact_radius_zero_load: Optional[float]
    separation_overlap: float
    min_force: float
    touch_force: float
    separation_force: Optional[float]
    stuck: bool
    sticking_velocity: Optional[float]
    restitution_without_adhesion: float
    tail_work: float
    dashpot_work: float
    formula: str
    source: str

class BridgeResult(TypedDict):
    """Solution["liquid_bridge"] (scenario key `liquid_bridge`): SI units."""
    law: str
    rupture: str
    force_at_contact: float
    rupture_distance: float
    bridge_energy: float
    stuck: bool
    restitution_without_bridge: float
    sticking_velocity: Optional[float]
    viscous_energy: Optional[float]
    dashpot_energy: float
    derjaguin_radius: float
    volume_ratio: float
    min_separation: float
    formula: str
    source: str
    rupture_formula: str
    rupture_source: str

class Solution(Dict[str, Any]):
    def charts(self, width: int = ..., height: int = ...) -> List[str]: ...
    def _repr_html_(self) -> str: ...

def solve(scenario: ScenarioLike = ..., *, curves: Optional[int] = ..., explain: bool = ...,
          **keys: Any) -> Solution: ...
@overload
def solve_many(scenarios: Sequence[ScenarioLike], *, curves: Optional[int] = ...,
               errors: Literal["raise"] = ...) -> List[Solution]: ...
@overload
def solve_many(scenarios: Sequence[ScenarioLike], *, curves: Optional[int] = ...,
               errors: Literal["return"]) -> List[Union[Solution, InputError]]: ...
def solve_table(columns: Any, outputs: Union[str, Sequence[str]] = ..., *,
                threads: Optional[int] = ..., errors: Literal["return", "raise"] = ...) -> Any: ...
def damping(scenario: ScenarioLike = ..., **keys: Any) -> Dict[str, Any]: ...
def timestep(scenario: ScenarioLike = ..., **keys: Any) -> Dict[str, Any]: ...
def scheme(scenario: ScenarioLike = ..., *, sweep: Optional[int] = ..., **keys: Any) -> Dict[str, Any]: ...
def sweep(scenario: ScenarioLike = ..., *, over: Optional[str] = ...,
          start: Union[float, str, None] = ..., stop: Union[float, str, None] = ...,
          points: Optional[int] = ..., log: Optional[bool] = ..., **keys: Any) -> Dict[str, Any]: ...
def fit(scenario: ScenarioLike = ..., **keys: Any) -> Dict[str, Any]: ...
def rolling(scenario: ScenarioLike = ..., **keys: Any) -> Dict[str, Any]: ...
def codes(scenario: ScenarioLike = ..., **keys: Any) -> List[Dict[str, Any]]: ...
def keys() -> Dict[str, Dict[str, str]]: ...
def sources() -> List[Dict[str, str]]: ...

# Arrays in the answers: Solution["curves"][t | overlap | force], sweep()[value |
# restitution | contact_time | max_overlap | max_force], scheme()["points"][t | overlap |
# force] and scheme()["sweep"][dt_over_tc | restitution] are 1-D float arrays;
# damping()["relations"][i]["curve"] is an (n, 2) array of [e, damping] rows.
# With adhesion (the key `adhesion`), Solution["adhesion"] is an AdhesionResult and
# sweep()["sticking_velocity"] a float (m/s). With a liquid bridge (the key
# `liquid_bridge`), Solution["liquid_bridge"] is a BridgeResult.
FloatArray = npt.NDArray[np.float64]
