// The server runs through tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic @jsxImportSource react */
import { Section } from '@react-email/section';
import type { ReactElement } from 'react';
import type { LanguageCode } from '@souk/shared/languages';
import { formatPrice } from '@souk/shared/money';
import { notificationText, type NotificationKind, type NotificationParams } from '@souk/shared/notification-texts';
import {
  sellerNotificationText,
  type SellerNotificationKind,
  type SellerNotificationParams,
} from '@souk/shared/seller-notification-texts';
import { Action, CodeBox, OrderSummary, Paragraph, Title, type EmailOrder } from './blocks.tsx';
import { COLORS, EmailLayout } from './layout.tsx';
import { orderPageUrl, sellerAreaUrl, siteUrl } from './site.ts';
import { isolate, wordsOf } from './words.ts';

/** An e-mail before rendering: its subject and its React body (the layout included). */
export interface Email {
  subject: string;
  element: ReactElement;
}

const subjectOf = (language: LanguageCode, title: string) => `${wordsOf(language).subjectPrefix}: ${title}`;

function email(language: LanguageCode, title: string, content: ReactElement, preview = title): Email {
  return {
    subject: subjectOf(language, title),
    element: (
      <EmailLayout language={language} preview={preview}>
        {content}
      </EmailLayout>
    ),
  };
}

const WELCOME = {
  en: {
    title: 'Welcome to Souk',
    text: 'Your account is ready. Thousands of products from Lebanese shops are waiting, delivered to your door, paid by card, wallet or cash on delivery.',
    next: 'Keep your addresses in your profile and follow every order, step by step, in your order history.',
    action: 'Start shopping',
  },
  ar: {
    title: 'أهلًا بك في سوق',
    text: 'حسابك جاهز. آلاف المنتجات من متاجر لبنانية بانتظارك، تصلك إلى باب بيتك، وتدفع ببطاقة أو محفظة أو نقدًا عند الاستلام.',
    next: 'احفظ عناوينك في ملفك الشخصي وتابع كل طلب خطوة بخطوة في سجل طلباتك.',
    action: 'ابدأ التسوّق',
  },
} satisfies Record<LanguageCode, unknown>;

/** A new account's first e-mail. */
export function welcomeEmail(input: { language: LanguageCode; name: string }): Email {
  const words = WELCOME[input.language];
  return email(
    input.language,
    words.title,
    <>
      <Title>{words.title}</Title>
      <Paragraph>{wordsOf(input.language).hello(input.name)}</Paragraph>
      <Paragraph>{words.text}</Paragraph>
      <Paragraph muted>{words.next}</Paragraph>
      <Action href={siteUrl('/')}>{words.action}</Action>
    </>,
  );
}

export type CodePurpose = 'verification' | 'password_reset' | 'profile_update';

const CODES: Record<LanguageCode, Record<CodePurpose, { title: string; text: (shop?: string) => string }>> = {
  en: {
    verification: { title: 'Your verification code', text: () => 'Enter this code on Souk to confirm it is you.' },
    password_reset: {
      title: 'Your password reset code',
      text: () => 'Enter this code on Souk to choose a new password. Until you do, your password stays as it is.',
    },
    profile_update: {
      title: 'Your shop profile update code',
      text: (shop) => `Enter this code in your seller area to change ${shop ?? 'your shop'}'s profile.`,
    },
  },
  ar: {
    verification: { title: 'رمز التحقق الخاص بك', text: () => 'أدخل هذا الرمز على سوق لتأكيد هويتك.' },
    password_reset: {
      title: 'رمز إعادة تعيين كلمة المرور',
      text: () => 'أدخل هذا الرمز على سوق لاختيار كلمة مرور جديدة. تبقى كلمة مرورك كما هي حتى تفعل ذلك.',
    },
    profile_update: {
      title: 'رمز تعديل ملف متجرك',
      text: (shop) => `أدخل هذا الرمز في لوحة البائع لتعديل ملف ${shop ?? 'متجرك'}.`,
    },
  },
};

/** A one-time code: sign-up and login verification, a password reset, a shop profile change. */
export function codeEmail(input: {
  language: LanguageCode;
  purpose: CodePurpose;
  code: string;
  minutes: number;
  shop?: string;
}): Email {
  const words = CODES[input.language][input.purpose];
  const shared = wordsOf(input.language);
  return email(
    input.language,
    words.title,
    <>
      <Title>{words.title}</Title>
      <Paragraph>{words.text(input.shop)}</Paragraph>
      <CodeBox code={input.code} language={input.language} />
      <Paragraph muted>{shared.codeValidity(input.minutes)}</Paragraph>
      <Paragraph muted>{shared.notYou}</Paragraph>
    </>,
    `${words.title}: ${input.code}`,
  );
}

/**
 * How a buyer notification's e-mail differs from the default (its words, a button to the order's
 * page, the order's items and address when it has an order). A new kind needs no entry; add one to
 * show the order's totals or point the button elsewhere.
 */
const BUYER_EMAILS: Partial<Record<NotificationKind, { totals?: boolean; link?: 'order' | 'site' }>> = {
  order_placed: { totals: true },
  order_paid: { totals: true },
  order_cancelled: { totals: true },
  refund: { totals: true },
  payment_failed: { totals: true },
  question_answered: { link: 'site' },
};

