// nvidia-smi CSV, amd-smi JSON and rocm-smi JSON: every parser sees every input.
#include "fuzzsupport.h"

#include "host/gpuparsers.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    (void)ptq::GpuParsers::parseNvidiaSmi(bytes);
    (void)ptq::GpuParsers::parseAmdSmi(bytes);
    (void)ptq::GpuParsers::parseRocmSmi(bytes);
    return 0;
}
