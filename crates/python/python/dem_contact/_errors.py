"""The exceptions of dem_contact."""

from typing import Any, Optional


class InputError(ValueError):
    """An input the calculator cannot take: the message is the CLI's, one line starting
    with the field (``e = 1.3: restitution must be in (0, 1]``).

    Attributes:
        field: the scenario key (``"e"``, ``"measured[0].e"``, ``"contacts[1].kn"``) or the
            keyword argument (``"curves"``, ``"over"``, ``"start"``) the error is about;
            ``"scenario"`` for the input as a whole.
        value: the value given for that field, as given (``None`` when none was given: a
            missing key, or a quantity derived from other keys).
        index: in :func:`dem_contact.solve_many`, the position of the scenario in the list;
            in :func:`dem_contact.solve_table` with ``errors="raise"``, the row (``None``
            elsewhere).
    """

    def __init__(
        self, message: str, field: str, value: Any = None, index: Optional[int] = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.value = value
        self.index = index

    def __reduce__(self):  # picklable (multiprocessing pools)
        return (type(self), (self.message, self.field, self.value, self.index))


class InternalError(RuntimeError):
    """The library failed where it never should (a panic inside the Rust code). Please
    report it with the scenario: it is a bug, not an input error."""
