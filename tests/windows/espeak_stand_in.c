/* A stand-in for espeak-ng.exe, for the tests under wine: it writes its arguments, as one
 * UTF-8 line separated by " | ", to the file named by HEKTOR_STAND_IN_LOG, and says
 * nothing. Built by scripts/windows-test.sh; never shipped. */
#include <windows.h>
#include <stdio.h>

int wmain(int argc, wchar_t **argv)
{
    wchar_t path[MAX_PATH];
    if (!GetEnvironmentVariableW(L"HEKTOR_STAND_IN_LOG", path, MAX_PATH))
        return 0;
    FILE *log = _wfopen(path, L"ab");
    if (!log)
        return 1;
    for (int i = 1; i < argc; i++) {
        char utf8[4096];
        int size = WideCharToMultiByte(CP_UTF8, 0, argv[i], -1, utf8, sizeof utf8, NULL, NULL);
        if (size > 1)
            fwrite(utf8, 1, (size_t)size - 1, log);
        if (i + 1 < argc)
            fputs(" | ", log);
    }
    fputs("\n", log);
    fclose(log);
    return 0;
}
