#pragma once

#include "artifacts/documents.h"
#include "artifacts/json.h"
#include "artifacts/runmanifest.h"
#include "localtext.h"
#include "result.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ptq {

struct VerificationCheck
{
    QString name;
    CheckStatus status = CheckStatus::Fail; ///< stored as checkStatusName: pass, warn, fail, info
    LocalText detail; ///< stored in English, shown in the reader's language

    friend bool operator==(const VerificationCheck &, const VerificationCheck &) = default;
};

/// What an export folder holds, checked from headers and small files only (tensor data is
/// never read), and the verdict: complete, partial or failed.
struct VerificationReport
{
    QString directory;
    /// Stored as verdictName: complete, partial, failed. Nothing: not verified (a remote run that
    /// never started there wrote nothing to read), stored as "".
    std::optional<Verdict> verdict;
    QList<VerificationCheck> checks;
    QStringList files;
    qint64 totalBytes = 0;
    int shards = 0;
    qint64 tensors = 0;
    QMap<QString, qint64> tensorsByDtype;
    qint64 quantizedWeights = 0;
    qint64 weightScales = 0;
    qint64 inputScales = 0;
    qint64 outputScales = 0;
    double sizeRatio = 0; ///< output bytes / source weight bytes, 0 when unknown
    Json quantizationConfig; ///< a summary: quant_method, weight dtype, exclude, kv_cache_group

    const VerificationCheck *check(const QString &name) const;
    /// The verdict as toJson writes it (verdictName), empty when nothing was verified.
    QString verdictWord() const;
    Json toJson() const;
};

/// One safetensors header checked by the format's rules (length bound, UTF-8 JSON, known dtypes,
/// offsets contiguous, without overlap, inside the file, sizes matching shapes).
struct SafetensorsFileCheck
{
    struct Tensor
    {
        std::string_view name;
        std::string_view dtype;
    };
    LocalText error; ///< empty when valid
    std::vector<Tensor> tensors; ///< views into `header` or `decoded`, valid as long as any copy of this lives
    qint64 fileSize = 0;
    QByteArray header; ///< the header's bytes (shared, so copies keep the views valid)
    std::shared_ptr<std::deque<std::string>> decoded; ///< names and dtypes that were written with escapes
};

/// What the plan asks of the export, as the verifier compares it: the scheme, the exclusions the
/// user gave (passed verbatim as --exclude_layers), the per-pattern overrides, KV-cache scheme.
struct VerificationPlan
{
    bool present = false; ///< false: verify without a plan (no workspace)
    QString scheme;
    QStringList exclusions; ///< user-given patterns only; template defaults are read from the export
    bool planExcludes = false; ///< the plan lists any exclusion (user-given or the template's)
    QList<std::pair<QString, QString>> overrides; ///< pattern → scheme, first match wins
    bool kvCache = false;

    static VerificationPlan fromPlan(const PlanDocument &plan);
    friend bool operator==(const VerificationPlan &, const VerificationPlan &) = default;
};

class OutputVerifier
{
    Q_DECLARE_TR_FUNCTIONS(OutputVerifier)

public:
    /// An index holds names only: even a 600B-parameter MoE's is a few tens of MB.
    static constexpr qint64 kMaxIndexBytes = 100'000'000;

    /// An export whose weight files are below this share of leastSizeRatio() is far below any
    /// size its scheme can have: the size check fails. 25 %: the bound assumes a 16-bit source
    /// with every weight quantized, so a real export is above it (the real 0.13 exports of
    /// tests/fixtures/exports lie at 1.5 to 2.4 times it: a tiny model is mostly embeddings); an
    /// F32 source halves the ratio and still passes; an empty or truncated export (a full disk)
    /// is far below.
    static constexpr double kFarBelow = 0.25;
    /// The smallest size, as a share of the source's weight bytes, that an export of @p plan can
    /// have: its fewest bits per weight (QuarkCatalog::weightBits) over 16.
    static double leastSizeRatio(const VerificationPlan &plan);

    static SafetensorsFileCheck checkSafetensorsFile(const QString &path);
    /// At most @p maxBytes of @p path, which must be a regular file: a FIFO, a device (a symlink
    /// to /dev/zero) or a socket is refused without blocking, a larger file without reading it.
    static Result<QByteArray> readRegularFile(const QString &path, qint64 maxBytes);
    /// The storage dtype of a quantized weight under @p scheme, as the real amd-quark 0.13 export
    /// writes it; empty when that was not verified for the scheme.
    static QString weightStorageDtype(const QString &scheme);
    /// The export in @p directory against @p plan; a default PlanDocument (document() null) is no
    /// plan: verify without a workspace. @p sourceBytes 0 when unknown.
    static VerificationReport verify(const QString &directory, const PlanDocument &plan, qint64 sourceBytes);
    static VerificationReport verify(const QString &directory, const VerificationPlan &plan, qint64 sourceBytes);
};

} // namespace ptq
