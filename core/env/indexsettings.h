#pragma once

#include "env/envrecipe.h"
#include "result.h"

#include <QCoreApplication>
#include <QString>

namespace ptq {

/// Where "Set up Quark for me…" takes PyTorch from, per accelerator (Settings → PyTorch index):
/// the QSettings keys "environments/torch_index/cpu|cuda|rocm". Absent: the build's public
/// PyTorch index; an empty string: pip's own configuration (PIP_INDEX_URL, pip.conf, PyPI);
/// else that index's URL. "environments/installer" = "pip": pip installs (absent: uv where it can). A URL is refused with a password or token in it: the settings file
/// is plain text, and credentials belong in pip's own places (~/.netrc, keyring, pip.conf).
class IndexSettings
{
    Q_DECLARE_TR_FUNCTIONS(IndexSettings)

public:
    static IndexOverrides load();
    /// Writes all three (an unset one is removed); refused, writing nothing, when one is invalid.
    static Status save(const IndexOverrides &overrides);
    /// Empty when @p url can be an index for pip (http, https or file, with a host or a path,
    /// no user part); else why not, in a sentence that names it.
    static QString problem(const QString &url);
};

} // namespace ptq
