#pragma once

// What `run`, `status --follow` and `verify` print alike (run.cpp; each command is in its own
// file: run.cpp, status.cpp, verify.cpp). A free function of ptq::cli, so that its messages stay
// in the "ptq::cli" translation context.
#include <QTextStream>

namespace ptq {
struct VerificationReport;
}

namespace ptq::cli {

/// The verifier's report: its verdict, then one line per check.
void printReport(const VerificationReport &report, QTextStream &out);

} // namespace ptq::cli
