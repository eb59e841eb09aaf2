"""Card behaviours by set; importing this package registers them all."""
from judge.engine.keyforge.cards import cota  # noqa: F401
