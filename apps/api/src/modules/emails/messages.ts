import type { LanguageCode } from '@souk/shared/languages';
import { messageEmail, type Email } from './emails.tsx';
import { sellerAreaUrl, siteUrl } from './site.ts';
import { isolate } from './words.ts';

/** Customer service changed a buyer's name or phone. */
export function accountUpdatedEmail(
  language: LanguageCode,
  input: { name: string; phone: string; phoneChanged: boolean },
): Email {
  const ar = language === 'ar';
  return messageEmail({
    language,
    title: ar ? 'تم تحديث بيانات حسابك' : 'Your account details were updated',
    paragraphs: [
      ar
        ? `عدّل فريق خدمة العملاء حسابك: الاسم ${input.name}، الهاتف ${isolate(input.phone)}.`
        : `Customer service updated your account: name ${input.name}, phone ${input.phone}.`,
      ...(input.phoneChanged
        ? [
            ar
              ? 'أكّد الرقم الجديد بالرمز الذي نرسله عند تسجيل دخولك التالي.'
              : 'Confirm the new phone with the code we send when you next log in.',
          ]
        : []),
      ar ? 'إن لم تطلب ذلك، ردّ على هذه الرسالة.' : 'If you did not ask for this, reply to this e-mail.',
    ],
    action: { href: siteUrl('/profile'), label: ar ? 'افتح ملفك الشخصي' : 'Open your profile' },
  });
}

/** Customer service changed a shop's details. */
export function shopUpdatedEmail(
  language: LanguageCode,
  input: { shop: string; location: string; address: string },
): Email {
  const ar = language === 'ar';
  return messageEmail({
    language,
    title: ar ? 'تم تحديث بيانات متجرك' : 'Your shop details were updated',
    paragraphs: [
      ar
        ? `عدّل فريق خدمة العملاء متجرك ${input.shop}: ${input.location}، ${input.address}.`
        : `Customer service updated your shop ${input.shop}: ${input.location}, ${input.address}.`,
      ar ? 'إن لم تطلب ذلك، ردّ على هذه الرسالة.' : 'If you did not ask for this, reply to this e-mail.',
    ],
    action: { href: sellerAreaUrl('/profile'), label: ar ? 'افتح لوحة البائع' : 'Open your seller area' },
  });
}

/** A new newsletter subscriber's welcome code. */
export function newsletterEmail(language: LanguageCode, input: { code: string; percent: number; days: number }): Email {
  const ar = language === 'ar';
  return messageEmail({
    language,
    title: ar ? `رمزك من سوق: خصم ${input.percent}%` : `Your Souk code: ${input.percent}% off`,
    paragraphs: [
      ar ? 'شكرًا لاشتراكك في نشرة سوق.' : 'Thank you for subscribing to the Souk newsletter.',
      ar
        ? `رمزك يمنحك خصم ${input.percent}% على طلب واحد خلال ${input.days} يومًا: أدخله عند إتمام الطلب.`
        : `Your code takes ${input.percent}% off one order within ${input.days} days: enter it at checkout.`,
    ],
    code: input.code,
    action: { href: siteUrl('/'), label: ar ? 'تسوّق الآن' : 'Shop now' },
  });
}

/** A message from the contact or support form, to the support inbox (staff read English). */
export function supportRequestEmail(input: {
  name: string;
  email: string | null;
  phone: string;
  message: string;
  source: string;
}): Email {
  return messageEmail({
    language: 'en',
    title: `${input.source === 'contact' ? 'Contact form' : 'Support request'}: ${input.name}`,
    paragraphs: [`From: ${input.name}`, `E-mail: ${input.email ?? '-'}`, `Phone: ${input.phone}`],
    written: input.message.split('\n').filter(Boolean),
    action: { href: siteUrl('/customer-service-dashboard'), label: 'Open the customer service desk' },
  });
}

/** Customer service's answer to a message from the contact or support form. */
export function supportAnswerEmail(
  language: LanguageCode,
  input: { name: string; answer: string; wrote: string },
): Email {
  const ar = language === 'ar';
  return messageEmail({
    language,
    title: ar ? 'ردّ خدمة العملاء في سوق' : 'Souk customer service',
    greeting: input.name,
    paragraphs: [],
    written: input.answer.split('\n').filter(Boolean),
    quote: { label: ar ? 'كتبت:' : 'You wrote:', text: input.wrote },
  });
}
