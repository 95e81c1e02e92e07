/* A stand-in for Windows' bcryptprimitives.dll, which Debian's wine 8 lacks: Rust's std
 * imports ProcessPrng from it. Built by scripts/windows-test.sh for the tests under wine
 * only; it is never shipped. ProcessPrng fills the buffer from RtlGenRandom
 * (SystemFunction036 in advapi32), which wine has. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
