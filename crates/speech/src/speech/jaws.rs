//! JAWS reached with nothing shipped: its COM automation object `FreedomSci.JawsApi`
//! (installed with JAWS), called late-bound through `IDispatch` with its methods
//! `SayString(text, flush)` and `StopSpeech()`.
//!
//! The object can be created whenever JAWS is installed, running or not, so JAWS counts
//! as running only while its window (class `JFWUI2`) is there. COM is joined in its
//! multithreaded apartment, which the connecting thread never leaves, so the object
//! made there may be called from the speech thread too.

use windows::Win32::Foundation::RPC_E_CHANGED_MODE;
use windows::Win32::System::Com::{
    CLSCTX_ALL, CLSIDFromProgID, COINIT_MULTITHREADED, CoCreateInstance, CoInitializeEx,
    DISPATCH_METHOD, DISPPARAMS, IDispatch,
};
use windows::Win32::System::Variant::{VARIANT, VT_BOOL};
use windows::Win32::UI::WindowsAndMessaging::FindWindowW;
use windows::core::{GUID, PCWSTR, w};

/// The ProgID of JAWS's automation object, as hektor names it to the player.
pub const PROG_ID: &str = "FreedomSci.JawsApi";

/// Why JAWS was not reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Absent {
    /// JAWS's automation object is not registered: JAWS is not installed.
    NotInstalled,
    /// JAWS is installed but does not run, or its object could not be made.
    NotRunning,
}

/// A running JAWS and the dispatch ids of the two methods hektor calls.
pub struct Jaws {
    api: IDispatch,
    say_string: i32,
    stop_speech: i32,
}

// SAFETY: the object is made in the multithreaded apartment, which the connecting thread
// joined and never leaves ([`Jaws::connect`]); every thread of the process that has not
// chosen another apartment belongs to it, so its interface pointer may be called and
// released from the speech thread.
unsafe impl Send for Jaws {}

impl Jaws {
    /// Reaches JAWS when it is installed and running.
    pub fn connect() -> Result<Jaws, Absent> {
        // SAFETY: a constant NUL-terminated name ([`PROG_ID`]); only the registry is read.
        let class = unsafe { CLSIDFromProgID(w!("FreedomSci.JawsApi")) }
            .map_err(|_| Absent::NotInstalled)?;
        // SAFETY: a constant class name; no window is touched.
        if unsafe { FindWindowW(w!("JFWUI2"), PCWSTR::null()) }.is_err() {
            return Err(Absent::NotRunning);
        }
        // SAFETY: joins this thread to the multithreaded apartment, for the process's life
        // (never undone: the object may be used until hektor ends).
        let joined = unsafe { CoInitializeEx(None, COINIT_MULTITHREADED) };
        if joined == RPC_E_CHANGED_MODE {
            // A single-threaded apartment here would tie the object to this thread.
            return Err(Absent::NotRunning);
        }
        // SAFETY: `class` is the GUID just looked up; the object is asked for IDispatch.
        let api: IDispatch = unsafe { CoCreateInstance(&class, None, CLSCTX_ALL) }
            .map_err(|_| Absent::NotRunning)?;
        let say_string = dispatch_id(&api, w!("SayString")).ok_or(Absent::NotRunning)?;
        let stop_speech = dispatch_id(&api, w!("StopSpeech")).ok_or(Absent::NotRunning)?;
        Ok(Jaws {
            api,
            say_string,
            stop_speech,
        })
    }

    /// Gives JAWS `text` to say after what it is saying; whether JAWS took it.
    pub fn say(&self, text: &str) -> bool {
        let mut arguments = say_arguments(text);
        let mut answer = VARIANT::default();
        self.invoke(self.say_string, &mut arguments, &mut answer) && said(&answer)
    }

    /// Silences JAWS.
    pub fn stop(&self) {
        let mut answer = VARIANT::default();
        self.invoke(self.stop_speech, &mut [], &mut answer);
    }

    /// Calls the method `id` with `arguments` (last argument first, as COM orders them).
    fn invoke(&self, id: i32, arguments: &mut [VARIANT], answer: &mut VARIANT) -> bool {
        let parameters = DISPPARAMS {
            rgvarg: arguments.as_mut_ptr(),
            rgdispidNamedArgs: std::ptr::null_mut(),
            cArgs: u32::try_from(arguments.len()).unwrap_or(0),
            cNamedArgs: 0,
        };
        // SAFETY: `parameters` points into `arguments`, which outlive the call; `answer`
        // is an empty VARIANT the object may fill (cleared when it drops).
        unsafe {
            self.api.Invoke(
                id,
                &GUID::zeroed(),
                0,
                DISPATCH_METHOD,
                &parameters,
                Some(answer),
                None,
                None,
            )
        }
        .is_ok()
    }
}

/// The dispatch id of the method `name` (a constant from `w!`) of `api`.
fn dispatch_id(api: &IDispatch, name: PCWSTR) -> Option<i32> {
    let names = [name];
    let mut id = 0;
    // SAFETY: one NUL-terminated name that lives for the program, and room for one id.
    unsafe { api.GetIDsOfNames(&GUID::zeroed(), names.as_ptr(), 1, 0, &mut id) }.ok()?;
    Some(id)
}

/// `SayString`'s arguments in COM's order, last first: `flush` false (queue after what
/// JAWS says now, as hektor's queue decides what interrupts), then the text.
fn say_arguments(text: &str) -> [VARIANT; 2] {
    [VARIANT::from(false), VARIANT::from(text)]
}

/// Whether `SayString`'s answer says the text was taken (a VARIANT_BOOL, true is -1).
fn said(answer: &VARIANT) -> bool {
    // SAFETY: the union is read as a VARIANT_BOOL only when its tag says it holds one.
    answer.vt() == VT_BOOL && unsafe { answer.Anonymous.Anonymous.Anonymous.boolVal }.as_bool()
}

#[cfg(test)]
mod tests {
    use super::*;
    use windows::Win32::System::Variant::VT_BSTR;
    use windows::core::BSTR;

    #[test]
    fn say_string_gets_the_text_as_bstr_and_no_flush_last_first() {
        let [flush, text] = say_arguments("Чорні: Eva fünf");
        assert_eq!(flush.vt(), VT_BOOL);
        assert!(!said(&flush));
        assert_eq!(text.vt(), VT_BSTR);
        // SAFETY: the VARIANT was just checked to hold a BSTR.
        let bstr: &BSTR = unsafe { &text.Anonymous.Anonymous.Anonymous.bstrVal };
        assert_eq!(bstr.to_string(), "Чорні: Eva fünf");
    }

    #[test]
    fn only_a_true_answer_counts_as_said() {
        assert!(said(&VARIANT::from(true)));
        assert!(!said(&VARIANT::from(false)));
        assert!(!said(&VARIANT::default()));
    }
}
