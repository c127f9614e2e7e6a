import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_VAT_RATE } from '@souk/shared/schemas/checkout';
import { DEFAULT_LBP_PER_USD } from '@souk/shared/money';
import type { S3Settings } from './integrations/storage/s3-storage.ts';

/** Order rules' defaults, which the demo seed's own orders also follow. */
export const DEFAULT_UNPAID_ORDER_HOLD_MINUTES = 30;
/** How long a SIGTERM waits for requests, outbox sends and sweep rounds in flight (README, Operating). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
export const DEFAULT_MAX_UNITS_PER_VARIANT = 10;

/** The only reader of process.env: every setting is parsed and checked here, once, at start-up. */
const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** A streaming replica of DATABASE_URL that the catalogue is read from (README, "Read replica"). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SITE_MODE: z.enum(['live', 'prelaunch'], { error: 'must be live or prelaunch' }).default('live'),
  SEED_DEMO: booleanText.default(true),
  /** With the demo data, a year of history: more sellers and buyers, their orders, refunds, tickets, payouts. */
  DEMO_HISTORY: booleanText.default(true),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as .souk.lb')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LBP_PER_USD: z.coerce.number().int().positive('must be a positive whole number').default(DEFAULT_LBP_PER_USD),
  VAT_RATE: z.coerce
    .number()
    .min(0, 'must be a fraction from 0 to 1, e.g. 0.11')
    .max(1, 'must be a fraction from 0 to 1, e.g. 0.11')
    .default(DEFAULT_VAT_RATE),
  UNPAID_ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int('must be a whole number of minutes')
    .min(1, 'must be 1 to 10080 minutes')
    .max(10_080, 'must be 1 to 10080 minutes')
    .default(DEFAULT_UNPAID_ORDER_HOLD_MINUTES),
  /**
   * Issue 41: a buyer with fewer delivered orders than this confirms a cash order by a code first,
   * until staff set another number in the admin settings. 0 turns it off (the test suites do).
   */
  CASH_CONFIRM_BELOW_DELIVERED: z.coerce
    .number()
    .int('must be a whole number of orders')
    .min(0, 'must be 0 to 100 orders')
    .max(100, 'must be 0 to 100 orders')
    .default(1),
  SHUTDOWN_GRACE_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 to 120000 milliseconds')
    .max(120_000, 'must be 0 to 120000 milliseconds')
    .default(DEFAULT_SHUTDOWN_GRACE_MS),
  MAX_UNITS_PER_VARIANT: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 9999')
    .max(9999, 'must be 1 to 9999')
    .default(DEFAULT_MAX_UNITS_PER_VARIANT),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Souk <no-reply@souk.test>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@souk.test'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_SMS_FROM: z.string().min(1).optional(),
  TWILIO_WHATSAPP_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** Lets the development outbox run off localhost too (a shared test server); never in production. */
  DEV_OUTBOX: booleanText.default(false),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z.url().default('https://graph.facebook.com/v19.0/me?fields=id,name,email'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  /** Shared with the payment gateway to sign webhooks; unset, the built-in sandbox uses a random one per run. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CODE_HASH_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  ALTCHA_HMAC_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Raises every per-address threshold (a site behind one very large shared address). */
  ADDRESS_LIMIT_FACTOR: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 1000')
    .max(1000, 'must be 1 to 1000')
    .default(1),
  /** Behind a reverse proxy, trust its X-Forwarded-For so limits see the real address. */
  TRUST_PROXY: booleanText.default(false),
  /** Who may read GET /metrics without the token: addresses and CIDR ranges, comma-separated, or `none`. */
  METRICS_ALLOW: z
    .string()
    .transform((value) =>
      value.trim() === 'none'
        ? []
        : value
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    )
    .refine(
      (items) => items.every(isAddressOrRange),
      'must be addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8), or none',
    )
    .default(['127.0.0.0/8', '::1']),
  /** A bearer token that opens GET /metrics from any address (a scraper on another host). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Shares rate limits, login throttles and short answer caches between instances. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.:-]{1,64}$/, 'must be 1 to 64 letters, digits, ".", ":", "-" or "_"')
    .default('souk:'),
  /** Issue 37: how long a rendered page is fresh, then answered stale while one render refreshes it. */
  PAGE_FRESH_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be 1 to 3600 seconds')
    .max(3600, 'must be 1 to 3600 seconds')
    .default(5),
  PAGE_STALE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 to 3600 seconds')
    .max(3600, 'must be 0 to 3600 seconds')
    .default(300),
  /** Pages computed at once; past it up to PAGE_RENDER_QUEUE wait, each at most PAGE_RENDER_WAIT_MS, and the rest get 503. */
  PAGE_RENDERS_AT_ONCE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 64')
    .max(64, 'must be 1 to 64')
    .default(2),
  PAGE_RENDER_QUEUE: z.coerce
    .number()
    .int('must be a whole number')
    .min(0, 'must be 0 to 1000')
    .max(1000, 'must be 0 to 1000')
    .default(8),
  PAGE_RENDER_WAIT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(0, 'must be 0 to 60000 milliseconds')
    .max(60_000, 'must be 0 to 60000 milliseconds')
    .default(2000),
  /** The footer's social links; each is hidden while unset. */
  SOCIAL_FACEBOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SOCIAL_INSTAGRAM_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  WHATSAPP_NUMBER: z
    .string()
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'must be a phone number in international form, e.g. +96171123456'))
    .optional(),
  /** Issue 39: traces over OTLP/HTTP (the collector's base address; /v1/traces is added); unset, tracing is off. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The traces' own address, used as it is; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Headers sent with every export (a collector's API key): `name=value,name2=value2`, values URL-encoded. */
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .regex(/^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/, 'must be name=value pairs, comma-separated')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('souk-api'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Listings, search, product pages, home shelves and sitemaps read here; unset, everything uses databaseUrl. */
  databaseReadUrl: string | undefined;
  siteMode: 'live' | 'prelaunch';
  seedDemo: boolean;
  /** The demo seed adds a year of orders and their aftermath (seed-history.ts); tests keep the small demo. */
  demoHistory: boolean;
  publicUrl: string;
  /** Cookies get `Secure` unless the site is plain http on a local address. */
  secureCookies: boolean;
  cookieDomain: string | undefined;
  logLevel: string;
  lbpPerUsd: number;
  /** VAT on goods after discount, as a fraction (0.11 is 11%). */
  vatRate: number;
  /** Minutes an unpaid online order keeps its stock before the background sweep cancels it. */
  unpaidOrderHoldMinutes: number;
  /** The default of cash on delivery's confirmation rule (issue 41); staff's setting wins. */
  cashConfirmBelowDelivered: number;
  /** The most units of one variant (one colour and size) a cart line or an order may hold. */
  maxUnitsPerVariant: number;
  /** On SIGTERM, how long requests, outbox sends and sweep rounds in flight may take before they are cut or let go. */
  shutdownGraceMs: number;
  /** Built web app to serve; undefined serves the API alone (tests). */
  webDist: string | undefined;
  trustProxy: boolean;
  /** GET /metrics: the addresses (and CIDR ranges) that reach it directly, and the bearer token that opens it anywhere. */
  metrics: { allow: string[]; token: string | undefined };
  /** Counters and caches every instance shares; unset, they stay in the database and in each process. */
  redis: { url: string; keyPrefix: string } | undefined;
  mail: { smtpUrl: string | undefined; from: string; support: string };
  twilio:
    | {
        accountSid: string;
        authToken: string;
        smsFrom: string | undefined;
        whatsappFrom: string | undefined;
        apiUrl: string;
      }
    | undefined;
  /**
   * The development outbox page, which shows every code sent: only when DEV_OUTBOX asks for it and
   * no real sender is configured. Never on by itself: anyone reaching the server could read any
   * account's reset code there.
   */
  devOutbox: boolean;
  oauth: { google: OAuthProviderConfig | undefined; facebook: OAuthProviderConfig | undefined };
  paymentWebhookSecret: string;
  /** Key of the HMAC that one-time codes are stored under; every instance needs the same one. */
  codeHashKey: string;
  /** Signs the proof-of-work challenges asked of busy addresses; every instance needs the same one. */
  altchaHmacKey: string;
  /** Multiplies what one address may do before a challenge (and before a refusal). */
  addressLimitFactor: number;
  /** Images go to this S3-compatible bucket; unset, to DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /**
   * The storefront's rendered pages (issue 37): fresh and stale times (also their Cache-Control for
   * a CDN), and how many are computed at once, how many more may wait and for how long.
   */
  pages: { freshMs: number; staleMs: number; rendersAtOnce: number; renderQueue: number; renderWaitMs: number };
  /** The footer's links to the shop's own pages and WhatsApp chat; unset ones are not shown. */
  social: { facebook: string | null; instagram: string | null; whatsapp: string | null };
  /** Where spans go over OTLP/HTTP (integrations/telemetry); undefined: tracing is off and its SDK never loaded. */
  tracing: TracingSettings | undefined;
}

