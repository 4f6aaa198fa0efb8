#include "exportchecks.h"
