#include "target/targetprofile.h"

#include "artifacts/artifactio.h"
#include "target/targetstorewatcher.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

QString targetKindId(TargetKind kind)
{
    switch (kind) {
    case TargetKind::Local:
        return u"local"_s;
    case TargetKind::Ssh:
        return u"ssh"_s;
    case TargetKind::Slurm:
        return u"slurm"_s;
    }
    return u"local"_s;
}

std::optional<TargetKind> targetKindFromId(const QString &id)
{
    for (TargetKind kind : {TargetKind::Local, TargetKind::Ssh, TargetKind::Slurm}) {
        if (targetKindId(kind) == id)
            return kind;
    }
    return std::nullopt;
}

QString TargetProfile::destination() const
{
    return user.isEmpty() ? host : user + u'@' + host;
}

Json TargetProfile::effectiveValues() const
{
    Json out = Json::object();
    out["name"] = name.toStdString();
    out["kind"] = targetKindId(kind).toStdString();
    if (kind == TargetKind::Local)
        return out;
    out["host"] = host.toStdString();
    out["user"] = user.toStdString();
    out["port"] = port;
    out["identity_file"] = identityFile.toStdString();
    out["proxy_jump"] = proxyJump.toStdString();
    out["known_hosts_file"] = knownHostsFile.toStdString();
    out["remote_workspace"] = remoteWorkspace.toStdString();
    out["quark_cli"] = quarkCli.toStdString();
    out["hf_home"] = hfHome.toStdString();
    if (kind == TargetKind::Slurm) {
        Json s = Json::object();
        s["partition"] = slurm.partition.toStdString();
        s["account"] = slurm.account.toStdString();
        s["time_limit_minutes"] = slurm.timeLimitMinutes;
        s["gpus"] = slurm.gpus;
        s["cpus"] = slurm.cpus;
        s["memory"] = slurm.memory.toStdString();
        s["extra_directives"] = toJsonArray(slurm.extraDirectives);
        s["srun_flags"] = toJsonArray(slurm.srunFlags);
        out["slurm"] = s;
    }
    return out;
}

namespace {

/// The first control character of @p value (C0, DEL, C1) as U+XXXX, or an empty string.
QString firstControl(const QString &value)
{
    for (const QChar c : value) {
        const char16_t u = c.unicode();
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f))
            return u"U+%1"_s.arg(uint(u), 4, 16, QChar(u'0')).toUpper();
    }
    return {};
}

} // namespace

