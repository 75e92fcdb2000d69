//! The sample catalogue behind `serve --demo`: the company's goods with images, stock movements,
//! slides, awards, contact details and a few orders, so a newcomer sees a living site.
//!
//! This file seeds the catalogue (products, stock, photos, texts, facts, showcase, orders); beside
//! it: [`catalogue`] (the sample data), [`documents`] (sample certificates), [`quotes`] (quote
//! requests at each stage), [`visits`] (two months of visitor counts).

mod catalogue;
mod documents;
mod quotes;
mod visits;

use poem_openapi::types::MaybeUndefined;
use rusqlite::{params, Transaction};

use super::content::{self, ContentFields};
use super::facts::{self, FactsInput, Incoterm, IncotermOffer, Packaging, TermsFields};
use super::media::{self, CheckedImage};
use super::products::{self, NewExport, NewImport, NewProduct, Source};
use super::{awards, gallery, hero, orders};
use crate::db::{now_ms, Db};
use crate::error::ApiError;
use crate::rules::{Date, Field};
use catalogue::{
    image_bytes, AWARDS, AWARD_IMAGES, AWARD_TEXTS, FACTS, HERO_IMAGES, ORDERS, PRODUCTS, PRODUCT_IMAGES,
    PRODUCT_TEXTS, PROFILE,
};

/// Fills the database with the sample catalogue, unless it already has products.
pub fn seed(db: &Db) -> Result<bool, ApiError> {
    db.write_blocking(|tx| {
        let count: i64 = tx.query_row("SELECT count(*) FROM products", [], |r| r.get(0))?;
        if count > 0 {
            return Ok(false);
        }
        let mut ids = Vec::new();
        for p in PRODUCTS {
            let image = match image_bytes(&PRODUCT_IMAGES, p.image) {
                Some(bytes) => CheckedImage::Stored(media::save_image_bytes(tx, bytes, "Image")?),
                None => CheckedImage::None,
            };
            let imported = p.source == Source::Imported;
            let product = products::create(
                tx,
                &NewProduct {
                    name: Field(Some(p.name.into())),
                    unit: Field(Some(p.unit)),
                    price: Field(Some(p.price)),
                    currency: Field(Some(p.currency)),
                    source: Field(Some(p.source)),
                    image_url: Field(None),
                    images: Field(None),
                    initial_stock: Field((!imported).then_some(p.stock)),
                    initial_import_qty: Field(imported.then_some(p.stock)),
                    import_date: Field(imported.then(|| Date("2026-02-10".to_owned()))),
                    ..NewProduct::default()
                },
                &[image],
            )?;
            for &(quantity, date) in p.imports {
                products::add_import(
                    tx,
                    product.id,
                    &NewImport { quantity: Field(quantity), date: Field(Some(Date(date.into()))) },
                )?;
            }
            for &(quantity, date, destination) in p.exports {
                products::add_export(
                    tx,
                    product.id,
                    &NewExport {
                        quantity: Field(quantity),
                        date: Field(Some(Date(date.into()))),
                        destination: Field(Some(destination.into())),
                    },
                )?;
            }
            ids.push(product.id);
        }
        seed_showcase(tx)?;
        seed_texts(tx)?;
        seed_galleries(tx, &ids)?;
        seed_orders(tx, &ids)?;
        seed_facts(tx, &ids)?;
        documents::seed(tx, &ids)?;
        quotes::seed(tx, &ids)?;
        visits::seed(tx, &ids)?;
        Ok(true)
    })
}

