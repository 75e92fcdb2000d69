//! Every amount a revision may carry prints right, whole in its cell of the proforma, and the API,
//! the mail and the PDF say the same; an amount that could not is refused (issue 40, item 15).

use super::documents::pdf_text;
use super::*;

/// Whether one line of what pdftotext read holds all of `amount` (its digits, in order: a number
/// cut over two lines of its cell is on none).
fn whole(pdf: &str, amount: &str) -> bool {
    let digits = |s: &str| s.chars().filter(|c| c.is_numeric()).collect::<String>();
    pdf.lines().any(|l| digits(l).contains(&digits(amount)))
}

#[tokio::test]
async fn every_amount_a_revision_takes_prints_whole_and_one_past_it_is_refused() {
    let site = quote_site().await;
    let (figs, nuts) = (product(&site, "Figs", "انجیر", 1).await, product(&site, "Nuts", "مغز", 1).await);
    let valid = day(&site, 10);

    // the largest: a unit price of 1 000 000 000.00, a total of 999 999 999 999.99
    for lang in ["en", "fa"] {
        let lines = json!([{"productId": figs, "quantity": 999}, {"productId": nuts, "quantity": 1}]);
        let (id, _, _) = ask(&site, inquiry(lines, lang)).await;
        let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
        let path = format!("/api/quotes/{id}/revisions");
        let sent = site.post(&path, revision(&[(ids[0], 1e9), (ids[1], 999_999_999.99)], &valid)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
        let rev = &sent.body["revisions"][0];
        assert_eq!(
            (rev["lines"][0]["total"].as_f64(), rev["total"].as_f64()),
            (Some(999_000_000_000.0), Some(999_999_999_999.99)),
            "exact as JSON numbers"
        );
        let amounts = match lang {
            "en" => ["1,000,000,000.00", "999,000,000,000.00", "999,999,999.99", "999,999,999,999.99"],
            _ => ["۱٬۰۰۰٬۰۰۰٬۰۰۰٫۰۰", "۹۹۹٬۰۰۰٬۰۰۰٬۰۰۰٫۰۰", "۹۹۹٬۹۹۹٬۹۹۹٫۹۹", "۹۹۹٬۹۹۹٬۹۹۹٬۹۹۹٫۹۹"],
        };
        let mail = outbox(&site, "quote").pop().unwrap().4;
        let pdf = pdf_text(&site.get(&format!("/api/quotes/{id}/proforma.pdf?revision=1")).await.bytes);
        for amount in amounts {
            assert!(whole(&pdf, amount), "{lang}: {amount} is not whole on one line of the proforma:\n{pdf}");
            assert!(mail.contains(amount), "{lang}: the mail does not say {amount}:\n{mail}");
        }
        // one cent more is refused
        let one_cent_more = site.post(&path, revision(&[(ids[0], 1e9), (ids[1], 1e9)], &valid)).await;
        assert_eq!(one_cent_more.status, StatusCode::BAD_REQUEST, "{:?}", one_cent_more.body);
    }

    // the line: 10⁹ kg at 999 999 999.99 made 92,233,720,368,547,758.07 on the proforma
    let (id, _, _) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 1_000_000_000}]), "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let refused =
        site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 999_999_999.99)], &valid)).await;
    assert_eq!(
        (refused.status, refused.body["code"].clone(), refused.body["field"].clone()),
        (StatusCode::BAD_REQUEST, json!("invalid_field"), json!("lines")),
        "{:?}",
        refused.body
    );
    assert_eq!(site.get(&format!("/api/quotes/{id}")).await.body["revisions"], json!([]), "nothing was sent");
}
