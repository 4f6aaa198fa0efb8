#include "i18n.h"

#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {
const QString kLanguageKey = u"language"_s;
}

QStringList Translations::languages()
{
    return {u"en"_s, u"de"_s, u"zh_CN"_s};
}

QString Translations::nativeName(const QString &code)
{
    if (code == u"de"_s)
        return u"Deutsch"_s;
    if (code == u"zh_CN"_s)
        return u"简体中文"_s;
    return u"English"_s;
}

QString Translations::configuredLanguage()
{
    const QString code = QSettings().value(kLanguageKey).toString();
    return languages().contains(code) ? code : QString();
}

void Translations::setConfiguredLanguage(const QString &code)
{
    if (code.isEmpty())
        QSettings().remove(kLanguageKey);
    else
        QSettings().setValue(kLanguageKey, code);
}

QString Translations::resolve(const QString &preferred, const QLocale &system)
{
    if (languages().contains(preferred))
        return preferred;
    // The first of the user's UI languages that we speak; Chinese in any script but
    // traditional falls to Simplified Chinese.
    for (const QString &ui : system.uiLanguages()) {
        const QLocale locale(ui);
        if (locale.language() == QLocale::English)
            return u"en"_s;
        if (locale.language() == QLocale::German)
            return u"de"_s;
        if (locale.language() == QLocale::Chinese && locale.script() != QLocale::TraditionalChineseScript)
            return u"zh_CN"_s;
    }
    return u"en"_s;
}

Translations::Installed Translations::install(const QString &code)
{
    Installed installed;
    if (code == u"en"_s || !languages().contains(code))
        return installed;
    auto *app = QCoreApplication::instance();
    auto *ours = new QTranslator(app);
    if (!ours->load(u":/i18n/ptq-studio_%1.qm"_s.arg(code))) {
        delete ours;
        return installed;
    }
    QCoreApplication::installTranslator(ours);
    installed.ours = ours;
    // Numbers, sizes and dates in the interface's language too, unless the system's locale already
    // speaks it (then its country's conventions stay: de_AT, de_CH).
    if (const QLocale language(code); QLocale().language() != language.language()) {
        installed.previousLocale = QLocale();
        QLocale::setDefault(language);
    }
    // Qt's own strings (QWizard's Back/Next, standard dialog buttons); missing is not fatal.
    auto *qt = new QTranslator(app);
    if (qt->load(u"qtbase_%1"_s.arg(code), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed.qt = qt;
    } else {
        delete qt;
    }
    return installed;
}

} // namespace ptq
