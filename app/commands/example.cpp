// ptq-studio example DIR
#include "headless.h"

#include "source/examplemodel.h"

#include <QDir>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

CommandSpec exampleSpec()
{
    CommandSpec spec;
    spec.name = u"example"_s;
    spec.summary = tr("Write the bundled example model into a folder, to try the workflow offline");
    spec.description = tr(
        "Writes the bundled example model (a tiny llama-style checkpoint with random weights) into DIR,\n"
        "ready for 'ptq-studio analyze DIR --workspace WS'. A DIR that already holds it is left as it is.\n"
        "Exit status: 0 written, 1 DIR cannot be written or holds other files of those names, 2 usage error.");
    spec.arguments = {{u"DIR"_s, tr("The folder to write (created when missing)."), {}, Completion::Directory, {}}};
    return spec;
}

int runExample(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandLine parser(exampleSpec());
    if (const auto done = parser.parse(arguments, out, err))
        return *done;
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
