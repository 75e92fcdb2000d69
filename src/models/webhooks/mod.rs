//! Webhooks for integrators (issue 42): [`endpoints`] (an https URL, the events it wants, its
//! secret), [`events`] (what each message tells, written in the transaction of the change) and
//! [`deliveries`] (each event for each endpoint, in order, and every attempt). Sending them is
//! `crate::hooks`'s.

pub mod deliveries;
pub mod endpoints;
pub mod events;
