#pragma once

#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

namespace ptq {

/// Artifacts keep the key order they were written or read in, so a saved file reads
/// in the order a person expects (workflow first, timestamps last).
using Json = nlohmann::ordered_json;

/// A JSON array of strings.
inline Json toJsonArray(const QStringList &list)
{
    Json array = Json::array();
    for (const QString &s : list)
        array.push_back(s.toStdString());
    return array;
}

/// The string elements of a JSON array (others are skipped; a non-array gives none).
inline QStringList toStringList(const Json &array)
{
    QStringList list;
    if (array.is_array()) {
        for (const Json &v : array) {
            if (v.is_string())
                list.append(QString::fromStdString(v.get<std::string>()));
        }
    }
    return list;
}

/// @p object's member @p key, or a null value (for a non-object or a missing key).
inline const Json &jsonField(const Json &object, const char *key)
{
    static const Json null;
    if (!object.is_object())
        return null;
    auto it = object.find(key);
    return it != object.end() ? *it : null;
}

/// @p object's string member @p key, or an empty string.
inline QString jsonString(const Json &object, const char *key)
{
    const Json &v = jsonField(object, key);
    return v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString();
}

} // namespace ptq
