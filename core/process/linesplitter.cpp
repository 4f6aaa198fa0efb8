#include "process/linesplitter.h"

#include <algorithm>
#include <cstring>

namespace ptq {

QList<QByteArray> LineSplitter::push(const QByteArray &chunk, QList<QByteArray> *ends)
{
    QList<QByteArray> lines;
    const char *data = chunk.constData();
    const qsizetype size = chunk.size();
    // The next \n and the next \r, each found with memchr and searched again only once passed.
    const auto next = [data, size](char wanted, qsizetype from) {
        const void *at = from < size ? std::memchr(data + from, wanted, std::size_t(size - from)) : nullptr;
        return at ? qsizetype(static_cast<const char *>(at) - data) : size;
    };
    qsizetype nextLf = next('\n', 0);
    qsizetype nextCr = next('\r', 0);
    qsizetype start = 0;
    for (qsizetype i = std::min(nextLf, nextCr); i < size; i = std::min(nextLf, nextCr)) {
        const char c = data[i];
        if (c == '\n')
            nextLf = next('\n', i + 1);
        else
            nextCr = next('\r', i + 1);
        if (c == '\n' && m_lastWasCr && i == start && m_partial.isEmpty()) {
            // the \n of a \r\n pair: the line was already emitted at the \r
            m_lastWasCr = false;
            start = i + 1;
            if (ends) {
                lines.append(QByteArray());
                ends->append("\n");
            }
            continue;
        }
        if (m_partial.isEmpty()) {
            lines.append(QByteArray(data + start, i - start)); // the common case: one copy
        } else {
            m_partial.append(data + start, i - start);
            lines.append(m_partial);
            m_partial.clear();
        }
        if (ends)
            ends->append(QByteArray(1, c));
        m_lastWasCr = c == '\r';
        start = i + 1;
    }
    if (start < chunk.size()) {
        m_lastWasCr = false;
        m_partial.append(chunk.constData() + start, chunk.size() - start);
        while (m_partial.size() >= kMaxLine) {
            qsizetype cut = kMaxLine;
            if (m_guard) {
                const qsizetype guarded = m_guard(m_partial, kMaxLine);
                if (guarded > 0 && guarded <= kMaxLine)
                    cut = guarded;
            }
            // Never inside a UTF-8 character (continuation bytes are 10xxxxxx).
            for (int back = 0; back < 3 && cut > 1 && (static_cast<unsigned char>(m_partial[cut]) & 0xc0) == 0x80; ++back)
                --cut;
            lines.append(m_partial.left(cut));
            if (ends)
                ends->append(QByteArray());
            m_partial.remove(0, cut);
        }
    }
    return lines;
}

QByteArray LineSplitter::flush()
{
    QByteArray rest = m_partial;
    m_partial.clear();
    return rest;
}

} // namespace ptq
