/* A stand-in for NVDA's controller client (nvdaControllerClient64.dll) with the same
 * name and exports, for the tests under wine: it says NVDA runs and writes every call,
 * in order, as one UTF-8 line to the file named by HEKTOR_STAND_IN_LOG:
 * "speak: TEXT", "cancel", "braille: TEXT". hektor loads it with its real loading code
 * (speech/screen_reader.rs). Built by scripts/windows-test.sh; never shipped. */
#include <windows.h>

static void log_line(const char *kind, const wchar_t *text)
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
    WriteFile(file, "\n", 1, &written, NULL);
    CloseHandle(file);
}

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void)
{
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text)
{
    log_line("speak", text);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void)
{
    log_line("cancel", NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *text)
{
    log_line("braille", text);
    return 0;
}
