"""PTQ Studio export checks: being written (issue #35)."""
