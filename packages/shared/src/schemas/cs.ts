import { z } from 'zod';
import { LOCATION_LABELS } from '../locations.ts';
import { MESSAGES } from '../messages.ts';

/** Spec 3 sections 3 to 9: the customer-service desk's payloads. */

export const TICKET_TYPES = ['buyer', 'seller'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];
export const TICKET_STATUSES = ['pending', 'escalated', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Section 9: the ticket list's page size. */
export const TICKET_PAGE_SIZE = 6;
export const ISSUE_USER_TYPES = ['client', 'seller', 'manager'] as const;
/**
 * The desk's starting issue types (the demo seeds them), each with the key of its name in the web
 * app's languages. A ticket's issue is one of the desk's issue types of its side (client for a
 * buyer's ticket, seller for a seller's), as managers keep them; one they add is shown as written.
 */
export const DESK_ISSUE_TYPES = {
  client: {
    'Damaged item': 'damagedItem',
    'Wrong item received': 'wrongItem',
    'Missing item': 'missingItem',
    'Late delivery': 'lateDelivery',
    'Refund request': 'refundRequest',
    'Return request': 'returnRequest',
    'Payment problem': 'paymentProblem',
  },
  seller: {
    'Payout question': 'payoutQuestion',
    'Order dispute': 'orderDispute',
    'Listing problem': 'listingProblem',
    'Account access': 'accountAccess',
    'Delivery pickup': 'deliveryPickup',
  },
} as const satisfies Record<'client' | 'seller', Record<string, string>>;
const ISSUE_NAME_KEYS = new Map<string, string>(
  Object.values(DESK_ISSUE_TYPES).flatMap((names) =>
    Object.entries(names).map(([value, key]) => [value.toLowerCase(), key]),
  ),
);
/** The translation key (under `issueTypes.`) of a starting issue type, whatever its case; none for one managers added. */
export const issueTypeNameKey = (value: string | null | undefined): string | undefined =>
  value ? ISSUE_NAME_KEYS.get(value.trim().toLowerCase()) : undefined;
/** Section 5: FAQ categories. */
export const FAQ_CATEGORIES = [
  'general',
  'orders',
  'payments',
  'shipping',
  'returns&refunds',
  'account',
  'selling',
] as const;
export const FAQ_TYPES = ['buyer', 'seller'] as const;
/** Section 4: what closing a ticket did. */
export const CLOSE_ACTIONS = ['refund', 'return', 'account'] as const;
export const CS_NOTIFICATION_CATEGORIES = ['buyer_related', 'seller_related', 'management_related'] as const;
export type CsNotificationCategory = (typeof CS_NOTIFICATION_CATEGORIES)[number];

/** Section 5: the phone typed after +961, digits (and a plus) only, at most 8. */
export const lookupPhoneSchema = z
  .string()
  .trim()
  .min(1, MESSAGES.csPhoneRequired)
  .regex(/^\+?\d{1,8}$/, MESSAGES.csPhoneInvalid)
  .transform((value) => value.replace('+', ''));

/** `priority` is sent as the string 'true' or 'false' (section 3). */
const priority = z.preprocess((value) => value === true || value === 'true', z.boolean());
const notes = z.string().trim().max(400, MESSAGES.csTextTooLong);

export const buyerTicketSchema = z.object({
  customerPhone: z.string().trim().max(20).optional(),
  customerName: z.string().trim().max(120).optional(),
  ticketType: z.literal('buyer').default('buyer'),
  userId: z.uuid(MESSAGES.csNoUserFound),
  orderId: z.uuid(MESSAGES.csNoOrdersUser),
  // One item id, sent as a list by the form (section 3).
  selectedItems: z.preprocess(
    (value) => (Array.isArray(value) ? value : value ? [value] : []),
    z.array(z.uuid(MESSAGES.csSelectItem)).min(1, MESSAGES.csSelectItem).max(1, MESSAGES.csSelectItem),
  ),
  issueType: z.string({ error: MESSAGES.csIssueRequired }).trim().min(1, MESSAGES.csIssueRequired).max(120),
  notes: notes.default(''),
  priority: priority.default(false),
});
export type BuyerTicketInput = z.output<typeof buyerTicketSchema>;

export const sellerTicketSchema = z.object({
  phone: z.string().trim().max(20).optional(),
  customerName: z.string().trim().max(120).optional(),
  ticketType: z.literal('seller').default('seller'),
  userId: z.uuid(MESSAGES.csNoSellerFound).optional(),
  sellerId: z.uuid(MESSAGES.csNoSellerFound),
  sellerName: z.string().trim().max(120).optional(),
  orderId: z.uuid(MESSAGES.csNoOrdersSeller),
  issueType: z.string({ error: MESSAGES.csIssueRequired }).trim().min(1, MESSAGES.csIssueRequired).max(120),
  description: notes.default(''),
  priority: priority.default(false),
});
export type SellerTicketInput = z.output<typeof sellerTicketSchema>;

const isoDate = z.iso.date({ error: MESSAGES.csDatesInvalid });

export const ticketListQuerySchema = z
  .object({
    ticketType: z.enum(TICKET_TYPES).default('buyer'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(TICKET_PAGE_SIZE),
    status: z.enum(TICKET_STATUSES).optional(),
    issueType: z.string().trim().max(120).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    priority: z.enum(['true', 'false']).optional(),
    search: z.string().trim().max(40).optional(),
    sellerName: z.string().trim().max(120).optional(),
    agentId: z.uuid().optional(),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    message: MESSAGES.csDatesInvalid,
    path: ['dateTo'],
  });
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

export const closeTicketSchema = z.object({
  actionTaken: z.enum(CLOSE_ACTIONS, { error: MESSAGES.csActionRequired }),
  refundPercentage: z.coerce
    .number({ error: MESSAGES.csRefundPercentage })
    .int(MESSAGES.csRefundPercentage)
    .min(0, MESSAGES.csRefundPercentage)
    .max(100, MESSAGES.csRefundPercentage)
    .optional(),
  note: notes.optional(),
});

export const escalateTicketSchema = z.object({
  escalationNote: notes.default(''),
  escalatedTo: z.uuid().optional(),
  managerId: z.uuid().optional(),
});

export const ticketStatusSchema = z.object({ status: z.literal('pending', { error: MESSAGES.csPendingManagerOnly }) });

export const mentionSchema = z.object({
  mentionNote: z
    .string({ error: MESSAGES.csMentionNoteRequired })
    .trim()
    .min(1, MESSAGES.csMentionNoteRequired)
    .max(400, MESSAGES.csTextTooLong),
  mentionedAgentId: z.uuid(MESSAGES.csAgentNotFound),
});

export const issueTypeSchema = z.object({
  userType: z.enum(ISSUE_USER_TYPES, { error: MESSAGES.csIssueSideRequired }),
  value: z
    .string({ error: MESSAGES.csIssueRequired })
    .trim()
    .min(1, MESSAGES.csIssueRequired)
    .max(400, MESSAGES.csTextTooLong),
  label: z.string().trim().max(400, MESSAGES.csTextTooLong).optional(),
  /** The label in Arabic; empty leaves Arabic readers the English one. */
  labelAr: z.string().trim().max(400, MESSAGES.csTextTooLong).optional(),
});
export const issueTypePatchSchema = issueTypeSchema.partial();

const faqFields = {
  question: z
    .string({ error: MESSAGES.faqQuestionRequired })
    .trim()
    .min(1, MESSAGES.faqQuestionRequired)
    .max(100, MESSAGES.faqQuestionTooLong),
  answer: z
    .string({ error: MESSAGES.faqAnswerRequired })
    .trim()
    .min(1, MESSAGES.faqAnswerRequired)
    .max(400, MESSAGES.faqAnswerTooLong),
  /** The question and answer in Arabic; empty leaves Arabic readers the English ones. */
  questionAr: z.string().trim().max(100, MESSAGES.faqQuestionTooLong).optional(),
  answerAr: z.string().trim().max(400, MESSAGES.faqAnswerTooLong).optional(),
  category: z.enum(FAQ_CATEGORIES, { error: MESSAGES.faqCategoryRequired }),
  displayOrder: z.coerce.number().int().min(1).max(10_000).optional(),
};
export const faqSchema = z.object({ ...faqFields, type: z.enum(FAQ_TYPES) });
export const faqPatchSchema = z.object(faqFields).partial();
export const faqReorderSchema = z.object({ type: z.enum(FAQ_TYPES), ids: z.array(z.uuid()).min(1).max(500) });

/** Section 4: the send-to-seller titles and the notification type each becomes. */
export const NOTICE_TITLE_TYPES = {
  'Item Under Review': 'item_under_review',
  'Item Approved And Published': 'item_approved',
  'Item Rejected': 'item_rejected',
  'Violating {product} Terms': 'performance_review',
  'Warnings due to Buyers Complaints': 'complaints_ticket',
  Other: 'support_communication',
} as const;
export type NoticeTitle = keyof typeof NOTICE_TITLE_TYPES;
/** Section 5: agents pick from four titles; managers get the two warnings as well. */
export const AGENT_NOTICE_TITLES: NoticeTitle[] = [
  'Item Under Review',
  'Item Approved And Published',
  'Item Rejected',
  'Other',
];
export const MANAGER_NOTICE_TITLES: NoticeTitle[] = [
  'Item Under Review',
  'Item Approved And Published',
  'Item Rejected',
  'Violating {product} Terms',
  'Warnings due to Buyers Complaints',
  'Other',
];
export const RETURN_TYPES = ['standard_return', 'refund'] as const;

/** `POST cs/returns/create-and-notify` (section 3, notification / return request). */
export const sendToSellerSchema = z.object({
  _id: z.uuid(MESSAGES.csPickTicketFirst),
  title: z.string({ error: MESSAGES.csSelectTitle }).trim().min(1, MESSAGES.csSelectTitle).max(120),
  /** The 'Other' title's free text. */
  customTitle: z.string().trim().max(120).optional(),
  message: z.string().trim().max(1000).default(''),
  sellerId: z.uuid(MESSAGES.csSelectSeller),
  relatedItems: z
    .array(z.object({ _id: z.uuid(MESSAGES.csTicketNoItem), quantity: z.coerce.number().int() }))
    .max(1)
    .default([]),
  returnType: z.enum(RETURN_TYPES).default('standard_return'),
  refundPercentage: z.coerce
    .number()
    .int(MESSAGES.csRefundPercentage)
    .min(0, MESSAGES.csRefundPercentage)
    .max(100, MESSAGES.csRefundPercentage)
    .optional(),
  returnReason: z.string().trim().max(400).optional(),
});
export type SendToSellerInput = z.output<typeof sendToSellerSchema>;

/** `POST seller/returns/{returnId}/decision`: accept or reject with a note; for a refund, the amount (USD). */
export const returnDecisionSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  note: z.string().trim().max(400, MESSAGES.csTextTooLong).default(''),
  amount: z.coerce
    .number()
    .positive(MESSAGES.refundAmountInvalid)
    .max(1_000_000, MESSAGES.refundAmountInvalid)
    .optional(),
});

