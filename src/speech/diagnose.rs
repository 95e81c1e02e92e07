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
/// use hektor::speech::diagnose::{Machine, Problem, diagnose};
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
    machine.daemon_log.as_deref().and_then(daemon_error)
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
    let text = std::fs::read(log).ok()?;
    let text = String::from_utf8_lossy(&text);
    let line = text.lines().rev().find(|line| line.contains("Error"))?;
    // "[Sun Nov 22 23:44:33 2026 : 910819] speechd: Error [speechd.c:672]:No speech ..."
    let error = line.rsplit_once("]:").map_or(line, |(_, rest)| rest).trim();
    Some(Problem::DaemonSays {
        error: error.to_owned(),
        log: log.to_owned(),
    })
}

impl Problem {
    /// The problem and its fix in one sentence of the UI language.
    pub fn sentence(&self, locale: &Locale) -> String {
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        match self {
            Problem::NotInstalled => locale.text("speech-dispatcher-not-installed"),
            Problem::NoOutputModule { dir, found } => {
                args.push(("folder", dir.display().to_string().into()));
                args.push(("found", found.join(", ").into()));
                args.push(("count", found.len().into()));
                sentence(locale, "speech-dispatcher-no-module", &args)
            }
            Problem::DaemonSays { error, log } => {
                args.push(("error", error.clone().into()));
                args.push(("log", log.display().to_string().into()));
                sentence(locale, "speech-dispatcher-log-error", &args)
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
