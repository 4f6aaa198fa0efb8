#pragma once

#include <QString>
#include <QStringList>

namespace ptq::cli {

/// What `ptq-studio ARGS` starts, decided from the arguments alone before any application object
/// exists: a headless run needs no display, a window does.
struct StartPlan
{
    enum class Kind {
        Headless,  ///< a command, --help, --version, --generate or a usage error: runHeadless()
        Wizard,    ///< the wizard: the workspace chooser, or `workspace` (created when `create`)
        Workspace, ///< one artifact inside a workspace folder: that workspace
        Review,    ///< one artifact elsewhere: a read-only review of files[0]
        Compare,   ///< two artifacts, or `compare A B`: the compare window
        Refused,   ///< FILE... that cannot be opened: `message` names the file
    };

    Kind kind = Kind::Wizard;
    QString workspace = {};
    bool create = false;
    QStringList files = {};
    QString message = {};

    bool needsWindow() const { return kind != Kind::Headless && kind != Kind::Refused; }
};

/// Decides from the full argv (program name first); reads at most the artifact files named. The
/// desktop file's `Exec=ptq-studio %F` lands here: a FILE is recognised by its content
/// (artifactKindFromContent); a canonical artifact (model_analysis.json, quant_plan.json,
/// run_manifest.yaml) in a folder that PTQ Studio laid out as a workspace (logs/ or history/)
/// opens that workspace; any other artifact a read-only review; two artifacts of one kind the
/// compare window.
StartPlan planStart(const QStringList &arguments);

/// @p arguments without the options QGuiApplication takes itself (-platform, -style, ...), so
/// that they are not refused as unknown before the application object consumes them.
QStringList withoutQtOptions(const QStringList &arguments);

/// Whether a window can be shown to someone: DISPLAY or WAYLAND_DISPLAY, or a platform plugin
/// named in QT_QPA_PLATFORM other than offscreen and minimal.
bool canShowWindows();
/// Whether a window can be made at all (offscreen included).
bool canMakeWindows();

} // namespace ptq::cli
