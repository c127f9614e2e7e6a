import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { MESSAGES } from '@souk/shared/messages';
import {
  MAX_ADDRESSES,
  UPDATE_STEPS,
  type UpdateChannel,
  type UpdatePreferences,
  type UpdateStep,
} from '@souk/shared/schemas/addresses';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/envelope.ts';
import { users } from '../auth/auth.tables.ts';
import { buyerAddresses, updatePreferences } from './addresses.tables.ts';

type AddressRow = typeof buyerAddresses.$inferSelect;

/** The fields a buyer keeps, with the phone as typed (8 digits); stored with +961. */
export interface AddressFields {
  label: string;
  location: string;
  city: string;
  streetAddress: string;
  building: string;
  floor: string;
  notes: string;
  phone: string;
}

const withPrefix = (phone: string) => `+961${phone}`;

export function addressView(row: AddressRow) {
  return {
    _id: row.id,
    label: row.label,
    location: row.location,
    city: row.city,
    streetAddress: row.streetAddress,
    building: row.building,
    floor: row.floor,
    notes: row.notes,
    /** 8 digits, as the forms take it. */
    phone: row.phone.replace(/^\+961/, ''),
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The default first, then the newest. */
export async function listAddresses(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(buyerAddresses)
    .where(eq(buyerAddresses.userId, userId))
    .orderBy(desc(buyerAddresses.isDefault), desc(buyerAddresses.createdAt));
  return rows.map(addressView);
}

/** The buyer's own address, or 404 for anyone else's (no one learns it exists). */
export async function ownAddress(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.id, id), eq(buyerAddresses.userId, userId)));
  if (!row) throw new HttpError(404, MESSAGES.addressNotFound);
  return row;
}

/** Locks the buyer's row so two saves at once count and choose the default one after the other. */
const lockBuyer = (tx: Db, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

async function makeDefault(tx: Db, userId: string, id: string) {
  await tx
    .update(buyerAddresses)
    .set({ isDefault: false })
    .where(and(eq(buyerAddresses.userId, userId), eq(buyerAddresses.isDefault, true), ne(buyerAddresses.id, id)));
  await tx.update(buyerAddresses).set({ isDefault: true }).where(eq(buyerAddresses.id, id));
}

/** A new address; the first one, or one asked to be, becomes the default. At most MAX_ADDRESSES. */
export async function addAddress(db: Db, userId: string, input: AddressFields & { isDefault: boolean }) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const [kept] = await tx.select({ total: count() }).from(buyerAddresses).where(eq(buyerAddresses.userId, userId));
    const total = kept?.total ?? 0;
    if (total >= MAX_ADDRESSES) throw new HttpError(409, MESSAGES.addressBookFull);
    const { isDefault, ...fields } = input;
    const [row] = await tx
      .insert(buyerAddresses)
      .values({ ...fields, phone: withPrefix(fields.phone), userId })
      .returning();
    if (isDefault || total === 0) await makeDefault(tx, userId, row!.id);
    return addressView({ ...row!, isDefault: isDefault || total === 0 });
  });
}

export async function updateAddress(db: Db, userId: string, id: string, input: AddressFields & { isDefault: boolean }) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    await ownAddress(tx, userId, id);
    const { isDefault, ...fields } = input;
    const [row] = await tx
      .update(buyerAddresses)
      .set({ ...fields, phone: withPrefix(fields.phone), updatedAt: new Date() })
      .where(eq(buyerAddresses.id, id))
      .returning();
    if (isDefault && !row!.isDefault) await makeDefault(tx, userId, id);
    return addressView({ ...row!, isDefault: isDefault || row!.isDefault });
  });
}

export async function setDefaultAddress(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    await ownAddress(tx, userId, id);
    await makeDefault(tx, userId, id);
  });
}

/** Deleting the default hands it to the newest address left, so a book with addresses keeps one. */
export async function deleteAddress(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, userId);
    const row = await ownAddress(tx, userId, id);
    await tx.delete(buyerAddresses).where(eq(buyerAddresses.id, id));
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: buyerAddresses.id })
      .from(buyerAddresses)
      .where(eq(buyerAddresses.userId, userId))
      .orderBy(desc(buyerAddresses.createdAt), asc(buyerAddresses.id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  });
}

/** Every step, 'none' where the buyer chose no channel. */
export async function getUpdatePreferences(db: Db, userId: string): Promise<UpdatePreferences> {
  const rows = await db.select().from(updatePreferences).where(eq(updatePreferences.userId, userId));
  const chosen = new Map(rows.map((row) => [row.step, row.channel as UpdateChannel]));
  return Object.fromEntries(UPDATE_STEPS.map((step) => [step, chosen.get(step) ?? 'none'])) as UpdatePreferences;
}

export async function saveUpdatePreferences(db: Db, userId: string, choices: UpdatePreferences) {
  await db.transaction(async (tx) => {
    await tx.delete(updatePreferences).where(eq(updatePreferences.userId, userId));
    const rows = UPDATE_STEPS.filter((step) => choices[step] !== 'none').map((step) => ({
      userId,
      step,
      channel: choices[step],
    }));
    if (rows.length) await tx.insert(updatePreferences).values(rows);
  });
  return getUpdatePreferences(db, userId);
}

/** The channel the buyer wants this step by, if any (read in the notifying transaction). */
export async function updateChannelFor(db: Db, userId: string, step: UpdateStep) {
  const [row] = await db
    .select({ channel: updatePreferences.channel })
    .from(updatePreferences)
    .where(and(eq(updatePreferences.userId, userId), eq(updatePreferences.step, step)));
  return row?.channel as Exclude<UpdateChannel, 'none'> | undefined;
}

/**
 * Checkout's "keep this address": saved unless the book already holds the same place or is full
 * (the order is placed all the same). Whether it was saved.
 */
export async function keepCheckoutAddress(db: Db, userId: string, fields: AddressFields) {
  const same = (await listAddresses(db, userId)).some(
    (row) =>
      row.location === fields.location &&
      row.city === fields.city &&
      row.streetAddress === fields.streetAddress &&
      row.building === fields.building &&
      row.floor === fields.floor &&
      row.phone === fields.phone,
  );
  if (same) return false;
  try {
    await addAddress(db, userId, { ...fields, isDefault: false });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}
