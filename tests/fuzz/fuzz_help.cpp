// quark-cli --help text.
#include "fuzzsupport.h"

#include "plan/helpparser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const ptq::Result<ptq::QuarkHelp> help = ptq::QuarkHelpParser::parse(fuzzBytes(data, size));
    if (help)
        (void)ptq::QuarkHelpParser::capabilities(*help, QStringLiteral("/fuzz/quark-cli"));
    return 0;
}
