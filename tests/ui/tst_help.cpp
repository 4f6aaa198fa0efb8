// Skeleton (issue #37): filled by its helper.
#include <QTest>

class Tst_help : public QObject
{
    Q_OBJECT
private slots:
    void skeleton() { QSKIP("not written yet"); }
};

QTEST_MAIN(Tst_help)
#include "tst_help.moc"
