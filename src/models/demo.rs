//! The sample catalogue behind `serve --demo`: the company's goods with images, stock movements,
//! slides, awards, contact details and a few orders, so a newcomer sees a living site.

use include_dir::{include_dir, Dir};
use rusqlite::{params, Transaction};

use super::content::{self, ContentFields};
use super::media::{self, CheckedImage};
use super::products::{self, Currency, NewExport, NewImport, NewProduct, Source, Unit};
use super::{awards, gallery, hero, orders, Date, Field};
use crate::db::{now_ms, Db};
use crate::error::ApiError;

static PRODUCT_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/products");
static HERO_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/hero");
static AWARD_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/awards");
static PROFILE: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/profile");

struct SampleProduct {
    name: &'static str,
    image: &'static str,
    unit: Unit,
    price: f64,
    currency: Currency,
    /// Initial stock for bought goods, initial import for imported ones.
    stock: i64,
    source: Source,
    /// (quantity, date) imports after the first, and (quantity, date, destination) exports.
    imports: &'static [(i64, &'static str)],
    exports: &'static [(i64, &'static str, &'static str)],
}

const PRODUCTS: &[SampleProduct] = &[
    SampleProduct {
        name: "Kaghzi Almonds",
        image: "almonds",
        unit: Unit::Kg,
        price: 9.8,
        currency: Currency::Usd,
        stock: 4200,
        source: Source::Bought,
        imports: &[(1500, "2026-06-14")],
        exports: &[(1200, "2026-03-02", "London, United Kingdom"), (800, "2026-07-21", "Mumbai, India")],
    },
    SampleProduct {
        name: "Kandahari Walnuts",
        image: "walnuts",
        unit: Unit::Kg,
        price: 7.5,
        currency: Currency::Usd,
        stock: 2600,
        source: Source::Bought,
        imports: &[],
        exports: &[(600, "2026-04-18", "Dubai, United Arab Emirates")],
    },
    SampleProduct {
        name: "Green Raisins (Kishmish)",
        image: "green-raisins",
        unit: Unit::Box,
        price: 38.0,
        currency: Currency::Usd,
        stock: 900,
        source: Source::Bought,
        imports: &[(300, "2026-09-05")],
        exports: &[(250, "2026-05-11", "Zurich, Switzerland")],
    },
    SampleProduct {
        name: "Black Raisins",
        image: "black-raisins",
        unit: Unit::Bag,
        price: 42.0,
        currency: Currency::Usd,
        stock: 640,
        source: Source::Bought,
        imports: &[],
        exports: &[(120, "2026-08-02", "Paris, France")],
    },
    SampleProduct {
        name: "Red Raisins",
        image: "red-raisins",
        unit: Unit::Bag,
        price: 40.0,
        currency: Currency::Usd,
        stock: 400,
        source: Source::Bought,
        imports: &[],
        exports: &[(400, "2026-10-09", "Delhi, India")],
    },
    SampleProduct {
        name: "Dried Apricots",
        image: "apricots",
        unit: Unit::Kg,
        price: 6.2,
        currency: Currency::Usd,
        stock: 3100,
        source: Source::Bought,
        imports: &[(900, "2026-08-28")],
        exports: &[(1000, "2026-09-15", "Manchester, United Kingdom")],
    },
    SampleProduct {
        name: "Chilgoza Pine Nuts",
        image: "pine-nuts",
        unit: Unit::Kg,
        price: 48.0,
        currency: Currency::Usd,
        stock: 350,
        source: Source::Imported,
        imports: &[],
        exports: &[(90, "2026-10-30", "Geneva, Switzerland")],
    },
    SampleProduct {
        name: "Dried Figs",
        image: "figs",
        unit: Unit::Box,
        price: 2100.0,
        currency: Currency::Afn,
        stock: 520,
        source: Source::Bought,
        imports: &[],
        exports: &[],
    },
    SampleProduct {
        name: "Badghis Pistachios",
        image: "pistachios",
        unit: Unit::Kg,
        price: 16.5,
        currency: Currency::Usd,
        stock: 1800,
        source: Source::Imported,
        imports: &[(400, "2026-10-02")],
        exports: &[(500, "2026-10-20", "Dubai, United Arab Emirates")],
    },
    SampleProduct {
        name: "Herat Saffron",
        image: "saffron",
        unit: Unit::Box,
        price: 95.0,
        currency: Currency::Usd,
        stock: 160,
        source: Source::Bought,
        imports: &[],
        exports: &[(40, "2026-11-03", "Lyon, France")],
    },
    SampleProduct {
        name: "Black Cumin",
        image: "cumin",
        unit: Unit::Kg,
        price: 650.0,
        currency: Currency::Afn,
        stock: 700,
        source: Source::Bought,
        imports: &[],
        exports: &[],
    },
];

const AWARDS: &[(&str, &str)] = &[
    ("Women Entrepreneur Award 2021", "Recognised for creating year-round jobs for women in dried-fruit processing."),
    ("Export Excellence 2022", "For consistent quality in shipments to the United Kingdom, France and Switzerland."),
    ("Organic Quality Certificate", "Orchards and processing line certified for organic handling."),
];

/// (customer, e-mail, product index, quantity, destination, status, days ago)
const ORDERS: &[(&str, &str, usize, i64, &str, &str, i64)] = &[
    ("Amelia Hart", "amelia.hart@example.co.uk", 0, 300, "London / United Kingdom", "completed", 150),
    ("Rahul Mehta", "rahul@example.in", 5, 500, "Mumbai / India", "completed", 120),
    ("Claire Dubois", "claire.dubois@example.fr", 2, 40, "Paris / France", "approved", 75),
    ("Omar Al Mansoori", "omar@example.ae", 8, 200, "Dubai / UAE", "completed", 60),
    ("Lukas Meier", "lukas.meier@example.ch", 9, 10, "Zurich / Switzerland", "approved", 30),
    ("Priya Nair", "priya.nair@example.in", 1, 250, "Bengaluru / India", "pending", 12),
    ("Sophie Laurent", "", 3, 30, "Lyon / France", "cancelled", 9),
    ("James Whitaker", "j.whitaker@example.co.uk", 6, 25, "Manchester / United Kingdom", "pending", 4),
    ("Fatima Rahimi", "fatima.rahimi@example.ae", 7, 60, "Sharjah / UAE", "pending", 1),
];

fn image_bytes(dir: &'static Dir, name: &str) -> Option<&'static [u8]> {
    ["webp", "jpg", "png"].iter().find_map(|ext| dir.get_file(format!("{name}.{ext}"))).map(|f| f.contents())
}

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
        seed_galleries(tx, &ids)?;
        seed_orders(tx, &ids)?;
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
