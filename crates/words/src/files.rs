//! Files named by the user, checked before they are opened: a pipe, a device or a socket
//! is refused without opening it (opening a FIFO waits for a writer; `/dev/zero` never
//! ends), and a file read whole is read up to a limit. The refusals are `io::Error`s
//! that [`crate::i18n::errors::io_sentence`] says like any other. [`replace`] writes
//! the files a user names.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

pub mod encoding;
pub mod replace;

/// What stands at a path that is not a regular file (nor a folder).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    /// A named pipe (FIFO).
    Pipe,
    /// A character or block device (`/dev/zero`, a disk).
    Device,
    /// A socket.
    Socket,
    /// Anything else that is no regular file.
    Other,
}

impl Special {
    /// The word the sentence `io-not-regular` selects on.
    pub fn word(self) -> &'static str {
        match self {
            Special::Pipe => "pipe",
            Special::Device => "device",
            Special::Socket => "socket",
            Special::Other => "other",
        }
    }
}

/// The payload of the error [`regular`] refuses a special file with.
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("not a regular file")]
pub struct NotRegular(pub Special);

/// The payload of the error [`read_bytes`] refuses a file longer than its limit with.
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("longer than {limit} bytes")]
pub struct TooLarge {
    /// The most bytes read.
    pub limit: u64,
}

/// What kind of special file `file_type` is.
fn special(file_type: std::fs::FileType) -> Special {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_fifo() {
            return Special::Pipe;
        }
        if file_type.is_char_device() || file_type.is_block_device() {
            return Special::Device;
        }
        if file_type.is_socket() {
            return Special::Socket;
        }
    }
    let _ = file_type;
    Special::Other
}

/// Checks, without opening it, that `path` (links followed) is a regular file: a
/// missing file is `NotFound`, a folder `IsADirectory`, anything else [`NotRegular`].
pub fn regular(path: &Path) -> io::Result<()> {
    regular_type(std::fs::metadata(path)?.file_type())
}

/// Checks that `file_type` is a regular file's: a folder is `IsADirectory`, anything
/// else [`NotRegular`].
fn regular_type(file_type: std::fs::FileType) -> io::Result<()> {
    if file_type.is_file() {
        Ok(())
    } else if file_type.is_dir() {
        Err(io::ErrorKind::IsADirectory.into())
    } else {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            NotRegular(special(file_type)),
        ))
    }
}

/// Checks that a file may be written at `path`: nothing is there yet, or a regular
/// file (a folder, a pipe or a device is refused as [`regular`] refuses it).
pub fn writable(path: &Path) -> io::Result<()> {
    match regular(path) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        checked => checked,
    }
}

/// Opens the regular file at `path` for reading (see [`regular`]).
pub fn open(path: &Path) -> io::Result<File> {
    regular(path)?;
    File::open(path)
}

/// The bytes of the regular file at `path`, read whole when it has at most `limit`
/// bytes: a longer file is refused ([`TooLarge`]) after reading `limit` bytes at most.
pub fn read_bytes(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let file = open(path)?;
    let too_large = || io::Error::new(io::ErrorKind::FileTooLarge, TooLarge { limit });
    if file.metadata()?.len() > limit {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(too_large());
    }
    Ok(bytes)
}

/// The bytes of the text of the regular file at `path`, read as [`read_bytes`] reads
/// them: UTF-16 text decoded into UTF-8 ([`utf16_text`]), and text in another encoding
/// than UTF-8 and Windows-1252 too, in the one `encoding` names or else in the one
/// [`encoding::guess`] finds; bytes that are no text (a NUL byte, as binary files have)
/// are `InvalidData`.
pub fn text_bytes(
    path: &Path,
    limit: u64,
    encoding: Option<&'static encoding::Encoding>,
) -> io::Result<Vec<u8>> {
    let bytes = read_bytes(path, limit)?;
    if let Some(text) = utf16_text(&bytes) {
        return Ok(text.into_bytes());
    }
    if looks_binary(&bytes) {
        return Err(io::ErrorKind::InvalidData.into());
    }
    match encoding.or_else(|| encoding::guess(&bytes)) {
        Some(encoding) => Ok(encoding::decode(&bytes, encoding).into_bytes()),
        None => Ok(bytes),
    }
}

/// The text of the regular file at `path`, read as [`text_bytes`] reads it: one that is
/// no UTF-8 text is `InvalidData`.
pub fn read_text(path: &Path, limit: u64) -> io::Result<String> {
    String::from_utf8(text_bytes(path, limit, None)?).map_err(|_| io::ErrorKind::InvalidData.into())
}

/// Checks that the regular file at `path` starts as a game file of text does: its text
/// before any NUL byte starts with a tag line (`[`), as a file of games with a binary
/// tail (a cut download) does, or it has no NUL in its first 8 KiB (see
/// [`binary_from_start`]); true when its text ends in those 8 KiB.
pub fn text_start(path: &Path) -> io::Result<bool> {
    let mut head = Vec::new();
    open(path)?.take(8192).read_to_end(&mut head)?;
    if binary_from_start(&head) {
        return Err(io::ErrorKind::InvalidData.into());
    }
    Ok(looks_binary(&head))
}

/// Checks that the regular file at `path` starts as text does (no NUL byte in its
/// first 8 KiB, see [`looks_binary`]): a file of zeros, an
/// image or an archive is refused as `InvalidData` before anything reads it through.
pub fn text(path: &Path) -> io::Result<()> {
    let mut head = Vec::new();
    open(path)?.take(8192).read_to_end(&mut head)?;
    if looks_binary(&head) {
        return Err(io::ErrorKind::InvalidData.into());
    }
    Ok(())
}

