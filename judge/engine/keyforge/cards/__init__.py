"""Card behaviours by set; importing this package registers them all."""
from judge.engine.keyforge.cards import aoa, cota, dt, hand, mm, wc  # noqa: F401
