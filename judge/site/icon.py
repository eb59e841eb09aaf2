"""The site's icon (an Æmber shard on a teal tile), as SVG and as PNG for installing.

The PNGs are drawn here (no imaging library): each row is filled from the
horizontal extent of the tile and the shard at four sub-rows, so edges are
smooth.
"""
from __future__ import annotations

import struct
import zlib
from functools import lru_cache

TILE = (10, 102, 96)
SHARD = (245, 193, 92)
SHADE = (214, 150, 44)

SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="12" fill="#0a6660"/>
<path d="M32 9 L51 27 L32 55 L13 27 Z" fill="#f5c15c"/>
<path d="M32 9 L51 27 L32 55 Z" fill="#d6962c"/>
</svg>
"""


def _tile_span(y: float, size: int) -> tuple[float, float]:
    r = size * 12 / 64
    if y < r:
        dx = r - (r * r - (r - y) ** 2) ** 0.5
    elif y > size - r:
        dx = r - (r * r - (y - (size - r)) ** 2) ** 0.5
    else:
        dx = 0.0
    return dx, size - dx


def _shard_span(y: float, size: int) -> tuple[float, float, float]:
    """Left edge, middle and right edge of the shard at height y (empty when left > right)."""
    s = size / 64
    top, mid, bottom, cx, half = 9 * s, 27 * s, 55 * s, 32 * s, 19 * s
    if y < top or y > bottom:
        return 1.0, 0.0, 0.0
    w = half * ((y - top) / (mid - top) if y <= mid else (bottom - y) / (bottom - mid))
    return cx - w, cx, cx + w


def _cover(x: int, lo: float, hi: float) -> float:
    return max(0.0, min(x + 1, hi) - max(x, lo))


@lru_cache(maxsize=4)
def png(size: int) -> bytes:
    """The icon as a PNG of `size` pixels square (the same bytes every time: drawn once per
    process)."""
    rows = []
    subs = (0.125, 0.375, 0.625, 0.875)
    for y in range(size):
        spans = [(_tile_span(y + d, size), _shard_span(y + d, size)) for d in subs]
        edges = {int(e) for t, sh in spans for e in (*t, *sh) if 0 <= e < size}
        row = bytearray(b"\x00")  # filter: none
        pixel = b""
        for x in range(size):
            if x in edges or x - 1 in edges or not pixel:
                tile = sum(_cover(x, *t) for t, _ in spans) / 4
                left = sum(_cover(x, sh[0], sh[1]) for _, sh in spans) / 4
                right = sum(_cover(x, sh[1], sh[2]) for _, sh in spans) / 4
                base = 1 - left - right
                rgb = [round(TILE[i] * base + SHARD[i] * left + SHADE[i] * right) for i in range(3)]
                pixel = bytes(rgb) + bytes([round(255 * tile)])
            row += pixel
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")
