"""Between Python and the native module: values to JSON text, answers back to values or
exceptions. The native functions answer ``{"ok": …}``, ``{"error": {field, value, message,
option}}`` or ``{"panic": …}``."""

import json
import math
import os
from typing import Any, Mapping, Optional

from ._errors import InputError, InternalError


def _plain(v: Any) -> Any:
    """``v`` with NumPy scalars as Python numbers, tuples as lists, paths as text, and
    non-finite floats as the text the library reads (``"NaN"``, ``"inf"``), which JSON
    cannot carry, so the library names the field in its message."""
    if isinstance(v, Mapping):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if hasattr(v, "tolist") and not isinstance(v, (str, bytes)):  # NumPy scalars and arrays
        return _plain(v.tolist())
    if isinstance(v, float) and not math.isfinite(v):
        return "NaN" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    if isinstance(v, os.PathLike):
        return os.fspath(v)
    return v


def _default(v: Any) -> Any:
    """What ``json`` cannot write by itself: NumPy values, paths."""
    if hasattr(v, "tolist") or isinstance(v, os.PathLike):
        return _plain(v)
    raise TypeError(f"{type(v).__name__} is not a number, text, list or dict")


class _Envelope:
    @staticmethod
    def dumps(v: Any) -> str:
        """JSON text of ``v`` (see :func:`_plain`); keys keep their order."""
        try:
            try:
                return json.dumps(v, ensure_ascii=False, allow_nan=False, default=_default)
            except ValueError:  # a NaN or an infinity somewhere: written as text
                return json.dumps(_plain(v), ensure_ascii=False, allow_nan=False,
                                  default=_default)
        except (TypeError, ValueError) as e:
            raise _not_json(v, e) from None

    @staticmethod
    def unwrap(text: str, given: Optional[Mapping[str, Any]] = None,
               index: Optional[int] = None, options: Optional[Mapping[str, Any]] = None) -> Any:
        """The answer of a native call, or its error raised. ``given``, ``options``: the
        scenario keys and the keyword options as the caller gave them, for the error's
        ``value`` as given (a NumPy float stays one, a number stays a number)."""
        answer = json.loads(text)
        if "ok" in answer:
            return answer["ok"]
        if "panic" in answer:
            raise InternalError(f"dem_contact failed inside the library: {answer['panic']}")
        raise error(answer["error"], given, index, options)


envelope = _Envelope()


def _not_json(v: Any, e: Exception) -> InputError:
    """The error for a value JSON cannot carry, at its key where there is one."""
    if isinstance(v, Mapping):
        for key, x in v.items():
            try:
                json.dumps(_plain(x), allow_nan=False, default=_default)
            except (TypeError, ValueError) as inner:
                return InputError(f"{key} = {x!r}: expected a number, a text, or a list or "
                                  f"dict of them ({inner})", str(key), x)
    return InputError(f"scenario: not JSON: {e}", "scenario", v)


def error(e: Mapping[str, Any], given: Optional[Mapping[str, Any]] = None,
          index: Optional[int] = None,
          options: Optional[Mapping[str, Any]] = None) -> InputError:
    """An :class:`InputError` from the native error ``e``."""
    field, value = e["field"], e.get("value")
    if options is not None and field in options:
        value = options[field]
    elif given is not None and field in given and not e.get("option"):
        value = given[field]
    return InputError(e["message"], field, value, index)
