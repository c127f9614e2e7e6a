import { eq, inArray } from 'drizzle-orm';
import { users } from '../modules/auth/auth.tables.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import {
  brands,
  categories,
  colors,
  productImages,
  products,
  productVariants,
  reviews,
} from '../modules/catalog/catalog.tables.ts';
import { indexSearchTerms, searchTextOf } from '../modules/catalog/catalog.service.ts';
import { banners, sponsors } from '../modules/home/home.tables.ts';
import { sellerProfiles } from '../modules/sellers/sellers.tables.ts';
import type { ObjectStorage } from '../integrations/storage/storage.ts';
import type { Db } from '../db/client.ts';
import {
  ADJECTIVES,
  DEMO_BRAND_LINES,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_COLORS,
  DEMO_SELLERS,
  DEMO_SIZES,
  HOUSE_BRANDS,
  inLine,
  MANUFACTURING_SOURCES,
  REVIEW_TEXTS,
  SHOP_LINES,
  type DemoAdjective,
  type DemoCategory,
  type DemoNoun,
  type DemoSubCategory,
  type Shape,
} from './demo-catalog.ts';
import { bannerSvg, demoImageKey, PHOTO_VIEWS, productSvg, storeDemoImage, storeDemoImages } from './demo-images.ts';

export const DEMO_PRODUCT_COUNT = 400;

/** Deterministic randomness: the same demo catalogue on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
/** Shop prices: whole dollars ending in .99 or .00. */
const shopPrice = (dollars: number) => Math.max(1, Math.round(dollars)) * 100 - (dollars > 10 ? 1 : 0);

/** A brand as a sentence names it: "hamra tech" is "Hamra Tech" ("cedar & co", "Cedar & Co"). */
export const brandLabel = (brand: string) =>
  brand.replace(/(^|\s)(\p{L})/gu, (_, space, letter) => space + letter.toUpperCase());

/** A demo product's description in both languages: who makes it, what this kind of thing offers, how it comes. */
export function demoDescription(
  product: { name: string; nameAr: string; brand: string },
  category: Pick<DemoCategory, 'blurb'>,
): { description: string; descriptionAr: string } {
  const brand = brandLabel(product.brand);
  return {
    description: `${product.name} by ${brand}. ${category.blurb[0]} Checked before shipping and delivered anywhere from Beirut to Tyre; cash on delivery available.`,
    descriptionAr: `${product.nameAr} من ${brand}. ${category.blurb[1]} فحص قبل الشحن وتوصيل إلى كل المناطق من بيروت إلى صور، مع إمكانية الدفع عند الاستلام.`,
  };
}

/**
 * A demo product's names: the adjective follows the Arabic noun and agrees with it in gender
 * ("حقيبة ظهر خفيفة", not "خفيف"), before any tail ("زيت زيتون فاخر من الكورة").
 */
export function demoProductName(noun: DemoNoun, adjective: DemoAdjective) {
  return {
    name: `${adjective.en} ${noun.en}`,
    nameAr: [noun.ar, adjective[noun.g], noun.tail].filter(Boolean).join(' '),
  };
}

/** The adjectives that suit a sub-category's products. */
export const adjectivesOf = (category: DemoCategory, sub: DemoSubCategory): DemoAdjective[] =>
  (sub.adjectives ?? category.adjectives).map((key) => ADJECTIVES[key]);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/** Where a product may be made: its sub-category's or category's places, only Lebanon for a local craft. */
function madeIn(category: DemoCategory, sub: DemoSubCategory, adjective: DemoAdjective) {
  const places = sub.madeIn ?? category.madeIn ?? MANUFACTURING_SOURCES;
  return adjective.local && places.includes('Made in Lebanon') ? ['Made in Lebanon'] : places;
}

/**
 * The demo catalogue: categories, brands, colours, twelve shops, 400 products with variants,
 * generated photos, reviews, banners and sponsors. `demoSellerIds` are the two demo sellers. Each
 * product is sold by a shop whose line holds its category and made by a brand that makes such things.
 */
