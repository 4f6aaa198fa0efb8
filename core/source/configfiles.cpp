#include "source/configfiles.h"

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString SourceInfo::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Hub: return u"hub"_s;
    case Kind::Local: return u"local"_s;
    case Kind::Cache: return u"cache"_s;
    }
    return {};
}

QDebug operator<<(QDebug debug, const SourceInfo &source)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "SourceInfo(" << SourceInfo::kindName(source.kind) << ", " << source.repoId << ", "
                    << source.path << ", " << source.commit << ')';
    return debug;
}

} // namespace ptq
