/**
 * The demo catalogue: a believable Lebanese marketplace. Plain data; seed.ts turns it into rows.
 * Each category names the shape its generated product photos use, a palette for variants, the
 * adjectives its products' names take and a sentence of their description. Shops and brands each
 * have a line (SHOP_LINES, DEMO_BRAND_LINES): a product goes only to a shop and a brand of its kind.
 */
export type Shape =
  | 'shirt'
  | 'dress'
  | 'shoe'
  | 'bag'
  | 'phone'
  | 'headphones'
  | 'mug'
  | 'bottle'
  | 'ring'
  | 'jar'
  | 'ball'
  | 'cube'
  | 'book'
  | 'watch'
  | 'vase'
  | 'car'
  | 'bear'
  | 'camel'
  | 'lantern'
  | 'cushion'
  | 'board'
  | 'bowl'
  | 'dallah'
  | 'glass'
  | 'grinder'
  | 'earbuds'
  | 'speaker'
  | 'powerbank'
  | 'charger'
  | 'wallet'
  | 'soap'
  | 'tube'
  | 'pendant'
  | 'tin'
  | 'box'
  | 'tray'
  | 'mat'
  | 'dumbbell'
  | 'bands'
  | 'tent'
  | 'glove'
  | 'puzzle'
  | 'boardgame'
  | 'cards'
  | 'bib'
  | 'cloth';

/** An adjective of the demo's product names, in English and in both Arabic genders. */
export interface DemoAdjective {
  en: string;
  /** Arabic, agreeing with a masculine noun. */
  m: string;
  /** Arabic, agreeing with a feminine noun or a plural of things (which takes the feminine singular). */
  f: string;
  /** A local craft: its products are made in Lebanon. */
  local?: boolean;
}

export const ADJECTIVES = {
  classic: { en: 'Classic', m: 'كلاسيكي', f: 'كلاسيكية' },
  handmade: { en: 'Handmade', m: 'مصنوع يدويًا', f: 'مصنوعة يدويًا', local: true },
  premium: { en: 'Premium', m: 'فاخر', f: 'فاخرة' },
  everyday: { en: 'Everyday', m: 'يومي', f: 'يومية' },
  heritage: { en: 'Heritage', m: 'تراثي', f: 'تراثية', local: true },
  modern: { en: 'Modern', m: 'عصري', f: 'عصرية' },
  artisan: { en: 'Artisan', m: 'حرفي', f: 'حرفية', local: true },
  essential: { en: 'Essential', m: 'أساسي', f: 'أساسية' },
  deluxe: { en: 'Deluxe', m: 'ديلوكس', f: 'ديلوكس' },
  lightweight: { en: 'Lightweight', m: 'خفيف', f: 'خفيفة' },
  compact: { en: 'Compact', m: 'صغير الحجم', f: 'صغيرة الحجم' },
  pro: { en: 'Pro', m: 'احترافي', f: 'احترافية' },
  organic: { en: 'Organic', m: 'عضوي', f: 'عضوية' },
  village: { en: 'Village', m: 'بلدي', f: 'بلدية', local: true },
  pocket: { en: 'Pocket', m: 'بحجم الجيب', f: 'بحجم الجيب' },
  illustrated: { en: 'Illustrated', m: 'مصوّر', f: 'مصوّرة' },
} satisfies Record<string, DemoAdjective>;
export type AdjectiveKey = keyof typeof ADJECTIVES;

/** A kind of product: its English name and the Arabic noun phrase its adjective agrees with. */
export interface DemoNoun {
  en: string;
  ar: string;
  /** The gender of the Arabic head noun: 'f' also for plurals of things ("سماعات لاسلكية"). */
  g: 'm' | 'f';
  /** Arabic words that follow the adjective, a size or a place: "زيت زيتون فاخر من الكورة". */
  tail?: string;
  /** The photos' shape when it differs from the sub-category's. */
  shape?: Shape;
}

export interface DemoSubCategory {
  en: string;
  ar: string;
  /** The photos' shape for the sub-category's nouns that name none of their own. */
  shape: Shape;
  nouns: DemoNoun[];
  /** Price range in dollars. */
  price: [number, number];
  gender?: string;
  /** Adjectives that suit these products, when not the category's ("Lightweight Dumbbell Set" is not one). */
  adjectives?: AdjectiveKey[];
  madeIn?: string[];
}

export interface DemoCategory {
  en: string;
  ar: string;
  icon: string;
  hasSizes?: boolean;
  palette: string[];
  /** Adjectives the products' names take, at least six so that a sub-category's names stay distinct. */
  adjectives: AdjectiveKey[];
  /** Where its products may be made; any of MANUFACTURING_SOURCES when absent. */
  madeIn?: string[];
  /** One sentence of every product's description, in English and Arabic, about this kind of thing. */
  blurb: [string, string];
  subs: DemoSubCategory[];
}