export async function seedCatalog(
  db: Db,
  storage: ObjectStorage,
  demoSellerIds: string[],
  productCount = DEMO_PRODUCT_COUNT,
): Promise<void> {
  const random = seededRandom(2026);

  const colorRows = await db
    .insert(colors)
    .values(
      DEMO_COLORS.map((color) => ({
        name: color.name,
        nameAr: color.ar,
        colorFamily: color.family,
        hexCode: color.hex,
      })),
    )
    .returning();
  const colorByName = new Map(colorRows.map((row) => [row.name, row]));
  const brandRows = await db
    .insert(brands)
    .values(
      DEMO_BRANDS.map((name) => ({
        name,
        description: `${brandLabel(name)}: ${DEMO_BRAND_LINES[name]!.join(', ').toLowerCase()}.`,
      })),
    )
    .returning();

  const sellerHash = await hashPassword('Souk@2026');
  const extraSellers = await db
    .insert(users)
    .values(
      DEMO_SELLERS.map((seller) => ({
        userName: seller.userName,
        email: seller.email,
        firstName: seller.firstName,
        lastName: seller.lastName,
        passwordHash: sellerHash,
        accountTypes: ['buyer', 'seller_managed'],
      })),
    )
    .returning({ id: users.id });
  await db.insert(sellerProfiles).values(
    DEMO_SELLERS.map((seller, index) => ({
      userId: extraSellers[index]!.id,
      fullName: `${seller.firstName} ${seller.lastName}`,
      businessName: seller.businessName,
      businessEmail: seller.email,
      dataEntryChoice: 'product_managed',
      communicationMethod: 'email',
      businessLocation: seller.location,
      businessDescription: seller.description,
      status: 'active',
    })),
  );
  const sellerIds = [...demoSellerIds, ...extraSellers.map((row) => row.id)];
  const shops = await db
    .select({ id: sellerProfiles.userId, businessName: sellerProfiles.businessName })
    .from(sellerProfiles)
    .where(inArray(sellerProfiles.userId, sellerIds));
  const shopNames = new Map(shops.map((shop) => [shop.id, shop.businessName]));
  const reviewers = await db
    .insert(users)
    .values(
      Array.from({ length: 12 }, (_, index) => ({
        userName: `reviewer${index + 1}`,
        email: `reviewer${index + 1}@souk.test`,
        firstName: ['Maya', 'Ali', 'Rita', 'Fadi', 'Hiba', 'Sami', 'Lara', 'Jad', 'Nadine', 'Karim', 'Dina', 'Walid'][
          index
        ]!,
        lastName: 'S.',
        passwordHash: sellerHash,
      })),
    )
    .returning({ id: users.id });

  // Categories; each product's photos are drawn below, in the shape of its own kind of thing.
  const subs: {
    id: string;
    categoryId: string;
    category: (typeof DEMO_CATEGORIES)[number];
    sub: (typeof DEMO_CATEGORIES)[number]['subs'][number];
    /** The shops whose line holds the sub-category, in the order its products are dealt to them. */
    sellerIds: string[];
    hue: number;
  }[] = [];
  for (const [index, category] of DEMO_CATEGORIES.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({
        nameEn: category.en,
        nameAr: category.ar,
        icon: category.icon,
        hasSizes: category.hasSizes ?? false,
        sortOrder: index,
      })
      .returning();
    const children = await db
      .insert(categories)
      .values(
        category.subs.map((sub, subIndex) => ({
          parentId: parent!.id,
          nameEn: sub.en,
          nameAr: sub.ar,
          sortOrder: subIndex,
          hasSizes: category.hasSizes ?? false,
        })),
      )
      .returning();
    // Each shop's profile names the category of its line's first entry: what the desk and the shop's page say it sells.
    for (const sellerId of sellerIds) {
      const first = SHOP_LINES[shopNames.get(sellerId) ?? '']?.[0];
      if (category.en === first || category.subs.some((sub) => sub.en === first))
        await db
          .update(sellerProfiles)
          .set({ productCategoryId: parent!.id })
          .where(eq(sellerProfiles.userId, sellerId));
    }
    category.subs.forEach((sub, subIndex) => {
      const selling = sellerIds.filter((id) => inLine(SHOP_LINES[shopNames.get(id) ?? ''] ?? [], category.en, sub.en));
      if (!selling.length) throw new Error(`No demo shop sells ${category.en} / ${sub.en} (SHOP_LINES).`);
      subs.push({
        id: children[subIndex]!.id,
        categoryId: parent!.id,
        category,
        sub,
        sellerIds: selling,
        hue: (index * 30) % 360,
      });
    });
  }

  // Products and variants.
  const photoOf = new Map<string, { shape: Shape; hue: number }>();
  const productRows: (typeof products.$inferInsert)[] = [];
  const variantRows: (typeof productVariants.$inferInsert & { colorName: string })[] = [];
  for (let index = 0; index < productCount; index++) {
    const entry = subs[index % subs.length]!;
    // The sub-category's k-th product: its kind cycles through the nouns, its adjective every second product.
    const ordinal = Math.floor(index / subs.length);
    const noun = entry.sub.nouns[ordinal % entry.sub.nouns.length]!;
    const adjectives = adjectivesOf(entry.category, entry.sub);
    const adjective = adjectives[Math.floor(ordinal / 2) % adjectives.length]!;
    const sellerId = entry.sellerIds[ordinal % entry.sellerIds.length]!;
    const shopName = shopNames.get(sellerId);
    // A brand that makes this kind of thing and is no other shop's own label; one draw, as before, keeps the rest of the catalogue as it was.
    const brand = random.pick(
      brandRows.filter(
        (row) =>
          inLine(DEMO_BRAND_LINES[row.name]!, entry.category.en, entry.sub.en) &&
          (HOUSE_BRANDS[row.name] ?? shopName) === shopName,
      ),
    );
    const id = crypto.randomUUID();
    photoOf.set(id, { shape: noun.shape ?? entry.sub.shape, hue: entry.hue });
    const { name, nameAr } = demoProductName(noun, adjective);
    const basePrice = entry.sub.price[0] + random.next() * (entry.sub.price[1] - entry.sub.price[0]);
    const colorCount = entry.category.hasSizes ? 2 : random.int(1, 3);
    const palette = [...entry.category.palette].sort(() => random.next() - 0.5).slice(0, colorCount);
    const sizes = entry.category.hasSizes ? DEMO_SIZES.slice(0, random.int(2, 4)) : [null];
    const discounted = random.chance(0.35);
    let sortOrder = 0;
    for (const colorName of palette) {
      for (const size of sizes) {
        const price = shopPrice(basePrice * (size === 'XL' ? 1.05 : 1));
        const original = discounted ? shopPrice((price / 100) * (1 + random.int(8, 60) / 100)) : null;
        variantRows.push({
          productId: id,
          colorId: colorByName.get(colorName)!.id,
          colorName,
          size,
          sku: `SK-${String(index + 1).padStart(5, '0')}-${slug(colorName).slice(0, 3).toUpperCase()}${size ? `-${size}` : ''}`,
          priceCents: price,
          originalPriceCents: original && original > price ? original : null,
          quantity: random.chance(0.06) ? 0 : random.chance(0.1) ? random.int(1, 4) : random.int(5, 80),
          sortOrder: sortOrder++,
        });
      }
    }
    productRows.push({
      id,
      sellerId,
      name,
      nameAr,
      ...demoDescription({ name, nameAr, brand: brand.name }, entry.category),
      manufacturingSource: random.pick(madeIn(entry.category, entry.sub, adjective)),
      gender: entry.sub.gender ?? 'unisex',
      categoryId: entry.categoryId,
      subCategoryId: entry.id,
      brandId: brand.id,
      isTodayDeal: discounted && random.chance(0.35),
      isFeatured: random.chance(0.1),
      isTrending: random.chance(0.1),
      salesCount: random.int(0, 400),
      searchText: searchTextOf({
        name,
        nameAr,
        brand: brand.name,
        category: [entry.category.en, entry.category.ar],
        subCategory: [entry.sub.en, entry.sub.ar],
      }),
      createdAt: new Date(Date.now() - random.int(0, 180) * 86_400_000),
    });
  }
  // Listing columns derived from the variants, as the catalogue service keeps them.
  for (const product of productRows) {
    const own = variantRows.filter((variant) => variant.productId === product.id);
    product.minPriceCents = Math.min(...own.map((variant) => variant.priceCents));
    product.maxPriceCents = Math.max(...own.map((variant) => variant.priceCents));
    product.totalQuantity = own.reduce((sum, variant) => sum + (variant.quantity ?? 0), 0);
    product.maxDiscountPercent = Math.max(
      0,
      ...own.map((variant) =>
        variant.originalPriceCents
          ? Math.round(((variant.originalPriceCents - variant.priceCents) / variant.originalPriceCents) * 100)
          : 0,
      ),
    );
  }

  /** Storage key to SVG, one per shape and colour; drawn after the rows are in, several at a time. */
  const photoJobs = new Map<string, string>();
  await db.transaction(async (tx) => {
    await insertChunked(productRows, (chunk) => tx.insert(products).values(chunk));
    await indexSearchTerms(
      tx,
      productRows.map((product) => product.searchText!),
    );
    const inserted: { id: string; productId: string; colorId: string | null }[] = [];
    await insertChunked(variantRows, async (chunk) => {
      inserted.push(
        ...(await tx
          .insert(productVariants)
          .values(chunk.map(({ colorName: _colorName, ...variant }) => variant))
          .returning({
            id: productVariants.id,
            productId: productVariants.productId,
            colorId: productVariants.colorId,
          })),
      );
    });
    // Each product colour has PHOTO_VIEWS pictures of the product's own kind of thing, on the colour's first variant.
    const seen = new Set<string>();
    const imageRows: (typeof productImages.$inferInsert)[] = [];
    const sortOrders = new Map<string, number>();
    for (const variant of inserted) {
      const color = colorRows.find((row) => row.id === variant.colorId)!;
      const marker = `${variant.productId}:${color.name}`;
      if (seen.has(marker)) continue;
      seen.add(marker);
      const product = productRows.find((row) => row.id === variant.productId)!;
      const { shape, hue } = photoOf.get(variant.productId)!;
      const key = `demo/${shape}-${slug(color.name)}`;
      if (!photoJobs.has(key)) photoJobs.set(key, productSvg(shape, color.hexCode, hue));
      for (let view = 0; view < PHOTO_VIEWS.length; view++) {
        const sortOrder = sortOrders.get(variant.productId) ?? 0;
        sortOrders.set(variant.productId, sortOrder + 1);
        const storageKey = demoImageKey(key, view, PHOTO_VIEWS.length);
        imageRows.push({
          productId: variant.productId,
          variantId: variant.id,
          storageKey,
          altText: `${product.name} in ${color.name}`,
          sortOrder,
        });
      }
    }
    await insertChunked(imageRows, (chunk) => tx.insert(productImages).values(chunk));

    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    for (const product of productRows) {
      const count = random.chance(0.25) ? 0 : random.int(1, 8);
      const authors = [...reviewers].sort(() => random.next() - 0.5).slice(0, count);
      for (const author of authors) {
        const [rating, comment] = random.pick(REVIEW_TEXTS);
        reviewRows.push({
          productId: product.id!,
          userId: author.id,
          rating,
          comment,
          likesCount: 0,
          createdAt: new Date(Date.now() - random.int(0, 90) * 86_400_000),
        });
      }
      const own = reviewRows.filter((review) => review.productId === product.id);
      product.reviewCount = own.length;
      product.ratingAverage = own.length
        ? Math.round((own.reduce((sum, review) => sum + review.rating, 0) / own.length) * 100) / 100
        : 0;
    }
    await insertChunked(reviewRows, (chunk) => tx.insert(reviews).values(chunk));
    for (const product of productRows) {
      if (product.reviewCount) {
        await tx
          .update(products)
          .set({ reviewCount: product.reviewCount, ratingAverage: product.ratingAverage! })
          .where(eq(products.id, product.id!));
      }
    }
  });
  await storeDemoImages(storage, [...photoJobs], PHOTO_VIEWS);

  const bannerKeys = ['demo/banner-1', 'demo/banner-2', 'demo/banner-3'];
  for (const [index, key] of bannerKeys.entries())
    await storeDemoImage(storage, key, bannerSvg([150, 20, 200][index]!));
  await db.insert(banners).values([
    {
      title: 'Made in Lebanon',
      titleAr: 'صُنع في لبنان',
      description: 'Crafts, food and fashion from local makers',
      descriptionAr: 'حرف وطعام وأزياء من صانعين محليين',
      imageKeys: [bannerKeys[0]!],
      linkUrl: '/all-products?query=handmade',
      sortOrder: 0,
    },
    {
      title: "Today's Deals",
      titleAr: 'عروض اليوم',
      description: 'Up to 60% off, cash on delivery',
      descriptionAr: 'خصومات حتى 60% مع الدفع عند الاستلام',
      imageKeys: [bannerKeys[1]!],
      linkUrl: '/#deals',
      sortOrder: 1,
    },
    {
      title: 'Back to School',
      titleAr: 'العودة إلى المدرسة',
      description: 'Backpacks, notebooks and more',
      descriptionAr: 'حقائب ودفاتر والمزيد',
      imageKeys: [bannerKeys[2]!],
      linkUrl: '/all-products?query=backpack',
      sortOrder: 2,
    },
  ]);
  // Each sponsor's logo is its own drawing: one of the product shapes in the sponsor's colour.
  const sponsorLogos = [
    ['phoenicia', 'bottle', '#556B2F'],
    ['hamra tech', 'phone', '#1F2937'],
    ['sidon soap works', 'bottle', '#C2185B'],
    ['zahle kitchen', 'jar', '#6B8E23'],
    ['arz toys', 'cube', '#FF7F50'],
    ['kanz jewelry', 'ring', '#D4AF37'],
  ] as const;
  for (const [index, [, shape, hex]] of sponsorLogos.entries())
    await storeDemoImage(storage, `demo/sponsor-${index}`, productSvg(shape, hex, 40 + index * 50));
  await db
    .insert(sponsors)
    .values(sponsorLogos.map(([name], index) => ({ name, logoKey: `demo/sponsor-${index}`, sortOrder: index })));
}
