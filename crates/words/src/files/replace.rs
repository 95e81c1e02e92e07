//! The one way hektor writes a file the user names (every export, in a session and on
//! the command line): the whole text goes to a temporary file beside the target, is
//! synced to the disk and renamed over the target only when complete, so a failed
//! write (a full disk) leaves no half file and what was there as it was. A symbolic
//! link at the target is replaced by the new file, never written through; a folder, a
//! pipe or a device there is refused before anything is opened. Temporary files of
//! hektor's naming that a writer left behind (killed mid-write) are removed by the next
//! write into their folder.

use std::io::{self, BufWriter, Write};
use std::path::Path;
use std::time::Duration;

use super::regular_type;

/// How the temporary files start: `.hektor-export-PID-` and random letters.
const PREFIX: &str = ".hektor-export-";

/// How long a temporary file may go unchanged before its writer counts as gone, where
/// the process named in it cannot be asked for (a writer writes all along).
const STALE_AFTER: Duration = Duration::from_secs(15 * 60);

/// What becomes of a file already at the target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Existing {
    /// It is kept: the write is refused as `AlreadyExists`.
    Kept,
    /// It is replaced (`--force`, or the user said yes).
    Replaced,
}

impl Existing {
    /// [`Existing::Replaced`] when `yes` (the user's `--force` or yes), else kept.
    pub fn replaced_if(yes: bool) -> Existing {
        if yes {
            Existing::Replaced
        } else {
            Existing::Kept
        }
    }
}

/// Why [`write()`] wrote nothing.
#[derive(Debug)]
pub enum Failure<E> {
    /// The target cannot be written: something is there that is kept (`AlreadyExists`)
    /// or no regular file ([`check`]), or the file system refused (a full disk).
    Io(io::Error),
    /// The text could not be made; what `content` returned.
    Content(E),
}

/// Checks, without opening anything, that a file may be written at `path` by [`write()`]:
/// nothing there yet (`false`), or a regular file or a symbolic link to one or to
/// nothing (`true`: the link is replaced, never written through). A folder is
/// `IsADirectory`, a pipe, a device or a socket [`super::NotRegular`], and so is a link
/// to one: `/dev/stdout` is a link to the terminal or a pipe, and an administrator's
/// `-o /dev/stdout --force` must not put a file in its place.
pub fn check(path: &Path) -> io::Result<bool> {
    let file_type = match std::fs::symlink_metadata(path) {
        Ok(metadata) => metadata.file_type(),
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(false),
        Err(error) => return Err(error),
    };
    if file_type.is_symlink() {
        // What the link points to, looked at without opening it (a FIFO would block).
        match std::fs::metadata(path) {
            Ok(target) => regular_type(target.file_type())?,
            Err(error) if error.kind() == io::ErrorKind::NotFound => {}
            Err(error) => return Err(error),
        }
    } else {
        regular_type(file_type)?;
    }
    Ok(true)
}

/// Writes what `content` writes as the file at `path` (see the module): `existing`
/// says whether a file there is replaced; `on_temporary` is given the path the temporary
/// file's name begins with (its folder, and a prefix of this process's own) before the
/// file is made, and what it returns is kept until the end (the program's removal of
/// that file on a signal: made first, it leaves no moment when the file is not covered).
pub fn write<E, G>(
    path: &Path,
    existing: Existing,
    on_temporary: impl FnOnce(&Path) -> G,
    content: impl FnOnce(&mut dyn Write) -> Result<(), E>,
) -> Result<(), Failure<E>> {
    if check(path).map_err(Failure::Io)? && existing == Existing::Kept {
        return Err(Failure::Io(io::ErrorKind::AlreadyExists.into()));
    }
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    remove_stale(folder);
    let prefix = format!("{PREFIX}{}-", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // As a file created in place would be (the umask applies).
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let _kept = on_temporary(&folder.join(&prefix));
    let temporary = builder.tempfile_in(folder).map_err(Failure::Io)?;
    let mut out = BufWriter::new(temporary.as_file());
    content(&mut out).map_err(Failure::Content)?;
    out.flush().map_err(Failure::Io)?;
    drop(out);
    temporary.as_file().sync_all().map_err(Failure::Io)?;
    match existing {
        Existing::Kept => temporary.persist_noclobber(path),
        Existing::Replaced => temporary.persist(path),
    }
    .map_err(|error| Failure::Io(error.error))?;
    sync_folder(folder);
    Ok(())
}

/// Makes the rename itself durable (on Unix, where a folder can be synced); the file is
/// complete under its name either way, so a failure here changes nothing said.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(folder) = std::fs::File::open(folder) {
        let _ = folder.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}

