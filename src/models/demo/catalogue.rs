//! The sample catalogue's data: the goods with their images, stock movements, texts in both
//! languages and facts; the awards, the slides' and the company profile's files; a few orders.

use include_dir::{include_dir, Dir};

use crate::models::facts::Province;
use crate::models::products::{Currency, Source, Unit};

pub(super) static PRODUCT_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/products");
pub(super) static HERO_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/hero");
pub(super) static AWARD_IMAGES: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/awards");
pub(super) static PROFILE: Dir = include_dir!("$CARGO_MANIFEST_DIR/demo/profile");

pub(super) struct SampleProduct {
    pub(super) name: &'static str,
    pub(super) image: &'static str,
    pub(super) unit: Unit,
    pub(super) price: f64,
    pub(super) currency: Currency,
    /// Initial stock for bought goods, initial import for imported ones.
    pub(super) stock: i64,
    pub(super) source: Source,
    /// (quantity, date) imports after the first, and (quantity, date, destination) exports.
    pub(super) imports: &'static [(i64, &'static str)],
    pub(super) exports: &'static [(i64, &'static str, &'static str)],
}

pub(super) const PRODUCTS: &[SampleProduct] = &[
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

pub(super) const AWARDS: &[(&str, &str)] = &[
    ("Women Entrepreneur Award 2021", "Recognised for creating year-round jobs for women in dried-fruit processing."),
    ("Export Excellence 2022", "For consistent quality in shipments to the United Kingdom, France and Switzerland."),
    ("Organic Quality Certificate", "Orchards and processing line certified for organic handling."),
];

/// (customer, e-mail, product index, quantity, destination, status, days ago)
pub(super) const ORDERS: &[(&str, &str, usize, i64, &str, &str, i64)] = &[
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

pub(super) fn image_bytes(dir: &'static Dir, name: &str) -> Option<&'static [u8]> {
    ["webp", "jpg", "png"].iter().find_map(|ext| dir.get_file(format!("{name}.{ext}"))).map(|f| f.contents())
}

/// (English name, Persian name, English description, Persian description) of each sample product.
pub(super) const PRODUCT_TEXTS: &[(&str, &str, &str, &str)] = &[
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
pub(super) const AWARD_TEXTS: &[(&str, &str, &str)] = &[
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

/// A demo product's facts: variety and grade (en, fa), origin, moisture, shelf life (months),
/// HS code, packaging options (en, fa), minimum order, lead time (days).
pub(super) type SampleFacts = (
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
pub(super) const FACTS: &[SampleFacts] = &[
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
