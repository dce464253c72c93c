"""Small statistics shared by the site's odds pages and the benchmarks (bench/): one copy.

    >>> lo, hi = wilson(55, 100)
    >>> round(lo, 4), round(hi, 4)
    (0.4524, 0.6439)
    >>> wilson(0, 0)
    (0.0, 1.0)
"""

from __future__ import annotations

import math

__all__ = ["Z95", "wilson"]

#: The normal distribution's 97.5 % quantile: a two-sided 95 % interval.
Z95 = 1.959964


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials (95 % by default);
    ``(0, 1)`` when there is no trial."""
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)