/// Removes from `folder` the temporary files of hektor's naming whose writer is gone
/// ([`writer_gone`]); what cannot be read or removed is left.
fn remove_stale(folder: &Path) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str().filter(|name| name.starts_with(PREFIX)) else {
            continue;
        };
        let Ok(metadata) = entry.metadata() else {
            continue;
        };
        let age = metadata.modified().ok().and_then(|at| at.elapsed().ok());
        if metadata.is_file() && writer_gone(name, age) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Whether the writer of the temporary file `name`, unchanged for `age`, is gone: no
/// process has the id its name carries, or it has not changed for [`STALE_AFTER`] (an
/// id used again by another process, a name without an id).
fn writer_gone(name: &str, age: Option<Duration>) -> bool {
    let pid = name
        .strip_prefix(PREFIX)
        .and_then(|rest| rest.split_once('-'))
        .and_then(|(pid, _)| pid.parse::<u32>().ok());
    age.is_some_and(|age| age > STALE_AFTER) || pid.is_some_and(|pid| !alive(pid))
}

/// Whether a process has the id `pid`; true where that cannot be known (no `/proc`).
fn alive(pid: u32) -> bool {
    let proc = Path::new("/proc");
    pid == std::process::id() || !proc.join("self").exists() || proc.join(pid.to_string()).exists()
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn written(path: &Path, existing: Existing, text: &str) -> Result<(), Failure<io::Error>> {
        write(path, existing, |_| (), |out| out.write_all(text.as_bytes()))
    }

    fn kind(result: Result<(), Failure<io::Error>>) -> io::ErrorKind {
        match result {
            Err(Failure::Io(error)) => error.kind(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_existing_file_is_kept_or_replaced_whole() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sheet.pgn");
        written(&path, Existing::Kept, "one").unwrap();
        assert_eq!(
            kind(written(&path, Existing::Kept, "two")),
            io::ErrorKind::AlreadyExists
        );
        let failed: Result<(), Failure<&str>> = write(
            &path,
            Existing::Replaced,
            |_| (),
            |out| {
                out.write_all(b"half").unwrap();
                Err("no")
            },
        );
        assert!(matches!(failed, Err(Failure::Content("no"))));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one");
        written(&path, Existing::Replaced, "two").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two");
        // No temporary file is left.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_is_replaced_and_what_it_points_to_kept() {
        let dir = tempfile::tempdir().unwrap();
        let other = dir.path().join("other.txt");
        std::fs::write(&other, "mine").unwrap();
        let link = dir.path().join("sheet.pgn");
        std::os::unix::fs::symlink(&other, &link).unwrap();
        assert!(check(&link).unwrap());
        written(&link, Existing::Replaced, "sheet").unwrap();
        assert_eq!(std::fs::read_to_string(&other).unwrap(), "mine");
        assert!(std::fs::symlink_metadata(&link).unwrap().is_file());
        assert_eq!(std::fs::read_to_string(&link).unwrap(), "sheet");
    }

    #[test]
    fn a_folder_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            kind(written(dir.path(), Existing::Replaced, "x")),
            io::ErrorKind::IsADirectory
        );
    }

    #[test]
    fn a_writer_is_gone_when_its_process_is_or_after_a_while() {
        let fresh = Some(Duration::from_secs(1));
        let old = Some(STALE_AFTER + Duration::from_secs(1));
        let own = format!("{PREFIX}{}-abc123", std::process::id());
        assert!(!writer_gone(&own, fresh));
        assert!(writer_gone(&own, old));
        assert!(!writer_gone(&format!("{PREFIX}Xy12Zq"), fresh));
        assert!(writer_gone(&format!("{PREFIX}Xy12Zq"), old));
        if Path::new("/proc/self").exists() {
            assert!(writer_gone(&format!("{PREFIX}99999999-abc123"), fresh));
        }
    }
}
