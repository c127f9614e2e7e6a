/**
 * The demo catalogue: a believable Lebanese marketplace. Plain data; seed.ts turns it into rows.
 * Each category names the shape its generated product photos use and a palette for variants.
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

export interface DemoSubCategory {
  en: string;
  ar: string;
  /** The photos' shape for the sub-category's nouns that name none of their own. */
  shape: Shape;
  /** English and Arabic product nouns, and the shape of the thing when it differs from the sub-category's. */
  nouns: [string, string, Shape?][];
  /** Price range in dollars. */
  price: [number, number];
  gender?: string;
}

export interface DemoCategory {
  en: string;
  ar: string;
  icon: string;
  hasSizes?: boolean;
  palette: string[];
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
    subs: [
      {
        en: "Men's Shirts",
        ar: 'قمصان رجالية',
        shape: 'shirt',
        gender: 'men',
        price: [18, 65],
        nouns: [
          ['Linen Shirt', 'قميص كتان'],
          ['Oxford Shirt', 'قميص أكسفورد'],
          ['Polo Shirt', 'قميص بولو'],
          ['Cotton Tee', 'تيشيرت قطن'],
        ],
      },
      {
        en: "Women's Dresses",
        ar: 'فساتين نسائية',
        shape: 'dress',
        gender: 'women',
        price: [30, 140],
        nouns: [
          ['Maxi Dress', 'فستان طويل'],
          ['Embroidered Kaftan', 'قفطان مطرز'],
          ['Summer Dress', 'فستان صيفي'],
          ['Evening Gown', 'فستان سهرة'],
        ],
      },
      {
        en: 'Abayas & Modest Wear',
        ar: 'عبايات وأزياء محتشمة',
        shape: 'dress',
        gender: 'women',
        price: [35, 120],
        nouns: [
          ['Open Abaya', 'عباية مفتوحة'],
          ['Crepe Abaya', 'عباية كريب'],
          ['Long Cardigan', 'كارديغان طويل'],
        ],
      },
      {
        en: "Kids' Clothing",
        ar: 'ملابس أطفال',
        shape: 'shirt',
        gender: 'kids',
        price: [9, 35],
        nouns: [
          ['Kids Hoodie', 'هودي أطفال'],
          ['Kids T-Shirt', 'تيشيرت أطفال'],
          ['Pyjama Set', 'طقم بيجاما'],
        ],
      },
    ],
  },
  {
    en: 'Shoes',
    ar: 'أحذية',
    icon: 'shoe',
    palette: ['black', 'white', 'brown', 'navy'],
    subs: [
      {
        en: 'Sneakers',
        ar: 'أحذية رياضية',
        shape: 'shoe',
        gender: 'unisex',
        price: [35, 120],
        nouns: [
          ['Running Sneakers', 'حذاء جري'],
          ['Canvas Sneakers', 'حذاء قماشي'],
          ['Court Sneakers', 'حذاء كورت'],
        ],
      },
      {
        en: 'Leather Shoes',
        ar: 'أحذية جلدية',
        shape: 'shoe',
        gender: 'men',
        price: [45, 160],
        nouns: [
          ['Leather Loafers', 'حذاء لوفر جلد'],
          ['Derby Shoes', 'حذاء ديربي'],
          ['Chelsea Boots', 'جزمة تشيلسي'],
        ],
      },
      {
        en: 'Sandals',
        ar: 'صنادل',
        shape: 'shoe',
        gender: 'women',
        price: [15, 60],
        nouns: [
          ['Leather Sandals', 'صندل جلد'],
          ['Beach Slides', 'شبشب بحر'],
        ],
      },
    ],
  },
  {
    en: 'Bags & Accessories',
    ar: 'حقائب وإكسسوارات',
    icon: 'bag',
    palette: ['black', 'brown', 'beige', 'burgundy'],
    subs: [
      {
        en: 'Handbags',
        ar: 'حقائب يد',
        shape: 'bag',
        gender: 'women',
        price: [30, 180],
        nouns: [
          ['Tote Bag', 'حقيبة توت'],
          ['Crossbody Bag', 'حقيبة كروس'],
          ['Embroidered Clutch', 'حقيبة سهرة مطرزة'],
        ],
      },
      {
        en: 'Backpacks',
        ar: 'حقائب ظهر',
        shape: 'bag',
        gender: 'unisex',
        price: [25, 90],
        nouns: [
          ['Laptop Backpack', 'حقيبة ظهر للابتوب'],
          ['School Backpack', 'حقيبة مدرسية'],
        ],
      },
      {
        en: 'Wallets',
        ar: 'محافظ',
        shape: 'bag',
        gender: 'men',
        price: [12, 55],
        nouns: [
          ['Leather Wallet', 'محفظة جلد', 'wallet'],
          ['Card Holder', 'حافظة بطاقات', 'wallet'],
        ],
      },
    ],
  },
  {
    en: 'Electronics',
    ar: 'إلكترونيات',
    icon: 'device',
    palette: ['black', 'silver', 'white', 'navy'],
    subs: [
      {
        en: 'Mobile Phones',
        ar: 'هواتف محمولة',
        shape: 'phone',
        price: [120, 900],
        nouns: [
          ['Smartphone 128GB', 'هاتف ذكي 128 جيجا'],
          ['Smartphone 256GB', 'هاتف ذكي 256 جيجا'],
          ['Rugged Phone', 'هاتف متين'],
        ],
      },
      {
        en: 'Headphones & Audio',
        ar: 'سماعات وصوتيات',
        shape: 'headphones',
        price: [15, 250],
        nouns: [
          ['Wireless Earbuds', 'سماعات لاسلكية', 'earbuds'],
          ['Over-Ear Headphones', 'سماعات رأس'],
          ['Bluetooth Speaker', 'مكبر صوت بلوتوث', 'speaker'],
        ],
      },
      {
        en: 'Chargers & Power Banks',
        ar: 'شواحن وبطاريات',
        shape: 'phone',
        price: [8, 60],
        nouns: [
          ['Power Bank 20000mAh', 'بطارية متنقلة 20000', 'powerbank'],
          ['Fast Charger', 'شاحن سريع', 'charger'],
          ['Solar Power Bank', 'بطارية شمسية', 'powerbank'],
        ],
      },
    ],
  },
  {
    en: 'Home & Kitchen',
    ar: 'المنزل والمطبخ',
    icon: 'home',
    palette: ['white', 'olive', 'brown', 'sky blue'],
    subs: [
      {
        en: 'Kitchenware',
        ar: 'أدوات المطبخ',
        shape: 'mug',
        price: [8, 70],
        nouns: [
          ['Olive Wood Board', 'لوح خشب زيتون', 'board'],
          ['Ceramic Bowl Set', 'طقم أوعية فخار', 'bowl'],
          ['Copper Dallah', 'دلة نحاس', 'dallah'],
        ],
      },
      {
        en: 'Coffee & Tea',
        ar: 'قهوة وشاي',
        shape: 'mug',
        price: [6, 45],
        nouns: [
          ['Arabic Coffee Cups', 'فناجين قهوة عربية'],
          ['Tea Glass Set', 'طقم كاسات شاي', 'glass'],
          ['Coffee Grinder', 'مطحنة قهوة', 'grinder'],
        ],
      },
      {
        en: 'Home Decor',
        ar: 'ديكور المنزل',
        shape: 'mug',
        price: [10, 120],
        nouns: [
          ['Embroidered Cushion', 'وسادة مطرزة', 'cushion'],
          ['Hand-Blown Vase', 'مزهرية زجاج منفوخ', 'vase'],
          ['Brass Lantern', 'فانوس نحاسي', 'lantern'],
        ],
      },
    ],
  },
  {
    en: 'Beauty & Personal Care',
    ar: 'الجمال والعناية',
    icon: 'beauty',
    palette: ['rose', 'white', 'gold', 'olive'],
    subs: [
      {
        en: 'Natural Soap',
        ar: 'صابون طبيعي',
        shape: 'bottle',
        price: [3, 20],
        nouns: [
          ['Olive Oil Soap', 'صابون زيت زيتون', 'soap'],
          ['Laurel Soap', 'صابون غار', 'soap'],
          ['Rose Soap', 'صابون ورد', 'soap'],
        ],
      },
      {
        en: 'Perfumes',
        ar: 'عطور',
        shape: 'bottle',
        gender: 'unisex',
        price: [20, 150],
        nouns: [
          ['Oud Perfume', 'عطر عود'],
          ['Orange Blossom Perfume', 'عطر زهر الليمون'],
          ['Musk Oil', 'زيت مسك'],
        ],
      },
      {
        en: 'Skincare',
        ar: 'العناية بالبشرة',
        shape: 'bottle',
        gender: 'women',
        price: [8, 60],
        nouns: [
          ['Face Serum', 'سيروم للوجه'],
          ['Rose Water Toner', 'تونر ماء الورد'],
          ['Hand Cream', 'كريم يدين', 'tube'],
        ],
      },
    ],
  },
  {
    en: 'Jewelry & Watches',
    ar: 'مجوهرات وساعات',
    icon: 'ring',
    palette: ['gold', 'silver', 'rose', 'black'],
    subs: [
      {
        en: 'Necklaces',
        ar: 'قلادات',
        shape: 'ring',
        gender: 'women',
        price: [25, 400],
        nouns: [
          ['Cedar Pendant', 'قلادة الأرز', 'pendant'],
          ['Name Necklace', 'قلادة بالاسم', 'pendant'],
          ['Pearl Necklace', 'قلادة لؤلؤ', 'pendant'],
        ],
      },
      {
        en: 'Rings',
        ar: 'خواتم',
        shape: 'ring',
        gender: 'unisex',
        price: [20, 350],
        nouns: [
          ['Silver Ring', 'خاتم فضة'],
          ['Gold Band', 'خاتم ذهب'],
          ['Gemstone Ring', 'خاتم حجر كريم'],
        ],
      },
      {
        en: 'Watches',
        ar: 'ساعات',
        shape: 'watch',
        gender: 'unisex',
        price: [40, 500],
        nouns: [
          ['Classic Watch', 'ساعة كلاسيكية'],
          ['Sport Watch', 'ساعة رياضية'],
          ['Smart Watch', 'ساعة ذكية'],
        ],
      },
    ],
  },
  {
    en: 'Food & Pantry',
    ar: 'مواد غذائية',
    icon: 'food',
    palette: ['olive', 'mustard', 'brown', 'burgundy'],
    subs: [
      {
        en: 'Spices & Zaatar',
        ar: 'بهارات وزعتر',
        shape: 'jar',
        price: [3, 25],
        nouns: [
          ['Zaatar Mix', 'خلطة زعتر'],
          ['Seven Spices', 'سبع بهارات'],
          ['Sumac', 'سماق'],
        ],
      },
      {
        en: 'Olive Oil',
        ar: 'زيت زيتون',
        shape: 'bottle',
        price: [9, 45],
        nouns: [
          ['Extra Virgin Olive Oil 1L', 'زيت زيتون بكر 1 ليتر'],
          ['Koura Olive Oil', 'زيت زيتون الكورة'],
          ['Olive Oil Tin 4L', 'تنكة زيت زيتون 4 ليتر', 'tin'],
        ],
      },
      {
        en: 'Sweets',
        ar: 'حلويات',
        shape: 'jar',
        price: [6, 50],
        nouns: [
          ['Maamoul Box', 'علبة معمول', 'box'],
          ['Baklava Tray', 'صينية بقلاوة', 'tray'],
          ['Halawa Jar', 'مرطبان حلاوة'],
        ],
      },
    ],
  },
  {
    en: 'Sports & Outdoors',
    ar: 'رياضة وهواء طلق',
    icon: 'ball',
    palette: ['navy', 'coral', 'black', 'cedar green'],
    subs: [
      {
        en: 'Fitness',
        ar: 'لياقة بدنية',
        shape: 'ball',
        gender: 'unisex',
        price: [10, 150],
        nouns: [
          ['Yoga Mat', 'سجادة يوغا', 'mat'],
          ['Dumbbell Set', 'طقم دمبل', 'dumbbell'],
          ['Resistance Bands', 'أحزمة مقاومة', 'bands'],
        ],
      },
      {
        en: 'Hiking & Camping',
        ar: 'مشي وتخييم',
        shape: 'bag',
        gender: 'unisex',
        price: [15, 200],
        nouns: [
          ['Hiking Backpack', 'حقيبة مشي'],
          ['Camping Tent', 'خيمة تخييم', 'tent'],
          ['Trail Bottle', 'قارورة مشي', 'bottle'],
        ],
      },
      {
        en: 'Football',
        ar: 'كرة القدم',
        shape: 'ball',
        gender: 'unisex',
        price: [12, 90],
        nouns: [
          ['Match Football', 'كرة قدم'],
          ['Goalkeeper Gloves', 'قفازات حارس', 'glove'],
          ['Team Jersey', 'قميص فريق', 'shirt'],
        ],
      },
    ],
  },
  {
    en: 'Toys & Games',
    ar: 'ألعاب',
    icon: 'toy',
    palette: ['coral', 'sky blue', 'mustard', 'cedar green'],
    subs: [
      {
        en: 'Wooden Toys',
        ar: 'ألعاب خشبية',
        shape: 'cube',
        gender: 'kids',
        price: [8, 60],
        nouns: [
          ['Wooden Blocks', 'مكعبات خشب'],
          ['Wooden Puzzle', 'بازل خشب', 'puzzle'],
          ['Pull-Along Car', 'سيارة خشب', 'car'],
        ],
      },
      {
        en: 'Board Games',
        ar: 'ألعاب لوحية',
        shape: 'cube',
        gender: 'unisex',
        price: [12, 70],
        nouns: [
          ['Backgammon Set', 'طاولة زهر', 'boardgame'],
          ['Chess Set', 'شطرنج', 'boardgame'],
          ['Family Card Game', 'لعبة ورق عائلية', 'cards'],
        ],
      },
      {
        en: 'Plush Toys',
        ar: 'دمى محشوة',
        shape: 'ball',
        gender: 'baby',
        price: [6, 40],
        nouns: [
          ['Plush Bear', 'دب محشو', 'bear'],
          ['Plush Camel', 'جمل محشو', 'camel'],
        ],
      },
    ],
  },
  {
    en: 'Books & Stationery',
    ar: 'كتب وقرطاسية',
    icon: 'book',
    palette: ['navy', 'burgundy', 'cedar green', 'mustard'],
    subs: [
      {
        en: 'Notebooks',
        ar: 'دفاتر',
        shape: 'book',
        price: [3, 25],
        nouns: [
          ['Leather Notebook', 'دفتر جلد'],
          ['Dotted Journal', 'دفتر منقط'],
          ['Planner 2027', 'مفكرة 2027'],
        ],
      },
      {
        en: 'Arabic Literature',
        ar: 'أدب عربي',
        shape: 'book',
        price: [8, 35],
        nouns: [
          ['Poetry Collection', 'ديوان شعر'],
          ['Lebanese Novel', 'رواية لبنانية'],
          ['Short Stories', 'قصص قصيرة'],
        ],
      },
      {
        en: "Children's Books",
        ar: 'كتب أطفال',
        shape: 'book',
        gender: 'kids',
        price: [5, 25],
        nouns: [
          ['Picture Book', 'كتاب مصور'],
          ['Arabic Alphabet Book', 'كتاب الحروف'],
        ],
      },
    ],
  },
  {
    en: 'Baby',
    ar: 'مستلزمات الرضع',
    icon: 'baby',
    palette: ['sky blue', 'rose', 'white', 'mustard'],
    subs: [
      {
        en: 'Feeding',
        ar: 'تغذية',
        shape: 'bottle',
        gender: 'baby',
        price: [5, 45],
        nouns: [
          ['Baby Bottle Set', 'طقم رضاعات'],
          ['Silicone Bib', 'مريلة سيليكون', 'bib'],
          ['Bottle Warmer', 'مدفئة رضاعات', 'jar'],
        ],
      },
      {
        en: 'Baby Care',
        ar: 'عناية بالطفل',
        shape: 'bottle',
        gender: 'baby',
        price: [4, 40],
        nouns: [
          ['Baby Lotion', 'لوشن أطفال'],
          ['Muslin Swaddle', 'قماط موسلين', 'cloth'],
          ['Baby Bath Set', 'طقم استحمام', 'bowl'],
        ],
      },
    ],
  },
];

