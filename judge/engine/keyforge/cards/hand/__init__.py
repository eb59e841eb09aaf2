"""Hand-written behaviours of cards the card-text reader cannot read sensibly, one module per
family of alike cards (reactions.py: triggered abilities, ...). Importing this package imports
every module in it, which registers their cards."""
import importlib
import pkgutil

for _info in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_info.name}")
