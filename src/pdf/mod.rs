//! Documents the binary writes as PDF. A leaf beside `locale`: it knows nothing of the database or
//! the API; the model that owns the data fills the document's struct and asks for its bytes.

pub mod certificate;
mod font;
pub mod invoice;
#[cfg(test)]
mod invoice_tests;
mod layout;
pub mod packing_list;
pub mod proforma;
#[cfg(test)]
mod tests;
mod text;
