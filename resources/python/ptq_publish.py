"""PTQ Studio publish: being written (issue #35)."""
