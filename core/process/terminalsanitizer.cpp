#include "process/terminalsanitizer.h"

#include <QScopeGuard>

#include <algorithm>

namespace ptq {

void TerminalSanitizer::put(char ch, QByteArray &out)
{
    const auto c = static_cast<unsigned char>(ch);
    if (c >= 0x80 && c <= 0xbf) {
        if (m_expect > 0 && m_gap) {
            out.append("\xef\xbf\xbd"); // the interrupted sequence ends here; this byte stands alone
            m_expect = 0;
        } else if (m_expect > 0) {
            --m_expect;
        }
    } else {
        m_expect = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
    }
    m_gap = false;
    out.append(ch);
}

void TerminalSanitizer::text(char ch, QByteArray &out)
{
    const auto c = static_cast<unsigned char>(ch);
    if (c == 0x1b) {
        m_state = State::Esc;
    } else if (c == 0xc2) {
        m_state = State::Lead; // U+0080..U+009F are C1 controls: decided by the next byte
    } else if (c < 0x20 || c == 0x7f) {
        if (c == '\t' || (m_keepLineEnds && (c == '\n' || c == '\r'))) {
            put(ch, out);
            m_current = true;
        }
    } else {
        put(ch, out);
        m_current = true;
    }
}

// The byte after ESC, or a C1 control's ESC equivalent (U+009B is ESC [, U+009D is ESC ]...).
void TerminalSanitizer::escape(char ch, QByteArray &out)
{
    const auto c = static_cast<unsigned char>(ch);
    if (c == '[') {
        m_state = State::Csi;
    } else if (c == ']' || c == 'P' || c == 'X' || c == '^' || c == '_') {
        m_state = State::String; // OSC, DCS, SOS, PM, APC: a string up to BEL or ST
    } else if (c >= 0x20 && c <= 0x2f) {
        m_state = State::EscIntermediate; // e.g. ESC ( B
    } else if (c >= 0x30 && c <= 0x7e) {
        m_state = State::Text; // a two-byte sequence (ESC 7, ESC c, ESC \ ...)
    } else if (c == 0x1b) {
        m_state = State::Esc;
    } else {
        m_state = State::Text; // not a sequence after all: the byte is read as text
        text(ch, out);
    }
}

QByteArray TerminalSanitizer::push(const QByteArray &chunk)
{
    if (chunk.isEmpty())
        return chunk;
    const bool clean = m_state == State::Text && !m_gap && std::none_of(chunk.cbegin(), chunk.cend(), [this](char ch) {
        const auto c = static_cast<unsigned char>(ch);
        return (c < 0x20 && c != '\t' && !(m_keepLineEnds && (c == '\n' || c == '\r'))) || c == 0x7f || c == 0xc2;
    });
    if (clean) {
        // Nothing to remove, the common case: only where the last sequence stands is followed.
        for (const char ch : chunk) {
            const auto c = static_cast<unsigned char>(ch);
            if (c >= 0x80 && c <= 0xbf)
                m_expect = std::max(0, m_expect - 1);
            else
                m_expect = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
        }
        return chunk;
    }
    QByteArray out;
    out.reserve(chunk.size());
    for (const char ch : chunk) {
        const auto c = static_cast<unsigned char>(ch);
        const bool lineEnd = c == '\n' || c == '\r';
        m_current = false;
        const auto done = qScopeGuard([this] {
            if (!m_current && m_expect > 0)
                m_gap = true; // this byte was removed (or held back) inside a sequence
        });
        switch (m_state) {
        case State::Text:
            text(ch, out);
            break;
        case State::Lead:
            if (c >= 0x80 && c <= 0x9f) {
                m_state = State::Text;
                if (c != 0x9c) // ST alone ends nothing
                    escape(char(c - 0x40), out);
            } else {
                put('\xc2', out);
                m_state = State::Text;
                text(ch, out);
            }
            break;
        case State::Esc:
            escape(ch, out);
            break;
        case State::EscIntermediate:
            if (c >= 0x20 && c <= 0x2f)
                break;
            m_state = State::Text;
            if (c < 0x30 || c > 0x7e)
                text(ch, out);
            break;
        case State::Csi:
            if (c >= 0x20 && c <= 0x3f)
                break; // parameters and intermediates
            m_state = State::Text;
            if (c < 0x40 || c > 0x7e)
                text(ch, out); // cut short (a line end, ESC, a control): the byte counts again
            break;
        case State::String:
            if (c == 0x07 || c == 0x18 || c == 0x1a) {
                m_state = State::Text; // BEL ends an OSC (xterm), CAN and SUB abort any
            } else if (c == 0x1b) {
                m_state = State::StringEsc;
            } else if (c == 0xc2) {
                m_state = State::StringLead;
            } else if (lineEnd) {
                m_state = State::Text; // never more than its line
                text(ch, out);
            }
            break;
        case State::StringEsc:
            m_state = State::Text;
            if (c != '\\') // ESC \ is ST; any other ESC sequence ends the string and starts anew
                escape(ch, out);
            break;
        case State::StringLead:
            m_state = c == 0x9c ? State::Text : State::String;
            if (m_state == State::String && lineEnd) {
                m_state = State::Text;
                text(ch, out);
            }
            break;
        }
    }
    return out;
}

QByteArray TerminalSanitizer::flush()
{
    const bool lead = m_state == State::Lead;
    m_state = State::Text;
    return lead ? QByteArray("\xc2") : QByteArray();
}

QByteArray TerminalSanitizer::clean(const QByteArray &bytes, LineEnds ends)
{
    TerminalSanitizer sanitizer(ends);
    QByteArray out = sanitizer.push(bytes); // the bytes themselves (shared) when nothing is removed
    if (const QByteArray rest = sanitizer.flush(); !rest.isEmpty())
        out += rest;
    return out;
}

} // namespace ptq
