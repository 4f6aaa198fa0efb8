#include "headless.h"

namespace ptq::cli {

// Skeleton (issue #37, DESKTOP helper): desktop integration of an AppImage or an installed binary.
int runIntegrate(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    Q_UNUSED(arguments);
    Q_UNUSED(out);
    err << tr("ptq-studio integrate: not built yet.") << Qt::endl;
    return Failed;
}

} // namespace ptq::cli
