//! The list of quote requests comes a page at a time, as the orders do (issue 40, item 18):
//! `limit` and `offset`, newest first, `X-Total-Count` for every status (`quoted` and `expired`
//! told apart by the latest revision's last day).

use super::*;

fn ids_of(a: &crate::common::Answer) -> Vec<i64> {
    a.body.as_array().unwrap().iter().map(|q| q["id"].as_i64().unwrap()).collect()
}

fn total(a: &crate::common::Answer) -> i64 {
    a.headers.get("x-total-count").expect("X-Total-Count").to_str().unwrap().parse().unwrap()
}

#[tokio::test]
async fn quote_requests_are_listed_a_page_at_a_time_like_orders() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let mut ids = Vec::new();
    for quantity in 1..=7 {
        ids.push(ask(&site, inquiry(json!([{"productId": figs, "quantity": quantity}]), "en")).await.0);
    }
    // two priced for ten days, one for today only (expired tomorrow)
    for (id, days) in [(ids[1], 10), (ids[2], 10), (ids[3], 0)] {
        let line = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body)[0];
        let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(line, 4.0)], &day(&site, days))).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
    }
    let newest: Vec<i64> = ids.iter().rev().copied().collect();

    let first = site.get("/api/quotes?limit=3").await;
    assert_eq!((ids_of(&first), total(&first)), (newest[..3].to_vec(), 7));
    let last = site.get("/api/quotes?limit=3&offset=6").await;
    assert_eq!((ids_of(&last), total(&last)), (newest[6..].to_vec(), 7));
    let all = site.get("/api/quotes").await;
    assert_eq!((ids_of(&all), total(&all)), (newest.clone(), 7), "without a limit, every one");

    let quoted = site.get("/api/quotes?status=quoted&limit=2").await;
    assert_eq!((ids_of(&quoted), total(&quoted)), (vec![ids[3], ids[2]], 3));
    let new = site.get("/api/quotes?status=new&limit=2&offset=2").await;
    assert_eq!((ids_of(&new), total(&new)), (vec![ids[4], ids[0]], 4));
    site.state.shift_calendar(1);
    let expired = site.get("/api/quotes?status=expired").await;
    assert_eq!((ids_of(&expired), total(&expired)), (vec![ids[3]], 1));
    let quoted = site.get("/api/quotes?status=quoted").await;
    assert_eq!((ids_of(&quoted), total(&quoted)), (vec![ids[2], ids[1]], 2));
    let none = site.get("/api/quotes?status=accepted&limit=5").await;
    assert_eq!((ids_of(&none), total(&none)), (vec![], 0));

    for bad in ["limit=0", "limit=1001", "offset=-1", "limit=x"] {
        let a = site.get(&format!("/api/quotes?{bad}")).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{bad}: {:?}", a.body);
    }
}
