/* A stand-in for NVDA's controller client (nvdaControllerClient64.dll) with the same
 * name and exports, for the tests under wine: it says NVDA runs and writes every call,
 * in order, as one UTF-8 line to the file named by HEKTOR_STAND_IN_LOG:
 * "speak: TEXT", "cancel", "braille: TEXT". hektor loads it with its real loading code
 * (speech/screen_reader.rs). Built by scripts/windows-test.sh; never shipped. */
#include <windows.h>
#include "stand_in_log.h"

__declspec(dllexport) unsigned long __stdcall nvdaController_testIfRunning(void)
{
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_speakText(const wchar_t *text)
{
    stand_in_log("speak", text, NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_cancelSpeech(void)
{
    stand_in_log("cancel", NULL, NULL);
    return 0;
}

__declspec(dllexport) unsigned long __stdcall nvdaController_brailleMessage(const wchar_t *text)
{
    stand_in_log("braille", text, NULL);
    return 0;
}
