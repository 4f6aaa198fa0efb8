// The man page and the bash completion, generated from the commands' CommandSpecs (headless.h):
// what a command parses with is what they say, so they cannot drift from it.
#include "clidoc.h"

#include "appinfo.h"
#include "commandline.h"
#include "headless.h"

#include "env/envdefaults.h"
#include "env/envmanager.h"
#include "plan/quarkcatalog.h"
#include "target/targetprofile.h"

#include <QDir>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace ptq::cli {

namespace {

/// Paths under the user's home as ~/…: the page describes every user's files, not the builder's.
QString homeRelative(const QString &path)
{
    const QString home = QDir::homePath();
    if (!home.isEmpty() && home != u"/"_s && (path == home || path.startsWith(home + u'/')))
        return u'~' + path.mid(home.size());
    return path;
}

/// @p text as roff running text: backslashes and minus signs escaped, characters beyond ASCII as
/// groff's named or Unicode glyphs, so that `groff -ww` has nothing to say about it.
QString roff(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\': out += u"\\e"_s; break;
        case u'-': out += u"\\-"_s; break;
        case 0x2026: out += u"..."_s; break;
        case 0x2192: out += u"\\(->"_s; break;
        case 0x2014: out += u"\\(em"_s; break;
        case 0x2013: out += u"\\(en"_s; break;
        case 0x201C: out += u"\\(lq"_s; break;
        case 0x201D: out += u"\\(rq"_s; break;
        case 0x2018: out += u"\\(oq"_s; break;
        case 0x2019: out += u"\\(cq"_s; break;
        case 0x00D7: out += u"\\(mu"_s; break;
        default:
            if (c.unicode() < 0x80)
                out += c;
            else
                out += u"\\[u"_s + QString::number(c.unicode(), 16).toUpper().rightJustified(4, u'0') + u']';
        }
    }
    return out;
}

/// A paragraph's lines: roff text where no line starts with a control character.
QString roffLine(const QString &text)
{
    QString line = roff(text);
    if (line.startsWith(u'.') || line.startsWith(u'\''))
        line.prepend(u"\\&"_s);
    return line;
}

/// The spec's description as paragraphs: its hand-made line breaks joined, its exit status apart.
QString roffDescription(const QString &description)
{
    QString out;
    QStringList paragraph;
    auto flush = [&] {
        if (!paragraph.isEmpty())
            out += roffLine(paragraph.join(u' ')) + u'\n';
        paragraph.clear();
    };
    const QString exitStatus = QCoreApplication::translate("ptq::cli", "Exit status:");
    for (const QString &line : description.split(u'\n')) {
        if (line.trimmed().isEmpty() || line.startsWith(exitStatus) || line.startsWith(u"Exit status:"_s)) {
            flush();
            if (!out.isEmpty())
                out += u".PP\n"_s;
        }
        if (!line.trimmed().isEmpty())
            paragraph.append(line.trimmed());
    }
    flush();
    return out;
}

QString roffOptionLabel(const OptionSpec &option)
{
    QStringList names;
    for (const QString &name : option.names)
        names.append(u"\\fB"_s + roff((name.size() == 1 ? u"-"_s : u"--"_s) + name) + u"\\fR"_s);
    QString label = names.join(u", "_s);
    if (option.takesValue())
        label += u" \\fI"_s + roff(option.valueName) + u"\\fR"_s;
    return label;
}

QString roffOptions(const CommandSpec &spec)
{
    QString out;
    for (const OptionSpec &o : spec.allOptions()) {
        if (o.hidden)
            continue;
        out += u".TP\n"_s + roffOptionLabel(o) + u'\n' + roffLine(o.description) + u'\n';
    }
    for (const ArgumentSpec &a : spec.arguments)
        out += u".TP\n\\fI"_s + roff(a.name) + u"\\fR\n"_s + roffLine(a.description) + u'\n';
    return out;
}

QString roffFile(const QString &path, const QString &what)
{
    return u".TP\n.I "_s + roff(homeRelative(path)) + u'\n' + roffLine(what) + u'\n';
}

QString manTr(const char *text)
{
    return QCoreApplication::translate("ptq::cli::man", text);
}

/// The scheme names the planner knows: every generation's in the catalog, newest first.
QStringList knownSchemes()
{
    QStringList schemes;
    QStringList generations = QuarkCatalog::generations();
    std::reverse(generations.begin(), generations.end());
    for (const QString &generation : std::as_const(generations)) {
        for (const QString &scheme : QuarkCatalog::capabilities(generation).schemes) {
            if (!schemes.contains(scheme))
                schemes.append(scheme);
        }
    }
    return schemes;
}

