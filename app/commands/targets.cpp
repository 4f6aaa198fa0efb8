// ptq-studio targets list [--json]
// ptq-studio targets check NAME [--estimated-minutes N] [--json]
//
// The remote targets (issue #21) without a display: the profiles of targets.json (TargetStore,
// PTQ_TARGETS_FILE overriding its place) and the same read-only check page 3 runs before the gate
// (TargetPreflight): the host answers over SSH, quark-cli answers there, GPUs, disk, and for a
// Slurm cluster its partition and time limit. Nothing is created or submitted on the target.
#include "clicommand.h"
#include "headless.h"

#include "target/targetpreflight.h"
#include "target/targetprofile.h"

#include <QEventLoop>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

QString usageText()
{
    return tr("Usage: ptq-studio targets list [--json]\n"
              "       ptq-studio targets check NAME [--estimated-minutes N] [--json]\n\n"
              "The targets are read from %1 (PTQ_TARGETS_FILE overrides it).\n")
        .arg(TargetStore::defaultPath());
}

QString levelText(TargetCheck::Level level)
{
    switch (level) {
    case TargetCheck::Level::Ok:
        return tr("ok");
    case TargetCheck::Level::Warning:
        return tr("warning");
    case TargetCheck::Level::Blocking:
        return tr("blocking");
    }
    return {};
}

} // namespace

CommandSpec targetsSpec()
{
    CommandSpec spec;
    spec.name = u"targets"_s;
    spec.summary = tr("List the remote targets (SSH hosts, Slurm clusters) or check one (targets --help)");
    spec.extraUsage = {u"targets list [--json]"_s, u"targets check NAME [--estimated-minutes N] [--json]"_s};
    spec.description = tr("The remote targets: SSH hosts and Slurm clusters a run can go to. They are read from %1 "
                          "(PTQ_TARGETS_FILE overrides it).\nExit status: 0 listed or ready, 1 not ready or "
                          "unreadable, 2 usage.")
                           .arg(TargetStore::defaultPath());
    spec.arguments = {{u"ACTION"_s, tr("list, or check NAME: the same read-only check page 3 runs before the gate."),
                       u"list|check"_s, Completion::Words, {u"list"_s, u"check"_s}},
                      {u"NAME"_s, tr("The target to check (see 'ptq-studio targets list')."), u"[NAME]"_s,
                       Completion::None, {}}};
    spec.options = {
        {{u"json"_s}, {},
         tr("Print JSON: for list an array of the profiles as targets.json holds them; for check the report "
            "(its checks with level, id and message).")},
        {{u"estimated-minutes"_s}, u"N"_s, tr("check: the run's estimated minutes, against a Slurm time limit.")},
    };
    spec.singleDashLongOptions = true;
    return spec;
}

namespace {

int listTargets(CliCommand &parser, const QList<TargetProfile> &profiles)
{
    QTextStream &out = parser.out;
    if (parser.isSet(u"json"_s)) {
        Json list = Json::array();
        for (const TargetProfile &p : profiles)
            list.push_back(p.toJson());
        out << QString::fromStdString(list.dump(2)) << '\n';
        return Ok;
    }
    if (profiles.isEmpty()) {
        out << tr("No targets in %1. Commands run on this machine.").arg(TargetStore::defaultPath()) << '\n';
        return Ok;
    }
    for (const TargetProfile &p : profiles) {
        out << p.name << "  " << targetKindId(p.kind) << "  " << p.destination();
        if (p.port > 0)
            out << ':' << p.port;
        if (p.kind == TargetKind::Slurm)
            out << "  " << tr("partition %1").arg(p.slurm.partition.isEmpty() ? tr("(default)") : p.slurm.partition);
        out << "  " << p.quarkCli << '\n';
    }
    return Ok;
}

int checkTarget(CliCommand &parser, const QList<TargetProfile> &profiles, const QString &name)
{
    const QString minutes = u"estimated-minutes"_s;
    const std::optional<TargetProfile> profile = TargetStore::find(profiles, name);
    if (!profile)
        return parser.fail(tr("No target named %1 in %2.").arg(name, TargetStore::defaultPath()), Usage);
    bool ok = true;
    const int estimated = parser.isSet(minutes) ? parser.value(minutes).toInt(&ok) : 0;
    if (!ok || estimated < 0)
        return parser.fail(tr("--estimated-minutes takes a whole number of minutes, not %1.").arg(parser.value(minutes)),
                           Usage);
    TargetPreflight preflight(*profile);
    preflight.setEstimatedMinutes(estimated);
    QEventLoop loop;
    TargetReport report;
    QObject::connect(&preflight, &TargetPreflight::progress, &loop, [&err = parser.err](const QString &step) {
        err << step << '\n';
        err.flush();
    });
    QObject::connect(&preflight, &TargetPreflight::finished, &loop, [&](const TargetReport &r) {
        report = r;
        loop.quit();
    });
    QMetaObject::invokeMethod(&preflight, &TargetPreflight::start, Qt::QueuedConnection);
    loop.exec();
    QTextStream &out = parser.out;
    if (parser.isSet(u"json"_s)) {
        out << QString::fromStdString(report.toJson().dump(2)) << '\n';
    } else {
        for (const TargetCheck &c : report.checks)
            out << levelText(c.level) << "  " << c.id << "  " << c.message << '\n';
        out << (report.blocked() ? tr("%1 cannot run the command now.").arg(profile->name)
                                 : tr("%1 is ready.").arg(profile->name))
            << '\n';
    }
    return report.blocked() ? Failed : Ok;
}

} // namespace

int runTargets(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CliCommand parser(targetsSpec(), out, err);
    if (const auto done = parser.parse(arguments)) // arguments[0] is "targets"
        return *done;
    const QStringList words = parser.args().positionalArguments();
    const QString action = words.value(0);
    if (action != u"list"_s && action != u"check"_s) {
        err << usageText();
        return Usage;
    }
    const Result<QList<TargetProfile>> profiles = TargetStore::load();
    if (!profiles)
        return parser.fail(profiles.error().message);
    if (action == u"list"_s)
        return listTargets(parser, *profiles);
    if (words.size() != 2) {
        err << usageText();
        return Usage;
    }
    return checkTarget(parser, *profiles, words.at(1));
}

} // namespace ptq::cli
