// The host of the tests' precompiled headers (tests/CMakeLists.txt): it only carries the PCH.
int main()
{
    return 0;
}