export const DEMO_COLORS: { name: string; ar: string; family: string; hex: string }[] = [
  { name: 'black', ar: 'أسود', family: 'neutral', hex: '#1f2328' },
  { name: 'white', ar: 'أبيض', family: 'neutral', hex: '#f5f5f0' },
  { name: 'beige', ar: 'بيج', family: 'neutral', hex: '#d8c3a5' },
  { name: 'navy', ar: 'كحلي', family: 'blue', hex: '#1f3a5f' },
  { name: 'sky blue', ar: 'أزرق سماوي', family: 'blue', hex: '#6fa8dc' },
  { name: 'olive', ar: 'زيتي', family: 'green', hex: '#6b7b3a' },
  { name: 'cedar green', ar: 'أخضر أرزي', family: 'green', hex: '#2f6b4f' },
  { name: 'burgundy', ar: 'خمري', family: 'red', hex: '#7b1e3a' },
  { name: 'coral', ar: 'مرجاني', family: 'red', hex: '#e8735a' },
  { name: 'mustard', ar: 'خردلي', family: 'yellow', hex: '#d4a017' },
  { name: 'rose', ar: 'وردي', family: 'pink', hex: '#e8a0b4' },
  { name: 'silver', ar: 'فضي', family: 'metal', hex: '#b8bcc2' },
  { name: 'gold', ar: 'ذهبي', family: 'metal', hex: '#c9a227' },
  { name: 'brown', ar: 'بني', family: 'brown', hex: '#7a4e2d' },
];