export const DEMO_BRANDS = [
  'cedar & co',
  'beirut basics',
  'phoenicia',
  'byblos craft',
  'zaatar house',
  'jounieh style',
  'tyre textiles',
  'batroun gold',
  'baalbek sports',
  'zahle kitchen',
  'sidon soap works',
  'chouf organics',
  'faraya outdoor',
  'hamra tech',
  'achrafieh atelier',
  'mar mikhael studio',
  'mina leather',
  'qadisha',
  'litani',
  'bekaa farms',
  'nour electronics',
  'layali',
  'yasmine beauty',
  'arz toys',
  'maktaba',
  'bebe liban',
  'sahtein',
  'levant home',
  'kanz jewelry',
  'anfeh blue',
];

export const DEMO_SELLERS = [
  {
    userName: 'seller.beirutbasics',
    email: 'shop@beirutbasics.test',
    firstName: 'Joelle',
    lastName: 'Abi Nader',
    businessName: 'Beirut Basics',
    location: 'Beirut - Achrafieh',
  },
  {
    userName: 'seller.tyretextiles',
    email: 'shop@tyretextiles.test',
    firstName: 'Hassan',
    lastName: 'Mroueh',
    businessName: 'Tyre Textiles',
    location: 'South Lebanon - Tyre',
  },
  {
    userName: 'seller.zahlekitchen',
    email: 'shop@zahlekitchen.test',
    firstName: 'Rana',
    lastName: 'Maalouf',
    businessName: 'Zahle Kitchen',
    location: 'Bekaa - Zahle',
  },
  {
    userName: 'seller.sidonsoap',
    email: 'shop@sidonsoap.test',
    firstName: 'Ahmad',
    lastName: 'Bizri',
    businessName: 'Sidon Soap Works',
    location: 'South Lebanon - Sidon',
  },
  {
    userName: 'seller.hamratech',
    email: 'shop@hamratech.test',
    firstName: 'Elie',
    lastName: 'Gemayel',
    businessName: 'Hamra Tech',
    location: 'Beirut - Hamra',
  },
  {
    userName: 'seller.batrounsports',
    email: 'shop@batrounsports.test',
    firstName: 'Marc',
    lastName: 'Harb',
    businessName: 'Batroun Sports',
    location: 'North Lebanon - Batroun',
  },
  {
    userName: 'seller.arztoys',
    email: 'shop@arztoys.test',
    firstName: 'Carla',
    lastName: 'Frem',
    businessName: 'Arz Toys',
    location: 'Keserwan-Jbeil - Jounieh',
  },
  {
    userName: 'seller.maktaba',
    email: 'shop@maktaba.test',
    firstName: 'Ziad',
    lastName: 'Karam',
    businessName: 'Maktaba Books',
    location: 'Mount Lebanon - Baabda',
  },
];

export const ADJECTIVES: [string, string][] = [
  ['Classic', 'كلاسيكي'],
  ['Handmade', 'مصنوع يدويًا'],
  ['Premium', 'فاخر'],
  ['Everyday', 'يومي'],
  ['Heritage', 'تراثي'],
  ['Modern', 'عصري'],
  ['Artisan', 'حرفي'],
  ['Essential', 'أساسي'],
  ['Deluxe', 'ديلوكس'],
  ['Lightweight', 'خفيف'],
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
