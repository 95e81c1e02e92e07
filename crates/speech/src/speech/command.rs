//! The `command` backend: any program that takes the text, as an argument (`{text}` in
//! its arguments) or on standard input. An utterance is as few runs of the program as its
//! voices allow, one after the other: a command that switches voice (`{voice}` in its
//! arguments; the detected programs get `-v de`, `-v uk` ...) runs once for each stretch
//! of adjacent segments in one voice, a command without `{voice}` once for the whole
//! utterance (its segments joined as [`one_line`] joins them). A new utterance or
//! [`Speaker::stop`] kills the process speaking (with what it started: see
//! [`super::children`]) and drops the runs still waiting.

use std::collections::VecDeque;
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::children::Program;
use super::segment::one_line;
use super::{Segment, Speaker, SpeechError, VoiceSettings};
use crate::i18n::Lang;

/// The argument that stands for the text.
pub const TEXT_PLACEHOLDER: &str = "{text}";

/// The argument that stands for the segment's voice (a language code or a voice name).
pub const VOICE_PLACEHOLDER: &str = "{voice}";

/// How long a speech program may take to list its voices.
const VOICES_TIMEOUT: Duration = Duration::from_secs(5);

/// The programs `auto` looks for on PATH, in order.
pub const KNOWN_PROGRAMS: [&str; 3] = ["espeak-ng", "spd-say", "say"];

/// Speaks by running a program once per utterance, or per stretch of one voice.
#[derive(Debug)]
pub struct CommandSpeaker {
    argv: Vec<String>,
    settings: VoiceSettings,
    /// The voice of a program hektor found and set up; `None` for the user's own
    /// `speech_command`, which is named by its program alone.
    voice: Option<String>,
    running: Option<Running>,
    waiting: VecDeque<Segment>,
}

#[derive(Debug)]
struct Running {
    child: Program,
    stderr: Option<JoinHandle<String>>,
}

impl CommandSpeaker {
    /// A speaker running `argv` (program, then arguments; `{text}` stands for the text,
    /// `{voice}` for the segment's voice), with the default voice settings.
    pub fn new(argv: Vec<String>) -> Result<CommandSpeaker, SpeechError> {
        CommandSpeaker::with_settings(argv, VoiceSettings::default())
    }

    /// A speaker running `argv` with `settings` (their voices fill `{voice}`).
    pub fn with_settings(
        argv: Vec<String>,
        settings: VoiceSettings,
    ) -> Result<CommandSpeaker, SpeechError> {
        if argv.first().is_none_or(|p| p.trim().is_empty()) {
            return Err(SpeechError::EmptyCommand);
        }
        Ok(CommandSpeaker {
            argv,
            settings,
            voice: None,
            running: None,
            waiting: VecDeque::new(),
        })
    }

    /// The configured command of `settings` when its program is there to run (found in
    /// the directories of `path`, the PATH variable, and executable), else without one the
    /// first of [`KNOWN_PROGRAMS`] found there, with the voice settings applied.
    pub fn from_settings(
        settings: &VoiceSettings,
        path: Option<&OsStr>,
    ) -> Result<CommandSpeaker, SpeechError> {
        if let Some(argv) = &settings.command {
            let speaker = CommandSpeaker::with_settings(argv.clone(), settings.clone())?;
            if locate(speaker.program(), path).is_none() {
                return Err(SpeechError::NotFound {
                    program: speaker.program().to_owned(),
                });
            }
            return Ok(speaker);
        }
        for program in KNOWN_PROGRAMS {
            if let Some(found) = find_on_path(program, path) {
                let mut argv = vec![found.to_string_lossy().into_owned()];
                argv.extend(voice_arguments(program, settings));
                argv.push(TEXT_PLACEHOLDER.to_owned());
                let mut speaker = CommandSpeaker::with_settings(argv, settings.clone())?;
                speaker.voice = Some(format!("{program} {}", settings.wanted_voice()));
                return Ok(speaker);
            }
        }
        Err(SpeechError::NoProgram {
            programs: KNOWN_PROGRAMS.join(", "),
        })
    }

    /// The process that says `text` with the voice of `lang` (`None`: the UI language),
    /// ready to spawn (the benchmark spawns it directly).
    pub fn command(&self, text: &str, lang: Option<Lang>) -> Command {
        let mut parts = self.argv.iter();
        let program = parts.next().map_or("", String::as_str);
        let mut command = Command::new(program);
        for arg in parts {
            match arg.as_str() {
                TEXT_PLACEHOLDER => command.arg(text),
                VOICE_PLACEHOLDER => command.arg(self.settings.voice_for(lang)),
                _ => command.arg(arg),
            };
        }
        command
    }