/** A buyer notification as an e-mail: its title and words, the order's summary, a link to its page. */
export function buyerNoticeEmail(input: {
  language: LanguageCode;
  kind: NotificationKind;
  params: NotificationParams;
  order?: EmailOrder | undefined;
}): Email {
  const { language, params } = input;
  const shape = BUYER_EMAILS[input.kind] ?? {};
  const { title, message } = notificationText(input.kind, params, language);
  const words = wordsOf(language);
  const orderLink = (shape.link ?? 'order') === 'order' && params.orderNumber;
  const order = input.order && (shape.totals ? input.order : { ...input.order, totals: undefined });
  return email(
    language,
    title,
    <>
      <Title>{title}</Title>
      <Paragraph>{message}</Paragraph>
      {order ? <OrderSummary order={order} language={language} /> : null}
      {orderLink ? (
        <Action href={orderPageUrl(params.orderNumber)}>{words.viewOrder}</Action>
      ) : (
        <Action href={siteUrl('/')}>{words.shop}</Action>
      )}
    </>,
    message,
  );
}

/** Where a seller notice's button leads, within the seller area (its home by default). */
const SELLER_LINKS: Partial<Record<SellerNotificationKind, string>> = {
  new_order: '/orders',
  order_cancelled: '/orders',
  item_approved: '/products',
  item_rejected: '/products',
  new_question: '/questions',
  payout_paid: '/sales',
};

/** A seller notice as an e-mail, with an absolute link into the seller area. */
export function sellerNoticeEmail(input: {
  language: LanguageCode;
  kind: SellerNotificationKind;
  params: SellerNotificationParams;
}): Email {
  const { language } = input;
  const { title, message } = sellerNotificationText(input.kind, input.params, language);
  return email(
    language,
    title,
    <>
      <Title>{title}</Title>
      {message.split('\n').map((line, index) => (
        // A staff notice is staff's own words, in whatever language they wrote it.
        <Paragraph key={index} written={input.kind === 'staff_notice'}>
          {line}
        </Paragraph>
      ))}
      <Action href={sellerAreaUrl(SELLER_LINKS[input.kind] ?? '')}>{wordsOf(language).sellerArea}</Action>
    </>,
    message,
  );
}

/** Any other message (customer service's answers and changes, the newsletter's code): a title, paragraphs, maybe a button. */
export function messageEmail(input: {
  language: LanguageCode;
  title: string;
  paragraphs: string[];
  /** Words a person typed, in whatever language: each line takes its own direction. */
  written?: string[];
  /** What the reader wrote, quoted under a label. */
  quote?: { label: string; text: string };
  code?: string;
  action?: { href: string; label: string };
  greeting?: string;
}): Email {
  return email(
    input.language,
    input.title,
    <>
      <Title>{input.title}</Title>
      {input.greeting !== undefined ? <Paragraph>{wordsOf(input.language).hello(input.greeting)}</Paragraph> : null}
      {input.paragraphs.map((line, index) => (
        <Paragraph key={index}>{line}</Paragraph>
      ))}
      {input.written?.map((line, index) => (
        <Paragraph key={index} written>
          {line}
        </Paragraph>
      ))}
      {input.quote ? (
        <Section
          style={{ backgroundColor: COLORS.soft, borderRadius: '8px', padding: '10px 14px 0', margin: '4px 0 14px' }}
        >
          <Paragraph muted>{input.quote.label}</Paragraph>
          <Paragraph muted written>
            {input.quote.text}
          </Paragraph>
        </Section>
      ) : null}
      {input.code ? <CodeBox code={input.code} language={input.language} /> : null}
      {input.action ? <Action href={input.action.href}>{input.action.label}</Action> : null}
    </>,
    input.paragraphs[0] ?? input.title,
  );
}

const THANKS = {
  en: {
    title: (order: string) => `Thank you for your order ${order}`,
    cash: (amount: string) => `We received your order. You pay ${amount} in cash when it is delivered.`,
    paid: (amount: string) => `We received your order and your payment of ${amount}.`,
    next: 'The shop prepares it now; we e-mail you at each step, and you can follow it on its page.',
  },
  ar: {
    title: (order: string) => `شكرًا لطلبك ${isolate(order)}`,
    cash: (amount: string) => `استلمنا طلبك. تدفع ${isolate(amount)} نقدًا عند الاستلام.`,
    paid: (amount: string) => `استلمنا طلبك ودفعتك البالغة ${isolate(amount)}.`,
    next: 'يجهّزه المتجر الآن؛ نراسلك عند كل خطوة، ويمكنك متابعته على صفحته.',
  },
} satisfies Record<LanguageCode, unknown>;

/** "Thank you for your order": its items, totals and address, and a link to its page. */
export function orderThanksEmail(input: {
  language: LanguageCode;
  orderNumber: string;
  totalCents: number;
  cash: boolean;
  order?: EmailOrder | undefined;
}): Email {
  const words = THANKS[input.language];
  const amount = formatPrice(input.totalCents, 'USD');
  const title = words.title(input.orderNumber);
  const text = input.cash ? words.cash(amount) : words.paid(amount);
  return email(
    input.language,
    title,
    <>
      <Title>{title}</Title>
      <Paragraph>{text}</Paragraph>
      <Paragraph muted>{words.next}</Paragraph>
      {input.order ? <OrderSummary order={input.order} language={input.language} /> : null}
      <Action href={orderPageUrl(input.orderNumber)}>{wordsOf(input.language).viewOrder}</Action>
    </>,
    text,
  );
}