fn seed_showcase(tx: &Transaction) -> Result<(), ApiError> {
    for i in 1..=3 {
        if let Some(bytes) = image_bytes(&HERO_IMAGES, &i.to_string()) {
            let image = CheckedImage::Stored(media::save_image_bytes(tx, bytes, "Slide image")?);
            hero::add_slide(tx, &image)?;
        }
    }
    for (i, (title, description)) in AWARDS.iter().enumerate() {
        if let Some(bytes) = image_bytes(&AWARD_IMAGES, &(i + 1).to_string()) {
            let image = CheckedImage::Stored(media::save_image_bytes(tx, bytes, "Award image")?);
            let award = awards::NewAward {
                image_url: Field(None),
                title: Field(Some((*title).into())),
                description: Field(Some((*description).into())),
                title_fa: Field(None),
                description_fa: Field(None),
            };
            awards::create(tx, &award, &image)?;
        }
    }
    content::update(
        tx,
        &ContentFields {
            contact_email: Field(Some("info@golbahar.af".into())),
            contact_address: Field(Some("Shahr-e Naw, Kabul, Afghanistan".into())),
            contact_address_fa: Field(Some("شهر نو، کابل، افغانستان".into())),
            instagram_url: Field(Some("https://www.instagram.com/golbahar.export".into())),
            facebook_url: Field(Some("https://www.facebook.com/golbahar.export".into())),
            whatsapp_url: Field(Some("+93 700 123 456".into())),
            youtube_url: Field(Some("https://www.youtube.com/@golbahar.export".into())),
            linkedin_url: Field(Some("https://www.linkedin.com/company/golbahar-export".into())),
            ..ContentFields::default()
        },
    )?;
    if let Some(pdf) = PROFILE.get_file("profile.pdf") {
        let name = media::save_pdf_bytes(tx, pdf.contents())?;
        tx.execute(
            "UPDATE site_content SET profile_name = 'Golbahar-company-profile.pdf', profile_media = ?1 WHERE id = 1",
            [name],
        )?;
    }
    Ok(())
}

/// Each sample product's gallery, made from the images already in the binary (no new files): its
/// photo, a close-up of it (the middle cut out at its own resolution), and the export cartons of
/// the third slide.
fn seed_galleries(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    let cartons = match image_bytes(&HERO_IMAGES, "3") {
        Some(bytes) => Some(media::save_image_bytes(tx, bytes, "Photo")?),
        None => None,
    };
    for &id in product_ids {
        let Some(first) =
            tx.query_row("SELECT image_media FROM products WHERE id = ?1", [id], |r| r.get::<_, Option<String>>(0))?
        else {
            continue;
        };
        let mut photos = vec![CheckedImage::Stored(first.clone())];
        if let Some(close_up) = media::find(tx, &first)?.and_then(|f| close_up(&f.bytes)) {
            photos.push(CheckedImage::Stored(media::save_image_bytes(tx, &close_up, "Photo")?));
        }
        photos.extend(cartons.clone().map(CheckedImage::Stored));
        gallery::set(tx, id, &photos)?;
    }
    Ok(())
}

/// The middle 60 % of a photo, as a JPEG.
fn close_up(bytes: &[u8]) -> Option<Vec<u8>> {
    let picture = image::load_from_memory(bytes).ok()?;
    let (w, h) = (picture.width() * 3 / 5, picture.height() * 3 / 5);
    let middle = picture.crop_imm((picture.width() - w) / 2, (picture.height() - h) / 2, w, h);
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 82).encode_image(&middle.to_rgb8()).ok()?;
    Some(out)
}

fn seed_orders(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    for &(customer, email, product, quantity, destination, status, days_ago) in ORDERS {
        let order = orders::create(
            tx,
            &orders::NewOrder {
                product_id: product_ids[product],
                product_name: Field(None),
                quantity: Field(quantity),
                customer_name: Field(Some(customer.into())),
                customer_email: Field(Some(email.into())),
                destination: Field(Some(destination.into())),
                notes: Field(None),
                lang: Field(None),
            },
        )?;
        tx.execute(
            "UPDATE orders SET status = ?2, created_at = ?3 WHERE id = ?1",
            params![order.id, status, now_ms() - days_ago * 86_400_000],
        )?;
    }
    Ok(())
}
/// The sample products' and awards' texts in both languages (their names as created above).
fn seed_texts(tx: &Transaction) -> Result<(), ApiError> {
    for (name, name_fa, description, description_fa) in PRODUCT_TEXTS {
        tx.execute(
            "UPDATE products SET name_fa = ?2, description = ?3, description_fa = ?4 WHERE name = ?1",
            params![name, name_fa, description, description_fa],
        )?;
    }
    for (title, title_fa, description_fa) in AWARD_TEXTS {
        tx.execute(
            "UPDATE awards SET title_fa = ?2, description_fa = ?3 WHERE title = ?1",
            params![title, title_fa, description_fa],
        )?;
    }
    Ok(())
}

