#include "plan/quarkapi.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QVersionNumber>

#include <nlohmann/json.hpp>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

QStringList strings(const nlohmann::json &array)
{
    QStringList out;
    if (!array.is_array())
        return out;
    for (const auto &v : array)
        if (v.is_string())
            out.append(QString::fromStdString(v.get<std::string>()));
    return out;
}

} // namespace

QString QuarkApi::probeScript()
{
    // One program for the app and for packaging/quark-knowledge.py, which records its answer for
    // each known release: resources/quark/api_probe.py, compiled in.
    static const QString script = [] {
        QFile file(u":/quark/api_probe.py"_s);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the API probe is not compiled in (:/quark/api_probe.py)");
        return QString::fromUtf8(file.readAll());
    }();
    return script;
}

Result<QuarkApiFacts> QuarkApi::parse(const QByteArray &output)
{
    for (const QByteArray &raw : output.split('\n')) {
        const qsizetype at = raw.indexOf("PTQ_QUARK_API ");
        if (at < 0)
            continue;
        const QByteArray payload = raw.mid(at + 14);
        const nlohmann::json j = nlohmann::json::parse(payload.cbegin(), payload.cend(), nullptr, false);
        if (!j.is_object())
            return Error{Error::Code::Malformed, tr("The Quark API probe printed a line that is not JSON.")};
        if (j.contains("error") && j["error"].is_string())
            return Error{Error::Code::Invalid, tr("The installed Quark API could not be asked: %1")
                                                   .arg(QString::fromStdString(j["error"].get<std::string>()))};
        QuarkApiFacts f;
        f.quarkVersion = QString::fromStdString(j.value("quark_version", std::string()));
        f.schemes = strings(j.value("schemes", nlohmann::json()));
        f.kvCacheSchemes = strings(j.value("kv_cache_schemes", nlohmann::json()));
        f.algorithms = strings(j.value("algorithms", nlohmann::json()));
        f.modelTypes = strings(j.value("model_types", nlohmann::json()));
        const nlohmann::json templates = j.value("templates", nlohmann::json::object());
        if (templates.is_object()) {
            for (const auto &[type, t] : templates.items()) {
                if (!t.is_object() || t.contains("error"))
                    continue;
                const QString name = QString::fromStdString(type);
                f.algorithmsByModelType.insert(name, strings(t.value("algorithms", nlohmann::json())));
                f.defaultExcludes.insert(name, strings(t.value("exclude", nlohmann::json())));
            }
        }
        if (f.quarkVersion.isEmpty() || f.schemes.isEmpty())
            return Error{Error::Code::Malformed, tr("The Quark API probe named no amd-quark version or no schemes.")};
        return f;
    }
    const QString tail = QString::fromUtf8(output).trimmed().section(u'\n', -3);
    return Error{Error::Code::Malformed, tr("The Quark API probe printed no answer: %1").arg(tail)};
}

QString QuarkApi::summary(const QString &error)
{
    QString line = error.trimmed().section(u'\n', 0, 0).trimmed();
    // A JSON object or a dict repr inside the message says nothing to a reader: folded.
    static const QRegularExpression innermost(u"\\{[^{}]*\\}"_s);
    for (qsizetype before = -1; before != line.size();) { // innermost first, until none is left
        before = line.size();
        line.replace(innermost, QString(QChar(0x1)));
    }
    line.replace(QChar(0x1), u"{…}"_s);
    constexpr qsizetype kMax = 160;
    if (line.size() > kMax)
        line = line.left(kMax - 1).trimmed() + u'…';
    return line;
}

QString QuarkApi::scriptInterpreterOf(const QString &consoleScript)
{
    QFile file(consoleScript);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    const QByteArray head = file.read(4096);
    if (!head.startsWith("#!"))
        return QString();
    const QList<QByteArray> lines = head.split('\n');
    const QString shebang = QString::fromUtf8(lines.value(0).mid(2)).trimmed();
    QString interpreter;
    if (shebang == u"/bin/sh"_s || shebang.endsWith(u"/sh"_s)) {
        // pip writes `'''exec' "/very/long/path/python" "$0" "$@"` when the path is too long;
        // that file is shell and Python at once.
        const QString exec = QString::fromUtf8(lines.value(1));
        const qsizetype open = exec.indexOf(u"exec' "_s);
        if (open < 0)
            return QString(); // a shell wrapper: what it runs is its own business
        interpreter = exec.mid(open + 6).section(u' ', 0, 0);
        if (interpreter.startsWith(u'"') || interpreter.startsWith(u'\''))
            interpreter = exec.mid(open + 7).section(exec[open + 6], 0, 0);
    } else {
        interpreter = shebang.section(u' ', 0, 0);
        if (interpreter.endsWith(u"/env"_s))
            return QString(); // `env python3`: which one depends on PATH at run time
    }
    const QFileInfo info(interpreter);
    if (!info.isAbsolute() || !info.isExecutable() || !info.fileName().startsWith(u"python"_s))
        return QString();
    return interpreter;
}

QString QuarkApi::interpreterOf(const QString &consoleScript)
{
    if (QString python = scriptInterpreterOf(consoleScript); !python.isEmpty())
        return python;
    const QString beside = QFileInfo(consoleScript).absolutePath() + u"/python"_s;
    return QFileInfo(beside).isExecutable() ? beside : QString();
}

QString QuarkApi::probeAndRunScript()
{
    // `python -c` puts the working folder first on sys.path; `python script` puts the script's
    // own (symbolic links resolved). The script's is set before anything is imported, so that
    // both halves import what the console script alone would.
    const QString prologue = uR"PY(import os as _os, sys as _sys
_script = _sys.argv[1]
_sys.path[0] = _os.path.dirname(_os.path.realpath(_script))
)PY"_s;
    const QString epilogue = uR"PY(print("%1", flush=True)
import runpy as _runpy
_sys.argv = _sys.argv[1:]
_runpy.run_path(_script, run_name="__main__")
)PY"_s.arg(QLatin1StringView(kHelpMarker));
    return prologue + probeScript() + epilogue;
}

void QuarkApi::apply(CliCapabilities &caps, const QuarkApiFacts &facts)
{
    caps.quarkVersion = facts.quarkVersion;
    caps.apiError.clear();
    const QVersionNumber version = QVersionNumber::fromString(facts.quarkVersion);
    if (version >= QVersionNumber(0, 13) && caps.hasOption(u"template_file"_s))
        caps.generation = version.majorVersion() == 0 && version.minorVersion() == 13 ? u"0.13"_s : facts.quarkVersion;
    caps.schemes = facts.schemes;
    if (!facts.kvCacheSchemes.isEmpty())
        caps.workingKvCacheDtypes = facts.kvCacheSchemes;
    if (!facts.algorithms.isEmpty())
        caps.algorithms = facts.algorithms;
    caps.templateModelTypes = facts.modelTypes;
    caps.algorithmsByModelType = facts.algorithmsByModelType;
}

} // namespace ptq
