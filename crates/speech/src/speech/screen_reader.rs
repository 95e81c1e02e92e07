//! The `screen-reader` backend (Windows): hektor's words go to the screen reader the
//! player already listens to, in its voice, rate and language, through what that screen
//! reader offers to programs, tried in this order:
//!
//! - NVDA's controller client (`nvdaControllerClient64.dll`, shipped beside hektor.exe in
//!   the zip, or `nvdaControllerClient.dll`), asked whether NVDA runs;
//! - JAWS's own automation object ([`super::jaws`]), installed with JAWS, nothing shipped;
//! - Tolk (`Tolk.dll`), which reaches System Access, SuperNova, ZoomText and others,
//!   asked which one runs.
//!
//! The libraries are loaded by name from the Windows search path (the folder of
//! hektor.exe first, then the system folders and PATH). A screen reader queues what it is
//! given and does not report when it has said it, so an utterance counts as said once
//! delivered; `stop` silences the screen reader.

use std::time::Duration;

use libloading::Library;

use super::jaws::{self, Jaws};
use super::{Segment, Speaker, SpeechError};

/// The libraries looked for: NVDA's own client (tried before JAWS), then Tolk (after).
pub const LIBRARIES: [&str; 3] = [
    "nvdaControllerClient64.dll",
    "nvdaControllerClient.dll",
    "Tolk.dll",
];

/// How many of [`LIBRARIES`] are tried before JAWS.
const BEFORE_JAWS: usize = 2;

type NvdaCall = unsafe extern "system" fn() -> u32;
type NvdaText = unsafe extern "system" fn(*const u16) -> u32;
type TolkCall = unsafe extern "C" fn();
type TolkName = unsafe extern "C" fn() -> *const u16;
type TolkText = unsafe extern "C" fn(*const u16, bool) -> bool;
type TolkSilence = unsafe extern "C" fn() -> bool;

/// The functions of the library that reached a running screen reader.
enum Link {
    Nvda {
        speak: NvdaText,
        cancel: NvdaCall,
    },
    Jaws(Jaws),
    Tolk {
        output: TolkText,
        silence: TolkSilence,
    },
}

/// Speaks through a running screen reader.
pub struct ScreenReaderSpeaker {
    link: Link,
    /// The screen reader, as it names itself ("NVDA", "JAWS").
    reader: String,
    /// Kept loaded for as long as the function pointers of `link` are used (none for
    /// JAWS).
    _library: Option<Library>,
}

impl std::fmt::Debug for ScreenReaderSpeaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ScreenReaderSpeaker")
            .field("reader", &self.reader)
            .finish()
    }
}

impl ScreenReaderSpeaker {
    /// Reaches the first running screen reader: through NVDA's client, JAWS's object or
    /// Tolk, whichever is there first.
    pub fn connect() -> Result<ScreenReaderSpeaker, SpeechError> {
        let mut not_running = None;
        let (nvda, tolk) = LIBRARIES.split_at(BEFORE_JAWS);
        if let Some(speaker) = from_libraries(nvda, &mut not_running) {
            return Ok(speaker);
        }
        match Jaws::connect() {
            Ok(jaws) => {
                return Ok(ScreenReaderSpeaker {
                    link: Link::Jaws(jaws),
                    reader: "JAWS".to_owned(),
                    _library: None,
                });
            }
            Err(jaws::Absent::NotRunning) => {
                not_running.get_or_insert_with(|| jaws::PROG_ID.to_owned());
            }
            Err(jaws::Absent::NotInstalled) => {}
        }
        if let Some(speaker) = from_libraries(tolk, &mut not_running) {
            return Ok(speaker);
        }
        Err(match not_running {
            Some(library) => SpeechError::ScreenReaderNotRunning { library },
            None => SpeechError::NoScreenReaderLibrary {
                libraries: LIBRARIES.join(", "),
            },
        })
    }
}

/// The first of `names` that loads and reaches a running screen reader; the first that
/// loads but finds none is kept in `not_running` (unless one is there already).
fn from_libraries(names: &[&str], not_running: &mut Option<String>) -> Option<ScreenReaderSpeaker> {
    for name in names {
        // SAFETY: loading runs the library's initialisation; these are the screen
        // readers' own client libraries, loaded as their documentation says.
        let Ok(library) = (unsafe { Library::new(name) }) else {
            continue;
        };
        match link(name, &library) {
            Some((link, reader)) => {
                return Some(ScreenReaderSpeaker {
                    link,
                    reader,
                    _library: Some(library),
                });
            }
            None => {
                not_running.get_or_insert_with(|| (*name).to_owned());
            }
        }
    }
    None
}

