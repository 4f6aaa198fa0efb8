#include "clidoc.h"

namespace ptq::cli {

// Skeleton (issue #37, CLI helper): to be generated from the option definitions.
QString manPage()
{
    return {};
}

QString bashCompletion()
{
    return {};
}

} // namespace ptq::cli
