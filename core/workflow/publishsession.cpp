#include "workflow/publishsession.h"

#include "artifacts/artifactio.h"
#include "artifacts/artifactkind.h"
#include "artifacts/runmanifest.h"
#include "workflow/background.h"
#include "workflow/runsession.h"

#include <utility>

using namespace Qt::Literals::StringLiterals;

namespace ptq {

namespace {

Result<Json> readManifest(const QString &root)
{
    Result<LoadedDocument> loaded = ArtifactIo::load(root + u'/' + artifactFileName(ArtifactKind::Manifest));
    if (!loaded)
        return loaded.error();
    return std::move(loaded->json);
}

} // namespace

bool PublishProgressThrottle::admit(const PublishProgress &progress, const QString &line)
{
    const bool newFile = progress.currentFile != m_lastFile;
    if (!newFile && m_sinceShown.elapsed() < m_intervalMs && progress.bytesDone != progress.bytesTotal)
        return false;
    if (line == m_lastLine)
        return false;
    m_lastFile = progress.currentFile;
    m_lastLine = line;
    m_sinceShown.restart();
    return true;
}

PublishSession::PublishSession(RunSession *recorder, QObject *parent) : QObject(parent), m_recorder(recorder) {}

PublishSession::~PublishSession() = default;

QString PublishSession::endpoint() const
{
    return Publisher::endpoint(m_env);
}

void PublishSession::setWorkspace(const QString &root, const Json &manifest)
{
    if (isPublishing())
        return;
    m_root = root;
    m_manifest = manifest;
    withdrawProposal();
}

void PublishSession::open(const QString &root)
{
    const quint64 opening = ++m_opening;
    runInBackground(this, [root] { return readManifest(root); }, [this, root, opening](const Result<Json> &read) {
        if (opening != m_opening)
            return; // another workspace was asked for since
        if (read)
            setWorkspace(root, *read);
        emit manifestLoaded(read);
    });
}

Result<Json> PublishSession::openNow(const QString &root)
{
    ++m_opening;
    Result<Json> read = readManifest(root);
    if (read)
        setWorkspace(root, *read);
    return read;
}

Status PublishSession::publishable() const
{
    const Result<RunManifest> manifest = RunManifest::fromJson(m_manifest);
    if (!manifest)
        return manifest.error();
    return Publisher::checkPublishable(*manifest);
}

void PublishSession::lookForToken()
{
    const QProcessEnvironment env = m_env;
    runInBackground(
        this, [env] { return std::pair{Publisher::tokenSource(env), Publisher::tokenLocations(env)}; },
        [this](const std::pair<QString, QStringList> &found) { emit tokenLooked(found.first, found.second); });
}

void PublishSession::propose(const QString &repoId, bool isPrivate)
{
    if (isPublishing())
        return;
    withdrawProposal();
    const quint64 generation = m_generation;
    if (const Status valid = Publisher::validateRepoId(repoId); !valid) {
        emit proposalReady(valid.error());
        return;
    }
    const QString root = m_root;
    const Json manifest = m_manifest;
    const QProcessEnvironment env = m_env;
    runInBackground(
        this,
        [=]() -> Result<UploadProposal> {
            const Result<RunManifest> typed = RunManifest::fromJson(manifest);
            if (!typed)
                return typed.error();
            return Publisher::propose(root, *typed, repoId, isPrivate, env);
        },
        [this, generation](const Result<UploadProposal> &proposal) {
            if (generation != m_generation) // an older question's answer is dropped
                return;
            if (proposal)
                m_proposal = *proposal;
            emit proposalReady(proposal);
        });
}

Result<UploadProposal> PublishSession::proposeNow(const QString &repoId, bool isPrivate)
{
    if (isPublishing())
        return Error{Error::Code::Usage, tr("An upload is already running: it must end before another starts.")};
    withdrawProposal();
    const Result<RunManifest> typed = RunManifest::fromJson(m_manifest);
    if (!typed)
        return typed.error();
    Result<UploadProposal> proposal = Publisher::propose(m_root, *typed, repoId, isPrivate, m_env);
    if (proposal)
        m_proposal = *proposal;
    return proposal;
}

void PublishSession::withdrawProposal()
{
    ++m_generation;
    m_proposal.reset();
}

Status PublishSession::checkApproval(const QString &approved) const
{
    if (!m_proposal)
        return Error{Error::Code::Usage, tr("No upload is proposed: there is nothing to approve.")};
    const QByteArray token = approved.trimmed().toLower().toLatin1();
    if (token != m_proposal->digest)
        return Error{Error::Code::Invalid,
                     tr("%1 is not the approval of this upload (now %2). The repository, the visibility, the endpoint or "
                        "the files changed since it was printed; look at the upload above and approve it again.")
                         .arg(QString::fromLatin1(token), QString::fromLatin1(m_proposal->digest))};
    return {};
}

Status PublishSession::approve(const QString &approved)
{
    if (isPublishing())
        return Error{Error::Code::Usage, tr("An upload is already running: it must end before another starts.")};
    if (Status approval = checkApproval(approved); !approval)
        return approval;
    m_approved = m_proposal;
    m_result.reset();
    delete m_job;
    m_job = new PublishJob(this);
    m_job->setEnvironment(m_env);
    connect(m_job, &PublishJob::started, this, &PublishSession::uploadStarted);
    connect(m_job, &PublishJob::progressChanged, this, &PublishSession::progressChanged);
    connect(m_job, &PublishJob::lineReceived, this, &PublishSession::lineReceived);
    connect(m_job, &PublishJob::finished, this, &PublishSession::onUploadEnded);
    m_job->start(*m_approved, m_manifest);
    return {};
}

void PublishSession::cancel()
{
    if (isPublishing())
        m_job->cancel();
}

bool PublishSession::isPublishing() const
{
    return m_job && m_job->isRunning();
}

void PublishSession::onUploadEnded(const PublishResult &result)
{
    m_result = result;
    const UploadProposal attempt = m_approved.value_or(UploadProposal{});
    if (result.status == PublishResult::Status::Refused)
        withdrawProposal(); // the files changed since: the approval is void, the upload is proposed anew
    if (!result.manifest.is_null())
        m_manifest = result.manifest; // a later attempt records over this one
    emit uploadEnded(attempt, result);
    // Refused means nothing started: nothing to record. Else into the manifest as it is now, not as
    // it was when the upload began (an upload takes minutes; what was written meanwhile stays).
    if (result.manifest.is_null() || !m_recorder) {
        emit finished(result);
        return;
    }
    const QPointer<PublishSession> self(this);
    const QString root = m_root;
    m_recorder->recordPublish(attempt, result, m_recorder, [self, result, root](const Result<Json> &written) {
        if (!self)
            return;
        if (written && self->m_root == root)
            self->m_manifest = *written;
        emit self->recorded(written);
        emit self->finished(result);
    });
}

} // namespace ptq
