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


class _Envelope:
    @staticmethod
    def dumps(v: Any) -> str:
        """JSON text of ``v`` (see :func:`_plain`); keys keep their order."""
        try:
            return json.dumps(_plain(v), ensure_ascii=False, allow_nan=False)
        except TypeError as e:
            raise InputError(f"scenario: not JSON: {e}", "scenario") from None

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
