#include "publisher.h"
