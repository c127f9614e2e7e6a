import { sql } from 'drizzle-orm';
import { LOCATION_LABELS } from '@souk/shared/locations';
import { queryRows, type Db } from '../src/db/client.ts';
import {
  ADJECTIVES,
  DEMO_BRAND_LINES,
  DEMO_CATEGORIES,
  HOUSE_BRANDS,
  inLine,
  MANUFACTURING_SOURCES,
  SHOP_LINES,
  type DemoNoun,
} from '../src/seeds/demo-catalog.ts';
import { HISTORY_SELLERS } from '../src/seeds/seed-history-data.ts';

interface Row {
  id: string;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  made_in: string;
  shop: string;
  brand: string | null;
  category: string;
  sub_category: string;
  images: { key: string; color: string | null }[];
}

const ARABIC = /[\u0600-\u06FF]/;
const LATIN = /[A-Za-z]/;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What a demo shop sells: the catalogue's shops' lines, the history's shops' category. */
const lineOf = (shop: string) =>
  SHOP_LINES[shop] ?? HISTORY_SELLERS.filter((seller) => seller.businessName === shop).map((seller) => seller.category);

/**
 * Everything on a freshly seeded demo that an evaluator would find wrong, one line each: a product sold by
 * a shop whose line of business is another, of a brand that makes other things (or another shop's own
 * label), without a name or a description in one of its languages, with an Arabic adjective of the wrong
 * gender, a photo of another kind of thing or in another colour, made where such things are not; a shop
 * in a place the checkout does not know. Empty when the demo makes sense.
 */
export async function demoIncoherences(db: Db): Promise<string[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select p.id, p.name, p.name_ar, p.description, p.description_ar, p.manufacturing_source as made_in,
      sp.business_name as shop, sp.business_location as location, b.name as brand,
      c.name_en as category, s.name_en as sub_category,
      coalesce((select json_agg(json_build_object('key', i.storage_key, 'color', col.name))
        from product_images i left join product_variants v on v.id = i.variant_id left join colors col on col.id = v.color_id
        where i.product_id = p.id), '[]') as images
    from products p
    join seller_profiles sp on sp.user_id = p.seller_id
    join categories c on c.id = p.category_id
    join categories s on s.id = p.sub_category_id
    left join brands b on b.id = p.brand_id`,
  );
  const problems: string[] = [];
  const names = new Map<string, number>();
  for (const row of rows) {
    const said = (problem: string) => problems.push(`${row.name} (${row.shop}, ${row.brand}): ${problem}`);
    names.set(row.name, (names.get(row.name) ?? 0) + 1);
    const line = lineOf(row.shop);
    if (!inLine(line, row.category, row.sub_category))
      said(`${row.sub_category} sold by a shop of ${line.join(', ') || 'no known line'}`);
    if (!row.brand) said('no brand');
    else {
      const makes = DEMO_BRAND_LINES[row.brand];
      if (!makes || !inLine(makes, row.category, row.sub_category))
        said(`brand ${row.brand} makes ${makes?.join(', ') ?? 'nothing known'}, not ${row.sub_category}`);
      const house = HOUSE_BRANDS[row.brand];
      if (house && house !== row.shop) said(`brand ${row.brand} is ${house}'s own label`);
    }
    if (!row.name.trim() || LATIN.test(row.name_ar) || !ARABIC.test(row.name_ar))
      said(`names "${row.name}" / "${row.name_ar}"`);
    if (!row.description.includes(row.name)) said('the English description does not name it');
    if (!row.description_ar.includes(row.name_ar) || !ARABIC.test(row.description_ar))
      said('the Arabic description does not name it');

    const category = DEMO_CATEGORIES.find((entry) => entry.en === row.category);
    const sub = category?.subs.find((entry) => entry.en === row.sub_category);
    // The longest English noun the name ends with: "Plush Bear", not "Bear".
    const noun = sub?.nouns
      .filter((candidate) => row.name.endsWith(candidate.en))
      .sort((a, b) => b.en.length - a.en.length)[0];
    if (!category || !sub || !noun) {
      said(`no demo noun of ${row.sub_category} in its name`);
      continue;
    }
    const adjective = Object.values(ADJECTIVES).find((entry) => row.name === `${entry.en} ${noun.en}`);
    if (adjective && !row.name_ar.includes(` ${adjective[noun.g]}`))
      said(`"${row.name_ar}": the adjective should read ${adjective[noun.g]}`);
    const places = sub.madeIn ?? category.madeIn ?? MANUFACTURING_SOURCES;
    if (!places.includes(row.made_in)) said(`${row.made_in}, not ${places.join(' or ')}`);
    const shape = noun.shape ?? sub.shape;
    for (const image of row.images)
      if (!new RegExp(`^demo/${shape}-${image.color ? slug(image.color) : '[a-z-]+'}(-\\d+)?$`).test(image.key))
        said(`photo ${image.key}, not a ${shape} in ${image.color}`);
  }
  for (const [name, count] of names) if (count > 1) problems.push(`${count} products named ${name}`);
  const shops = await queryRows<{ shop: string; location: string | null }>(
    db,
    sql`select business_name as shop, business_location as location from seller_profiles where status = 'active'`,
  );
  for (const shop of shops)
    if (!shop.location || !LOCATION_LABELS.includes(shop.location))
      problems.push(`${shop.shop} is in "${shop.location}"`);
  return problems;
}

/** The demo nouns whose declared gender contradicts their Arabic head word (a word ending in ta marbuta is feminine). */
export function nounGenderSlips(): string[] {
  const nouns: DemoNoun[] = DEMO_CATEGORIES.flatMap((category) => category.subs.flatMap((sub) => sub.nouns));
  return nouns
    .filter((noun) => noun.ar.split(' ')[0]!.endsWith('ة') && noun.g !== 'f')
    .map((noun) => `${noun.en} (${noun.ar}) is feminine`);
}
