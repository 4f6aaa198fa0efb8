// ptq-studio example DIR
#include "headless.h"

#include "source/examplemodel.h"

#include <QCommandLineParser>
#include <QDir>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

int runExample(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Writes the bundled example model (a tiny llama-style checkpoint with random weights) into DIR,\n"
           "ready for 'ptq-studio analyze DIR --workspace WS'. A DIR that already holds it is left as it is.\n"
           "Exit status: 0 written, 1 DIR cannot be written or holds other files of those names, 2 usage error."));
    parser.addPositionalArgument(u"DIR"_s, tr("The folder to write (created when missing)."));
    const QCommandLineOption helpOption({u"h"_s, u"help"_s}, tr("Show this help."));
    parser.addOption(helpOption);
    if (!parser.parse(arguments)) {
        err << u"ptq-studio example: "_s << parser.errorText() << Qt::endl;
        return Usage;
    }
    if (parser.isSet(helpOption)) {
        out << parser.helpText();
        return Ok;
    }
    if (parser.positionalArguments().size() != 1) {
        err << tr("ptq-studio example: give one DIR (see --help).") << Qt::endl;
        return Usage;
    }
    Result<QString> written = ExampleModel::extractTo(parser.positionalArguments().constFirst());
    if (!written) {
        err << u"ptq-studio example: "_s << written.error().message << Qt::endl;
        return Failed;
    }
    out << tr("Wrote the example model %1 to %2. Next: ptq-studio analyze %2 --workspace DIR")
               .arg(ExampleModel::name(), QDir::toNativeSeparators(*written))
        << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
