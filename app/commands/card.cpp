#include "headless.h"

namespace ptq::cli {

int runCard(const QStringList &, QTextStream &, QTextStream &err)
{
    err << "ptq-studio card: not available in this build yet" << Qt::endl;
    return 2;
}

} // namespace ptq::cli
