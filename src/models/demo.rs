//! The sample catalogue behind `serve --demo`: the company's goods with images, stock movements,
//! slides, awards, contact details and a few orders, so a newcomer sees a living site.

use base64::Engine;
use include_dir::{include_dir, Dir};
use rusqlite::{params, Transaction};

use super::content::{self, ContentFields};
use super::facts::{self, FactsInput, Incoterm, IncotermOffer, Packaging, Province, TermsFields};
use super::media::{self, CheckedImage};
use super::products::{self, Currency, NewExport, NewImport, NewProduct, Source, Unit};
use super::{awards, gallery, hero, orders};
use crate::db::{now_ms, Db};
use crate::error::ApiError;
use crate::rules::{Date, Field};
use poem_openapi::types::MaybeUndefined;

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
        seed_documents(tx, &ids)?;
        seed_quotes(tx, &ids)?;
        super::demo_visits::seed(tx, &ids)?;
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

/// (English name, Persian name, English description, Persian description) of each sample product.
const PRODUCT_TEXTS: &[(&str, &str, &str, &str)] = &[
    (
        "Kaghzi Almonds",
        "بادام کاغذی",
        "Thin-shelled almonds from northern Afghanistan: sweet, crisp kernels, sorted by hand.",
        "بادام پوست‌نازک از شمال افغانستان؛ مغز شیرین و ترد، با دست درجه‌بندی‌شده.",
    ),
    (
        "Kandahari Walnuts",
        "گردوی قندهاری",
        "Light walnut kernels from Kandahar orchards, halves and quarters, packed after drying in the shade.",
        "مغز گردوی روشن از باغ‌های قندهار، نیمه و چارک، که پس از خشک شدن در سایه بسته‌بندی می‌شود.",
    ),
    (
        "Green Raisins (Kishmish)",
        "کشمش سبز",
        "Long green kishmish dried in the shade of traditional drying houses, with no colour or sulphur added.",
        "کشمش سبز دراز که در سایهٔ کشمش‌خانه‌های سنتی خشک می‌شود، بی‌آنکه رنگ یا گوگرد به آن افزوده شود.",
    ),
    (
        "Black Raisins",
        "کشمش سیاه",
        "Sun-dried black raisins, soft and full of flavour, cleaned and destemmed.",
        "کشمش سیاه آفتاب‌خشک، نرم و پرطعم، پاک‌شده و بی‌دم.",
    ),
    (
        "Red Raisins",
        "کشمش سرخ",
        "Red raisins from Kandahar vineyards, naturally sweet, machine-cleaned and checked by hand.",
        "کشمش سرخ تاکستان‌های قندهار با شیرینی طبیعی، با ماشین پاک‌شده و با دست وارسی‌شده.",
    ),
    (
        "Dried Apricots",
        "زردآلوی خشک",
        "Whole apricots from the northern provinces, dried in the sun without sulphur.",
        "زردآلوی درسته از ولایت‌های شمالی که بی گوگرد در آفتاب خشک می‌شود.",
    ),
    (
        "Chilgoza Pine Nuts",
        "جلغوزه",
        "Chilgoza pine nuts from the forests of the east, in the shell; lightly roasted on request.",
        "جلغوزهٔ جنگل‌های شرق، با پوست؛ به درخواست شما کمی بو داده می‌شود.",
    ),
    (
        "Dried Figs",
        "انجیر خشک",
        "Soft dried figs, graded by size and packed in boxes.",
        "انجیر خشک نرم، به اندازه درجه‌بندی‌شده و در جعبه بسته‌بندی‌شده.",
    ),
    (
        "Badghis Pistachios",
        "پستهٔ بادغیس",
        "Wild pistachios from the hills of Badghis, naturally split, raw or salted.",
        "پستهٔ کوهی بادغیس، خندان طبیعی، خام یا نمکی.",
    ),
    (
        "Herat Saffron",
        "زعفران هرات",
        "All-red Herat saffron threads (sargol), picked by hand and dried the same day.",
        "رشته‌های زعفران سرگل هرات که با دست چیده و همان روز خشک می‌شود.",
    ),
    (
        "Black Cumin",
        "زیرهٔ سیاه",
        "Mountain black cumin seed, cleaned, for spice blends, rice and bread.",
        "دانهٔ زیرهٔ سیاه کوهی، پاک‌شده، برای ادویه، پلو و نان.",
    ),
];

