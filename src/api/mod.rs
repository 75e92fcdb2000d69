//! The JSON API under /api: one poem-openapi service whose spec is both served and committed as
//! `openapi.json`. One file per resource, what they share in [`common`]; here the list of
//! resources, and what each write lets in before its handler runs ([`BodyRules`], read from
//! that list).

mod admins;
mod analytics;
mod api_keys;
mod audit;
mod awards;
mod backups;
pub mod common;
mod content;
mod documents;
mod exports;
mod hero;
pub mod invoices;
mod mail;
mod orders;
pub mod payments;
mod products;
pub mod quotes;
mod session;
mod shipments;
mod system;
mod visits;
mod webhooks;

use poem::http::Method;
use poem_openapi::{OpenApi, OpenApiService};

pub type Api = (
    products::ProductsApi,
    orders::OrdersApi,
    hero::HeroApi,
    awards::AwardsApi,
    content::ContentApi,
    analytics::AnalyticsApi,
    // nested: a tuple has `Default` up to 12 members
    (session::SessionApi, admins::AdminsApi, api_keys::ApiKeysApi, webhooks::WebhooksApi),
    audit::AuditApi,
    exports::ExportsApi,
    mail::MailApi,
    system::SystemApi,
    (
        backups::BackupsApi,
        documents::DocumentsApi,
        quotes::InquiriesApi,
        quotes::QuotesApi,
        visits::VisitsApi,
        shipments::ShipmentsApi,
        payments::PaymentsApi,
        invoices::InvoicesApi,
    ),
);

/// The one service that both serves the API and produces its spec.
pub fn service() -> OpenApiService<Api, webhooks::SiteWebhooks> {
    OpenApiService::new(Api::default(), "Golbahar export site API", env!("CARGO_PKG_VERSION"))
        .description(
            "The JSON API of the Golbahar exporter site. Errors are `{ \"error\": message, \"code\": code }`: \
         translate by the code (`ErrorCode`; `field` names the request field at fault when one is), \
         the message is English and may be reworded. \
         Admin calls take either the `site_session` cookie from `POST /api/admins/auth` \
         (`AdminSession`; a write also needs the site's own `Origin`) or an API key made in the \
         dashboard, sent as `Authorization: Bearer site_...` (`ApiKey`; no `Origin` needed; a \
         read-only key may only `GET`, a backup key only download backups). What a thief would \
         change (accounts, keys, bank details, the site's address, mail settings, second factors) \
         and backup downloads need the cookie, and the password entered in the last five minutes \
         (`POST /api/session/confirm`); every admin is mailed when one is made. \
         Images are sent as data URLs and answered as `/media/...` paths.",
        )
        .server("/")
        .webhooks::<webhooks::SiteWebhooks>()
}

/// The spec as committed in `openapi.json`.
pub fn spec_json() -> String {
    let mut spec: Json = serde_json::from_str(&service().spec()).expect("poem-openapi writes JSON");
    spec.single_refs();
    spec.webhooks_as_extension();
    serde_json::to_string_pretty(&spec).expect("a JSON value serialises")
}

/// JSON that keeps its keys in the order written (the spec reads top-down: `openapi`, `info`,
/// `paths`, then `components`), without making every `serde_json::Value` of the program ordered.
#[derive(serde::Deserialize, serde::Serialize)]
#[serde(untagged)]
enum Json {
    Object(indexmap::IndexMap<String, Json>),
    Array(Vec<Json>),
    Scalar(serde_json::Value),
}

impl Json {
    /// poem-openapi writes the messages the site sends as OpenAPI 3.1's `webhooks`, into a spec
    /// it declares 3.0, where that key is not allowed; `x-webhooks` is the 3.0 form that
    /// documentation tools (Redoc) read, and validators and client generators pass over.
    fn webhooks_as_extension(&mut self) {
        if let Json::Object(map) = self {
            if let Some(index) = map.get_index_of("webhooks") {
                if let Some((_, hooks)) = map.shift_remove_index(index) {
                    map.shift_insert(index, "x-webhooks".to_owned(), hooks);
                }
            }
        }
    }

    /// poem-openapi writes a described or nullable reference as `allOf: [{$ref}, {description,
    /// nullable}]`; generated clients (openapi-python-client among them) cannot read a second
    /// member that is no schema of its own, and drop the model with every operation using it.
    /// The same meaning in the form they read: `allOf: [{$ref}]`, the keywords beside it.
    fn single_refs(&mut self) {
        match self {
            Json::Object(map) => {
                if let Some(Json::Array(all)) = map.get_mut("allOf") {
                    let is_ref = |v: &Json| matches!(v, Json::Object(o) if o.contains_key("$ref"));
                    let annotations = |v: &Json| matches!(v, Json::Object(o) if o.keys().all(|k| k == "nullable" || k == "description"));
                    if all.len() == 2 && is_ref(&all[0]) && annotations(&all[1]) {
                        if let Some(Json::Object(extra)) = all.pop() {
                            for (k, v) in extra {
                                map.entry(k).or_insert(v);
                            }
                        }
                    }
                }
                map.values_mut().for_each(Json::single_refs);
            }
            Json::Array(items) => items.iter_mut().for_each(Json::single_refs),
            Json::Scalar(_) => {}
        }
    }
}

