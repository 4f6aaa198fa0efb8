#include "dataroots.h"

#include "appinfo.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

void describeApplication()
{
    QCoreApplication::setOrganizationName(u"PTQ Studio"_s);
    QCoreApplication::setOrganizationDomain(u"ptq-studio.invalid"_s);
    QCoreApplication::setApplicationName(u"ptq-studio"_s);
    QCoreApplication::setApplicationVersion(ptq::appVersion());
}

} // namespace ptq