    /// Starts the process of the next waiting segment, if any.
    fn spawn_next(&mut self) -> Result<(), SpeechError> {
        let Some(segment) = self.waiting.pop_front() else {
            return Ok(());
        };
        let stdin = self.takes_stdin();
        let mut command = self.command(&segment.text, segment.lang);
        command
            .stdin(if stdin { Stdio::piped() } else { Stdio::null() })
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut child = match Program::spawn(&mut command) {
            Ok(child) => child,
            Err(_) => {
                self.waiting.clear();
                return Err(SpeechError::CannotStart {
                    program: self.program().to_owned(),
                });
            }
        };
        if let Some(mut input) = child.child().stdin.take() {
            // A program that exits without reading is reported by its exit status.
            let _ = input.write_all(segment.text.as_bytes());
        }
        let stderr = child.child().stderr.take().map(|mut err| {
            std::thread::spawn(move || {
                let mut buf = String::new();
                let _ = err.read_to_string(&mut buf);
                buf
            })
        });
        self.running = Some(Running { child, stderr });
        Ok(())
    }

    /// The runs that say `segments`: adjacent segments that one run can say (the same
    /// voice, or any when the command cannot switch voice) joined into one segment.
    fn runs(&self, segments: &[Segment]) -> Vec<Segment> {
        let switches = self.has_argument(VOICE_PLACEHOLDER);
        let voice = |segment: &Segment| self.settings.voice_for(segment.lang);
        segments
            .chunk_by(|a, b| !switches || voice(a) == voice(b))
            .map(|run| Segment {
                lang: run.first().and_then(|s| s.lang),
                text: one_line(run),
            })
            .collect()
    }

    fn takes_stdin(&self) -> bool {
        !self.has_argument(TEXT_PLACEHOLDER)
    }

    /// Whether `placeholder` stands among the program's arguments.
    fn has_argument(&self, placeholder: &str) -> bool {
        self.argv.iter().skip(1).any(|a| a == placeholder)
    }

    fn program(&self) -> &str {
        self.argv.first().map_or("", String::as_str)
    }

