#include "headless.h"

namespace ptq::cli {

int runPublish(const QStringList &, QTextStream &, QTextStream &err)
{
    err << "ptq-studio publish: not available in this build yet" << Qt::endl;
    return 2;
}

} // namespace ptq::cli