const KB: usize = 1024;
const MB: usize = 1024 * KB;

/// The largest body of an operation not listed in [`LARGE_BODIES`] (and of unknown paths).
pub const SMALL_BODY: usize = 64 * KB;

/// The operations that take more than [`SMALL_BODY`], by method and path as the spec writes
/// them: images and the PDF travel as data URLs, a third larger than the file (an image is at
/// most 8 MB, the PDF 20 MB, a slideshow or a product's gallery several images).
const LARGE_BODIES: &[(Method, &str, usize)] = &[
    (Method::POST, "/api/products", 24 * MB),
    (Method::PATCH, "/api/products/{id}", 24 * MB),
    // a price list of 10 000 products with their texts in both languages
    (Method::POST, "/api/products/sheet/preview", 16 * MB),
    (Method::POST, "/api/products/sheet", 16 * MB),
    (Method::PUT, "/api/hero", 24 * MB),
    (Method::POST, "/api/hero/slides", 12 * MB),
    (Method::POST, "/api/awards", 12 * MB),
    (Method::PUT, "/api/content/profile", 30 * MB),
    (Method::POST, "/api/documents", 30 * MB),
    (Method::PUT, "/api/documents/{id}", 30 * MB),
    (Method::POST, "/api/shipments/{id}/documents", 30 * MB),
];

/// What an operation lets in before its handler runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyRule {
    /// Callable without a session. Taken from the operation itself: public exactly when it has
    /// no `AdminSession` parameter, which is also what the spec declares.
    pub public: bool,
    /// Takes a request body at all (a body sent to any other operation is refused unread).
    pub takes_body: bool,
    /// The largest body it reads, in bytes.
    pub limit: usize,
}

/// Every operation's [`BodyRule`], looked up by method and request path before any body is read.
pub struct BodyRules {
    operations: Vec<(Method, Vec<String>, BodyRule)>,
}

impl BodyRules {
    /// Built once at start from the API's own description and [`LARGE_BODIES`].
    pub fn of_api() -> BodyRules {
        let mut operations = Vec::new();
        for api in Api::meta() {
            for path in api.paths {
                for op in path.operations {
                    let takes_body = op.request.is_some();
                    let limit = LARGE_BODIES
                        .iter()
                        .find(|(m, p, _)| *m == op.method && *p == path.path)
                        .map_or(SMALL_BODY, |(_, _, limit)| *limit);
                    let limit = if takes_body { limit } else { 0 };
                    let rule = BodyRule { public: op.security.is_empty(), takes_body, limit };
                    operations.push((op.method, path.path.split('/').map(str::to_owned).collect(), rule));
                }
            }
        }
        BodyRules { operations }
    }

    /// The rule of the operation `method` `path` names, if it names one.
    pub fn lookup(&self, method: &Method, path: &str) -> Option<BodyRule> {
        self.routed(path).find(|(m, _, _)| m == method).map(|(_, _, rule)| *rule)
    }

    /// The `Allow` header of a 405 at an API path: its operations' methods (HEAD with GET), or
    /// `None` when no operation has this path.
    pub fn allowed_methods(&self, path: &str) -> Option<String> {
        let mut methods: Vec<&str> = self.routed(path).map(|(m, _, _)| m.as_str()).collect();
        if methods.contains(&"GET") {
            methods.push("HEAD");
        }
        (!methods.is_empty()).then(|| methods.join(", "))
    }

    /// The operations of the path pattern the router picks for `path`: of the patterns that
    /// match, the one with a literal segment where another has a parameter, first from the left
    /// (`/api/admins/auth` rather than `/api/admins/{id}`).
    fn routed<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a (Method, Vec<String>, BodyRule)> + 'a {
        let literal = |pattern: &[String]| pattern.iter().map(|s| !s.starts_with('{')).collect::<Vec<bool>>();
        let best = self
            .operations
            .iter()
            .filter(|(_, pattern, _)| path_matches(pattern, path))
            .map(|(_, pattern, _)| pattern)
            .max_by_key(|pattern| literal(pattern));
        self.operations.iter().filter(move |(_, pattern, _)| Some(pattern) == best)
    }
}

