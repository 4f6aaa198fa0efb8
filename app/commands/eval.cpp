#include "headless.h"

namespace ptq::cli {

int runEval(const QStringList &, QTextStream &, QTextStream &err)
{
    err << "ptq-studio eval: not available in this build yet" << Qt::endl;
    return 2;
}

} // namespace ptq::cli
