/**
 * Plain data for the demo history (seed-history.ts): the shops it adds, buyers' names, what the
 * desk and the sellers write, and the calendar of Lebanese shopping seasons.
 */

/** The first day of Ramadan (approximate, as announced): the month of the year's biggest peak. */
export const RAMADAN_STARTS = [
  '2024-03-11',
  '2025-03-01',
  '2026-02-18',
  '2027-02-08',
  '2028-01-28',
  '2029-01-16',
  '2030-01-05',
  '2030-12-26',
  '2031-12-15',
  '2032-12-04',
  '2033-11-23',
  '2034-11-12',
  '2035-11-01',
  '2036-10-20',
  '2037-10-09',
  '2038-09-29',
  '2039-09-18',
  '2040-09-06',
] as const;
export const RAMADAN_DAYS = 30;

export interface HistorySeller {
  userName: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  businessName: string;
  description: string;
  location: string;
  address: string;
  category: string;
  dataEntryChoice: 'self_managed' | 'product_managed';
  plan: 'regular' | 'premium' | 'gold';
  /** Days after the start of the history that the shop opened. */
  opensAfterDays: number;
  /** The names its products are sold under, English and Arabic. */
  label: [string, string];
}

/** The shops the history adds to the catalogue's twelve: both kinds, all three plans. */
export const HISTORY_SELLERS: HistorySeller[] = [
  {
    userName: 'seller.kanz',
    email: 'shop@kanzjewelry.test',
    phone: '+96170100001',
    firstName: 'Layal',
    lastName: 'Tannous',
    businessName: 'Kanz Jewelry',
    description: 'Gold and silver pieces made in Bourj Hammoud workshops.',
    location: 'Beirut - Achrafieh',
    address: 'Armenia Street, Mar Mikhael',
    category: 'Jewelry & Watches',
    dataEntryChoice: 'self_managed',
    plan: 'gold',
    opensAfterDays: 0,
    label: ['Kanz', 'كنز'],
  },
  {
    userName: 'seller.levanthome',
    email: 'hello@levanthome.test',
    phone: '+96170100002',
    firstName: 'Georges',
    lastName: 'Azar',
    businessName: 'Levant Home',
    description: 'Tableware, linen and lanterns for the Lebanese table.',
    location: 'Keserwan-Jbeil - Jounieh',
    address: 'Old souk, Jounieh',
    category: 'Home & Kitchen',
    dataEntryChoice: 'self_managed',
    plan: 'premium',
    opensAfterDays: 0,
    label: ['Levant', 'ليفانت'],
  },
  {
    userName: 'seller.yasmine',
    email: 'care@yasminebeauty.test',
    phone: '+96170100003',
    firstName: 'Yasmine',
    lastName: 'Chehab',
    businessName: 'Yasmine Beauty',
    description: 'Natural soaps, oils and creams from the Chouf.',
    location: 'Mount Lebanon - Beiteddine',
    address: 'Palace road, Beiteddine',
    category: 'Beauty & Personal Care',
    dataEntryChoice: 'product_managed',
    plan: 'gold',
    opensAfterDays: 20,
    label: ['Yasmine', 'ياسمين'],
  },
  {
    userName: 'seller.faraya',
    email: 'team@farayaoutdoor.test',
    phone: '+96170100004',
    firstName: 'Chadi',
    lastName: 'Rizk',
    businessName: 'Faraya Outdoor',
    description: 'Gear for the mountains: hiking, camping and ski.',
    location: 'Keserwan-Jbeil - Faraya',
    address: 'Main road, Faraya',
    category: 'Sports & Outdoors',
    dataEntryChoice: 'self_managed',
    plan: 'regular',
    opensAfterDays: 150,
    label: ['Faraya', 'فاريا'],
  },
  {
    userName: 'seller.sahtein',
    email: 'orders@sahtein.test',
    phone: '+96170100005',
    firstName: 'Mona',
    lastName: 'Hoteit',
    businessName: 'Sahtein Pantry',
    description: 'Mouneh from Lebanese villages: zaatar, kishk, jams and molasses.',
    location: 'South Lebanon - Nabatieh',
    address: 'Market street, Nabatieh',
    category: 'Food & Pantry',
    dataEntryChoice: 'product_managed',
    plan: 'premium',
    opensAfterDays: 45,
    label: ['Sahtein', 'صحتين'],
  },
];

/** How many products each added shop lists (clones of the catalogue's, under the shop's label). */
export const PRODUCTS_PER_HISTORY_SELLER = 14;

