#include "servereadiness.h"
