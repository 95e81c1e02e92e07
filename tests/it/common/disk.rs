//! A real small disk for the tests of a full disk.

use std::io::Write;

/// A real file system of 64 KiB (tmpfs) mounted at a folder, unmounted when dropped.
pub struct SmallDisk(pub std::path::PathBuf);

impl SmallDisk {
    /// Mounts one at `dir`; `None`, with the reason printed, where mounting is not
    /// permitted (not root, a container without the right).
    pub fn mount(dir: &std::path::Path) -> Option<SmallDisk> {
        std::fs::create_dir_all(dir).unwrap();
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=64k", "none"])
            .arg(dir)
            .output();
        match mounted {
            Ok(out) if out.status.success() => Some(SmallDisk(dir.to_owned())),
            Ok(out) => {
                let why = String::from_utf8_lossy(&out.stderr);
                eprintln!("skipped: a tmpfs cannot be mounted here: {why}");
                None
            }
            Err(e) => {
                eprintln!("skipped: mount cannot be run: {e}");
                None
            }
        }
    }

    /// Fills the disk: a file written until no byte more fits.
    pub fn fill(&self) {
        let mut filler = std::fs::File::create(self.0.join("filler")).unwrap();
        while filler.write_all(&[b'x'; 4096]).is_ok() {}
        while filler.write_all(b"x").is_ok() {}
    }
}

/// A small disk mounted in a new temporary folder, as `disk` inside it: the folder
/// (removed once the disk, dropped first, is unmounted) and the disk; `None` where
/// mounting is not permitted.
pub fn small_disk() -> Option<(tempfile::TempDir, SmallDisk)> {
    let home = tempfile::tempdir().unwrap();
    let disk = SmallDisk::mount(&home.path().join("disk"))?;
    Some((home, disk))
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(&self.0).status();
    }
}
