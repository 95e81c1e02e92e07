//! Why speech-dispatcher cannot speak, found from what is on the machine: the daemon
//! program on PATH, the output modules in its module folder, and the daemon's own log in
//! the runtime folder. The `tts` crate only says "failed to initialize"; this names the
//! cause and the fix, so `auto`, `speech-test` and the session's first sentence can say it.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use fluent_bundle::FluentValue;

use super::command::find_on_path;
use crate::i18n::{Locale, sentence};
use crate::msg;

/// Output modules that cannot speak on their own: `sd_dummy` only says that nothing works,
/// `sd_generic` needs a configured program. speech-dispatcher refuses to start with only these.
const SILENT_MODULES: [&str; 2] = ["sd_dummy", "sd_generic"];

/// The folders Debian, Fedora and source builds put speech-dispatcher's output modules in.
const MODULE_DIRS: [&str; 5] = [
    "/usr/lib/speech-dispatcher-modules",
    "/usr/lib/x86_64-linux-gnu/speech-dispatcher-modules",
    "/usr/lib/aarch64-linux-gnu/speech-dispatcher-modules",
    "/usr/libexec/speech-dispatcher-modules",
    "/usr/local/lib/speech-dispatcher-modules",
];

/// A daemon log older than this says nothing about the attempt that just failed.
const FRESH_LOG: Duration = Duration::from_secs(120);

/// What speech-dispatcher (0.11, which plays the audio itself) logs when its sound output
/// cannot open: it then accepts speech and never finishes it.
const AUDIO_REFUSED: &str = "Opening audio failed";

/// The first line each start of the daemon logs: a log holds the runs of several daemons.
const DAEMON_START: &str = "Speech Dispatcher Logging to file";

/// How much of the log's end is read: a daemon's start and its refusal are at most a
/// few lines apart, and a log kept for months may be large.
const LOG_TAIL: u64 = 64 * 1024;

/// What the diagnosis looks at; [`Machine::current`] reads this machine.
#[derive(Debug, Clone)]
pub struct Machine {
    /// The PATH searched for the `speech-dispatcher` program.
    pub path: Option<OsString>,
    /// Folders that may hold output modules; the ones that exist are read.
    pub module_dirs: Vec<PathBuf>,
    /// The daemon's log file (`<runtime dir>/speech-dispatcher/log/speech-dispatcher.log`).
    pub daemon_log: Option<PathBuf>,
}

impl Machine {
    /// This machine: PATH, the usual module folders, and the log in `XDG_RUNTIME_DIR`
    /// (or `~/.cache`, where speech-dispatcher puts it without a runtime folder).
    pub fn current() -> Machine {
        let runtime = std::env::var_os("XDG_RUNTIME_DIR")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("XDG_CACHE_HOME").map(PathBuf::from))
            .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")));
        Machine {
            path: std::env::var_os("PATH"),
            module_dirs: MODULE_DIRS.iter().map(PathBuf::from).collect(),
            daemon_log: runtime.map(|dir| dir.join("speech-dispatcher/log/speech-dispatcher.log")),
        }
    }
}

/// Why speech-dispatcher cannot speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Problem {
    /// The `speech-dispatcher` program is not installed.
    NotInstalled,
    /// No output module that speaks: `found` lists the modules there are (perhaps none).
    NoOutputModule {
        /// The module folder that was read.
        dir: PathBuf,
        /// The modules in it, all of them silent ones.
        found: Vec<String>,
    },
    /// The daemon running now could not open its sound output, as its log says.
    NoAudio {
        /// The log's line, without its time stamp.
        error: String,
        /// The log file.
        log: PathBuf,
    },
    /// The daemon's own log gives the reason.
    DaemonSays {
        /// The log's last error, without its time stamp.
        error: String,
        /// The log file.
        log: PathBuf,
    },
}

/// Finds why speech-dispatcher cannot speak on `machine`, or `None` when nothing on the
/// machine explains it.
///
/// ```
/// use hektor_speech::speech::diagnose::{Machine, Problem, diagnose};
/// let machine = Machine { path: Some("/nowhere".into()), module_dirs: vec![], daemon_log: None };
/// assert_eq!(diagnose(&machine), Some(Problem::NotInstalled));
/// ```
pub fn diagnose(machine: &Machine) -> Option<Problem> {
    if find_on_path("speech-dispatcher", machine.path.as_deref()).is_none() {
        return Some(Problem::NotInstalled);
    }
    if let Some(problem) = missing_output_module(&machine.module_dirs) {
        return Some(problem);
    }
    let log = machine.daemon_log.as_deref()?;
    audio_refused(log).or_else(|| daemon_error(log))
}