/// A word list as a single-quoted shell word (the words never hold a quote; drop any that would).
QString shellWords(const QStringList &words)
{
    QStringList safe;
    for (const QString &w : words) {
        if (!w.contains(u'\'') && !w.contains(u' ') && !w.isEmpty())
            safe.append(w);
    }
    return u'\'' + safe.join(u' ') + u'\'';
}

QString completionAction(Completion completion, const QStringList &words, const QStringList &schemes)
{
    switch (completion) {
    case Completion::File: return u"_ptq_studio_files"_s;
    case Completion::Directory: return u"_ptq_studio_dirs"_s;
    case Completion::Artifact: return u"_ptq_studio_artifacts"_s;
    case Completion::Scheme: return u"_ptq_studio_words "_s + shellWords(schemes);
    case Completion::Words: return u"_ptq_studio_words "_s + shellWords(words);
    case Completion::None: break;
    }
    return u":"_s;
}

QString optionForms(const OptionSpec &o)
{
    QStringList forms;
    for (const QString &name : o.names)
        forms.append((name.size() == 1 ? u"-"_s : u"--"_s) + name);
    return forms.join(u' ');
}

} // namespace

QString manPage()
{
    const QList<CommandSpec> specs = allCommandSpecs();
    const CommandSpec &program = specs.constFirst();
    QString page;
    page += u".\\\" ptq-studio(1), generated by 'ptq-studio --generate man' from the commands' own definitions.\n"_s;
    page += u".TH PTQ\\-STUDIO 1 \"\" \"ptq\\-studio %1\" \"User Commands\"\n"_s.arg(roff(appVersion()));
    page += u".SH NAME\nptq\\-studio \\- "_s + roff(manTr("quantize Hugging Face LLMs with AMD Quark, in four confirmed steps"))
        + u'\n';

    page += u".SH SYNOPSIS\n"_s;
    page += u".B ptq\\-studio\n.RB [ \\-\\-workspace\n.IR DIR ]\n.br\n"_s;
    page += u".B ptq\\-studio\n.IR FILE ...\n.br\n"_s;
    page += u".B ptq\\-studio\n.I COMMAND\n.RI [ options ]\n.br\n"_s;
    page += u".B ptq\\-studio compare\n.I A B\n"_s;

    page += u".SH DESCRIPTION\n"_s;
    page += roffLine(manTr("PTQ Studio walks through post-training quantization of a Hugging Face LLM with AMD Quark "
                           "as four confirmed steps: the model's analysis (model_analysis.json), the plan "
                           "(quant_plan.json), the exact quark-cli command, approved before it runs "
                           "(run_manifest.yaml), and the run with its verified result."))
        + u'\n';
    page += u".PP\n"_s + roffDescription(program.description);
    page += u".PP\n"_s
        + roffLine(manTr("Every step is also a command that needs no display, for scripts and remote machines; a run "
                         "still needs its explicit approval token."))
        + u'\n';
    page += u".SH OPTIONS\n"_s + roffOptions(program);

    page += u".SH COMMANDS\n"_s;
    for (const CommandSpec &spec : specs.mid(1)) {
        page += u".SS "_s + roff(spec.usageLine()) + u'\n';
        for (const QString &extra : spec.extraUsage)
            page += u".br\n"_s + roffLine(u"ptq-studio "_s + extra) + u'\n';
        if (!spec.subcommands.isEmpty() || !spec.extraUsage.isEmpty())
            page += u".PP\n"_s;
        page += roffLine(spec.summary) + u'\n';
        if (!spec.description.isEmpty())
            page += u".PP\n"_s + roffDescription(spec.description);
        page += roffOptions(spec);
    }

    page += u".SH FILES\n"_s;
    page += roffFile(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
                     manTr("Settings: the window's choices, the recent workspaces, the PyTorch index for new "
                           "environments."));
    page += roffFile(TargetStore::defaultPath(),
                     manTr("The remote targets (SSH hosts, Slurm clusters); PTQ_TARGETS_FILE names another file."));
    page += roffFile(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                     manTr("Application data: the bundled example's workspace."));
    page += roffFile(EnvRegistry::defaultPath(), manTr("The managed Quark environments ('ptq-studio env list')."));
    page += roffFile(EnvDefaults::defaultEnvironmentsDir(), manTr("Where 'ptq-studio env create' makes them."));
    page += roffFile(QStandardPaths::writableLocation(QStandardPaths::CacheLocation),
                     manTr("Caches: what quark-cli and Python environments answered; deleting them is safe."));
    page += u".TP\n\\fIWORKSPACE\\fR/model_analysis.json, quant_plan.json, run_manifest.yaml\n"_s
        + roffLine(manTr("The three artifacts of a workspace folder, with its logs/ and history/ (earlier runs)."))
        + u'\n';

    page += u".SH EXIT STATUS\n"_s;
    const QList<QPair<int, const char *>> codes = {
        {0, QT_TRANSLATE_NOOP("ptq::cli::man", "Success (a command's own --help says what success is for it).")},
        {1, QT_TRANSLATE_NOOP("ptq::cli::man", "Failed or refused: bad input, a check that did not pass.")},
        {2, QT_TRANSLATE_NOOP("ptq::cli::man", "Usage error: an unknown command or option, a missing argument, a "
                                                "file that cannot be read.")},
        {3, QT_TRANSLATE_NOOP("ptq::cli::man", "Refused by an approval gate (run, env create, publish): nothing "
                                                "was started.")},
    };
    for (const auto &[code, text] : codes)
        page += u".TP\n.B %1\n"_s.arg(code) + roffLine(manTr(text)) + u'\n';

    page += u".SH ENVIRONMENT\n"_s;
    const QList<QPair<const char *, const char *>> variables = {
        {"DISPLAY, WAYLAND_DISPLAY",
         QT_TRANSLATE_NOOP("ptq::cli::man", "The window needs one; the commands need neither.")},
        {"LANG, LC_ALL, LANGUAGE", QT_TRANSLATE_NOOP("ptq::cli::man", "The language of the commands' messages.")},
        {"XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME",
         QT_TRANSLATE_NOOP("ptq::cli::man", "Where the files above are (see FILES).")},
        {"PTQ_TARGETS_FILE", QT_TRANSLATE_NOOP("ptq::cli::man", "The remote targets' file instead of targets.json.")},
        {"HF_TOKEN, HUGGING_FACE_HUB_TOKEN, HF_TOKEN_PATH",
         QT_TRANSLATE_NOOP("ptq::cli::man", "The Hugging Face token for gated models and publish (never printed).")},
        {"HF_HOME, HF_HUB_CACHE, HF_DATASETS_CACHE",
         QT_TRANSLATE_NOOP("ptq::cli::man", "The Hugging Face caches models and datasets are read from.")},
        {"HF_ENDPOINT", QT_TRANSLATE_NOOP("ptq::cli::man", "Another Hugging Face Hub endpoint.")},
        {"HF_HUB_OFFLINE", QT_TRANSLATE_NOOP("ptq::cli::man", "Use only what the caches hold.")},
        {"PIP_INDEX_URL, PIP_EXTRA_INDEX_URL",
         QT_TRANSLATE_NOOP("ptq::cli::man", "Honoured by env create and env repair, and bound by their digest.")},
    };
    for (const auto &[names, text] : variables)
        page += u".TP\n.B "_s + roff(QString::fromLatin1(names)) + u'\n' + roffLine(manTr(text)) + u'\n';

    page += u".SH SEE ALSO\n"_s;
    page += u".BR ssh (1),\n.BR sbatch (1)\n.PP\n"_s
        + roffLine(manTr("The manual inside the window: Help, or F1 on any page."))
        + u'\n';
    // Defaults that name a folder under the home (env create --folder) are every user's too.
    const QString home = QDir::homePath();
    if (!home.isEmpty() && home != u"/"_s)
        page.replace(roff(home + u'/'), u"~/"_s);
    return page;
}

