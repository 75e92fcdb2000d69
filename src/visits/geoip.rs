//! The visitor's country, from a database the operator provides (`--geoip FILE`) in the MaxMind DB
//! format: DB-IP's free "IP to Country Lite" (CC BY 4.0), MaxMind's GeoLite2 Country, or the CC0
//! `geo-whois-asn-country` of the `@ip-location-db` packages. Read into memory once at start; a
//! lookup is a walk down its search tree (about a microsecond), made once per visitor a day.

use std::net::IpAddr;
use std::path::Path;

/// A country database in memory.
pub struct GeoIp(maxminddb::Reader<Vec<u8>>);

/// The fields a country database may name the country by: GeoIP2's `country.iso_code` (MaxMind,
/// DB-IP) or `country_code` (ip-location-db).
#[derive(serde::Deserialize)]
struct Record<'a> {
    #[serde(borrow, default)]
    country: Option<Country<'a>>,
    #[serde(default)]
    country_code: Option<&'a str>,
}

#[derive(serde::Deserialize)]
struct Country<'a> {
    #[serde(default)]
    iso_code: Option<&'a str>,
}

impl GeoIp {
    pub fn open(path: &Path) -> Result<GeoIp, String> {
        let bytes = std::fs::read(path).map_err(|e| format!("--geoip {}: {e}", path.display()))?;
        let reader = maxminddb::Reader::from_source(bytes)
            .map_err(|e| format!("--geoip {}: not a MaxMind DB file ({e})", path.display()))?;
        Ok(GeoIp(reader))
    }

    /// The ISO 3166-1 alpha-2 code of `ip`'s country (upper case), if the database knows it.
    pub fn country(&self, ip: IpAddr) -> Option<[u8; 2]> {
        let found = self.0.lookup(ip).ok()?;
        let record: Record = found.decode().ok()??;
        let code = record.country.and_then(|c| c.iso_code).or(record.country_code)?;
        match code.as_bytes() {
            [a, b] if a.is_ascii_alphabetic() && b.is_ascii_alphabetic() => {
                Some([a.to_ascii_uppercase(), b.to_ascii_uppercase()])
            }
            _ => None,
        }
    }
}
