// The precompiled header of the test executables: their target's own (core or ui) and QtTest's.
#pragma once

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
