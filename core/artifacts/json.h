#pragma once

#include <nlohmann/json.hpp>

namespace ptq {

/// Artifacts keep the key order they were written or read in, so a saved file reads
/// in the order a person expects (workflow first, timestamps last).
using Json = nlohmann::ordered_json;

} // namespace ptq
