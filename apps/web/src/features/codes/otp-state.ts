import { DELIVERY_METHODS, type CodeSentReply, type DeliveryMethod } from '@souk/shared/schemas/otp';

/** What /welcome hands /otp in router state: who to send to, and the send's timing. */
export interface OtpPageState extends CodeSentReply {
  email: string;
  phone: string;
  from: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isMethod = (value: unknown): value is DeliveryMethod => DELIVERY_METHODS.some((method) => method === value);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Null when something needed is missing: the page then says so and sends the user to /welcome. */
export function otpPageStateOf(state: unknown): OtpPageState | null {
  if (!isRecord(state)) return null;
  const { email, phone, deliveryMethod } = state;
  if (
    typeof email !== 'string' ||
    !email ||
    typeof phone !== 'string' ||
    !/^\d{8}$/.test(phone) ||
    !isMethod(deliveryMethod)
  )
    return null;
  return {
    email,
    phone,
    deliveryMethod,
    // Timing fields the API left out fall back to the spec's defaults (see timing.ts).
    validityMinutes: numberOr(state.validityMinutes, 0),
    resendAfterSeconds: numberOr(state.resendAfterSeconds, 0),
    cooldownSeconds: numberOr(state.cooldownSeconds, 0),
    expiresAt: typeof state.expiresAt === 'string' ? state.expiresAt : '',
    from: typeof state.from === 'string' ? state.from : null,
  };
}