/// The functions of `library` (loaded from the file `name`) and the name of the screen
/// reader it reaches; `None` when it reaches none or lacks a function.
fn link(name: &str, library: &Library) -> Option<(Link, String)> {
    if name.starts_with("nvda") {
        // SAFETY: the signatures are those of nvdaController.h (error_status_t is a
        // 32-bit unsigned integer, wchar_t a UTF-16 unit, __stdcall the system ABI).
        unsafe {
            let running = *library
                .get::<NvdaCall>(b"nvdaController_testIfRunning\0")
                .ok()?;
            let speak = *library
                .get::<NvdaText>(b"nvdaController_speakText\0")
                .ok()?;
            let cancel = *library
                .get::<NvdaCall>(b"nvdaController_cancelSpeech\0")
                .ok()?;
            (running() == 0).then(|| (Link::Nvda { speak, cancel }, "NVDA".to_owned()))
        }
    } else {
        // SAFETY: the signatures are those of Tolk.h (C++ bool is one byte, as Rust's;
        // Tolk_DetectScreenReader returns a NUL-terminated UTF-16 string Tolk owns, or
        // null when no screen reader runs).
        unsafe {
            let load = *library.get::<TolkCall>(b"Tolk_Load\0").ok()?;
            let detect = *library.get::<TolkName>(b"Tolk_DetectScreenReader\0").ok()?;
            let output = *library.get::<TolkText>(b"Tolk_Output\0").ok()?;
            let silence = *library.get::<TolkSilence>(b"Tolk_Silence\0").ok()?;
            load();
            let reader = wide_to_string(detect())?;
            Some((Link::Tolk { output, silence }, reader))
        }
    }
}

/// The NUL-terminated UTF-16 string at `text`; `None` for a null pointer.
///
/// # Safety
/// `text` is null or points to a NUL-terminated UTF-16 string that stays valid meanwhile.
unsafe fn wide_to_string(text: *const u16) -> Option<String> {
    if text.is_null() {
        return None;
    }
    let mut length = 0;
    // SAFETY: the string ends with a NUL unit, which stops the walk.
    while unsafe { *text.add(length) } != 0 {
        length += 1;
    }
    // SAFETY: `length` units before the NUL were just read.
    let units = unsafe { std::slice::from_raw_parts(text, length) };
    Some(String::from_utf16_lossy(units))
}

/// `text` as a NUL-terminated UTF-16 string (a NUL inside becomes a space).
fn wide(text: &str) -> Vec<u16> {
    text.replace('\0', " ")
        .encode_utf16()
        .chain(std::iter::once(0))
        .collect()
}

impl Speaker for ScreenReaderSpeaker {
    fn name(&self) -> &'static str {
        "screen-reader"
    }

    fn voice(&self) -> String {
        self.reader.clone()
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        // The voice is the screen reader's own, chosen in its settings.
        Ok(vec![self.reader.clone()])
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        let line = super::segment::one_line(segments);
        let text = wide(&line);
        // SAFETY: `text` is NUL-terminated and outlives the call; the library copies it.
        let delivered = unsafe {
            match &self.link {
                Link::Nvda { speak, .. } => speak(text.as_ptr()) == 0,
                Link::Jaws(jaws) => jaws.say(&line),
                Link::Tolk { output, .. } => output(text.as_ptr(), false),
            }
        };
        if delivered {
            Ok(())
        } else {
            Err(SpeechError::Refused)
        }
    }

    fn wait(&mut self, _timeout: Duration) -> Result<bool, SpeechError> {
        // Delivered is said: the screen reader queues it and reports no end.
        Ok(true)
    }

    fn stop(&mut self) {
        // SAFETY: functions of the loaded library, taking no arguments.
        unsafe {
            match &self.link {
                Link::Nvda { cancel, .. } => {
                    cancel();
                }
                Link::Jaws(jaws) => jaws.stop(),
                Link::Tolk { silence, .. } => {
                    silence();
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_goes_to_the_library_as_nul_terminated_utf16() {
        let units = wide("Чорні: Eva fünf\0");
        assert_eq!(units.last(), Some(&0));
        // SAFETY: `units` is NUL-terminated and lives across the call.
        let back = unsafe { wide_to_string(units.as_ptr()) };
        assert_eq!(back.as_deref(), Some("Чорні: Eva fünf "));
        // SAFETY: a null pointer is the "no screen reader" answer.
        assert_eq!(unsafe { wide_to_string(std::ptr::null()) }, None);
    }
}