/// (English title, Persian title, Persian description) of each sample award.
const AWARD_TEXTS: &[(&str, &str, &str)] = &[
    (
        "Women Entrepreneur Award 2021",
        "جایزهٔ بانوی کارآفرین ۲۰۲۱",
        "برای ایجاد کار در سراسر سال برای زنان در فرآوری میوهٔ خشک.",
    ),
    ("Export Excellence 2022", "جایزهٔ صادرات برتر ۲۰۲۲", "برای کیفیت یکسان محموله‌ها به بریتانیا، فرانسه و سویس."),
    (
        "Organic Quality Certificate",
        "گواهی کیفیت ارگانیک",
        "باغ‌ها و خط فرآوری برای کار با محصولات ارگانیک گواهی گرفته‌اند.",
    ),
];

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

/// A demo product's facts: variety and grade (en, fa), origin, moisture, shelf life (months),
/// HS code, packaging options (en, fa), minimum order, lead time (days).
type SampleFacts = (
    (&'static str, &'static str),
    (&'static str, &'static str),
    Province,
    f64,
    i64,
    &'static str,
    &'static [(&'static str, &'static str)],
    i64,
    i64,
);

/// The facts of each demo product, in the order of [`PRODUCTS`].
const FACTS: &[SampleFacts] = &[
    (
        ("Kaghzi (paper-shell)", "کاغذی (پوست‌نازک)"),
        ("Kernels 24/26 per ounce", "مغز ۲۴/۲۶ در هر اونس"),
        Province::Samangan,
        5.5,
        12,
        "0802.12",
        &[
            ("10 kg carton with PE liner", "کارتن ۱۰ کیلوگرمی با کیسهٔ پلی‌اتیلن"),
            ("25 kg PP bag", "بوجی ۲۵ کیلوگرمی پلی‌پروپیلن"),
        ],
        250,
        14,
    ),
    (
        ("Kandahari light halves", "مغز روشن قندهاری"),
        ("Light halves, 80% extra light", "نیمه‌های روشن، ۸۰٪ خیلی روشن"),
        Province::Kandahar,
        4.0,
        12,
        "0802.32",
        &[("10 kg vacuum-packed carton", "کارتن ۱۰ کیلوگرمی وکیوم‌شده")],
        200,
        10,
    ),
    (
        ("Kishmish Sabz (long green)", "کشمش سبز دراز"),
        ("Jumbo, 180–220 berries per 100 g", "درشت، ۱۸۰ تا ۲۲۰ دانه در هر ۱۰۰ گرم"),
        Province::Parwan,
        15.0,
        18,
        "0806.20",
        &[("12.5 kg box with PE liner", "جعبهٔ ۱۲٫۵ کیلوگرمی با کیسهٔ پلی‌اتیلن")],
        40,
        21,
    ),
    (
        ("Kishmish Siah", "کشمش سیاه"),
        ("Stemless, 250–300 berries per 100 g", "بی‌دم، ۲۵۰ تا ۳۰۰ دانه در هر ۱۰۰ گرم"),
        Province::Herat,
        16.0,
        12,
        "0806.20",
        &[("25 kg PP bag with liner", "بوجی ۲۵ کیلوگرمی پلی‌پروپیلن با آستر")],
        30,
        14,
    ),
    (
        ("Kishmish Surkh (Abjosh)", "کشمش سرخ (آب‌جوش)"),
        ("Medium, 300–350 berries per 100 g", "متوسط، ۳۰۰ تا ۳۵۰ دانه در هر ۱۰۰ گرم"),
        Province::Kandahar,
        16.0,
        12,
        "0806.20",
        &[("25 kg PP bag with liner", "بوجی ۲۵ کیلوگرمی پلی‌پروپیلن با آستر")],
        20,
        14,
    ),
    (
        ("Shakarpara", "شکرپاره"),
        ("Whole, sun-dried, unsulphured", "کامل، آفتاب‌خشک، بدون گوگرد"),
        Province::Bamyan,
        18.0,
        12,
        "0813.10",
        &[("5 kg carton", "کارتن ۵ کیلوگرمی"), ("12.5 kg carton", "کارتن ۱۲٫۵ کیلوگرمی")],
        500,
        14,
    ),
    (
        ("Chilgoza, in shell", "جلغوزه با پوست"),
        ("Large, 1,300–1,500 nuts per kg", "درشت، ۱٬۳۰۰ تا ۱٬۵۰۰ دانه در هر کیلوگرم"),
        Province::Khost,
        6.0,
        9,
        "0802.91",
        &[("10 kg carton with PE liner", "کارتن ۱۰ کیلوگرمی با کیسهٔ پلی‌اتیلن")],
        25,
        7,
    ),
    (
        ("Natural sun-dried", "آفتاب‌خشک طبیعی"),
        ("Size 5, 70–80 figs per kg", "اندازهٔ ۵، ۷۰ تا ۸۰ دانه در هر کیلوگرم"),
        Province::Balkh,
        22.0,
        12,
        "0804.20",
        &[("5 kg box", "جعبهٔ ۵ کیلوگرمی")],
        50,
        14,
    ),
    (
        ("Wild Badghisi, in shell", "پستهٔ وحشی بادغیسی با پوست"),
        ("Naturally open, 28–30 nuts per ounce", "خندان طبیعی، ۲۸ تا ۳۰ دانه در هر اونس"),
        Province::Badghis,
        5.0,
        12,
        "0802.51",
        &[("25 kg PP bag", "بوجی ۲۵ کیلوگرمی پلی‌پروپیلن"), ("10 kg carton", "کارتن ۱۰ کیلوگرمی")],
        100,
        10,
    ),
    (
        ("Negin (all-red threads)", "نگین (رشته‌های تمام‌سرخ)"),
        ("ISO 3632 category I, crocin above 250", "ISO 3632 درجهٔ یک، کروسین بالای ۲۵۰"),
        Province::Herat,
        8.0,
        24,
        "0910.20",
        &[("Box of ten 100 g tins", "جعبهٔ ده قوطی ۱۰۰ گرمی")],
        5,
        7,
    ),
    (
        ("Zira Siah (Bunium persicum)", "زیرهٔ سیاه (کوهی)"),
        ("Machine-cleaned, 99.5% pure", "ماشین‌پاک، خلوص ۹۹٫۵٪"),
        Province::Badakhshan,
        8.0,
        24,
        "0909.31",
        &[("25 kg PP bag", "بوجی ۲۵ کیلوگرمی پلی‌پروپیلن")],
        100,
        10,
    ),
];

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

