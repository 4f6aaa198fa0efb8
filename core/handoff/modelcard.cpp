#include "modelcard.h"
