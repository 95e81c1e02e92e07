/* The log of the stand-ins under wine (nvda_stand_in.c, jaws_stand_in.c): each call they
 * get is appended as one UTF-8 line "KIND", "KIND: TEXT", with SUFFIX after it when given,
 * to the file named by HEKTOR_STAND_IN_LOG (nothing when it is not set). */
#include <windows.h>

static void stand_in_log(const char *kind, const wchar_t *text, const char *suffix)
{
    wchar_t path[MAX_PATH];
    if (!GetEnvironmentVariableW(L"HEKTOR_STAND_IN_LOG", path, MAX_PATH))
        return;
    HANDLE file = CreateFileW(path, FILE_APPEND_DATA, FILE_SHARE_READ | FILE_SHARE_WRITE,
                              NULL, OPEN_ALWAYS, FILE_ATTRIBUTE_NORMAL, NULL);
    if (file == INVALID_HANDLE_VALUE)
        return;
    DWORD written;
    WriteFile(file, kind, lstrlenA(kind), &written, NULL);
    if (text) {
        int size = WideCharToMultiByte(CP_UTF8, 0, text, -1, NULL, 0, NULL, NULL);
        char *utf8 = HeapAlloc(GetProcessHeap(), 0, size > 0 ? size : 1);
        if (utf8 && size > 1) {
            WideCharToMultiByte(CP_UTF8, 0, text, -1, utf8, size, NULL, NULL);
            WriteFile(file, ": ", 2, &written, NULL);
            WriteFile(file, utf8, size - 1, &written, NULL);
        }
        if (utf8)
            HeapFree(GetProcessHeap(), 0, utf8);
    }
    if (suffix)
        WriteFile(file, suffix, lstrlenA(suffix), &written, NULL);
    WriteFile(file, "\n", 1, &written, NULL);
    CloseHandle(file);
}
