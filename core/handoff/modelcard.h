#pragma once

// core/handoff: from a verified export to a model people use (issue #35). Being written.