QString bashCompletion()
{
    const QList<CommandSpec> specs = allCommandSpecs();
    const QStringList schemes = knownSchemes();
    QStringList commandWords;
    for (const CommandSpec &spec : specs.mid(1)) {
        if (!spec.name.contains(u' '))
            commandWords.append(spec.name);
    }

    QString specCases;
    QString valueCases;
    QString argumentCases;
    for (const CommandSpec &spec : specs) {
        QStringList opts;
        QStringList vopts;
        for (const OptionSpec &o : spec.allOptions()) {
            if (o.hidden)
                continue;
            opts.append(optionForms(o));
            if (o.takesValue()) {
                vopts.append(optionForms(o));
                for (const QString &form : optionForms(o).split(u' '))
                    valueCases += u"        '%1 %2') %3 ;;\n"_s.arg(spec.name, form,
                                                                   completionAction(o.completion, o.words, schemes));
            }
        }
        specCases += u"        '%1') opts='%2'; vopts='%3'; subs='%4' ;;\n"_s.arg(spec.name, opts.join(u' '),
                                                                                 vopts.join(u' '),
                                                                                 spec.subcommands.join(u' '));
        for (qsizetype i = 0; i < spec.arguments.size(); ++i) {
            const ArgumentSpec &a = spec.arguments.at(i);
            const bool repeats = a.syntax.contains(u"..."_s) && i == spec.arguments.size() - 1;
            const QString pattern = repeats ? u"'%1 '[0-9]*"_s.arg(spec.name) : u"'%1 %2'"_s.arg(spec.name).arg(i);
            argumentCases += u"        %1) %2 ;;\n"_s.arg(pattern, completionAction(a.completion, a.words, schemes));
        }
    }

    QString script;
    script += u"# bash completion for ptq-studio                                  -*- shell-script -*-\n"_s;
    script += u"# Generated by ptq-studio itself from the commands' own definitions: do not edit.\n\n"_s;
    script += u"_ptq_studio_commands="_s + shellWords(commandWords) + u"\n\n"_s;
    script += uR"(_ptq_studio_words() { mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur"); }