/// Sample certificates of the company and a lab report of the first product: small PDFs made here
/// (marked as samples in their title and text), valid for a year or more from the day of seeding.
fn seed_documents(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    use super::documents::{self, NewDocument};
    let samples = [
        (
            None,
            "HACCP certificate (sample)",
            "گواهی‌نامهٔ HACCP (نمونه)",
            "Example Certification Ltd.",
            "SAMPLE-HACCP-0142",
            400,
        ),
        (
            None,
            "ISO 22000 certificate (sample)",
            "گواهی‌نامهٔ ایزو ۲۲۰۰۰ (نمونه)",
            "Example Certification Ltd.",
            "SAMPLE-ISO22000-0087",
            700,
        ),
        (
            None,
            "Organic certificate (sample)",
            "گواهی‌نامهٔ ارگانیک (نمونه)",
            "Example Organic Control",
            "SAMPLE-ORG-2291",
            540,
        ),
        (
            product_ids.first().copied(),
            "Lab report: aflatoxin and moisture (sample)",
            "گزارش آزمایشگاه: افلاتوکسین و رطوبت (نمونه)",
            "Example Food Laboratory",
            "SAMPLE-LAB-5531",
            365,
        ),
    ];
    let today = time::OffsetDateTime::now_utc().date();
    for (product_id, title, title_fa, issuer, number, days) in samples {
        let valid_until = today.checked_add(time::Duration::days(days)).unwrap_or(today).to_string();
        let pdf = sample_pdf(&[
            title,
            &format!("{issuer}  No. {number}"),
            &format!("Valid until {valid_until}"),
            "A sample document of the demo site: not a real certificate.",
        ]);
        let data = format!("data:application/pdf;base64,{}", base64::engine::general_purpose::STANDARD.encode(&pdf));
        let file = media::prepare_document(&data, "file")?;
        let new = NewDocument {
            product_id: Field(product_id),
            title: Field(Some(title.into())),
            title_fa: Field(Some(title_fa.into())),
            issuer: Field(Some(issuer.into())),
            number: Field(Some(number.into())),
            valid_until: Field(Some(Date(valid_until))),
            file: Field(None),
        };
        documents::create(tx, &new, &file)?;
    }
    Ok(())
}