/// [`Problem::NoAudio`] when the log says that the daemon started last could not open
/// its sound output. Cheap enough to look at while the probe word waits (the log's last
/// 64 KiB), so `auto` falls back as soon as the daemon has logged its refusal, not when
/// the probe's time is up.
pub fn audio_refused(log: &Path) -> Option<Problem> {
    let text = log_tail(log)?;
    let run = text
        .rfind(DAEMON_START)
        .map_or(text.as_str(), |start| &text[start..]);
    let line = run.lines().find(|line| line.contains(AUDIO_REFUSED))?;
    Some(Problem::NoAudio {
        error: message(line).to_owned(),
        log: log.to_owned(),
    })
}

/// The last [`LOG_TAIL`] bytes of `log`, as text.
fn log_tail(log: &Path) -> Option<String> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = std::fs::File::open(log).ok()?;
    let length = file.metadata().ok()?.len();
    file.seek(SeekFrom::Start(length.saturating_sub(LOG_TAIL)))
        .ok()?;
    let mut bytes = Vec::new();
    file.take(LOG_TAIL).read_to_end(&mut bytes).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// A log line without its time stamp and source: "[Sun Nov 22 23:44:33 2026 : 910819]
/// speechd: Error [speechd.c:672]:No speech ..." is "No speech ...", "[...] speechd:
/// Opening audio failed: ..." is "Opening audio failed: ...".
fn message(line: &str) -> &str {
    if let Some((_, rest)) = line.rsplit_once("]:") {
        return rest.trim();
    }
    let rest = line.split_once("] ").map_or(line, |(_, rest)| rest);
    rest.split_once("speechd:")
        .map_or(rest, |(_, rest)| rest)
        .trim()
}

/// `NoOutputModule` when the module folders that exist hold no module that speaks.
fn missing_output_module(dirs: &[PathBuf]) -> Option<Problem> {
    let mut first_dir = None;
    let mut found = Vec::new();
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        first_dir.get_or_insert_with(|| dir.clone());
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if !name.starts_with("sd_") {
                continue;
            }
            if !SILENT_MODULES.contains(&name.as_str()) {
                return None;
            }
            found.push(name);
        }
    }
    found.sort();
    first_dir.map(|dir| Problem::NoOutputModule { dir, found })
}

/// The last error a fresh daemon log reports.
fn daemon_error(log: &Path) -> Option<Problem> {
    let modified = std::fs::metadata(log).and_then(|m| m.modified()).ok()?;
    let age = SystemTime::now()
        .duration_since(modified)
        .unwrap_or_default();
    if age > FRESH_LOG {
        return None;
    }
    let text = log_tail(log)?;
    let line = text.lines().rev().find(|line| line.contains("Error"))?;
    Some(Problem::DaemonSays {
        error: message(line).to_owned(),
        log: log.to_owned(),
    })
}

