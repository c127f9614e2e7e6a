import { z } from 'zod';
import { LOCATION_LABELS } from '../locations.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from './auth.ts';

const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();
const id = (message: string) => z.uuid(message);

/** The business fields of the seller signup payload (spec 2 sections 3 and 5) and of a profile change. */
export const sellerBusinessFields = {
  fullName: requiredText(MESSAGES.fullNameRequired, 100),
  businessName: requiredText(MESSAGES.businessNameRequired, 100),
  // Optional, but when given exactly 8 digits (the +961 number without its prefix).
  businessPhone: z
    .string()
    .trim()
    .regex(/^(\d{8})?$/, MESSAGES.businessPhoneEightDigits)
    .optional(),
  businessEmail: z.union([z.literal(''), z.email(MESSAGES.loginEmailInvalid).max(254)]).optional(),
  businessDescription: z
    .string({ error: MESSAGES.businessDescriptionRequired })
    .trim()
    .min(1, MESSAGES.businessDescriptionRequired)
    .max(255, MESSAGES.businessDescriptionMax),
  communicationMethod: z.enum(['email', 'phone', 'whatsapp'], MESSAGES.communicationMethodRequired),
  productCategory: id(MESSAGES.productCategoryRequired),
  productSubCategory: id(MESSAGES.productSubCategoryRequired),
  businessLocation: z.enum(LOCATION_LABELS as [string, ...string[]], MESSAGES.sellerLocationRequired),
  businessAddress: optionalText(200),
};

export const sellerSignupSchema = z.object({ ...sellerBusinessFields });
export type SellerSignupInput = z.input<typeof sellerSignupSchema>;

/** Spec 2 section 3: self_managed, or any `{product}_managed` (default product_managed). */
export const onboardingChoiceSchema = z.object({
  dataEntryChoice: z
    .string()
    .trim()
    .regex(/^(self|[a-z]+)_managed$/, 'Choose self_managed or product_managed')
    .max(40)
    .default('product_managed'),
  preferredCommunication: z.enum(['email', 'phone', 'whatsapp'], MESSAGES.communicationMethodRequired),
});
export type OnboardingChoiceInput = z.input<typeof onboardingChoiceSchema>;

/** A profile change asked for by the seller: any of the business fields, at least one. */
export const sellerUpdateSchema = z
  .object({
    businessName: sellerBusinessFields.businessName.optional(),
    businessPhone: sellerBusinessFields.businessPhone,
    businessEmail: sellerBusinessFields.businessEmail,
    businessDescription: sellerBusinessFields.businessDescription.optional(),
    /** The shop page's description in Arabic (issue 40); empty shows the English one. */
    businessDescriptionAr: z.string().trim().max(255, MESSAGES.businessDescriptionMax).optional(),
    communicationMethod: sellerBusinessFields.communicationMethod.optional(),
    productCategory: sellerBusinessFields.productCategory.optional(),
    productSubCategory: sellerBusinessFields.productSubCategory.optional(),
    businessLocation: sellerBusinessFields.businessLocation.optional(),
    businessAddress: sellerBusinessFields.businessAddress,
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: MESSAGES.nothingToUpdate });
export type SellerUpdateInput = z.input<typeof sellerUpdateSchema>;

export const SELLER_STATUS_CHOICES = ['active', 'suspended'] as const;
export const SELLER_PLAN_CHOICES = ['regular', 'premium', 'gold'] as const;
/** Who lists a shop's products, as staff set it once onboarding is over: the seller, or Souk's team. */
export const SELLER_MANAGEMENT_CHOICES = ['self_managed', 'product_managed'] as const;