export interface TracingSettings {
  /** The full address spans are POSTed to (…/v1/traces). */
  tracesUrl: string;
  headers: Record<string, string>;
  serviceName: string;
}

/** OTEL_EXPORTER_OTLP_HEADERS's `name=value` pairs (values URL-encoded, as the OpenTelemetry spec has them). */
function otlpHeaders(text: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of text?.split(',') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}

export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export class ConfigError extends Error {}

/** An IPv4 or IPv6 address, or one with a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'} (got "${present[name] ?? ''}")`,
    );
  }
  const values = parsed.data;
  if (values.DATABASE_READ_URL && !values.DATABASE_URL)
    throw new ConfigError('Invalid configuration: DATABASE_READ_URL needs DATABASE_URL (the primary it replicates)');
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  const url = new URL(publicUrl);
  const localHttp = url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const twilio =
    values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN
      ? {
          accountSid: values.TWILIO_ACCOUNT_SID,
          authToken: values.TWILIO_AUTH_TOKEN,
          smsFrom: values.TWILIO_SMS_FROM,
          whatsappFrom: values.TWILIO_WHATSAPP_FROM,
          apiUrl: values.TWILIO_API_URL.replace(/\/$/, ''),
        }
      : undefined;
  const anyRealSender = Boolean(values.SMTP_URL || twilio);
  const provider = (id: string | undefined, secret: string | undefined, urls: [string, string, string]) =>
    id && secret
      ? { clientId: id, clientSecret: secret, authorizationUrl: urls[0], tokenUrl: urls[1], userInfoUrl: urls[2] }
      : undefined;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    siteMode: values.SITE_MODE,
    seedDemo: values.SEED_DEMO,
    demoHistory: values.DEMO_HISTORY,
    publicUrl: publicUrl.replace(/\/$/, ''),
    secureCookies: !localHttp,
    cookieDomain: values.COOKIE_DOMAIN,
    logLevel: values.LOG_LEVEL,
    lbpPerUsd: values.LBP_PER_USD,
    vatRate: values.VAT_RATE,
    unpaidOrderHoldMinutes: values.UNPAID_ORDER_HOLD_MINUTES,
    cashConfirmBelowDelivered: values.CASH_CONFIRM_BELOW_DELIVERED,
    maxUnitsPerVariant: values.MAX_UNITS_PER_VARIANT,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    webDist: values.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    trustProxy: values.TRUST_PROXY,
    metrics: { allow: values.METRICS_ALLOW, token: values.METRICS_TOKEN },
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, support: values.SUPPORT_EMAIL },
    twilio,
    devOutbox: !anyRealSender && values.DEV_OUTBOX,
    paymentWebhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
    codeHashKey: values.CODE_HASH_KEY ?? randomBytes(32).toString('hex'),
    altchaHmacKey: values.ALTCHA_HMAC_KEY ?? randomBytes(32).toString('hex'),
    addressLimitFactor: values.ADDRESS_LIMIT_FACTOR,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          region: values.S3_REGION,
          endpoint: values.S3_ENDPOINT,
          accessKeyId: values.S3_ACCESS_KEY_ID,
          secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          forcePathStyle: values.S3_FORCE_PATH_STYLE,
          publicUrl: values.S3_PUBLIC_URL,
        }
      : undefined,
    pages: {
      freshMs: values.PAGE_FRESH_SECONDS * 1000,
      staleMs: values.PAGE_STALE_SECONDS * 1000,
      rendersAtOnce: values.PAGE_RENDERS_AT_ONCE,
      renderQueue: values.PAGE_RENDER_QUEUE,
      renderWaitMs: values.PAGE_RENDER_WAIT_MS,
    },
    social: {
      facebook: values.SOCIAL_FACEBOOK_URL ?? null,
      instagram: values.SOCIAL_INSTAGRAM_URL ?? null,
      whatsapp: values.WHATSAPP_NUMBER ? `https://wa.me/${values.WHATSAPP_NUMBER}` : null,
    },
    tracing:
      values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || values.OTEL_EXPORTER_OTLP_ENDPOINT
        ? {
            tracesUrl:
              values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
              `${values.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/$/, '')}/v1/traces`,
            headers: otlpHeaders(values.OTEL_EXPORTER_OTLP_HEADERS),
            serviceName: values.OTEL_SERVICE_NAME,
          }
        : undefined,
    oauth: {
      google: provider(values.GOOGLE_CLIENT_ID, values.GOOGLE_CLIENT_SECRET, [
        values.GOOGLE_AUTH_URL,
        values.GOOGLE_TOKEN_URL,
        values.GOOGLE_USERINFO_URL,
      ]),
      facebook: provider(values.FACEBOOK_CLIENT_ID, values.FACEBOOK_CLIENT_SECRET, [
        values.FACEBOOK_AUTH_URL,
        values.FACEBOOK_TOKEN_URL,
        values.FACEBOOK_USERINFO_URL,
      ]),
    },
  };
}
