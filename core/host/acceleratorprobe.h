#pragma once

#include "host/accelerator.h"

#include <QObject>
#include <QProcessEnvironment>

#include <functional>

namespace ptq {

/// Asks this machine's tools, asynchronously, what AcceleratorDetection needs: nvidia-smi (its
/// table names the CUDA version the driver supports), /opt/rocm/.info/version (read off the UI
/// thread) and `amd-smi version`. Each tool has a timeout; a missing one answers nothing.
/// Read-only: nothing is installed or changed.
class AcceleratorProber final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AcceleratorProber)

public:
    explicit AcceleratorProber(QObject *parent = nullptr);

    void setEnvironment(const QProcessEnvironment &env) { m_env = env; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    /// Where ROCm's version file is (default /opt/rocm/.info/version; ROCM_PATH moves it).
    static QString rocmVersionFile(const QProcessEnvironment &env);
    void probe();

signals:
    void finished(const ptq::Accelerator &accelerator, const ptq::AcceleratorProbe &answers);

private:
    void ask(const QString &tool, const QStringList &arguments, std::function<void(const QByteArray &)> done);
    void partDone();

    QProcessEnvironment m_env;
    int m_timeoutMs = 15'000;
    int m_pending = 0;
    AcceleratorProbe m_answers;
};

} // namespace ptq
