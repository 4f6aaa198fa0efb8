// The one palette of status colours (ui/statuscolours): readable on light and dark palettes, and
// the only place in ui/ that names one.
#include "statuscolours.h"
#include "testsupport.h"

#include <QApplication>
#include <QDirIterator>
#include <QLabel>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using ptq::ui::Tone;

namespace {

double contrast(const QColor &a, const QColor &b)
{
    return ptq::ui::contrastRatio(a, b);
}

QPalette darkPalette(const QColor &window, const QColor &base)
{
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    return p;
}

QPalette lightPalette(const QColor &window, const QColor &base)
{
    QPalette p;
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::WindowText, Qt::black);
    p.setColor(QPalette::Text, Qt::black);
    return p;
}

} // namespace

class TestStatusColours : public QObject
{
    Q_OBJECT

private slots:
    /// The ratio against WCAG's own figures: black on white 21:1, a colour on itself 1:1, and
    /// #767676 on white, the lightest grey that passes 4.5:1 (#777777 does not).
    void contrastRatio_isWcags()
    {
        QCOMPARE(qRound(contrast(Qt::black, Qt::white) * 100), 2100);
        QCOMPARE(contrast(Qt::white, Qt::black), contrast(Qt::black, Qt::white));
        QCOMPARE(qRound(contrast(QColor(0x12, 0x34, 0x56), QColor(0x12, 0x34, 0x56)) * 100), 100);
        QVERIFY(contrast(QColor(0x76, 0x76, 0x76), Qt::white) >= 4.5);
        QVERIFY(contrast(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
        QCOMPARE(qRound(contrast(QColor(0x77, 0x77, 0x77), Qt::white) * 100), 448);
    }

    void readableOnEachPalette_data()
    {
        QTest::addColumn<QPalette>("palette");
        QTest::addColumn<bool>("dark");
        std::unique_ptr<QStyle> fusion(QStyleFactory::create(u"Fusion"_s));
        QVERIFY(fusion);
        QTest::newRow("Fusion light") << fusion->standardPalette() << false;
        QTest::newRow("white") << lightPalette(Qt::white, Qt::white) << false;
        QTest::newRow("light grey window") << lightPalette(QColor(0xd6, 0xd6, 0xd6), Qt::white) << false;
        QTest::newRow("the tests' dark") << darkPalette(QColor(0x2b, 0x2d, 0x30), QColor(0x1e, 0x1f, 0x22)) << true;
        QTest::newRow("Breeze dark") << darkPalette(QColor(0x20, 0x23, 0x26), QColor(0x14, 0x16, 0x18)) << true;
        QTest::newRow("black") << darkPalette(Qt::black, Qt::black) << true;
        QTest::newRow("dark grey window") << darkPalette(QColor(0x45, 0x45, 0x45), QColor(0x2d, 0x2d, 0x2d)) << true;
    }

    /// Each tone as text has a contrast of at least 4.5:1 (WCAG AA for body text) against the
    /// window and the base of the palette it is shown on.
    void readableOnEachPalette()
    {
        QFETCH(QPalette, palette);
        QFETCH(bool, dark);
        QWidget widget;
        widget.setPalette(palette);
        QCOMPARE(ptq::ui::isDarkPalette(&widget), dark);
        for (const Tone tone : {Tone::Failed, Tone::Warning, Tone::Good, Tone::Muted}) {
            const QColor colour = ptq::ui::statusColour(tone, &widget);
            for (const QPalette::ColorRole role : {QPalette::Window, QPalette::Base}) {
                const double ratio = contrast(colour, palette.color(role));
                QVERIFY2(ratio >= 4.5, qPrintable(u"tone %1 (%2) on %3 %4: %5:1"_s.arg(int(tone))
                                                      .arg(colour.name(), role == QPalette::Window ? u"window"_s : u"base"_s,
                                                           palette.color(role).name())
                                                      .arg(ratio, 0, 'f', 2)));
            }
            QCOMPARE(ptq::ui::statusCss(tone, &widget), colour.name());
        }
        // The three that say something differ from each other on every palette.
        QVERIFY(ptq::ui::statusColour(Tone::Failed, &widget) != ptq::ui::statusColour(Tone::Warning, &widget));
        QVERIFY(ptq::ui::statusColour(Tone::Warning, &widget) != ptq::ui::statusColour(Tone::Good, &widget));
        // A failed field's background keeps the palette's text readable.
        QVERIFY(contrast(ptq::ui::failedBackground(&widget), palette.color(QPalette::Text)) >= 4.5);
    }

    /// A fill (a progress bar's chunk) keeps white text readable, whatever the palette.
    void fillsCarryWhiteText()
    {
        for (const Tone tone : {Tone::Failed, Tone::Warning, Tone::Good, Tone::Muted})
            QVERIFY2(contrast(ptq::ui::statusFill(tone), Qt::white) >= 4.5, qPrintable(ptq::ui::statusFill(tone).name()));
    }

    /// Without a widget, the application's palette decides.
    void followsTheApplicationPalette()
    {
        const QPalette before = QApplication::palette();
        QApplication::setPalette(darkPalette(QColor(0x2b, 0x2d, 0x30), QColor(0x1e, 0x1f, 0x22)));
        const QColor onDark = ptq::ui::statusColour(Tone::Failed);
        QVERIFY(ptq::ui::isDarkPalette());
        QApplication::setPalette(lightPalette(Qt::white, Qt::white));
        const QColor onLight = ptq::ui::statusColour(Tone::Failed);
        QVERIFY(!ptq::ui::isDarkPalette());
        QApplication::setPalette(before);
        QVERIFY(onDark != onLight);
        QVERIFY(onDark.lightness() > onLight.lightness());
    }

    void setTextColour_setsAndResets()
    {
        QLabel label;
        const QColor plain = label.palette().color(QPalette::WindowText);
        ptq::ui::setTextColour(&label, ptq::ui::statusColour(Tone::Failed, &label));
        QCOMPARE(label.palette().color(QPalette::WindowText), ptq::ui::statusColour(Tone::Failed, &label));
        ptq::ui::setTextColour(&label, QColor());
        QCOMPARE(label.palette().color(QPalette::WindowText), plain);
    }

    /// No file in ui/ names a colour of its own for a status: a "#rrggbb" or a QColor from numbers
    /// appears only in statuscolours.cpp, the GPU chart's series hues (vrampanel.cpp) and the
    /// compare window's change tints (comparewindow.cpp), which are not statuses.
    void noStatusColourOutsideThePalette()
    {
        static const QRegularExpression literal(u"#[0-9a-fA-F]{6}\\b|QColor\\(\\s*(0x|[0-9])"_s);
        const QStringList allowed{u"statuscolours.cpp"_s, u"vrampanel.cpp"_s, u"comparewindow.cpp"_s};
        QStringList found;
        QDirIterator it(PTQ_SOURCE_DIR + u"/ui"_s, {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            ++files;
            if (allowed.contains(QFileInfo(path).fileName()))
                continue;
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            int line = 0;
            while (!file.atEnd()) {
                ++line;
                const QString text = QString::fromUtf8(file.readLine());
                if (literal.match(text).hasMatch())
                    found.append(u"%1:%2: %3"_s.arg(path).arg(line).arg(text.trimmed()));
            }
        }
        QVERIFY2(files > 40, "ui/ not found");
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
        // The pattern finds what it is for.
        QVERIFY(literal.match(u"html += u\"<p style='color:#b3261e'>\"_s;"_s).hasMatch());
        QVERIFY(literal.match(u"return QColor(0xb3, 0x26, 0x1e);"_s).hasMatch());
        QVERIFY(!literal.match(u"QColor colour = statusColour(Tone::Failed, this);"_s).hasMatch());
    }
};

QTEST_MAIN(TestStatusColours)
#include "tst_statuscolours.moc"