/// A one-page A4 PDF with `lines` of text in Helvetica (ASCII), with a correct cross-reference table.
fn sample_pdf(lines: &[&str]) -> Vec<u8> {
    let mut text = String::from("BT /F1 20 Tf 72 760 Td 26 TL");
    for (i, line) in lines.iter().enumerate() {
        let escaped: String = line
            .chars()
            .filter(char::is_ascii)
            .map(|c| if "()\\".contains(c) { format!("\\{c}") } else { c.to_string() })
            .collect();
        if i == 1 {
            text.push_str(" /F1 12 Tf 18 TL");
        }
        text.push_str(&format!(" ({escaped}) '"));
    }
    text.push_str(" ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    pdf
}

/// Three quote requests (issue 30): a Persian buyer's, new and waiting for more than a day; an
/// English buyer's, answered and then revised; an English buyer's, accepted (its orders exist); and
/// the bank details of the proforma.
fn seed_quotes(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    use super::quotes::{self, InquiryLine, NewInquiry, NewRevision, PricedLine};
    let today = quotes::kabul_date(now_ms());
    let line = |i: usize, at_least: i64| -> Result<InquiryLine, ApiError> {
        let f = facts::read(tx, product_ids[i])?;
        Ok(InquiryLine {
            product_id: product_ids[i],
            quantity: Field(f.min_order.unwrap_or(1).max(at_least)),
            packaging: Field(f.packaging.first().map(|p| p.en.0.clone())),
        })
    };
    fn text<const R: bool>(s: &str) -> Field<Option<String>, R> {
        Field(Some(s.to_owned()))
    }
    let inquiry = |lines: Vec<InquiryLine>, who: (&str, &str, &str, &str, &str), lang, notes: &str| NewInquiry {
        lines: Field(Some(lines)),
        name: text(who.0),
        company: text(who.1),
        email: Field(Some(crate::rules::Email(who.2.into()))),
        phone: Field(None),
        country: text(who.3),
        destination: text(who.4),
        incoterm: Field(Some(Incoterm::Cpt)),
        wanted_by: Field(None),
        samples_first: Field(Some(false)),
        notes: text(notes),
        lang: Field(Some(lang)),
    };
    let revision = |q: &quotes::Quote, prices: &[f64], days: i64, message: &str| NewRevision {
        currency: Field(Some(Currency::Usd)),
        incoterm: Field(Some(Incoterm::Cpt)),
        place: text(q.destination.as_deref().unwrap_or("Dubai")),
        place_fa: Field(None),
        valid_until: Field(Some(Date(quotes::ymd(today + time::Duration::days(days))))),
        payment_terms: text("30% advance by bank transfer, 70% against copies of the shipping documents."),
        payment_terms_fa: text("۳۰٪ پیش‌پرداخت با حوالهٔ بانکی و ۷۰٪ در برابر رونوشت اسناد حمل."),
        lead_time_days: Field(21),
        message: text(message),
        message_fa: Field(None),
        lines: Field(Some(
            q.lines.iter().zip(prices).map(|(l, &p)| PricedLine { line_id: l.id, unit_price: Field(p) }).collect(),
        )),
    };
    let backdate = |id: i64, hours: i64| {
        tx.execute("UPDATE quotes SET created_at = ?2 WHERE id = ?1", params![id, now_ms() - hours * 3_600_000])
    };

    let waiting = quotes::create(
        tx,
        &inquiry(
            vec![line(2, 2000)?, line(9, 10)?],
            ("فریبا کریمی", "بازرگانی کریمی", "fariba.karimi@example.com", "امارات متحده عربی", "دبی"),
            orders::Lang::Fa,
            "لطفاً اول نمونهٔ زعفران را بفرستید.",
        ),
        today,
    )?;
    backdate(waiting.id, 30)?;

    let revised = quotes::create(
        tx,
        &inquiry(
            vec![line(0, 1000)?, line(8, 500)?],
            ("Hannah Becker", "Nordsee Feinkost GmbH", "hannah.becker@example.com", "Germany", "Hamburg"),
            orders::Lang::En,
            "Organic certificate needed for the almonds.",
        ),
        today,
    )?;
    backdate(revised.id, 72)?;
    quotes::send_revision(tx, revised.id, &revision(&revised, &[7.9, 14.5], 14, "Prices for the new crop."), today)?;
    quotes::send_revision(
        tx,
        revised.id,
        &revision(&revised, &[7.6, 14.2], 20, "As discussed on the phone: a better price for both lines."),
        today,
    )?;

    let accepted = quotes::create(
        tx,
        &inquiry(
            vec![line(5, 3000)?],
            ("Rajesh Kumar", "Kumar Dry Fruits Pvt Ltd", "rajesh.kumar@example.com", "India", "New Delhi"),
            orders::Lang::En,
            "",
        ),
        today,
    )?;
    backdate(accepted.id, 120)?;
    let (quoted, _) = quotes::send_revision(tx, accepted.id, &revision(&accepted, &[3.4], 10, ""), today)?;
    quotes::accept(tx, &quoted, 1, today)?;

    super::bank::save(
        tx,
        &super::bank::BankFields {
            beneficiary: text("Golbahar Export Ltd."),
            bank_name: text("Afghanistan International Bank"),
            account: text("0100 2345 6789 01"),
            iban: Field(None),
            swift: text("AFIBAFKA"),
            bank_address: text("Shahr-e Naw, Kabul, Afghanistan"),
            notes: text("Please quote the proforma number with your payment."),
            notes_fa: text("لطفاً شمارهٔ پیش‌فاکتور را همراه پرداخت بنویسید."),
        },
    )?;
    Ok(())
}
