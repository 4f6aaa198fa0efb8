#pragma once

#include <QLoggingCategory>

/// One logging category per service, named ptq.<area>.<service>. Warnings are on; debug lines
/// (what a service starts, how it ended, how long it took) are off until asked for:
///   QT_LOGGING_RULES='ptq.*.debug=true' ptq-studio …
/// They never carry a secret: tokens and index passwords reach processes only through their
/// environment, which is not logged (docs/how-it-works.md, "Logging"). Older categories are
/// declared where they are used; ptq::logCategoryNames() lists them all.
Q_DECLARE_LOGGING_CATEGORY(lcProbe)     // ptq.plan.probe: quark-cli's --help and Python API, the shipped knowledge
Q_DECLARE_LOGGING_CATEGORY(lcJob)       // ptq.run.job: the quantization run (local or on a target)
Q_DECLARE_LOGGING_CATEGORY(lcGpu)       // ptq.run.gpu: nvidia-smi / amd-smi polling
Q_DECLARE_LOGGING_CATEGORY(lcVerify)    // ptq.run.verify: the export's verification
Q_DECLARE_LOGGING_CATEGORY(lcEnvSetup)  // ptq.env.setup: the managed Quark environment's set-up steps
Q_DECLARE_LOGGING_CATEGORY(lcWrites)    // ptq.workflow.writes: the workspace's artifact writes

namespace ptq {
/// Every category of PTQ Studio, by name (for the documentation's list and its test).
const QStringList &logCategoryNames();
} // namespace ptq
