/* A stand-in for JAWS, for the tests under wine: built as a DLL, it is an in-process
 * COM server whose object answers to IDispatch with JAWS's method names SayString and
 * StopSpeech, and writes every call, in order, as one UTF-8 line to the file named by
 * HEKTOR_STAND_IN_LOG: "say: TEXT" (with " (flush)" when asked to flush) or "stop".
 * Built as an exe (-DJFW_WINDOW), it is JAWS's running program: a window of class JFWUI2,
 * kept until its standard input closes. tests/windows_session.rs registers the DLL as
 * FreedomSci.JawsApi for the test's user and starts the window; hektor reaches it with
 * its real code (speech/jaws.rs). Built by scripts/windows-test.sh; never shipped. */
#define COBJMACROS
#include <windows.h>
#include <oleauto.h>

#ifdef JFW_WINDOW

int main(void)
{
    WNDCLASSW class = {0};
    class.lpfnWndProc = DefWindowProcW;
    class.hInstance = GetModuleHandleW(NULL);
    class.lpszClassName = L"JFWUI2";
    if (!RegisterClassW(&class))
        return 1;
    if (!CreateWindowW(L"JFWUI2", L"JAWS", 0, 0, 0, 0, 0, NULL, NULL, class.hInstance, NULL))
        return 1;
    /* Running, for whoever waits on standard output; gone when standard input closes. */
    DWORD count;
    char byte;
    WriteFile(GetStdHandle(STD_OUTPUT_HANDLE), "running\n", 8, &count, NULL);
    while (ReadFile(GetStdHandle(STD_INPUT_HANDLE), &byte, 1, &count, NULL) && count)
        ;
    return 0;
}

#else

#include "stand_in_log.h"

enum { SAY_STRING = 1, STOP_SPEECH = 2 };

/* QueryInterface of an object whose only interface besides IUnknown is `own`. */
static HRESULT answer(void *self, REFIID own, REFIID iid, void **out)
{
    if (IsEqualIID(iid, &IID_IUnknown) || IsEqualIID(iid, own)) {
        *out = self;
        return S_OK;
    }
    *out = NULL;
    return E_NOINTERFACE;
}

/* One object for the whole process: COM's reference counts need not free anything. */
static HRESULT STDMETHODCALLTYPE query(IDispatch *self, REFIID iid, void **out)
{
    return answer(self, &IID_IDispatch, iid, out);
}
static ULONG STDMETHODCALLTYPE add_ref(IDispatch *self) { (void)self; return 2; }
static ULONG STDMETHODCALLTYPE release(IDispatch *self) { (void)self; return 1; }
static HRESULT STDMETHODCALLTYPE type_info_count(IDispatch *self, UINT *count)
{
    (void)self;
    *count = 0;
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE type_info(IDispatch *self, UINT index, LCID lcid, ITypeInfo **info)
{
    (void)self, (void)index, (void)lcid;
    *info = NULL;
    return E_NOTIMPL;
}
static HRESULT STDMETHODCALLTYPE ids_of_names(IDispatch *self, REFIID iid, LPOLESTR *names,
                                              UINT count, LCID lcid, DISPID *ids)
{
    (void)self, (void)iid, (void)lcid;
    if (count != 1)
        return DISP_E_UNKNOWNNAME;
    if (!lstrcmpiW(names[0], L"SayString"))
        ids[0] = SAY_STRING;
    else if (!lstrcmpiW(names[0], L"StopSpeech"))
        ids[0] = STOP_SPEECH;
    else
        return DISP_E_UNKNOWNNAME;
    return S_OK;
}
static HRESULT STDMETHODCALLTYPE invoke(IDispatch *self, DISPID id, REFIID iid, LCID lcid,
                                        WORD flags, DISPPARAMS *params, VARIANT *result,
                                        EXCEPINFO *exception, UINT *bad_argument)
{
    (void)self, (void)iid, (void)lcid, (void)flags, (void)exception, (void)bad_argument;
    if (id == SAY_STRING) {
        /* Arguments come last first: flush, then the text. */
        if (params->cArgs != 2 || V_VT(&params->rgvarg[1]) != VT_BSTR ||
            V_VT(&params->rgvarg[0]) != VT_BOOL)
            return DISP_E_TYPEMISMATCH;
        stand_in_log("say", V_BSTR(&params->rgvarg[1]),
                     V_BOOL(&params->rgvarg[0]) != VARIANT_FALSE ? " (flush)" : NULL);
        if (result) {
            VariantInit(result);
            V_VT(result) = VT_BOOL;
            V_BOOL(result) = VARIANT_TRUE;
        }
        return S_OK;
    }
    if (id == STOP_SPEECH) {
        stand_in_log("stop", NULL, NULL);
        return S_OK;
    }
    return DISP_E_MEMBERNOTFOUND;
}

static IDispatchVtbl jaws_vtbl = {query, add_ref, release, type_info_count, type_info,
                                  ids_of_names, invoke};
static IDispatch jaws = {&jaws_vtbl};

static HRESULT STDMETHODCALLTYPE factory_query(IClassFactory *self, REFIID iid, void **out)
{
    return answer(self, &IID_IClassFactory, iid, out);
}
static ULONG STDMETHODCALLTYPE factory_add_ref(IClassFactory *self) { (void)self; return 2; }
static ULONG STDMETHODCALLTYPE factory_release(IClassFactory *self) { (void)self; return 1; }
static HRESULT STDMETHODCALLTYPE create(IClassFactory *self, IUnknown *outer, REFIID iid, void **out)
{
    (void)self;
    if (outer)
        return CLASS_E_NOAGGREGATION;
    return query(&jaws, iid, out);
}
static HRESULT STDMETHODCALLTYPE lock(IClassFactory *self, BOOL locked)
{
    (void)self, (void)locked;
    return S_OK;
}

static IClassFactoryVtbl factory_vtbl = {factory_query, factory_add_ref, factory_release,
                                         create, lock};
static IClassFactory factory = {&factory_vtbl};

__declspec(dllexport) HRESULT __stdcall DllGetClassObject(REFCLSID class, REFIID iid, void **out)
{
    (void)class;
    return factory_query(&factory, iid, out);
}

__declspec(dllexport) HRESULT __stdcall DllCanUnloadNow(void)
{
    return S_FALSE;
}

#endif
