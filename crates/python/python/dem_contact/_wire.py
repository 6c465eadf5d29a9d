"""Between Python and the native module: values to JSON text, answers back to values or
exceptions. The native functions answer ``{"ok": …}``, ``{"error": {field, value, message,
option}}`` or ``{"panic": …}``."""

import json
import math
import os
from typing import Any, Mapping, Optional

from ._errors import InputError, InternalError


def _plain(v: Any, _open: Optional[set] = None) -> Any:
    """``v`` with NumPy scalars as Python numbers, tuples as lists, paths as text, and
    non-finite floats as the text the library reads (``"NaN"``, ``"inf"``), which JSON
    cannot carry, so the library names the field in its message. A container holding
    itself raises ``ValueError`` (not a ``RecursionError``)."""
    if isinstance(v, (Mapping, list, tuple)):
        _open = set() if _open is None else _open
        if id(v) in _open:
            raise ValueError("it holds itself (a circular reference)")
        _open.add(id(v))
        try:
            if isinstance(v, Mapping):
                return {str(k): _plain(x, _open) for k, x in v.items()}
            return [_plain(x, _open) for x in v]
        finally:
            _open.discard(id(v))
    if hasattr(v, "tolist") and not isinstance(v, (str, bytes)):  # NumPy scalars and arrays
        return _plain(v.tolist())
    if isinstance(v, int) and not isinstance(v, bool) and _beyond_float(v):
        return _huge(v)
    if isinstance(v, float) and not math.isfinite(v):
        return "NaN" if math.isnan(v) else ("inf" if v > 0 else "-inf")
    if isinstance(v, os.PathLike):
        return os.fspath(v)
    return v


def _beyond_float(n: int) -> bool:
    """Whether the integer ``n`` is beyond the range of a float (``10**309``)."""
    try:
        float(n)
        return False
    except OverflowError:
        return True


def _huge(n: int) -> str:
    """An integer beyond the range of a float as the short text of a number (``10**309`` →
    ``"1e309"``; 17 significant digits rounded away from zero, so still beyond it): the
    library then names the key in its message (``v0 = "1e309": beyond the largest number
    …``), where the JSON number would not have been read at all."""
    s = str(abs(n))
    k = min(17, len(s))
    head = str(int(s[:k]) + (1 if s[k:].strip("0") else 0))
    exp = len(s) - k + len(head) - 1
    m = head.rstrip("0")
    return ("-" if n < 0 else "") + m[0] + ("." + m[1:] if len(m) > 1 else "") + f"e{exp}"


def _default(v: Any) -> Any:
    """What ``json`` cannot write by itself: NumPy values, paths."""
    if hasattr(v, "tolist") or isinstance(v, os.PathLike):
        return _plain(v)
    raise TypeError(f"{type(v).__name__} is not a number, text, list or dict")


class _Envelope:
    @staticmethod
    def dumps(v: Any) -> str:
        """JSON text of ``v`` (see :func:`_plain`); keys keep their order. Text that is not
        Unicode (a lone surrogate, ``"\\ud800"``), a container holding itself and anything
        JSON cannot carry raise :class:`InputError` naming the key."""
        try:
            # _plain first: non-finite floats and integers beyond a float as text (JSON cannot
            # carry them); a circular reference raises here.
            text = json.dumps(_plain(v), ensure_ascii=False, allow_nan=False, default=_default)
            text.encode("utf-8")
            return text
        except (TypeError, ValueError, RecursionError) as e:
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
        for key, x in list(v.items()):
            try:
                if x is v:
                    raise ValueError("it holds the scenario itself (a circular reference)")
                json.dumps(_plain(x), ensure_ascii=False, allow_nan=False,
                           default=_default).encode("utf-8")
            except UnicodeEncodeError:
                return InputError(f"{key} = {x!r}: text that is not valid Unicode (a lone "
                                  "surrogate); expected a number or a text", str(key), x)
            except (TypeError, ValueError, RecursionError) as inner:
                return InputError(f"{key} = {_short(x)}: expected a number, a text, or a list "
                                  f"or dict of them ({inner})", str(key), x)
    if isinstance(e, UnicodeEncodeError):
        return InputError("scenario: text that is not valid Unicode (a lone surrogate)",
                          "scenario", v)
    return InputError(f"scenario: not JSON: {e}", "scenario", v)


def _short(x: Any) -> str:
    """``repr(x)``, safe for a container holding itself and kept to a line."""
    try:
        r = repr(x)
    except RecursionError:
        r = f"<{type(x).__name__}>"
    return r if len(r) <= 60 else r[:57] + "..."


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
