// Skeleton (issue #37): filled by its helper.
#include <QTest>

class Tst_dataroots : public QObject
{
    Q_OBJECT
private slots:
    void skeleton() { QSKIP("not written yet"); }
};

QTEST_GUILESS_MAIN(Tst_dataroots)
#include "tst_dataroots.moc"