/// Whether the start of a file shows it is no text (a NUL byte, as images and archives
/// have and text files never do).
pub fn looks_binary(head: &[u8]) -> bool {
    memchr::memchr(0, head).is_some()
}

/// The text of `bytes` when they are UTF-16 text (a byte order mark of UTF-16, or ASCII
/// letters each beside a NUL byte), decoded (its byte order mark left out, a broken
/// character as U+FFFD); `None` for any other bytes. The one reader of UTF-16 text:
/// every command reads such a file as the same text in UTF-8.
pub fn utf16_text(bytes: &[u8]) -> Option<String> {
    if !utf16(bytes) {
        return None;
    }
    let big_endian = bytes.starts_with(&[0xFE, 0xFF])
        || (!bytes.starts_with(&[0xFF, 0xFE]) && bytes.first() == Some(&0));
    let units = bytes.chunks_exact(2).map(|pair| {
        let pair = [pair[0], pair[1]];
        if big_endian {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        }
    });
    let text: String = char::decode_utf16(units)
        .map(|unit| unit.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect();
    Some(match text.strip_prefix('\u{FEFF}') {
        Some(rest) => rest.to_owned(),
        None => text,
    })
}

/// Whether the start of a file shows it is UTF-16 text: a byte order mark of UTF-16, or
/// ASCII letters each beside a NUL byte.
fn utf16(head: &[u8]) -> bool {
    if head.starts_with(&[0xFF, 0xFE]) || head.starts_with(&[0xFE, 0xFF]) {
        return true;
    }
    let pairs: Vec<&[u8]> = head.chunks_exact(2).take(32).collect();
    let beside_nul = |letter: usize| {
        pairs
            .iter()
            .all(|pair| pair[letter] != 0 && pair[1 - letter] == 0)
    };
    pairs.len() >= 2 && (beside_nul(0) || beside_nul(1))
}

/// Whether `a` and `b` name the same file (both exist and resolve to one path).
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Whether the start of a file shows it is no game file at all: a NUL byte before the
/// first tag line (`[` at a line's start, after blanks), as images, archives and UTF-16
/// text have. Good games followed by binary bytes (a cut download) are text up to them.
pub fn binary_from_start(head: &[u8]) -> bool {
    let Some(nul) = memchr::memchr(0, head) else {
        return false;
    };
    let text = &head[..nul];
    let tag_line = |line: &[u8]| line.trim_ascii_start().starts_with(b"[");
    !text.split(|&b| b == b'\n').any(tag_line)
}

/// The payload of the error a file of a draughts game hektor does not play is refused
/// with (said by [`crate::i18n::errors::io_sentence`]; `hektor_games` refuses such files).
#[derive(Debug, Clone, Copy, thiserror::Error)]
#[error("a game of draughts hektor does not play")]
pub struct NotPlayed(pub OtherDraughts);

/// A game of draughts hektor does not play, as the sentence refusing its file names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OtherDraughts {
    /// English draughts (checkers).
    English,
    /// Italian draughts.
    Italian,
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
mod tests {
    use super::*;

    fn payload<T: std::error::Error + Copy + 'static>(error: &io::Error) -> Option<T> {
        error.get_ref()?.downcast_ref::<T>().copied()
    }

    #[cfg(unix)]
    #[test]
    fn a_device_and_a_pipe_are_refused_without_opening_them() {
        let error = open(Path::new("/dev/zero")).unwrap_err();
        assert!(matches!(
            payload::<NotRegular>(&error),
            Some(NotRegular(Special::Device))
        ));
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("fifo");
        assert!(
            std::process::Command::new("mkfifo")
                .arg(&fifo)
                .status()
                .unwrap()
                .success()
        );
        // Opening the FIFO would wait for a writer for ever: this returns at once.
        let error = read_text(&fifo, 100).unwrap_err();
        assert!(matches!(
            payload::<NotRegular>(&error),
            Some(NotRegular(Special::Pipe))
        ));
        assert!(writable(&fifo).is_err());
        assert!(writable(&dir.path().join("new.pgn")).is_ok());
    }

    #[test]
    fn a_text_longer_than_the_limit_is_refused_and_zeros_are_no_text() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sheet.pgn");
        std::fs::write(&path, "1. e4 e5 *\n").unwrap();
        assert_eq!(read_text(&path, 11).unwrap(), "1. e4 e5 *\n");
        let error = read_text(&path, 10).unwrap_err();
        assert_eq!(payload::<TooLarge>(&error).unwrap().limit, 10);
        std::fs::write(&path, [0u8; 64]).unwrap();
        assert_eq!(
            read_text(&path, 100).unwrap_err().kind(),
            io::ErrorKind::InvalidData
        );
        assert_eq!(text(&path).unwrap_err().kind(), io::ErrorKind::InvalidData);
    }

    #[test]
    fn utf16_text_is_told_by_its_mark_or_its_nuls() {
        let le: Vec<u8> = "1. e4 e5"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let be: Vec<u8> = "1. e4 e5"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        assert!(utf16(&le) && utf16(&be));
        assert!(utf16(&[0xFF, 0xFE, 0x1A, 0x04]));
        assert!(!utf16(b"1. e4 e5") && !utf16(&[0u8; 16]) && !utf16(b"\x89PNG\0\0\0\r"));
        let mut marked = vec![0xFE, 0xFF];
        marked.extend("Müller 1. e4 ♔".encode_utf16().flat_map(u16::to_be_bytes));
        assert_eq!(utf16_text(&marked).unwrap(), "Müller 1. e4 ♔");
        assert_eq!(utf16_text(&le).unwrap(), "1. e4 e5");
        assert_eq!(utf16_text(b"1. e4 e5"), None);
    }
}