    /// The program's file name, without its folder (`sh` for `/bin/sh`).
    fn program_name(&self) -> String {
        Path::new(self.program())
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// The command-line options that apply `settings` to one of [`KNOWN_PROGRAMS`].
fn voice_arguments(program: &str, settings: &VoiceSettings) -> Vec<String> {
    let scale = |v, min, normal, max| format!("{:.0}", VoiceSettings::scale(v, min, normal, max));
    let volume = settings.volume as f32;
    match program {
        "espeak-ng" => vec![
            "-v".to_owned(),
            VOICE_PLACEHOLDER.to_owned(),
            "-s".to_owned(),
            scale(settings.rate, 80.0, 175.0, 450.0),
            "-p".to_owned(),
            scale(settings.pitch, 0.0, 50.0, 99.0),
            "-a".to_owned(),
            format!("{:.0}", volume),
        ],
        "spd-say" => {
            let mut args = vec!["-w".to_owned()];
            match &settings.voice {
                Some(voice) if voice.len() > 3 => args.extend(["-y".to_owned(), voice.clone()]),
                _ => args.extend(["-l".to_owned(), VOICE_PLACEHOLDER.to_owned()]),
            }
            args.extend([
                "-r".to_owned(),
                settings.rate.to_string(),
                "-p".to_owned(),
                settings.pitch.to_string(),
                "-i".to_owned(),
                format!("{:.0}", volume * 2.0 - 100.0),
            ]);
            args
        }
        _ => {
            let mut args = vec!["-r".to_owned(), scale(settings.rate, 90.0, 175.0, 500.0)];
            if let Some(voice) = &settings.voice {
                args.extend(["-v".to_owned(), voice.clone()]);
            }
            args
        }
    }
}

/// The executable file `program` names: itself when it has a folder in it
/// (`/usr/bin/espeak-ng`, `./say.sh`), else the first of that name on `path`.
fn locate(program: &str, path: Option<&OsStr>) -> Option<PathBuf> {
    let named = Path::new(program);
    if named.components().count() > 1 {
        return is_executable(named).then(|| named.to_owned());
    }
    find_on_path(program, path)
}

/// The first executable file named `program` in the directories of `path`; on Windows
/// also `program.exe` when the name has no extension (`espeak-ng` finds `espeak-ng.exe`).
pub fn find_on_path(program: &str, path: Option<&OsStr>) -> Option<PathBuf> {
    let mut names = vec![program.to_owned()];
    if cfg!(windows) && Path::new(program).extension().is_none() {
        names.push(format!("{program}.exe"));
    }
    std::env::split_paths(path?)
        .flat_map(|dir| names.iter().map(move |name| dir.join(name)))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

impl Speaker for CommandSpeaker {
    fn name(&self) -> &'static str {
        "command"
    }

    fn voice(&self) -> String {
        self.voice.clone().unwrap_or_else(|| self.program_name())
    }

    fn own_command(&self) -> Option<String> {
        self.voice.is_none().then(|| self.program_name())
    }

    fn voices(&mut self) -> Result<Vec<String>, SpeechError> {
        let name = self.program_name();
        let (args, skip_header): (&[&str], usize) = match name.as_str() {
            "espeak-ng" | "espeak" => (&["--voices"], 1),
            "spd-say" => (&["-L"], 1),
            "say" => (&["-v", "?"], 0),
            _ => {
                return Err(SpeechError::VoicesUnknown { program: name });
            }
        };
        let mut command = Command::new(self.program());
        command
            .args(args)
            .stdin(Stdio::null())
            .stderr(Stdio::null());
        let output = super::children::output_within(&mut command, VOICES_TIMEOUT)
            .map_err(|_| SpeechError::CannotStart { program: name })?
            .ok_or(SpeechError::NoAnswer {
                seconds: VOICES_TIMEOUT.as_secs(),
            })?;
        Ok(String::from_utf8_lossy(&output)
            .lines()
            .skip(skip_header)
            .map(|line| line.split_whitespace().collect::<Vec<_>>().join(" "))
            .filter(|line| !line.is_empty())
            .collect())
    }

    fn aloud(&self) -> Option<Lang> {
        self.settings.language.parse().ok()
    }

    fn start(&mut self, segments: &[Segment]) -> Result<(), SpeechError> {
        self.stop();
        self.waiting = self.runs(segments).into();
        self.spawn_next()
    }

    fn wait(&mut self, timeout: Duration) -> Result<bool, SpeechError> {
        let deadline = Instant::now() + timeout;
        loop {
            let Some(running) = self.running.as_mut() else {
                return Ok(true);
            };
            match running.child.try_wait() {
                Ok(Some(status)) => {
                    let stderr = self
                        .running
                        .take()
                        .and_then(|r| r.stderr)
                        .and_then(|h| h.join().ok())
                        .unwrap_or_default();
                    if status.success() {
                        if self.waiting.is_empty() {
                            return Ok(true);
                        }
                        self.spawn_next()?;
                        if Instant::now() >= deadline {
                            return Ok(false);
                        }
                        continue;
                    }
                    self.waiting.clear();
                    let said = stderr.lines().last().unwrap_or("").trim().to_owned();
                    return Err(SpeechError::CommandFailed {
                        program: self.program().to_owned(),
                        said: (!said.is_empty()).then_some(said),
                    });
                }
                Ok(None) if Instant::now() >= deadline => return Ok(false),
                Ok(None) => std::thread::sleep(Duration::from_millis(2).min(timeout)),
                Err(_) => {
                    self.stop();
                    return Err(SpeechError::CannotWatch {
                        program: self.program().to_owned(),
                    });
                }
            }
        }
    }

    fn stop(&mut self) {
        self.waiting.clear();
        if let Some(mut running) = self.running.take() {
            running.child.end();
        }
    }
}

impl Drop for CommandSpeaker {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn segment(lang: Option<Lang>, text: &str) -> Segment {
        Segment {
            lang,
            text: text.to_owned(),
        }
    }

    fn read_back() -> [Segment; 3] {
        [
            segment(None, "Schwarz:"),
            segment(Some(Lang::De), "Eva fünf"),
            segment(None, ", richtig?"),
        ]
    }

    fn speaker(argv: &[&str], language: &str) -> CommandSpeaker {
        let settings = VoiceSettings {
            language: language.to_owned(),
            ..VoiceSettings::default()
        };
        let argv = argv.iter().map(|a| (*a).to_owned()).collect();
        CommandSpeaker::with_settings(argv, settings).unwrap()
    }

    #[test]
    fn a_command_without_a_voice_says_an_utterance_in_one_run() {
        let runs = speaker(&["say", "{text}"], "en").runs(&read_back());
        assert_eq!(runs, [segment(None, "Schwarz: Eva fünf, richtig?")]);
    }

    #[test]
    fn a_command_with_a_voice_runs_once_per_stretch_of_one_voice() {
        let argv = ["espeak-ng", "-v", "{voice}", "{text}"];
        let runs = speaker(&argv, "de").runs(&read_back());
        assert_eq!(runs, [segment(None, "Schwarz: Eva fünf, richtig?")]);
        assert_eq!(speaker(&argv, "uk").runs(&read_back()), read_back());
    }
}
