#include "fixedfont.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace ptq::ui {

namespace {

bool isFixed(const QString &family)
{
    if (!QFontDatabase::isFixedPitch(family))
        return false;
    QFont font;
    font.setFamilies({family});
    return QFontInfo(font).fixedPitch();
}

// The fixed-pitch family to use when the desktop's fixed font is not one: well-known families
// first (in the order a terminal would prefer them), then any installed fixed-pitch family.
// Looked up once: the font database does not change while the app runs.
QString fallbackFamily()
{
    static const QString family = [] {
        const QStringList preferred{u"DejaVu Sans Mono"_s, u"Liberation Mono"_s, u"Noto Mono"_s,
                                    u"JetBrains Mono"_s,   u"Hack"_s,            u"Source Code Pro"_s,
                                    u"Fira Mono"_s,        u"Ubuntu Mono"_s,     u"Cousine"_s,
                                    u"Nimbus Mono PS"_s,   u"FreeMono"_s,        u"Courier New"_s};
        const QStringList installed = QFontDatabase::families();
        for (const QString &name : preferred) {
            if (installed.contains(name) && isFixed(name))
                return name;
        }
        for (const QString &name : installed) {
            if (!QFontDatabase::isPrivateFamily(name) && isFixed(name))
                return name;
        }
        return QString();
    }();
    return family;
}

} // namespace

QFont fixedFont()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    if (QFontInfo(font).fixedPitch())
        return font;
    if (const QString family = fallbackFamily(); !family.isEmpty())
        font.setFamilies({family});
    font.setStyleHint(QFont::TypeWriter);
    font.setFixedPitch(true);
    return font;
}

} // namespace ptq::ui
