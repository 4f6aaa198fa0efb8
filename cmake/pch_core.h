// The precompiled header of every non-widget target (ptqcore, ptqcli, the core tests): the Qt,
// standard and JSON headers nearly every file includes. Most of a translation unit's compile time
// here was spent parsing these (about 170,000 lines after preprocessing for a 100-line file).
// Only headers that are stable and core-safe (no QtGui, no QtWidgets: tst_layering) belong here.
// PTQ_PCH=OFF builds without it, to check that every file includes what it uses.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QLocale>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>