fn path_matches(pattern: &[String], path: &str) -> bool {
    let mut segments = path.split('/');
    pattern.iter().all(|p| segments.next().is_some_and(|s| if p.starts_with('{') { !s.is_empty() } else { s == p }))
        && segments.next().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The writes anyone may call (decisions.md): the order form, sign-in and sign-out; (issue 30)
    /// the inquiry form and the buyer's answers by their private token; and (issue 31) the pages'
    /// visit beacon. Any other write without an `AdminSession` parameter would be a door left open.
    #[test]
    fn the_public_writes_are_the_order_form_sign_in_and_sign_out() {
        let rules = BodyRules::of_api();
        let mut public: Vec<String> = rules
            .operations
            .iter()
            .filter(|(m, _, rule)| rule.public && *m != Method::GET)
            .map(|(m, p, _)| format!("{m} {}", p.join("/")))
            .collect();
        public.sort();
        assert_eq!(
            public,
            [
                "DELETE /api/session",
                "POST /api/admins/auth",
                "POST /api/inquiries",
                "POST /api/orders",
                "POST /api/quotes/by-token/{token}/accept",
                "POST /api/quotes/by-token/{token}/decline",
                "POST /api/quotes/by-token/{token}/messages",
                "POST /api/visits",
            ]
        );
    }

    /// What generated clients and the docs rely on: a stable camelCase name and a summary for each
    /// operation, and among its answers the refusals that happen before its handler runs.
    #[test]
    fn every_operation_is_named_summarised_and_declares_what_the_gates_answer() {
        let spec: serde_json::Value = serde_json::from_str(&spec_json()).unwrap();
        let mut ids = std::collections::HashSet::new();
        for (path, ops) in spec["paths"].as_object().unwrap() {
            for (method, op) in ops.as_object().unwrap() {
                let name = format!("{method} {path}");
                let id = op["operationId"].as_str().unwrap_or_else(|| panic!("{name}: no operationId"));
                assert!(
                    id.starts_with(|c: char| c.is_ascii_lowercase()) && id.chars().all(|c| c.is_ascii_alphanumeric()),
                    "{name}: {id} is not camelCase"
                );
                assert!(ids.insert(id.to_owned()), "{name}: {id} used twice");
                let summary = op["summary"].as_str().unwrap_or_default();
                assert!(
                    !summary.is_empty() && summary.len() <= 60 && !summary.contains('\n'),
                    "{name}: summary {summary:?}"
                );
                let declared = |status: &str| op["responses"].get(status).is_some();
                let secured = op.get("security").is_some_and(|s| !s.as_array().unwrap().is_empty());
                // 400 for a body sent where none is taken, before any handler runs
                let mut expected = vec!["400", "500"];
                if secured {
                    expected.push("401");
                }
                if method != "get" {
                    expected.push("403");
                }
                if op.get("requestBody").is_some() {
                    expected.extend(["408", "413"]);
                }
                if path.contains('{') {
                    expected.extend(["400", "404"]);
                }
                for status in expected {
                    assert!(declared(status), "{name} does not declare {status}");
                }
                assert!(secured || !declared("401") || id == "signIn", "{name}: public, yet declares 401");
            }
        }
    }

    #[test]
    fn every_large_body_names_an_operation_that_takes_one() {
        let with_body: Vec<(Method, String)> = Api::meta()
            .into_iter()
            .flat_map(|api| api.paths)
            .flat_map(|p| {
                let path = p.path.clone();
                p.operations.into_iter().filter(|op| op.request.is_some()).map(move |op| (op.method, path.clone()))
            })
            .collect();
        for (method, path, _) in LARGE_BODIES {
            assert!(with_body.contains(&(method.clone(), path.to_string())), "{method} {path}");
        }
    }

    #[test]
    fn requests_find_their_operation() {
        let rules = BodyRules::of_api();
        let rule = |m: Method, p: &str| rules.lookup(&m, p).unwrap();
        let admin = |limit| BodyRule { public: false, takes_body: true, limit };
        assert_eq!(rule(Method::PATCH, "/api/products/7"), admin(24 * MB));
        assert_eq!(rule(Method::POST, "/api/products/7/imports"), admin(SMALL_BODY));
        assert_eq!(rule(Method::PUT, "/api/content/profile"), admin(30 * MB));
        assert_eq!(rule(Method::POST, "/api/orders"), BodyRule { public: true, takes_body: true, limit: SMALL_BODY });
        assert_eq!(rules.lookup(&Method::POST, "/api/orders/"), None, "paths match exactly");
        assert_eq!(rules.lookup(&Method::PATCH, "/api/products/"), None);
        assert_eq!(rules.lookup(&Method::POST, "/api/nothing"), None);
        // Only the method that uploads the profile takes its large body; no other names an operation.
        assert_eq!(rules.lookup(&Method::GET, "/api/content/profile"), None);
        assert_eq!(rule(Method::GET, "/api/products"), BodyRule { public: true, takes_body: false, limit: 0 });
        assert_eq!(
            rule(Method::DELETE, "/api/content/profile"),
            BodyRule { public: false, takes_body: false, limit: 0 }
        );
        assert_eq!(rules.allowed_methods("/api/products/7").as_deref(), Some("PATCH, DELETE"));
        assert_eq!(rules.allowed_methods("/api/session").as_deref(), Some("GET, DELETE, HEAD"));
        assert_eq!(rules.allowed_methods("/api/nothing"), None);
        // A literal path wins over a parameter, as in the router: `auth` is no admin id.
        assert_eq!(rules.lookup(&Method::DELETE, "/api/admins/auth"), None);
        assert_eq!(rules.allowed_methods("/api/admins/auth").as_deref(), Some("POST"));
        assert_eq!(rules.allowed_methods("/api/admins/3").as_deref(), Some("DELETE"));
    }
}
