//! Documents the binary writes as PDF. A leaf beside `locale`: it knows nothing of the database or
//! the API; the model that owns the data fills the document's struct and asks for its bytes.

mod font;
mod layout;
pub mod proforma;
#[cfg(test)]
mod tests;
mod text;
