import { randomUUID } from 'node:crypto';
import { SHIPPING_ADDRESS } from './buyers.ts';

/**
 * A shopper over HTTP, as the storefront is one: logs in, fills a cart, orders. For tests and the
 * fault run (bench/faults) that drive real server processes. Every call has a time bound: a server that hangs is an answer too (`timeout`).
 */
export const ADDRESS = { ...SHIPPING_ADDRESS, state: '', zipCode: '' };

export const CARD = { success: '4242424242424242' };

/** What became of one request. `refused`: the connection was not taken (a dead process). */
export type Answer =
  | {
      kind: 'answered';
      status: number;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body: any;
      text: string;
      headers: Headers;
      cookie?: string;
    }
  | { kind: 'refused'; error: string }
  | { kind: 'cut'; error: string }
  | { kind: 'timeout'; error: string };

export async function send(
  base: string,
  method: string,
  url: string,
  options: {
    json?: unknown;
    form?: Record<string, string>;
    cookie?: string;
    body?: Buffer | Blob | FormData;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | Buffer | Blob | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body) body = options.body;
  const target = url.startsWith('http') ? url : `${base}${url}`;
  try {
    const response = await fetch(target, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('souk_session='))
      ?.split(';')[0];
    return { kind: 'answered', status: response.status, body: parsed, text, headers: response.headers, cookie };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    const name = (error as Error).name;
    const message = `${method} ${url}: ${cause?.code ?? (error as Error).message}`;
    if (name === 'TimeoutError') return { kind: 'timeout', error: message };
    if (cause?.code === 'ECONNREFUSED') return { kind: 'refused', error: message };
    return { kind: 'cut', error: message };
  }
}

export async function logIn(base: string, email: string, password: string): Promise<string> {
  const answer = await send(base, 'POST', '/api/auth/login', { json: { email, password } });
  if (answer.kind !== 'answered' || answer.status !== 200 || !answer.cookie)
    throw new Error(`log-in of ${email} failed: ${JSON.stringify(answer)}`);
  return answer.cookie;
}

export interface Line {
  productId: string;
  variantId: string;
  quantity: number;
}

/** In-stock variants of the first listing page, with enough units for a load. */
export async function stockedLines(base: string, atLeast = 40, limit = 40): Promise<Line[]> {
  const answer = await send(base, 'GET', `/api/products/getproducts?limit=${limit}`);
  if (answer.kind !== 'answered' || answer.status !== 200) throw new Error(`no listing: ${JSON.stringify(answer)}`);
  const lines: Line[] = [];
  for (const product of answer.body.data.products as {
    _id: string;
    variants: { _id: string; quantity: number; isActive: boolean }[];
  }[])
    for (const variant of product.variants ?? [])
      if (variant.isActive !== false && variant.quantity >= atLeast)
        lines.push({ productId: product._id, variantId: variant._id, quantity: variant.quantity });
  return lines;
}

/** Adds a line to the buyer's cart and asks for the cart id; the answers on the way. */
export async function fillCart(
  base: string,
  cookie: string,
  line: Line,
  units: number,
): Promise<{ cartId?: string; answers: Answer[] }> {
  const added = await send(base, 'POST', '/api/cart/add', {
    cookie,
    json: { productId: line.productId, variantId: line.variantId, quantity: units },
  });
  if (added.kind !== 'answered' || added.status >= 300) return { answers: [added] };
  const cart = await send(base, 'GET', '/api/cart', { cookie });
  const cartId = cart.kind === 'answered' && cart.status === 200 ? (cart.body.data.cart._id as string) : undefined;
  return { cartId, answers: [added, cart] };
}

/** Places the cart's order: the answer and, on a 201, the order's id. */
export async function placeOrder(
  base: string,
  cookie: string,
  cartId: string,
  method: 'cash_on_delivery' | 'credit_card',
  idempotencyKey = randomUUID(),
): Promise<{ orderId?: string; answer: Answer }> {
  const answer = await send(base, 'POST', `/api/checkout/${cartId}/proceed-to-payment`, {
    cookie,
    json: { shippingAddress: ADDRESS, paymentMethod: method, idempotencyKey },
  });
  const orderId =
    answer.kind === 'answered' && answer.status === 201 ? (answer.body.data.order._id as string) : undefined;
  return { orderId, answer };
}
