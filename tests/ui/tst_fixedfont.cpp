#include "fixedfont.h"
#include "logview.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QtTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace ptq::ui;

// The log, command and script views line up whatever "monospace" resolves to on the desktop.
// Run twice by ctest: with the machine's fonts, and (tst_fixedfont_proportionalMonospace) under a
// fontconfig file that makes "monospace" a proportional family, as Noto Sans Mono does.
class TestFixedFont : public QObject
{
    Q_OBJECT

private:
    static bool anyFixedPitchFamily()
    {
        const QStringList families = QFontDatabase::families();
        return std::any_of(families.cbegin(), families.cend(),
                           [](const QString &family) { return QFontDatabase::isFixedPitch(family); });
    }

private slots:
    void fixedFont_isFixedPitch_wheneverTheMachineHasSuchAFamily()
    {
        if (!anyFixedPitchFamily())
            QSKIP("no fixed-pitch font family is installed at all");
        const QFont font = fixedFont();
        QVERIFY2(QFontInfo(font).fixedPitch(),
                 qPrintable(u"fixedFont() resolved to \"%1\", which is not fixed-pitch"_s.arg(QFontInfo(font).family())));
    }

    void fixedFont_keepsTheDesktopsFixedFontWhenItIsFixedPitch()
    {
        const QFont system = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        if (!QFontInfo(system).fixedPitch())
            QSKIP("the desktop's fixed font is not fixed-pitch here (the fallback is checked above)");
        QCOMPARE(QFontInfo(fixedFont()).family(), QFontInfo(system).family());
        QCOMPARE(fixedFont().pointSizeF(), system.pointSizeF());
    }

    void fixedFont_keepsTheDesktopsSize()
    {
        QCOMPARE(fixedFont().pointSizeF(), QFontDatabase::systemFont(QFontDatabase::FixedFont).pointSizeF());
    }

    void logView_usesIt()
    {
        if (!anyFixedPitchFamily())
            QSKIP("no fixed-pitch font family is installed at all");
        LogView log;
        QVERIFY(QFontInfo(log.font()).fixedPitch());
        QCOMPARE(QFontInfo(log.font()).family(), QFontInfo(fixedFont()).family());
    }

    // Only meaningful under the proportional-monospace fontconfig file: there the desktop's
    // fixed font is proportional, and the views must not be.
    void proportionalMonospace_fallsBackToAFixedFamily()
    {
        if (qEnvironmentVariable("FONTCONFIG_FILE").isEmpty())
            QSKIP("run by tst_fixedfont_proportionalMonospace, under its fontconfig file");
        const QFont system = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        QVERIFY2(!QFontInfo(system).fixedPitch(),
                 qPrintable(u"the fixture did not take: monospace is \"%1\""_s.arg(QFontInfo(system).family())));
        QVERIFY(anyFixedPitchFamily()); // DejaVu Sans Mono: fonts-dejavu-core, which dev.sh installs
        QVERIFY2(QFontInfo(fixedFont()).fixedPitch(), qPrintable(QFontInfo(fixedFont()).family()));
    }
};

QTEST_MAIN(TestFixedFont)
#include "tst_fixedfont.moc"