/** How much each shop sells next to the others; shops not named sell at 1. */
export const SELLER_POPULARITY: Record<string, number> = {
  'Saab Electronics': 1.7,
  'Hamra Tech': 1.5,
  'Cedar Crafts': 1.4,
  'Beirut Basics': 1.3,
  // Few but dear pieces: a gold band is worth twenty phone cases.
  'Kanz Jewelry': 0.6,
  'Levant Home': 1.2,
  'Sahtein Pantry': 1.1,
  'Maktaba Books': 0.7,
};

/** Categories that sell more in a season than the rest of the year. */
export const SEASONAL_CATEGORIES = {
  ramadan: ['Food & Pantry', 'Home & Kitchen', 'Clothing', 'Jewelry & Watches'],
  december: ['Toys & Games', 'Jewelry & Watches', 'Electronics', 'Beauty & Personal Care'],
  summer: ['Sports & Outdoors', 'Shoes', 'Bags & Accessories'],
} as const;

export const FIRST_NAMES = [
  'Rami',
  'Maya',
  'Ali',
  'Rita',
  'Fadi',
  'Hiba',
  'Sami',
  'Lara',
  'Jad',
  'Nadine',
  'Karim',
  'Dina',
  'Walid',
  'Nour',
  'Omar',
  'Yara',
  'Hadi',
  'Rana',
  'Tarek',
  'Lina',
  'Elie',
  'Zeina',
  'Bassam',
  'Mira',
  'Ziad',
  'Carla',
  'Hussein',
  'Joelle',
  'Marwan',
  'Petra',
  'Khaled',
  'Sandra',
  'Wissam',
  'Farah',
  'Georges',
  'Rasha',
  'Mohamad',
  'Christelle',
  'Ahmad',
  'Aya',
  'Charbel',
  'Reem',
  'Samer',
  'Tala',
  'Nabil',
  'Cynthia',
  'Youssef',
  'Ghina',
] as const;
export const LAST_NAMES = [
  'Haddad',
  'Khoury',
  'Saab',
  'Aoun',
  'Nassar',
  'Fares',
  'Daher',
  'Salameh',
  'Mansour',
  'Itani',
  'Chami',
  'Hamdan',
  'Karam',
  'Gemayel',
  'Frem',
  'Bizri',
  'Mroueh',
  'Maalouf',
  'Harb',
  'Abi Nader',
  'Sleiman',
  'Jaber',
  'Moussa',
  'Hajj',
  'Zein',
  'Sfeir',
  'Kassab',
  'Nasrallah',
  'Tabbara',
  'Ghanem',
  'Issa',
  'Baroud',
  'Khalil',
  'Najjar',
  'Rahme',
  'Shehadeh',
  'Fakhoury',
  'Yammine',
  'Awad',
  'Hobeika',
] as const;
export const STREETS = [
  'Rue Monot',
  'Hamra Street',
  'Bliss Street',
  'Main Road',
  'Rue Gouraud',
  'Church Street',
  'Old Souk',
  'Highway exit',
  'Mosque Street',
  'School Road',
  'Sea Road',
  'Rue Pasteur',
] as const;

export const SELLER_CANCEL_REASONS = [
  'Out of stock in this colour',
  'Could not reach the buyer to confirm',
  'Damaged in our storage',
  'No courier to this area this week',
] as const;

export const DESK_TEXTS = {
  return: [
    'The buyer wants to send it back: not as described.',
    'Wrong size received; the buyer asked for a return.',
    'Arrived broken; photos sent on WhatsApp.',
  ],
  partial: [
    'Small scratch on the item; the buyer keeps it for a partial refund.',
    'Colour differs from the photos; agreed on a partial refund.',
  ],
  desk: [
    'Parcel arrived opened and one piece is missing.',
    'The buyer was charged for a damaged item.',
    'Late by a week; the buyer asked for compensation.',
  ],
  question: [
    'Asked where the parcel is.',
    'Asked for an invoice with the company name.',
    'Wanted to change the delivery address.',
    'Asked how to pay the rest by OMT.',
  ],
  seller: [
    'Asks why last week\u2019s payout is lower.',
    'The courier did not pass for the pickup.',
    'A buyer refuses the parcel at the door.',
    'A listing shows the wrong photo.',
    'Cannot log in on the phone.',
  ],
  answers: [
    'Explained the commission and the cash netted; the seller agreed.',
    'Courier booked again for tomorrow morning.',
    'Solved on the phone.',
    'Fixed by data entry; the product is live again.',
  ],
  decline: ['The item was used; we cannot take it back.', 'Returned after the return window.'],
  accept: ['Received back in good condition.', 'Agreed with the buyer.'],
} as const;

/** What a seller calls its discount, by the season it runs in. */
export const PROMOTION_NOTES = {
  ramadan: 'Ramadan nights',
  eid: 'Eid offer',
  december: 'Christmas sale',
  summer: 'Summer sale',
  other: 'Clearing last season',
} as const;