impl Problem {
    /// The problem and its fix in one sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        match self {
            Problem::NotInstalled => locale.text(msg::SPEECH_DISPATCHER_NOT_INSTALLED),
            Problem::NoOutputModule { dir, found } => {
                args.push(("folder", dir.display().to_string().into()));
                args.push(("found", found.join(", ").into()));
                args.push(("count", found.len().into()));
                sentence(locale, msg::SPEECH_DISPATCHER_NO_MODULE, &args)
            }
            Problem::NoAudio { error, log } => {
                args.push(("error", error.clone().into()));
                args.push(("log", log.display().to_string().into()));
                sentence(locale, msg::SPEECH_DISPATCHER_NO_AUDIO, &args)
            }
            Problem::DaemonSays { error, log } => {
                args.push(("error", error.clone().into()));
                args.push(("log", log.display().to_string().into()));
                sentence(locale, msg::SPEECH_DISPATCHER_LOG_ERROR, &args)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::i18n::Lang;

    fn machine_with(modules: &[&str], log: Option<&str>) -> (tempfile::TempDir, Machine) {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join("bin");
        let modules_dir = dir.path().join("modules");
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::create_dir_all(&modules_dir).unwrap();
        std::fs::write(bin.join("speech-dispatcher"), "").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let program = bin.join("speech-dispatcher");
            std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        for module in modules {
            std::fs::write(modules_dir.join(module), "").unwrap();
        }
        let log_path = log.map(|text| {
            let path = dir.path().join("speech-dispatcher.log");
            std::fs::write(&path, text).unwrap();
            path
        });
        let machine = Machine {
            path: Some(bin.into_os_string()),
            module_dirs: vec![dir.path().join("absent"), modules_dir],
            daemon_log: log_path,
        };
        (dir, machine)
    }

    #[test]
    fn only_the_silent_modules_names_the_espeak_ng_package() {
        let (_dir, machine) = machine_with(&["sd_dummy", "sd_generic"], None);
        let problem = diagnose(&machine).unwrap();
        assert!(
            matches!(&problem, Problem::NoOutputModule { found, .. } if found == &["sd_dummy", "sd_generic"])
        );
        let sentence = problem.sentence(&Locale::new(Lang::En));
        assert!(
            sentence.contains("speech-dispatcher-espeak-ng"),
            "{sentence}"
        );
        let sentence = problem.sentence(&Locale::new(Lang::Uk));
        assert!(
            sentence.contains("speech-dispatcher-espeak-ng"),
            "{sentence}"
        );
    }

    #[test]
    fn a_speaking_module_is_no_problem_and_the_log_is_read() {
        let log = "[Sun Nov 22 23:44:33 2026 : 910819] speechd: Error [speechd.c:672]:Can't open the sound device - aborting...\n";
        let (_dir, machine) = machine_with(&["sd_dummy", "sd_espeak-ng"], Some(log));
        assert_eq!(
            diagnose(&machine),
            Some(Problem::DaemonSays {
                error: "Can't open the sound device - aborting...".to_owned(),
                log: machine.daemon_log.clone().unwrap(),
            })
        );
        let (_dir, machine) = machine_with(&["sd_espeak-ng"], None);
        assert_eq!(diagnose(&machine), None);
    }

    #[test]
    fn a_daemon_that_cannot_open_its_sound_output_is_told_by_its_run_of_the_log() {
        // speech-dispatcher 0.11 with AudioALSADevice naming no device, as it logs it.
        let refused = "[Sat Nov 28 05:10:39 2026 : 214001] speechd:   Speech Dispatcher Logging to file /run/log/speech-dispatcher.log\n\
            [Sat Nov 28 05:10:39 2026 : 214760] speechd: Speech Dispatcher started and waiting for clients ...\n\
            [Sat Nov 28 05:10:39 2026 : 264299] speechd: Opening audio failed: Couldn't open alsa plugin\n\n\
            [Sat Nov 28 05:10:39 2026 : 271401] speechd:  Audio event but server audio not set up\n\
            [Sat Nov 28 05:10:39 2026 : 277552] speechd:   output_module_is_speaking error\n";
        let (_dir, machine) = machine_with(&["sd_espeak-ng"], Some(refused));
        let log = machine.daemon_log.clone().unwrap();
        let problem = audio_refused(&log).unwrap();
        assert_eq!(
            problem,
            Problem::NoAudio {
                error: "Opening audio failed: Couldn't open alsa plugin".to_owned(),
                log: log.clone(),
            }
        );
        assert_eq!(diagnose(&machine), Some(problem.clone()));
        let sentence = problem.sentence(&Locale::new(Lang::Pl));
        assert!(sentence.contains("AudioALSADevice"), "{sentence}");

        // A later start of the daemon that opened its output: the old refusal is history.
        let restarted = format!(
            "{refused}[Sat Nov 28 05:20:00 2026 : 100000] speechd:   Speech Dispatcher Logging to file /run/log/speech-dispatcher.log\n\
             [Sat Nov 28 05:20:00 2026 : 100100] speechd: Speech Dispatcher started and waiting for clients ...\n"
        );
        let (_dir, machine) = machine_with(&["sd_espeak-ng"], Some(&restarted));
        assert_eq!(audio_refused(machine.daemon_log.as_deref().unwrap()), None);
    }

    #[test]
    fn a_missing_program_is_said_first() {
        let machine = Machine {
            path: Some(OsString::from("/nowhere")),
            module_dirs: vec![],
            daemon_log: None,
        };
        let sentence = diagnose(&machine).unwrap().sentence(&Locale::new(Lang::Ru));
        assert!(sentence.contains("speech-dispatcher"), "{sentence}");
    }
}
