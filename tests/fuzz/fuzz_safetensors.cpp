// safetensors headers (scanner, header rules, the verifier's layout checks) and index files.
#include "fuzzsupport.h"

#include "run/outputverifier.h"
#include "source/safetensors.h"

#include <QTemporaryFile>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes = fuzzBytes(data, size);
    (void)ptq::Safetensors::parseHeaderJson(bytes, QStringLiteral("fuzz"));
    (void)ptq::Safetensors::parseIndex(bytes, QStringLiteral("fuzz"));
    (void)ptq::Safetensors::headerLength(bytes, QStringLiteral("fuzz"));
    // The whole file path: an 8-byte length, the header, a data buffer of the length the
    // header's last offset asks for (capped), through the verifier's file check.
    static QTemporaryFile file;
    if (!file.isOpen() && !file.open())
        return 0;
    QByteArray whole(8, '\0');
    const quint64 n = quint64(bytes.size());
    for (int i = 0; i < 8; ++i)
        whole[i] = char((n >> (8 * i)) & 0xff);
    whole += bytes;
    whole += QByteArray(int(size % 64), '\0');
    file.resize(0);
    file.seek(0);
    file.write(whole);
    file.flush();
    (void)ptq::OutputVerifier::checkSafetensorsFile(file.fileName());
    return 0;
}
