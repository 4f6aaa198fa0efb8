#pragma once

#include <QCoreApplication>
#include <QLocale>

#include <optional>
#include <QStringList>

class QTranslator;

namespace ptq {

/// The languages PTQ Studio speaks and how it picks one: the QSettings key "language"
/// (empty = follow the system; set by the Settings dialog, read at start-up), else the
/// system's UI languages. Catalogs are embedded as :/i18n/ptq-studio_<code>.qm; Qt's own
/// qtbase catalogs come from Qt's translations folder (the AppImage bundles them).
class Translations
{
    Q_DECLARE_TR_FUNCTIONS(Translations)

public:
    /// Codes with a catalog, English first: "en", "de", "zh_CN".
    static QStringList languages();
    /// A language's own name ("Deutsch", "简体中文").
    static QString nativeName(const QString &code);
    /// The setting, or empty for "follow the system".
    static QString configuredLanguage();
    static void setConfiguredLanguage(const QString &code);
    /// What @p preferred (or the system when empty) resolves to among languages().
    static QString resolve(const QString &preferred, const QLocale &system = QLocale::system());
    struct Installed
    {
        QTranslator *ours = nullptr; ///< PTQ Studio's catalog (null for English or when missing)
        QTranslator *qt = nullptr;   ///< Qt's qtbase catalog (null when Qt's translations are absent)
        /// The default locale before install() made numbers and dates follow the language (a German
        /// interface on an English system groups digits and names months in German); unset when
        /// it was left alone.
        std::optional<QLocale> previousLocale;
    };
    /// Installs PTQ Studio's and Qt's catalogs for @p code on the application (English needs
    /// none); the translators are children of the application.
    static Installed install(const QString &code);
};

} // namespace ptq