QStringList TargetProfile::problems() const
{
    QStringList out;
    // Every field ends up in an argv, a script line or an #SBATCH line: a \r or \n there splits it
    // (sbatch reads "--exclusive\r--output=…" as two options), a NUL cuts it. Named by the key the
    // targets file gives it; the value is not shown, for it is not one line.
    QList<std::pair<const char *, QString>> fields{
        {"name", name}, {"host", host}, {"user", user}, {"identity_file", identityFile}, {"proxy_jump", proxyJump},
        {"known_hosts_file", knownHostsFile}, {"remote_workspace", remoteWorkspace}, {"quark_cli", quarkCli},
        {"hf_home", hfHome}, {"partition", slurm.partition}, {"account", slurm.account}, {"memory", slurm.memory}};
    for (const QString &line : slurm.extraDirectives)
        fields.append({"extra_directives", line});
    for (const QString &flag : slurm.srunFlags)
        fields.append({"srun_flags", flag});
    bool controls = false;
    for (const auto &[key, value] : std::as_const(fields)) {
        if (const QString c = firstControl(value); !c.isEmpty()) {
            out.append(TargetStore::tr("%1: \"%2\" holds a control character (%3); no field of a target may hold "
                                       "line breaks, tabs or other control characters.")
                           .arg(firstControl(name).isEmpty() ? name : TargetStore::tr("(a target)"),
                                QString::fromLatin1(key), c));
            controls = true;
        }
    }
    if (controls)
        return out; // the checks below would quote the values, control characters and all
    static const QRegularExpression nameRe(u"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"_s);
    if (!nameRe.match(name).hasMatch())
        out.append(TargetStore::tr("The name \"%1\" is not usable: letters, digits, '.', '_' and '-', up to 64.").arg(name));
    if (kind == TargetKind::Local)
        return out;
    // Values that reach ssh's argv must not read as options of ssh itself.
    static const QRegularExpression hostRe(u"^[A-Za-z0-9_.:%\\[\\]-]+$"_s);
    if (host.isEmpty())
        out.append(TargetStore::tr("%1: no host is given.").arg(name));
    else if (host.startsWith(u'-') || !hostRe.match(host).hasMatch())
        out.append(TargetStore::tr("%1: \"%2\" is not a host name or address.").arg(name, host));
    static const QRegularExpression userRe(u"^[A-Za-z0-9_][A-Za-z0-9_.-]*$"_s);
    if (!user.isEmpty() && !userRe.match(user).hasMatch())
        out.append(TargetStore::tr("%1: \"%2\" is not a user name.").arg(name, user));
    if (port < 0 || port > 65535)
        out.append(TargetStore::tr("%1: the port %2 is out of range (1-65535).").arg(name).arg(port));
    if (!identityFile.isEmpty() && !QDir::isAbsolutePath(identityFile))
        out.append(TargetStore::tr("%1: the identity file %2 is not an absolute path.").arg(name, identityFile));
    if (!knownHostsFile.isEmpty() && !QDir::isAbsolutePath(knownHostsFile))
        out.append(TargetStore::tr("%1: the known-hosts file %2 is not an absolute path.").arg(name, knownHostsFile));
    // ssh reads "-o UserKnownHostsFile=" as a list split at whitespace, and expands %, ${} and
    // quotes in it and in the identity file: such a path is never the file named (and a missing
    // known_hosts would read as an unknown host key).
    static const QRegularExpression sshSyntaxRe(u"[\\s\"'\\\\%$]"_s);
    if (identityFile.contains(sshSyntaxRe))
        out.append(TargetStore::tr("%1: the identity file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh "
                                   "reads as its own syntax: give a path without them (a link to the file will do).")
                       .arg(name, identityFile));
    if (knownHostsFile.contains(sshSyntaxRe))
        out.append(TargetStore::tr("%1: the known-hosts file %2 holds a space, a quote, a backslash, a percent sign or $, which ssh "
                                   "reads as its own syntax: give a path without them (a link to the file will do).")
                       .arg(name, knownHostsFile));
    if (proxyJump.startsWith(u'-'))
        out.append(TargetStore::tr("%1: \"%2\" is not a jump host.").arg(name, proxyJump));
    // Batch scripts name it in #SBATCH lines, which sbatch reads without a shell: plain characters.
    static const QRegularExpression folderRe(u"^/[A-Za-z0-9._/+@-]*$"_s);
    if (!folderRe.match(remoteWorkspace).hasMatch())
        out.append(TargetStore::tr("%1: the remote workspace \"%2\" must be an absolute path on the target, of letters, digits and ._/+@- only.").arg(name, remoteWorkspace));
    if (!quarkCli.startsWith(u'/'))
        out.append(TargetStore::tr("%1: quark-cli \"%2\" must be an absolute path on the target (its Python environment's bin/quark-cli).").arg(name, quarkCli));
    if (!hfHome.isEmpty() && !hfHome.startsWith(u'/'))
        out.append(TargetStore::tr("%1: HF_HOME \"%2\" must be an absolute path on the target.").arg(name, hfHome));
    if (kind == TargetKind::Slurm) {
        static const QRegularExpression wordRe(u"^[A-Za-z0-9_.,-]*$"_s);
        if (!wordRe.match(slurm.partition).hasMatch())
            out.append(TargetStore::tr("%1: \"%2\" is not a partition name.").arg(name, slurm.partition));
        if (!wordRe.match(slurm.account).hasMatch())
            out.append(TargetStore::tr("%1: \"%2\" is not an account name.").arg(name, slurm.account));
        static const QRegularExpression memRe(u"^([0-9]+[KMGT]?)?$"_s);
        if (!memRe.match(slurm.memory).hasMatch())
            out.append(TargetStore::tr("%1: the memory \"%2\" is not in Slurm's notation (e.g. 64G).").arg(name, slurm.memory));
        if (slurm.timeLimitMinutes < 0 || slurm.gpus < 0 || slurm.cpus < 0)
            out.append(TargetStore::tr("%1: the time limit, GPUs and CPUs cannot be negative.").arg(name));
        for (const QString &line : slurm.extraDirectives) {
            if (line.contains(u'\n') || !line.startsWith(u"--"_s))
                out.append(TargetStore::tr("%1: the #SBATCH line \"%2\" must be one option starting with --.").arg(name, line));
        }
        for (const QString &flag : slurm.srunFlags) {
            if (flag.contains(u'\n'))
                out.append(TargetStore::tr("%1: an srun flag holds a line break.").arg(name));
        }
    }
    return out;
}