export const DEMO_SIZES = ['S', 'M', 'L', 'XL'];

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    en: 'Clothing',
    ar: 'ملابس',
    icon: 'shirt',
    hasSizes: true,
    palette: ['navy', 'white', 'olive', 'burgundy', 'beige'],
    adjectives: ['classic', 'handmade', 'premium', 'everyday', 'heritage', 'modern', 'essential', 'lightweight'],
    blurb: [
      'Soft fabric that breathes in the Lebanese summer and keeps its shape wash after wash.',
      'قماش ناعم يسمح بمرور الهواء في صيف لبنان ويحافظ على شكله بعد كل غسلة.',
    ],
    subs: [
      {
        en: "Men's Shirts",
        ar: 'قمصان رجالية',
        shape: 'shirt',
        gender: 'men',
        price: [18, 65],
        nouns: [
          { en: 'Linen Shirt', ar: 'قميص كتان', g: 'm' },
          { en: 'Oxford Shirt', ar: 'قميص أكسفورد', g: 'm' },
          { en: 'Polo Shirt', ar: 'قميص بولو', g: 'm' },
          { en: 'Cotton Tee', ar: 'تيشيرت قطن', g: 'm' },
        ],
      },
      {
        en: "Women's Dresses",
        ar: 'فساتين نسائية',
        shape: 'dress',
        gender: 'women',
        price: [30, 140],
        nouns: [
          { en: 'Maxi Dress', ar: 'فستان طويل', g: 'm' },
          { en: 'Embroidered Kaftan', ar: 'قفطان مطرز', g: 'm' },
          { en: 'Summer Dress', ar: 'فستان صيفي', g: 'm' },
          { en: 'Evening Gown', ar: 'فستان سهرة', g: 'm' },
        ],
      },
      {
        en: 'Abayas & Modest Wear',
        ar: 'عبايات وأزياء محتشمة',
        shape: 'dress',
        gender: 'women',
        price: [35, 120],
        nouns: [
          { en: 'Open Abaya', ar: 'عباية مفتوحة', g: 'f' },
          { en: 'Crepe Abaya', ar: 'عباية كريب', g: 'f' },
          { en: 'Long Cardigan', ar: 'كارديغان طويل', g: 'm' },
        ],
      },
      {
        en: "Kids' Clothing",
        ar: 'ملابس أطفال',
        shape: 'shirt',
        gender: 'kids',
        price: [9, 35],
        nouns: [
          { en: 'Kids Hoodie', ar: 'هودي أطفال', g: 'm' },
          { en: 'Kids T-Shirt', ar: 'تيشيرت أطفال', g: 'm' },
          { en: 'Pyjama Set', ar: 'طقم بيجاما', g: 'm' },
        ],
      },
    ],
  },
  {
    en: 'Shoes',
    ar: 'أحذية',
    icon: 'shoe',
    palette: ['black', 'white', 'brown', 'navy'],
    adjectives: ['classic', 'handmade', 'premium', 'everyday', 'modern', 'essential', 'lightweight'],
    blurb: [
      'Cushioned soles and sturdy stitching, for a whole day on Beirut’s streets.',
      'نعل مريح وخياطة متينة ليوم كامل في شوارع بيروت.',
    ],
    subs: [
      {
        en: 'Sneakers',
        ar: 'أحذية رياضية',
        shape: 'shoe',
        gender: 'unisex',
        price: [35, 120],
        adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'lightweight', 'pro'],
        nouns: [
          { en: 'Running Sneakers', ar: 'حذاء جري', g: 'm' },
          { en: 'Canvas Sneakers', ar: 'حذاء قماشي', g: 'm' },
          { en: 'Court Sneakers', ar: 'حذاء كورت', g: 'm' },
        ],
      },
      {
        en: 'Leather Shoes',
        ar: 'أحذية جلدية',
        shape: 'shoe',
        gender: 'men',
        price: [45, 160],
        nouns: [
          { en: 'Leather Loafers', ar: 'حذاء لوفر جلد', g: 'm' },
          { en: 'Derby Shoes', ar: 'حذاء ديربي', g: 'm' },
          { en: 'Chelsea Boots', ar: 'جزمة تشيلسي', g: 'f' },
        ],
      },
      {
        en: 'Sandals',
        ar: 'صنادل',
        shape: 'shoe',
        gender: 'women',
        price: [15, 60],
        nouns: [
          { en: 'Leather Sandals', ar: 'صندل جلد', g: 'm' },
          { en: 'Beach Slides', ar: 'شبشب بحر', g: 'm' },
        ],
      },
    ],
  },
  {
    en: 'Bags & Accessories',
    ar: 'حقائب وإكسسوارات',
    icon: 'bag',
    palette: ['black', 'brown', 'beige', 'burgundy'],
    adjectives: [
      'classic',
      'handmade',
      'premium',
      'everyday',
      'heritage',
      'modern',
      'artisan',
      'essential',
      'lightweight',
    ],
    blurb: [
      'Durable materials, neat stitching and room for everything you carry every day.',
      'خامات متينة وخياطة متقنة ومساحة لكل ما تحمله كل يوم.',
    ],
    subs: [
      {
        en: 'Handbags',
        ar: 'حقائب يد',
        shape: 'bag',
        gender: 'women',
        price: [30, 180],
        nouns: [
          { en: 'Tote Bag', ar: 'حقيبة توت', g: 'f' },
          { en: 'Crossbody Bag', ar: 'حقيبة كروس', g: 'f' },
          { en: 'Embroidered Clutch', ar: 'حقيبة سهرة مطرزة', g: 'f' },
        ],
      },
      {
        en: 'Backpacks',
        ar: 'حقائب ظهر',
        shape: 'bag',
        gender: 'unisex',
        price: [25, 90],
        nouns: [
          { en: 'Laptop Backpack', ar: 'حقيبة ظهر', g: 'f', tail: 'للابتوب' },
          { en: 'School Backpack', ar: 'حقيبة مدرسية', g: 'f' },
        ],
      },
      {
        en: 'Wallets',
        ar: 'محافظ',
        shape: 'bag',
        gender: 'men',
        price: [12, 55],
        nouns: [
          { en: 'Leather Wallet', ar: 'محفظة جلد', g: 'f', shape: 'wallet' },
          { en: 'Card Holder', ar: 'حافظة بطاقات', g: 'f', shape: 'wallet' },
        ],
      },
    ],
  },
  {
    en: 'Electronics',
    ar: 'إلكترونيات',
    icon: 'device',
    palette: ['black', 'silver', 'white', 'navy'],
    adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'lightweight', 'compact', 'pro'],
    madeIn: ['Made in China', 'Made in USA', 'Made in Europe'],
    blurb: ['Original, with a one-year seller warranty.', 'منتج أصلي مع كفالة البائع لمدة سنة.'],
    subs: [
      {
        en: 'Mobile Phones',
        ar: 'هواتف محمولة',
        shape: 'phone',
        price: [120, 900],
        nouns: [
          { en: 'Smartphone 128GB', ar: 'هاتف ذكي', g: 'm', tail: '128 جيجا' },
          { en: 'Smartphone 256GB', ar: 'هاتف ذكي', g: 'm', tail: '256 جيجا' },
          { en: 'Rugged Phone', ar: 'هاتف متين', g: 'm' },
        ],
      },
      {
        en: 'Headphones & Audio',
        ar: 'سماعات وصوتيات',
        shape: 'headphones',
        price: [15, 250],
        nouns: [
          { en: 'Wireless Earbuds', ar: 'سماعات لاسلكية', g: 'f', shape: 'earbuds' },
          { en: 'Over-Ear Headphones', ar: 'سماعات رأس', g: 'f' },
          { en: 'Bluetooth Speaker', ar: 'مكبر صوت بلوتوث', g: 'm', shape: 'speaker' },
        ],
      },
      {
        en: 'Chargers & Power Banks',
        ar: 'شواحن وبطاريات',
        shape: 'phone',
        price: [8, 60],
        nouns: [
          { en: 'Power Bank 20000mAh', ar: 'بطارية متنقلة', g: 'f', tail: '20000 ملي أمبير', shape: 'powerbank' },
          { en: 'Fast Charger', ar: 'شاحن سريع', g: 'm', shape: 'charger' },
          { en: 'Solar Power Bank', ar: 'بطارية شمسية', g: 'f', shape: 'powerbank' },
        ],
      },
    ],
  },
  {
    en: 'Home & Kitchen',
    ar: 'المنزل والمطبخ',
    icon: 'home',
    palette: ['white', 'olive', 'brown', 'sky blue'],
    adjectives: ['classic', 'handmade', 'premium', 'everyday', 'heritage', 'modern', 'artisan', 'essential', 'deluxe'],
    blurb: [
      'Made for daily use, with a Lebanese touch for your home and table.',
      'للاستعمال اليومي، بلمسة لبنانية لبيتك ومائدتك.',
    ],
    subs: [
      {
        en: 'Kitchenware',
        ar: 'أدوات المطبخ',
        shape: 'mug',
        price: [8, 70],
        nouns: [
          { en: 'Olive Wood Board', ar: 'لوح خشب زيتون', g: 'm', shape: 'board' },
          { en: 'Ceramic Bowl Set', ar: 'طقم أوعية فخار', g: 'm', shape: 'bowl' },
          { en: 'Copper Dallah', ar: 'دلة نحاس', g: 'f', shape: 'dallah' },
        ],
      },
      {
        en: 'Coffee & Tea',
        ar: 'قهوة وشاي',
        shape: 'mug',
        price: [6, 45],
        nouns: [
          { en: 'Arabic Coffee Cups', ar: 'فناجين قهوة عربية', g: 'f' },
          { en: 'Tea Glass Set', ar: 'طقم كاسات شاي', g: 'm', shape: 'glass' },
          { en: 'Coffee Grinder', ar: 'مطحنة قهوة', g: 'f', shape: 'grinder' },
        ],
      },
      {
        en: 'Home Decor',
        ar: 'ديكور المنزل',
        shape: 'mug',
        price: [10, 120],
        nouns: [
          { en: 'Embroidered Cushion', ar: 'وسادة مطرزة', g: 'f', shape: 'cushion' },
          { en: 'Hand-Blown Vase', ar: 'مزهرية زجاج منفوخ', g: 'f', shape: 'vase' },
          { en: 'Brass Lantern', ar: 'فانوس نحاسي', g: 'm', shape: 'lantern' },
        ],
      },
    ],
  },
  {
    en: 'Beauty & Personal Care',
    ar: 'الجمال والعناية',
    icon: 'beauty',
    palette: ['rose', 'white', 'gold', 'olive'],
    adjectives: ['classic', 'handmade', 'premium', 'everyday', 'heritage', 'artisan', 'essential', 'deluxe', 'organic'],
    blurb: [
      'Gentle ingredients inspired by Lebanese traditions of care.',
      'مكونات لطيفة مستوحاة من تقاليد العناية اللبنانية.',
    ],
    subs: [
      {
        en: 'Natural Soap',
        ar: 'صابون طبيعي',
        shape: 'bottle',
        price: [3, 20],
        madeIn: ['Made in Lebanon'],
        nouns: [
          { en: 'Olive Oil Soap', ar: 'صابون زيت زيتون', g: 'm', shape: 'soap' },
          { en: 'Laurel Soap', ar: 'صابون غار', g: 'm', shape: 'soap' },
          { en: 'Rose Soap', ar: 'صابون ورد', g: 'm', shape: 'soap' },
        ],
      },
      {
        en: 'Perfumes',
        ar: 'عطور',
        shape: 'bottle',
        gender: 'unisex',
        price: [20, 150],
        adjectives: ['classic', 'premium', 'heritage', 'modern', 'artisan', 'deluxe'],
        nouns: [
          { en: 'Oud Perfume', ar: 'عطر عود', g: 'm' },
          { en: 'Orange Blossom Perfume', ar: 'عطر زهر ليمون', g: 'm' },
          { en: 'Musk Oil', ar: 'زيت مسك', g: 'm' },
        ],
      },
      {
        en: 'Skincare',
        ar: 'العناية بالبشرة',
        shape: 'bottle',
        gender: 'women',
        price: [8, 60],
        adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'organic'],
        nouns: [
          { en: 'Face Serum', ar: 'سيروم', g: 'm', tail: 'للوجه' },
          { en: 'Rose Water Toner', ar: 'تونر ماء ورد', g: 'm' },
          { en: 'Hand Cream', ar: 'كريم يدين', g: 'm', shape: 'tube' },
        ],
      },
    ],
  },
  {
    en: 'Jewelry & Watches',
    ar: 'مجوهرات وساعات',
    icon: 'ring',
    palette: ['gold', 'silver', 'rose', 'black'],
    adjectives: ['classic', 'handmade', 'premium', 'everyday', 'heritage', 'modern', 'artisan', 'deluxe'],
    blurb: ['Finely finished and delivered in a gift box.', 'تشطيب دقيق وعلبة هدايا أنيقة.'],
    subs: [
      {
        en: 'Necklaces',
        ar: 'قلادات',
        shape: 'ring',
        gender: 'women',
        price: [25, 400],
        nouns: [
          { en: 'Cedar Pendant', ar: 'قلادة أرزة', g: 'f', shape: 'pendant' },
          { en: 'Name Necklace', ar: 'قلادة', g: 'f', tail: 'بالاسم', shape: 'pendant' },
          { en: 'Pearl Necklace', ar: 'قلادة لؤلؤ', g: 'f', shape: 'pendant' },
        ],
      },
      {
        en: 'Rings',
        ar: 'خواتم',
        shape: 'ring',
        gender: 'unisex',
        price: [20, 350],
        nouns: [
          { en: 'Silver Ring', ar: 'خاتم فضة', g: 'm' },
          { en: 'Gold Band', ar: 'خاتم ذهب', g: 'm' },
          { en: 'Gemstone Ring', ar: 'خاتم حجر كريم', g: 'm' },
        ],
      },
      {
        en: 'Watches',
        ar: 'ساعات',
        shape: 'watch',
        gender: 'unisex',
        price: [40, 500],
        adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'lightweight', 'pro'],
        madeIn: ['Made in Europe', 'Made in USA', 'Made in China'],
        nouns: [
          { en: 'Leather Strap Watch', ar: 'ساعة', g: 'f', tail: 'بسوار جلد' },
          { en: 'Sport Watch', ar: 'ساعة رياضية', g: 'f' },
          { en: 'Smart Watch', ar: 'ساعة ذكية', g: 'f' },
        ],
      },
    ],
  },
  {
    en: 'Food & Pantry',
    ar: 'مواد غذائية',
    icon: 'food',
    palette: ['olive', 'mustard', 'brown', 'burgundy'],
    adjectives: ['classic', 'premium', 'heritage', 'artisan', 'organic', 'village', 'deluxe'],
    madeIn: ['Made in Lebanon'],
    blurb: ['From Lebanese producers, packed fresh and sealed.', 'من منتجين لبنانيين، بتعبئة طازجة وإغلاق محكم.'],
    subs: [
      {
        en: 'Spices & Zaatar',
        ar: 'بهارات وزعتر',
        shape: 'jar',
        price: [3, 25],
        nouns: [
          { en: 'Zaatar Mix', ar: 'خلطة زعتر', g: 'f' },
          { en: 'Seven Spices', ar: 'سبع بهارات', g: 'f' },
          { en: 'Sumac', ar: 'سماق', g: 'm' },
        ],
      },
      {
        en: 'Olive Oil',
        ar: 'زيت زيتون',
        shape: 'bottle',
        price: [9, 45],
        nouns: [
          { en: 'Extra Virgin Olive Oil 1L', ar: 'زيت زيتون بكر', g: 'm', tail: '1 ليتر' },
          { en: 'Koura Olive Oil', ar: 'زيت زيتون', g: 'm', tail: 'من الكورة' },
          { en: 'Olive Oil Tin 4L', ar: 'تنكة زيت زيتون', g: 'f', tail: '4 ليتر', shape: 'tin' },
        ],
      },
      {
        en: 'Sweets',
        ar: 'حلويات',
        shape: 'jar',
        price: [6, 50],
        nouns: [
          { en: 'Maamoul Box', ar: 'علبة معمول', g: 'f', shape: 'box' },
          { en: 'Baklava Tray', ar: 'صينية بقلاوة', g: 'f', shape: 'tray' },
          { en: 'Halawa Jar', ar: 'مرطبان حلاوة', g: 'm' },
        ],
      },
    ],
  },
  {
    en: 'Sports & Outdoors',
    ar: 'رياضة وهواء طلق',
    icon: 'ball',
    palette: ['navy', 'coral', 'black', 'cedar green'],
    adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'lightweight', 'pro'],
    blurb: [
      'Built for training, mountain trails and match days.',
      'صناعة متينة للتمارين ودروب الجبال وأيام المباريات.',
    ],
    subs: [
      {
        en: 'Fitness',
        ar: 'لياقة بدنية',
        shape: 'ball',
        gender: 'unisex',
        price: [10, 150],
        adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'pro'],
        nouns: [
          { en: 'Yoga Mat', ar: 'سجادة يوغا', g: 'f', shape: 'mat' },
          { en: 'Dumbbell Set', ar: 'طقم دمبل', g: 'm', shape: 'dumbbell' },
          { en: 'Resistance Bands', ar: 'أحزمة مقاومة', g: 'f', shape: 'bands' },
        ],
      },
      {
        en: 'Hiking & Camping',
        ar: 'مشي وتخييم',
        shape: 'bag',
        gender: 'unisex',
        price: [15, 200],
        nouns: [
          { en: 'Hiking Backpack', ar: 'حقيبة ظهر', g: 'f', tail: 'للمشي الجبلي' },
          { en: 'Camping Tent', ar: 'خيمة تخييم', g: 'f', shape: 'tent' },
          { en: 'Trail Bottle', ar: 'قارورة مياه', g: 'f', tail: 'للمشي', shape: 'bottle' },
        ],
      },
      {
        en: 'Football',
        ar: 'كرة القدم',
        shape: 'ball',
        gender: 'unisex',
        price: [12, 90],
        nouns: [
          { en: 'Match Football', ar: 'كرة قدم', g: 'f' },
          { en: 'Goalkeeper Gloves', ar: 'قفازات حارس مرمى', g: 'f', shape: 'glove' },
          { en: 'Team Jersey', ar: 'قميص فريق', g: 'm', shape: 'shirt' },
        ],
      },
    ],
  },
  {
    en: 'Toys & Games',
    ar: 'ألعاب',
    icon: 'toy',
    palette: ['coral', 'sky blue', 'mustard', 'cedar green'],
    adjectives: ['classic', 'handmade', 'premium', 'heritage', 'modern', 'artisan', 'deluxe'],
    blurb: ['Safe materials and hours of play for the whole family.', 'مواد آمنة وساعات من اللعب لكل العائلة.'],
    subs: [
      {
        en: 'Wooden Toys',
        ar: 'ألعاب خشبية',
        shape: 'cube',
        gender: 'kids',
        price: [8, 60],
        nouns: [
          { en: 'Wooden Blocks', ar: 'مكعبات خشب', g: 'f' },
          { en: 'Wooden Puzzle', ar: 'بازل خشب', g: 'm', shape: 'puzzle' },
          { en: 'Pull-Along Car', ar: 'سيارة خشب', g: 'f', tail: 'للجر', shape: 'car' },
        ],
      },
      {
        en: 'Board Games',
        ar: 'ألعاب لوحية',
        shape: 'cube',
        gender: 'unisex',
        price: [12, 70],
        nouns: [
          { en: 'Backgammon Set', ar: 'طاولة زهر', g: 'f', shape: 'boardgame' },
          { en: 'Chess Set', ar: 'طقم شطرنج', g: 'm', shape: 'boardgame' },
          { en: 'Family Card Game', ar: 'لعبة ورق عائلية', g: 'f', shape: 'cards' },
        ],
      },
      {
        en: 'Plush Toys',
        ar: 'دمى محشوة',
        shape: 'ball',
        gender: 'baby',
        price: [6, 40],
        nouns: [
          { en: 'Plush Bear', ar: 'دب محشو', g: 'm', shape: 'bear' },
          { en: 'Plush Camel', ar: 'جمل محشو', g: 'm', shape: 'camel' },
        ],
      },
    ],
  },
  {
    en: 'Books & Stationery',
    ar: 'كتب وقرطاسية',
    icon: 'book',
    palette: ['navy', 'burgundy', 'cedar green', 'mustard'],
    adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'pocket'],
    blurb: [
      'Printed on quality paper, for reading and writing at home, at school or on the go.',
      'طباعة على ورق عالي الجودة، للقراءة والكتابة في البيت والمدرسة والتنقل.',
    ],
    subs: [
      {
        en: 'Notebooks',
        ar: 'دفاتر',
        shape: 'book',
        price: [3, 25],
        nouns: [
          { en: 'Leather Notebook', ar: 'دفتر جلد', g: 'm' },
          { en: 'Dotted Journal', ar: 'دفتر منقط', g: 'm' },
          { en: 'Planner 2027', ar: 'مفكرة', g: 'f', tail: '2027' },
        ],
      },
      {
        en: 'Arabic Literature',
        ar: 'أدب عربي',
        shape: 'book',
        price: [8, 35],
        adjectives: ['classic', 'modern', 'illustrated', 'pocket', 'deluxe', 'essential'],
        madeIn: ['Made in Lebanon'],
        nouns: [
          { en: 'Poetry Collection', ar: 'ديوان شعر', g: 'm' },
          { en: 'Lebanese Novel', ar: 'رواية لبنانية', g: 'f' },
          { en: 'Short Stories', ar: 'قصص قصيرة', g: 'f' },
        ],
      },
      {
        en: "Children's Books",
        ar: 'كتب أطفال',
        shape: 'book',
        gender: 'kids',
        price: [5, 25],
        adjectives: ['classic', 'modern', 'pocket', 'deluxe', 'essential', 'everyday'],
        madeIn: ['Made in Lebanon'],
        nouns: [
          { en: 'Picture Book', ar: 'كتاب مصور', g: 'm' },
          { en: 'Arabic Alphabet Book', ar: 'كتاب', g: 'm', tail: 'لتعلّم الحروف العربية' },
        ],
      },
    ],
  },
  {
    en: 'Baby',
    ar: 'مستلزمات الرضع',
    icon: 'baby',
    palette: ['sky blue', 'rose', 'white', 'mustard'],
    adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'lightweight'],
    blurb: [
      'Gentle, baby-safe materials chosen with Lebanese parents in mind.',
      'مواد لطيفة وآمنة للأطفال، مختارة بعناية للأهل في لبنان.',
    ],
    subs: [
      {
        en: 'Feeding',
        ar: 'تغذية',
        shape: 'bottle',
        gender: 'baby',
        price: [5, 45],
        nouns: [
          { en: 'Baby Bottle Set', ar: 'طقم رضاعات', g: 'm' },
          { en: 'Silicone Bib', ar: 'مريلة سيليكون', g: 'f', shape: 'bib' },
          { en: 'Bottle Warmer', ar: 'مدفئة رضاعات', g: 'f', shape: 'jar' },
        ],
      },
      {
        en: 'Baby Care',
        ar: 'عناية بالطفل',
        shape: 'bottle',
        gender: 'baby',
        price: [4, 40],
        adjectives: ['classic', 'premium', 'everyday', 'modern', 'essential', 'deluxe', 'organic'],
        nouns: [
          { en: 'Baby Lotion', ar: 'لوشن أطفال', g: 'm' },
          { en: 'Muslin Swaddle', ar: 'قماط موسلين', g: 'm', shape: 'cloth' },
          { en: 'Baby Bath Set', ar: 'طقم استحمام', g: 'm', shape: 'bowl' },
        ],
      },
    ],
  },
];