_ptq_studio_dirs() { compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -d -- "$cur"); }
_ptq_studio_files() { compopt -o filenames 2>/dev/null; mapfile -t COMPREPLY < <(compgen -f -- "$cur"); }
# Folders and the artifacts' files (*.json, *.yaml, *.yml).
_ptq_studio_artifacts()
{
    local f
    compopt -o filenames 2>/dev/null
    while IFS= read -r f; do
        if [[ -d $f ]]; then
            COMPREPLY+=("$f")
        else
            case $f in *.json | *.yaml | *.yml) COMPREPLY+=("$f") ;; esac
        fi
    done < <(compgen -f -- "$cur")
}

# _ptq_studio_spec KEY: a command line's options (opts), those taking a value (vopts), a group's commands (subs).
_ptq_studio_spec()
{
    case $1 in
)"_s;
    script += specCases;
    script += uR"(        *) opts= vopts= subs= ;;
    esac
}

# _ptq_studio_value KEY OPTION: completes the option's value.
_ptq_studio_value()
{
    case "$1 $2" in
)"_s;
    script += valueCases;
    script += uR"(        *) : ;;
    esac
}

# _ptq_studio_argument KEY INDEX: completes the INDEXth argument (from 0).
_ptq_studio_argument()
{
    case "$1 $2" in
)"_s;
    script += argumentCases;
    script += uR"(        *) : ;;
    esac
}

_ptq_studio()
{
    local cur=${COMP_WORDS[COMP_CWORD]} prev= key= group= i w npos=0
    local opts vopts subs
    COMPREPLY=()
    _ptq_studio_spec ''
    # Find the command (and a group's command) and count the arguments before the cursor.
    for ((i = 1; i < COMP_CWORD; i++)); do
        w=${COMP_WORDS[i]}
        case $w in
            -*)
                if [[ $w != *=* && " $vopts " == *" $w "* ]]; then
                    ((i++))
                    [[ ${COMP_WORDS[i]} == = ]] && ((i++))
                fi
                continue
                ;;
            =) ((i++)); continue ;;
        esac
        if [[ -n $subs ]]; then
            key="$key $w"
            _ptq_studio_spec "$key"
        elif [[ -z $key && -z $group && $npos -eq 0 && " $_ptq_studio_commands " == *" $w "* ]]; then
            key=$w
            group=1
            _ptq_studio_spec "$key"
        else
            ((npos++))
        fi
    done
    prev=${COMP_WORDS[COMP_CWORD-1]}
    if [[ $cur == = ]]; then
        cur=
    elif [[ $prev == = && $COMP_CWORD -gt 1 ]]; then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    if [[ $prev == -* && " $vopts " == *" $prev "* ]]; then
        _ptq_studio_value "$key" "$prev"
        return
    fi
    if [[ $cur == -* ]]; then
        _ptq_studio_words "$opts"
        return
    fi
    if [[ -n $subs ]]; then
        _ptq_studio_words "$subs"
        return
    fi
    if [[ -z $key && $npos -eq 0 ]]; then
        _ptq_studio_artifacts
        local commands
        mapfile -t commands < <(compgen -W "$_ptq_studio_commands" -- "$cur")
        COMPREPLY=("${commands[@]}" "${COMPREPLY[@]}")
        return
    fi
    _ptq_studio_argument "$key" "$npos"
}
complete -F _ptq_studio ptq-studio
)"_s;
    return script;
}

} // namespace ptq::cli