/** A buyer's return of a delivered item, from the order history, within the return window (../return-window.ts). */
export const buyerReturnSchema = z.object({
  reason: z
    .string({ error: MESSAGES.returnReasonRequired })
    .trim()
    .min(1, MESSAGES.returnReasonRequired)
    .max(400, MESSAGES.csTextTooLong),
  quantity: z.coerce
    .number({ error: MESSAGES.returnQuantityInvalid })
    .int(MESSAGES.returnQuantityInvalid)
    .min(1, MESSAGES.returnQuantityInvalid)
    .default(1),
});

/** `POST seller/issue-requests`: a seller's own issue about one of their orders (an item optional). */
export const sellerIssueSchema = z.object({
  orderId: z.uuid(MESSAGES.csNoOrdersSeller),
  itemId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid(MESSAGES.csSelectItem).optional()),
  issueType: z.string({ error: MESSAGES.csIssueRequired }).trim().min(1, MESSAGES.csIssueRequired).max(120),
  description: z
    .string({ error: MESSAGES.issueDescriptionRequired })
    .trim()
    .min(1, MESSAGES.issueDescriptionRequired)
    .max(400, MESSAGES.csTextTooLong),
});
export type SellerIssueInput = z.output<typeof sellerIssueSchema>;

/** `PUT dashboard/buyer-profile-management/update-user/{userId}`: name, and the phone typed after +961. */
export const buyerProfileEditSchema = z.object({
  name: z.string({ error: MESSAGES.fullNameRequired }).trim().min(1, MESSAGES.fullNameRequired).max(100),
  phone: z
    .string({ error: MESSAGES.phoneEightDigits })
    .trim()
    .regex(/^\d{8}$/, MESSAGES.phoneEightDigits),
});

