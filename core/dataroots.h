#pragma once

namespace ptq {

/// The application's identity (organization, name, version) that QStandardPaths and QSettings
/// derive every data folder from. Called once by main() before anything reads a setting or a
/// path, for the wizard and the headless commands alike.
void describeApplication();

} // namespace ptq