/**
 * Each brand and what it makes: category or sub-category names (DEMO_CATEGORIES). A demo product's
 * brand is one whose line holds the product's category or sub-category.
 */
export const DEMO_BRAND_LINES: Record<string, string[]> = {
  'cedar & co': ['Home & Kitchen', 'Bags & Accessories'],
  'beirut basics': ["Men's Shirts", "Kids' Clothing", 'Shoes'],
  phoenicia: ['Food & Pantry'],
  'byblos craft': ['Home & Kitchen', 'Wooden Toys', 'Board Games'],
  'zaatar house': ['Spices & Zaatar', 'Olive Oil'],
  'jounieh style': ['Clothing', 'Shoes', 'Handbags'],
  'tyre textiles': ['Clothing'],
  'batroun gold': ['Necklaces', 'Rings'],
  'baalbek sports': ['Sports & Outdoors', 'Sneakers'],
  'zahle kitchen': ['Food & Pantry'],
  'sidon soap works': ['Natural Soap', 'Skincare'],
  'chouf organics': ['Food & Pantry', 'Natural Soap', 'Skincare', 'Baby Care'],
  'faraya outdoor': ['Sports & Outdoors'],
  'hamra tech': ['Electronics'],
  'achrafieh atelier': ["Women's Dresses", 'Abayas & Modest Wear', 'Handbags'],
  'mar mikhael studio': ['Home Decor', 'Kitchenware', 'Notebooks'],
  'mina leather': ['Bags & Accessories'],
  qadisha: ['Hiking & Camping'],
  litani: ['Sports & Outdoors'],
  'bekaa farms': ['Food & Pantry'],
  'nour electronics': ['Electronics'],
  layali: ['Perfumes', "Women's Dresses", 'Abayas & Modest Wear'],
  'yasmine beauty': ['Beauty & Personal Care'],
  'arz toys': ['Toys & Games', 'Baby'],
  maktaba: ['Books & Stationery'],
  'bebe liban': ['Baby', "Kids' Clothing", 'Plush Toys'],
  sahtein: ['Food & Pantry'],
  'levant home': ['Home & Kitchen'],
  'kanz jewelry': ['Jewelry & Watches'],
  'anfeh blue': ['Sandals', "Men's Shirts", "Women's Dresses"],
  'beirut time': ['Watches'],
};
export const DEMO_BRANDS = Object.keys(DEMO_BRAND_LINES);

