"""judge: rules reference, ruling lookup and rules engine for card-game judges."""

__version__ = "0.1.0"
