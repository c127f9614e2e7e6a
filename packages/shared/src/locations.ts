/**
 * The static city list of spec 1 section 3: Lebanese cities by governorate, shown sorted by
 * governorate then name as 'governorate - city'. Coordinates are approximate city centres.
 */
export const GOVERNORATES = [
  'Beirut',
  'Mount Lebanon',
  'North Lebanon',
  'South Lebanon',
  'Bekaa',
  'Keserwan-Jbeil',
  'Baabda',
] as const;
export type Governorate = (typeof GOVERNORATES)[number];

export interface City {
  nameEn: string;
  nameAr: string;
  governorate: Governorate;
  coordinates: { lat: number; lng: number };
  tags: { population: number; postal_code: string };
}

const city = (
  nameEn: string,
  nameAr: string,
  governorate: Governorate,
  lat: number,
  lng: number,
  population: number,
  postal_code: string,
): City => ({
  nameEn,
  nameAr,
  governorate,
  coordinates: { lat, lng },
  tags: { population, postal_code },
});

export const CITIES: City[] = [
  city('Achrafieh', 'الأشرفية', 'Beirut', 33.8886, 35.5208, 80000, '1100'),
  city('Hamra', 'الحمرا', 'Beirut', 33.8965, 35.4823, 45000, '1103'),
  city('Mar Mikhael', 'مار مخايل', 'Beirut', 33.8962, 35.5242, 12000, '1100'),
  city('Verdun', 'فردان', 'Beirut', 33.8818, 35.4851, 30000, '1103'),
  city('Ras Beirut', 'رأس بيروت', 'Beirut', 33.9005, 35.4802, 40000, '1103'),
  city('Aley', 'عاليه', 'Mount Lebanon', 33.8107, 35.5975, 40000, '1501'),
  city('Beiteddine', 'بيت الدين', 'Mount Lebanon', 33.6947, 35.5797, 6000, '1503'),
  city('Broummana', 'برمانا', 'Mount Lebanon', 33.8822, 35.6236, 15000, '1202'),
  city('Deir el Qamar', 'دير القمر', 'Mount Lebanon', 33.6975, 35.5619, 4000, '1503'),
  city('Jal el Dib', 'جل الديب', 'Mount Lebanon', 33.9081, 35.5792, 25000, '1202'),
  city('Zalka', 'الزلقا', 'Mount Lebanon', 33.9069, 35.5694, 30000, '1202'),
  city('Tripoli', 'طرابلس', 'North Lebanon', 34.4367, 35.8497, 230000, '1300'),
  city('Batroun', 'البترون', 'North Lebanon', 34.2553, 35.6581, 15000, '1401'),
  city('Zgharta', 'زغرتا', 'North Lebanon', 34.3981, 35.8942, 30000, '1301'),
  city('Koura', 'الكورة', 'North Lebanon', 34.3333, 35.8167, 50000, '1302'),
  city('Sidon', 'صيدا', 'South Lebanon', 33.5631, 35.3689, 80000, '1600'),
  city('Tyre', 'صور', 'South Lebanon', 33.2705, 35.2038, 60000, '1601'),
  city('Nabatieh', 'النبطية', 'South Lebanon', 33.3772, 35.4836, 50000, '1700'),
  city('Jezzine', 'جزين', 'South Lebanon', 33.5431, 35.5847, 8000, '1602'),
  city('Zahle', 'زحلة', 'Bekaa', 33.8463, 35.902, 120000, '1801'),
  city('Baalbek', 'بعلبك', 'Bekaa', 34.0058, 36.2181, 82000, '1802'),
  city('Chtaura', 'شتورة', 'Bekaa', 33.8147, 35.8539, 10000, '1803'),
  city('Jounieh', 'جونيه', 'Keserwan-Jbeil', 33.9808, 35.6178, 100000, '1200'),
  city('Byblos', 'جبيل', 'Keserwan-Jbeil', 34.123, 35.6519, 40000, '1401'),
  city('Faraya', 'فاريا', 'Keserwan-Jbeil', 33.9792, 35.8211, 3000, '1204'),
  city('Baabda', 'بعبدا', 'Baabda', 33.8339, 35.5442, 15000, '1003'),
  city('Hazmieh', 'الحازمية', 'Baabda', 33.8503, 35.5369, 25000, '1003'),
  city('Chiyah', 'الشياح', 'Baabda', 33.8586, 35.5139, 60000, '1004'),
];

/** 'governorate - city', the form the spec shows and the checkout stores. */
export const locationLabel = (entry: Pick<City, 'governorate' | 'nameEn'>) => `${entry.governorate} - ${entry.nameEn}`;

export const SORTED_LOCATIONS = [...CITIES].sort(
  (a, b) => a.governorate.localeCompare(b.governorate) || a.nameEn.localeCompare(b.nameEn),
);
export const LOCATION_LABELS = SORTED_LOCATIONS.map(locationLabel);

const GOVERNORATES_AR: Record<Governorate, string> = {
  Beirut: 'بيروت',
  'Mount Lebanon': 'جبل لبنان',
  'North Lebanon': 'الشمال',
  'South Lebanon': 'الجنوب',
  Bekaa: 'البقاع',
  'Keserwan-Jbeil': 'كسروان وجبيل',
  Baabda: 'بعبدا',
};

export const governorateName = (governorate: Governorate, language: 'en' | 'ar') =>
  language === 'ar' ? GOVERNORATES_AR[governorate] : governorate;

/** A stored 'governorate - city' label as a reader sees it; the stored value stays English. */
export function locationName(label: string, language: 'en' | 'ar'): string {
  const entry = language === 'ar' ? CITIES.find((candidate) => locationLabel(candidate) === label) : undefined;
  return entry ? `${GOVERNORATES_AR[entry.governorate]} - ${entry.nameAr}` : label;
}

export function governorateOf(label: string): Governorate | undefined {
  return CITIES.find((entry) => locationLabel(entry) === label)?.governorate;
}