/**
 * Brands that are a shop's own label, sold by that shop only (the history's shops sell theirs,
 * seed-history.ts). Every other brand is sold by any shop whose line it fits.
 */
export const HOUSE_BRANDS: Record<string, string> = {
  'beirut basics': 'Beirut Basics',
  'tyre textiles': 'Tyre Textiles',
  'zahle kitchen': 'Zahle Kitchen',
  'sidon soap works': 'Sidon Soap Works',
  'hamra tech': 'Hamra Tech',
  'mina leather': 'Mina Leather',
  'arz toys': 'Arz Toys',
  maktaba: 'Maktaba Books',
  'kanz jewelry': 'Kanz Jewelry',
  'levant home': 'Levant Home',
  'yasmine beauty': 'Yasmine Beauty',
  'faraya outdoor': 'Faraya Outdoor',
  sahtein: 'Sahtein Pantry',
};

/**
 * What each shop of the catalogue sells (its line of business): category or sub-category names.
 * seed.ts makes the first two; a category's products are dealt in turn to the shops that sell it.
 */
export const SHOP_LINES: Record<string, string[]> = {
  'Cedar Crafts': ['Home & Kitchen'],
  'Saab Electronics': ['Electronics'],
  'Beirut Basics': ["Men's Shirts", "Kids' Clothing", 'Shoes'],
  'Tyre Textiles': ["Women's Dresses", 'Abayas & Modest Wear'],
  'Zahle Kitchen': ['Food & Pantry'],
  'Sidon Soap Works': ['Beauty & Personal Care'],
  'Hamra Tech': ['Electronics'],
  'Batroun Sports': ['Sports & Outdoors'],
  'Arz Toys': ['Toys & Games', 'Baby'],
  'Maktaba Books': ['Books & Stationery'],
  'Mina Leather': ['Bags & Accessories'],
  'Byblos Jewelers': ['Jewelry & Watches'],
};

