//! The network edge: everything between a socket and the application endpoint, knowing nothing
//! of the application (the policies every request of this site passes through are
//! `crate::policies`).
//!
//! - [`server`]: the accept loop, HTTP/1 and HTTP/2 connections, their limits and graceful stop.
//! - [`tls`]: certificates (files or ACME), their status; [`acme`] obtains and renews them.
//! - [`peer`]: who sent a request (client address, scheme, host, behind trusted proxies).
//! - [`limits`]: counting what each client (an IPv4 address, an IPv6 /64) does, bounded.
//! - [`sendfile`]: bodies the kernel sends from a file without copying.
//! - [`outbound`]: https requests to addresses others chose (webhooks), public addresses only.

pub mod acme;
pub mod limits;
pub mod outbound;
pub mod peer;
pub mod sendfile;
pub mod server;
pub mod tls;
