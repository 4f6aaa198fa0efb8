#pragma once

#include <QDebug>
#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace ptq {

/// What went wrong, as a stable code for programs and a translated sentence for people.
/// The sentence always names the file, URL or command involved.
struct Error
{
    enum class Code {
        NotFound,
        NotAFile,
        Unreadable,
        TooLarge,
        Empty,
        NotUtf8,
        Malformed,
        TooDeep,
        Invalid,
        WrongKind,
        WriteFailed,
        Locked,
        Usage,
        Cancelled,
        // Hugging Face Hub and network failures, told apart because each has its own remedy.
        HubRepoNotFound,     ///< missing, or private without access
        HubGated,            ///< gated: no token, or the token's account has not accepted the terms
        HubRevisionNotFound,
        HubEntryNotFound,    ///< the repository has no config.json
        HubUnauthorized,     ///< the token is invalid
        HubForbidden,        ///< e.g. a token without read scope, a disabled repository
        HubRateLimited,
        HubServerError,
        HubRedirect,         ///< too many or looping redirects
        NetworkTls,
        NetworkOffline,      ///< DNS failure, connection refused, no route
        NetworkTimeout,
    };

    /// Failures after which the local Hugging Face cache may stand in for the Hub.
    bool isConnectivity() const
    {
        return code == Code::NetworkOffline || code == Code::NetworkTimeout || code == Code::NetworkTls
            || code == Code::HubServerError || code == Code::HubRateLimited;
    }

    Code code = Code::Invalid;
    QString message;

    friend bool operator==(const Error &, const Error &) = default;
};

QDebug operator<<(QDebug debug, const Error &error);

/// A value or an Error (std::expected is C++23; g++ 12 does not have it).
template <typename T>
class [[nodiscard]] Result
{
public:
    /// An empty (failed) result; exists so that Result can travel in QVariant and signals.
    Result() : m_data(Error{Error::Code::Invalid, QString()}) {}
    Result(T value) : m_data(std::move(value)) {}
    Result(Error error) : m_data(std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T &value() & { return std::get<0>(m_data); }
    const T &value() const & { return std::get<0>(m_data); }
    T &&value() && { return std::get<0>(std::move(m_data)); }
    T *operator->() { return &value(); }
    const T *operator->() const { return &value(); }
    T &operator*() & { return value(); }
    const T &operator*() const & { return value(); }

    const Error &error() const { return std::get<1>(m_data); }

private:
    std::variant<T, Error> m_data;
};

/// Result of an operation that produces nothing but may fail.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)) {}

    bool ok() const { return !m_error.has_value(); }
    explicit operator bool() const { return ok(); }
    const Error &error() const { return *m_error; }

private:
    std::optional<Error> m_error;
};

} // namespace ptq
