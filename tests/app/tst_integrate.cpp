// Skeleton (issue #37): filled by its helper.
#include <QTest>

class Tst_integrate : public QObject
{
    Q_OBJECT
private slots:
    void skeleton() { QSKIP("not written yet"); }
};

QTEST_GUILESS_MAIN(Tst_integrate)
#include "tst_integrate.moc"
