"""`python -m judge` and the `judge` console script.

The command line is imported inside the guard, so Ctrl-C while Python is still
loading judge is one line and exit 130 too, never a traceback."""
import sys


def main() -> None:
    try:
        from judge.cli import main as run
    except KeyboardInterrupt:
        sys.stderr.write("judge: error: interrupted\n")
        raise SystemExit(130) from None
    run()


if __name__ == "__main__":
    main()
