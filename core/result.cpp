#include "result.h"

namespace ptq {

QDebug operator<<(QDebug debug, const Error &error)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Error(" << int(error.code) << ", " << error.message << ')';
    return debug;
}

} // namespace ptq
