// ptqi18n carries the compiled catalogs as resources; a static library needs one source.
