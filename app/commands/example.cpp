// ptq-studio example DIR
#include "clicommand.h"
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
    CliCommand parser(exampleSpec(), out, err);
    if (const auto done = parser.parse(arguments))
        return *done;
    const QStringList positional = parser.args().positionalArguments();
    if (positional.size() != 1)
        return parser.usage(tr("ptq-studio example: give one DIR (see --help)."));
    Result<QString> written = ExampleModel::extractTo(positional.constFirst());
    if (!written)
        return parser.fail(written.error().message);
    out << tr("Wrote the example model %1 to %2. Next: ptq-studio analyze %2 --workspace DIR")
               .arg(ExampleModel::name(), QDir::toNativeSeparators(*written))
        << Qt::endl;
    return Ok;
}

} // namespace ptq::cli