Json TargetProfile::toJson() const
{
    Json out = effectiveValues();
    if (kind == TargetKind::Local)
        return out;
    // Defaults are left out of the file: it reads as the user wrote it.
    for (const char *key : {"user", "identity_file", "proxy_jump", "known_hosts_file", "hf_home"}) {
        if (out[key] == "")
            out.erase(key);
    }
    if (out["port"] == 0)
        out.erase("port");
    return out;
}

namespace {

template <typename T>
bool take(const Json &json, const char *key, T &into, QString &error, const QString &where)
{
    const Json &v = jsonField(json, key);
    if (v.is_null())
        return true;
    if constexpr (std::is_same_v<T, QString>) {
        if (!v.is_string()) {
            error = TargetStore::tr("%1: \"%2\" must be a string.").arg(where, QString::fromLatin1(key));
            return false;
        }
        into = QString::fromStdString(v.get<std::string>());
    } else if constexpr (std::is_same_v<T, int>) {
        if (!v.is_number_integer()) {
            error = TargetStore::tr("%1: \"%2\" must be a whole number.").arg(where, QString::fromLatin1(key));
            return false;
        }
        const auto n = v.get<long long>();
        if (n < 0 || n > 10'000'000) {
            error = TargetStore::tr("%1: \"%2\" is out of range.").arg(where, QString::fromLatin1(key));
            return false;
        }
        into = int(n);
    } else {
        if (!v.is_array()) {
            error = TargetStore::tr("%1: \"%2\" must be a list of strings.").arg(where, QString::fromLatin1(key));
            return false;
        }
        for (const Json &e : v) {
            if (!e.is_string()) {
                error = TargetStore::tr("%1: \"%2\" must be a list of strings.").arg(where, QString::fromLatin1(key));
                return false;
            }
        }
        into = toStringList(v);
    }
    return true;
}

} // namespace