/// The demo products' facts and the company's commercial terms, in both languages.
fn seed_facts(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    for (&id, &(variety, grade, origin, moisture, shelf_life, hs_code, packaging, min_order, lead_time)) in
        product_ids.iter().zip(FACTS)
    {
        let set = |v| Field(MaybeUndefined::Value(v));
        let input = FactsInput {
            variety: set(variety.0.to_owned()),
            variety_fa: set(variety.1.to_owned()),
            grade: set(grade.0.to_owned()),
            grade_fa: set(grade.1.to_owned()),
            origin: Field(MaybeUndefined::Value(origin)),
            crop_year: Field(MaybeUndefined::Value(2025)),
            moisture: Field(MaybeUndefined::Value(moisture)),
            shelf_life_months: Field(MaybeUndefined::Value(shelf_life)),
            hs_code: set(hs_code.to_owned()),
            packaging: Field(MaybeUndefined::Value(
                packaging
                    .iter()
                    .map(|&(en, fa)| Packaging { en: Field(en.into()), fa: Field(Some(fa.into())) })
                    .collect(),
            )),
            min_order: Field(MaybeUndefined::Value(min_order)),
            lead_time_days: Field(MaybeUndefined::Value(lead_time)),
            samples: Field(MaybeUndefined::Value(true)),
        };
        facts::write(tx, id, Some(&input))?;
    }
    let offer = |term, place: &str, place_fa: &str| IncotermOffer {
        term,
        place: Field(place.into()),
        place_fa: Field(Some(place_fa.into())),
    };
    let text = |s: &str| Field(Some(s.to_owned()));
    facts::save_terms(
        tx,
        &TermsFields {
            incoterms: Field(Some(vec![
                offer(Incoterm::Fca, "Kabul International Airport", "میدان هوایی بین‌المللی کابل"),
                offer(Incoterm::Cpt, "Dubai", "دبی"),
                offer(Incoterm::Cip, "London Heathrow", "هیترو، لندن"),
                offer(Incoterm::Fob, "Karachi", "کراچی"),
            ])),
            payment_terms: text(
                "30% advance by bank transfer, 70% against copies of the shipping documents. For orders above \
                 USD 50,000, an irrevocable letter of credit at sight.",
            ),
            payment_terms_fa: text(
                "۳۰٪ پیش‌پرداخت با حوالهٔ بانکی و ۷۰٪ در برابر رونوشت اسناد حمل. برای سفارش‌های بالای ۵۰٬۰۰۰ دالر \
                 امریکایی، اعتبار اسنادی غیرقابل‌برگشت دیداری.",
            ),
            sample_policy: text(
                "Samples of up to 1 kg per product are free; the buyer pays the courier (a DHL or FedEx account).",
            ),
            sample_policy_fa: text(
                "نمونهٔ هر محصول تا ۱ کیلوگرم رایگان است؛ هزینهٔ پست سریع (حساب DHL یا FedEx) با خریدار است.",
            ),
            inspection: text(
                "Pre-shipment inspection by SGS or Bureau Veritas on request. A phytosanitary certificate and a \
                 certificate of origin go with every shipment.",
            ),
            inspection_fa: text(
                "بازرسی پیش از حمل توسط SGS یا Bureau Veritas به درخواست خریدار. گواهی بهداشت نباتی و گواهی مبدأ \
                 همراه هر محموله فرستاده می‌شود.",
            ),
        },
    )?;
    Ok(())
}