/** `PUT dashboard/seller-profile-management/update-seller/{sellerId}`: every field required (section 5). */
export const sellerProfileEditSchema = z.object({
  communicationMethod: z.enum(['email', 'phone', 'whatsapp'], MESSAGES.communicationMethodRequired),
  productCategory: z.uuid(MESSAGES.productCategoryRequired),
  productSubCategory: z.uuid(MESSAGES.productSubCategoryRequired),
  businessLocation: z.enum(LOCATION_LABELS as [string, ...string[]], MESSAGES.sellerLocationRequired),
  businessAddress: z
    .string({ error: MESSAGES.businessAddressRequired })
    .trim()
    .min(1, MESSAGES.businessAddressRequired)
    .max(200),
  businessDescription: z
    .string({ error: MESSAGES.businessDescriptionRequired })
    .trim()
    .min(1, MESSAGES.businessDescriptionRequired)
    .max(255, MESSAGES.businessDescriptionMax),
});

/** Spec 3 section 4: the buyer profile's order tabs after All, in order, as stages an order is at. */
export const ORDER_STAGES = [
  'refund_picked_up',
  'refund_completed',
  'refund_requested',
  'refund_approved',
  'returned',
  'failed_delivery',
  'delivery_paid',
  'in_transit',
  'pending_dispatch',
  'cancelled',
  'closed',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];
