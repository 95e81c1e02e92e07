//! hektor's manual pages and shell completions, made from the clap definitions of its
//! command line (`hektor::cli::Cli`) when the Debian package is built, so that they
//! always name the options the binary takes. Nothing here is shipped as code: the
//! binary of this crate writes the files and `scripts/dist.sh` packages them.

use std::io;
use std::path::{Path, PathBuf};

use clap::CommandFactory;
use clap_complete::Shell;

/// A file to write: its path under the output folder and its bytes.
pub struct Generated {
    /// Relative to the output folder: `man/hektor.1`, `completions/hektor.bash`, ...
    pub path: PathBuf,
    /// The page or the script.
    pub bytes: Vec<u8>,
}

/// The shells whose completions the package installs, with the file each reads.
pub const SHELLS: [(Shell, &str); 3] = [
    (Shell::Bash, "hektor.bash"),
    (Shell::Zsh, "_hektor"),
    (Shell::Fish, "hektor.fish"),
];

/// The manual pages: `hektor.1` and one page per subcommand (`hektor-play.1`, ...), each
/// under `man/`.
pub fn man_pages() -> io::Result<Vec<Generated>> {
    let mut command = hektor::cli::Cli::command().disable_help_subcommand(true);
    command.build();
    let mut pages = Vec::new();
    push_pages(command, &mut pages)?;
    Ok(pages)
}

/// The page of `command`, then those of its visible subcommands.
fn push_pages(command: clap::Command, pages: &mut Vec<Generated>) -> io::Result<()> {
    let man = clap_mangen::Man::new(command.clone());
    let mut bytes = Vec::new();
    man.render(&mut bytes)?;
    pages.push(Generated {
        path: Path::new("man").join(man.get_filename()),
        bytes,
    });
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        push_pages(sub.clone(), pages)?;
    }
    Ok(())
}

/// The completion scripts of bash, zsh and fish, each under `completions/`.
pub fn completions() -> Vec<Generated> {
    SHELLS
        .iter()
        .map(|(shell, file)| {
            let mut command = hektor::cli::Cli::command();
            let mut bytes = Vec::new();
            clap_complete::generate(*shell, &mut command, "hektor", &mut bytes);
            Generated {
                path: Path::new("completions").join(file),
                bytes,
            }
        })
        .collect()
}

/// Writes every page and script under `out`, replacing what was there; returns the
/// paths written.
pub fn write_all(out: &Path) -> io::Result<Vec<PathBuf>> {
    let mut written = Vec::new();
    for file in man_pages()?.into_iter().chain(completions()) {
        let path = out.join(&file.path);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder)?;
        }
        std::fs::write(&path, &file.bytes)?;
        written.push(path);
    }
    Ok(written)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// The subcommands a user types (`play`, `speech-test`, ...), read from the same
    /// definitions.
    fn subcommands() -> Vec<String> {
        hektor::cli::Cli::command()
            .get_subcommands()
            .map(|sub| sub.get_name().to_owned())
            .collect()
    }

    #[test]
    fn man_hektor_and_a_page_per_subcommand_name_every_subcommand() {
        let pages = man_pages().unwrap();
        let main = pages
            .iter()
            .find(|page| page.path == Path::new("man/hektor.1"))
            .unwrap();
        let main = String::from_utf8(main.bytes.clone()).unwrap();
        assert!(main.starts_with(".ie \\n(.g .ds Aq"), "a roff page: {main}");
        assert!(main.contains(".TH hektor 1"), "{main}");
        for sub in subcommands() {
            assert!(
                main.contains(&format!("hektor\\-{}(1)", sub.replace('-', "\\-"))),
                "man hektor names {sub}: {main}"
            );
            let page = Path::new("man").join(format!("hektor-{sub}.1"));
            assert!(
                pages.iter().any(|p| p.path == page),
                "{} is made",
                page.display()
            );
        }
        let play = pages
            .iter()
            .find(|page| page.path == Path::new("man/hektor-play.1"))
            .unwrap();
        let play = String::from_utf8(play.bytes.clone()).unwrap();
        assert!(
            play.contains("\\-\\-plain"),
            "man hektor-play names --plain: {play}"
        );
    }

    #[test]
    fn bash_zsh_and_fish_complete_every_subcommand_and_the_options_of_play() {
        let scripts = completions();
        assert_eq!(scripts.len(), 3);
        for script in scripts {
            let text = String::from_utf8(script.bytes).unwrap();
            for sub in subcommands() {
                assert!(
                    text.contains(&sub),
                    "{} completes {sub}",
                    script.path.display()
                );
            }
            assert!(
                text.contains("plain"),
                "{} completes play --plain",
                script.path.display()
            );
            assert!(
                text.contains("draughts-64"),
                "{} completes the values of --rules",
                script.path.display()
            );
        }
    }

    #[test]
    fn the_files_are_written_where_dist_sh_packages_them() {
        let out = std::env::temp_dir().join(format!("hektor-cli-docs-{}", std::process::id()));
        let written = write_all(&out).unwrap();
        for wanted in [
            "man/hektor.1",
            "man/hektor-play.1",
            "completions/hektor.bash",
            "completions/_hektor",
            "completions/hektor.fish",
        ] {
            assert!(
                written.contains(&out.join(wanted)),
                "{wanted} in {written:?}"
            );
            assert!(
                std::fs::metadata(out.join(wanted)).unwrap().len() > 0,
                "{wanted} is not empty"
            );
        }
        std::fs::remove_dir_all(&out).unwrap();
    }
}
