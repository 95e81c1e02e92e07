//! Which network interfaces other than loopback are up, as this process sees them
//! (tournament mode refuses to start while one is, and notes them every minute): on
//! Unix through `getifaddrs`, which sees the process's own network namespace; on
//! Windows through `GetAdaptersAddresses` (operational status up, not the software
//! loopback).

use std::io;

/// The names of the interfaces other than loopback that are up, sorted, each once.
pub fn interfaces_up() -> io::Result<Vec<String>> {
    let mut names = platform::up()?;
    names.sort();
    names.dedup();
    Ok(names)
}

#[cfg(unix)]
mod platform {
    use std::io;

    use nix::ifaddrs::getifaddrs;
    use nix::net::if_::InterfaceFlags;

    /// Every interface `getifaddrs` lists up and not loopback (once per address).
    pub(super) fn up() -> io::Result<Vec<String>> {
        let addresses = getifaddrs().map_err(io::Error::from)?;
        Ok(addresses
            .filter(|a| a.flags.contains(InterfaceFlags::IFF_UP))
            .filter(|a| !a.flags.contains(InterfaceFlags::IFF_LOOPBACK))
            .map(|a| a.interface_name)
            .collect())
    }
}

#[cfg(windows)]
mod platform {
    use std::io;

    use windows_sys::Win32::Foundation::{ERROR_BUFFER_OVERFLOW, NO_ERROR};
    use windows_sys::Win32::NetworkManagement::IpHelper::{
        GAA_FLAG_SKIP_ANYCAST, GAA_FLAG_SKIP_DNS_SERVER, GAA_FLAG_SKIP_MULTICAST,
        GetAdaptersAddresses, IF_TYPE_SOFTWARE_LOOPBACK, IP_ADAPTER_ADDRESSES_LH,
    };
    use windows_sys::Win32::NetworkManagement::Ndis::IfOperStatusUp;
    use windows_sys::Win32::Networking::WinSock::AF_UNSPEC;

    /// Every adapter whose operational status is up, other than the software loopback,
    /// by its friendly name.
    pub(super) fn up() -> io::Result<Vec<String>> {
        let flags = GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER;
        // The list's size is asked for and the buffer grown until it fits (adapters can
        // come between two calls); u64 words keep the structures aligned.
        let mut size: u32 = 16 * 1024;
        for _ in 0..4 {
            let words = (size as usize).div_ceil(8);
            let mut buffer = vec![0u64; words];
            let first = buffer.as_mut_ptr().cast::<IP_ADAPTER_ADDRESSES_LH>();
            // SAFETY: `first` points to `size` writable bytes, aligned for the structure.
            let status = unsafe {
                GetAdaptersAddresses(
                    u32::from(AF_UNSPEC),
                    flags,
                    std::ptr::null(),
                    first,
                    &mut size,
                )
            };
            if status == ERROR_BUFFER_OVERFLOW {
                continue;
            }
            if status != NO_ERROR {
                return Err(io::Error::from_raw_os_error(status as i32));
            }
            let mut names = Vec::new();
            let mut adapter = first.cast_const();
            // SAFETY: the list was written by GetAdaptersAddresses into `buffer`, which
            // lives until the loop ends; each `Next` is null or a later entry of it.
            while let Some(entry) = unsafe { adapter.as_ref() } {
                if entry.OperStatus == IfOperStatusUp && entry.IfType != IF_TYPE_SOFTWARE_LOOPBACK {
                    names.push(wide(entry.FriendlyName));
                }
                adapter = entry.Next.cast_const();
            }
            return Ok(names);
        }
        Err(io::Error::from_raw_os_error(ERROR_BUFFER_OVERFLOW as i32))
    }

    /// A NUL-terminated UTF-16 string as text.
    fn wide(text: *const u16) -> String {
        if text.is_null() {
            return String::new();
        }
        // SAFETY: `text` is a NUL-terminated string inside the adapters' buffer.
        let len = (0..).take_while(|&i| unsafe { *text.add(i) } != 0).count();
        // SAFETY: the `len` units before the NUL were just read.
        String::from_utf16_lossy(unsafe { std::slice::from_raw_parts(text, len) })
    }
}

#[cfg(not(any(unix, windows)))]
mod platform {
    /// No way to list the interfaces here: the check cannot be made.
    pub(super) fn up() -> std::io::Result<Vec<String>> {
        Err(std::io::ErrorKind::Unsupported.into())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn loopback_is_never_listed() {
        let up = interfaces_up().unwrap();
        assert!(!up.iter().any(|name| name == "lo"), "{up:?}");
        let mut sorted = up.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(up, sorted);
    }
}