/** Whether a product of this category and sub-category is in a line of category or sub-category names. */
export const inLine = (line: readonly string[], category: string, subCategory: string) =>
  line.includes(category) || line.includes(subCategory);

export const DEMO_SELLERS = [
  {
    userName: 'seller.beirutbasics',
    email: 'shop@beirutbasics.test',
    firstName: 'Joelle',
    lastName: 'Abi Nader',
    businessName: 'Beirut Basics',
    description: 'Everyday shirts, kids’ clothes and shoes at Achrafieh prices.',
    location: 'Beirut - Achrafieh',
  },
  {
    userName: 'seller.tyretextiles',
    email: 'shop@tyretextiles.test',
    firstName: 'Hassan',
    lastName: 'Mroueh',
    businessName: 'Tyre Textiles',
    description: 'Dresses, kaftans and abayas sewn from fabrics woven in the South.',
    location: 'South Lebanon - Tyre',
  },
  {
    userName: 'seller.zahlekitchen',
    email: 'shop@zahlekitchen.test',
    firstName: 'Rana',
    lastName: 'Maalouf',
    businessName: 'Zahle Kitchen',
    description: 'The Bekaa’s pantry: zaatar, olive oil and sweets from family producers.',
    location: 'Bekaa - Zahle',
  },
  {
    userName: 'seller.sidonsoap',
    email: 'shop@sidonsoap.test',
    firstName: 'Ahmad',
    lastName: 'Bizri',
    businessName: 'Sidon Soap Works',
    description: 'Olive oil and laurel soaps from the old souk, perfumes and skincare.',
    location: 'South Lebanon - Sidon',
  },
  {
    userName: 'seller.hamratech',
    email: 'shop@hamratech.test',
    firstName: 'Elie',
    lastName: 'Gemayel',
    businessName: 'Hamra Tech',
    description: 'Phones, audio and chargers with a one-year warranty.',
    location: 'Beirut - Hamra',
  },
  {
    userName: 'seller.batrounsports',
    email: 'shop@batrounsports.test',
    firstName: 'Marc',
    lastName: 'Harb',
    businessName: 'Batroun Sports',
    description: 'Fitness, hiking and football gear for the coast and the mountains.',
    location: 'North Lebanon - Batroun',
  },
  {
    userName: 'seller.arztoys',
    email: 'shop@arztoys.test',
    firstName: 'Carla',
    lastName: 'Frem',
    businessName: 'Arz Toys',
    description: 'Wooden toys, board games, plush toys and baby essentials.',
    location: 'Keserwan-Jbeil - Jounieh',
  },
  {
    userName: 'seller.maktaba',
    email: 'shop@maktaba.test',
    firstName: 'Ziad',
    lastName: 'Karam',
    businessName: 'Maktaba Books',
    description: 'Arabic literature, children’s books and notebooks.',
    location: 'Baabda - Baabda',
  },
  {
    userName: 'seller.minaleather',
    email: 'shop@minaleather.test',
    firstName: 'Nadim',
    lastName: 'Kabbara',
    businessName: 'Mina Leather',
    description: 'Handbags, backpacks and wallets cut and stitched in Tripoli.',
    location: 'North Lebanon - Tripoli',
  },
  {
    userName: 'seller.byblosjewelers',
    email: 'shop@byblosjewelers.test',
    firstName: 'Mireille',
    lastName: 'Sfeir',
    businessName: 'Byblos Jewelers',
    description: 'Necklaces, rings and watches from the old souk of Byblos.',
    location: 'Keserwan-Jbeil - Byblos',
  },
];

export const MANUFACTURING_SOURCES = [
  'Made in Lebanon',
  'Made in Europe',
  'Made in USA',
  'Made in China',
  'Imported and Made in Lebanon',
];

export const REVIEW_TEXTS: [number, string][] = [
  [5, 'Excellent quality, exactly as pictured. Fast delivery to Beirut.'],
  [5, 'ممتاز! الجودة عالية والتوصيل كان سريع.'],
  [4, 'Very good value for the price. Packaging could be better.'],
  [4, 'منتج جميل جدًا، أنصح به.'],
  [3, 'Decent, but the colour is a little different from the photo.'],
  [5, 'Bought it as a gift and they loved it.'],
  [2, 'Took longer than expected to arrive.'],
  [4, 'Good quality and the seller answered my questions quickly.'],
  [5, 'رائع، سأشتري مرة أخرى.'],
  [1, 'Not what I expected, returned it.'],
];
