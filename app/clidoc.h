#pragma once

#include <QString>

namespace ptq::cli {

/// The manual page ptq-studio(1) in roff, generated from the same option definitions the
/// subcommands parse with, so that it cannot drift from them.
QString manPage();

/// A bash completion script for ptq-studio: commands, their options, scheme names.
QString bashCompletion();

} // namespace ptq::cli