Result<TargetProfile> TargetProfile::fromJson(const Json &json, const QString &origin)
{
    if (!json.is_object())
        return Error{Error::Code::Invalid, TargetStore::tr("%1: a target must be an object.").arg(origin)};
    TargetProfile p;
    QString error;
    QString kind = u"ssh"_s;
    if (!take(json, "name", p.name, error, origin) || !take(json, "kind", kind, error, origin))
        return Error{Error::Code::Invalid, error};
    const QString where = origin + u" ("_s + p.name + u')';
    const std::optional<TargetKind> k = targetKindFromId(kind);
    if (!k)
        return Error{Error::Code::Invalid, TargetStore::tr("%1: the kind \"%2\" is none of local, ssh, slurm.").arg(where, kind)};
    p.kind = *k;
    const Json &s = jsonField(json, "slurm");
    if (!s.is_null() && !s.is_object())
        return Error{Error::Code::Invalid, TargetStore::tr("%1: \"slurm\" must be an object.").arg(where)};
    const bool ok = take(json, "host", p.host, error, where) && take(json, "user", p.user, error, where)
        && take(json, "port", p.port, error, where) && take(json, "identity_file", p.identityFile, error, where)
        && take(json, "proxy_jump", p.proxyJump, error, where)
        && take(json, "known_hosts_file", p.knownHostsFile, error, where)
        && take(json, "remote_workspace", p.remoteWorkspace, error, where)
        && take(json, "quark_cli", p.quarkCli, error, where) && take(json, "hf_home", p.hfHome, error, where)
        && take(s, "partition", p.slurm.partition, error, where) && take(s, "account", p.slurm.account, error, where)
        && take(s, "time_limit_minutes", p.slurm.timeLimitMinutes, error, where)
        && take(s, "gpus", p.slurm.gpus, error, where) && take(s, "cpus", p.slurm.cpus, error, where)
        && take(s, "memory", p.slurm.memory, error, where)
        && take(s, "extra_directives", p.slurm.extraDirectives, error, where)
        && take(s, "srun_flags", p.slurm.srunFlags, error, where);
    if (!ok)
        return Error{Error::Code::Invalid, error};
    if (const QStringList problems = p.problems(); !problems.isEmpty())
        return Error{Error::Code::Invalid, origin + u": "_s + problems.join(u' ')};
    return p;
}

QDebug operator<<(QDebug debug, const TargetProfile &profile)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "TargetProfile(" << profile.name << ", " << targetKindId(profile.kind) << ", "
                    << profile.destination() << ':' << profile.port << ')';
    return debug;
}

// ---- TargetStore ------------------------------------------------------------------------------

QString TargetStore::defaultPath()
{
    const QString over = qEnvironmentVariable("PTQ_TARGETS_FILE");
    if (!over.isEmpty())
        return over;
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + u"/targets.json"_s;
}

Result<QList<TargetProfile>> TargetStore::load(const QString &path)
{
    if (!QFileInfo::exists(path))
        return QList<TargetProfile>{};
    Result<QByteArray> bytes = ArtifactIo::readFile(path, 4 * 1024 * 1024);
    if (!bytes)
        return bytes.error();
    Result<Json> json = ArtifactIo::parseJson(*bytes, path);
    if (!json)
        return json.error();
    const Json &list = jsonField(*json, "targets");
    if (!list.is_array())
        return Error{Error::Code::Invalid, tr("%1 holds no \"targets\" list.").arg(path)};
    QList<TargetProfile> out;
    QSet<QString> names;
    for (const Json &entry : list) {
        Result<TargetProfile> p = TargetProfile::fromJson(entry, path);
        if (!p)
            return p.error();
        if (names.contains(p->name))
            return Error{Error::Code::Invalid, tr("%1: two targets are named %2.").arg(path, p->name)};
        names.insert(p->name);
        out.append(*p);
    }
    return out;
}

Status TargetStore::save(const QList<TargetProfile> &profiles, const QString &path)
{
    Json list = Json::array();
    QSet<QString> names;
    for (const TargetProfile &p : profiles) {
        if (const QStringList problems = p.problems(); !problems.isEmpty())
            return Error{Error::Code::Invalid, tr("Not saved to %1: %2").arg(path, problems.join(u' '))};
        if (names.contains(p.name))
            return Error{Error::Code::Invalid, tr("Not saved to %1: two targets are named %2.").arg(path, p.name)};
        names.insert(p.name);
        list.push_back(p.toJson());
    }
    Json doc = Json::object();
    doc["targets"] = list;
    QDir().mkpath(QFileInfo(path).absolutePath());
    Status written = ArtifactIo::writeAtomically(path, QByteArray::fromStdString(doc.dump(2)) + '\n');
    if (written)
        TargetStoreWatcher::announceSaved(path); // every open list of targets reloads
    return written;
}

std::optional<TargetProfile> TargetStore::find(const QList<TargetProfile> &profiles, const QString &name)
{
    for (const TargetProfile &p : profiles) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

} // namespace ptq
