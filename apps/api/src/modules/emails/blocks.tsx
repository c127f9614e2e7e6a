// The server runs through tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic @jsxImportSource react */
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@souk/shared/languages';
import { formatPrice } from '@souk/shared/money';
import { COLORS, otherSideOf, sideOf } from './layout.tsx';
import { isolate, wordsOf } from './words.ts';

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ fontSize: '22px', lineHeight: '30px', margin: '0 0 12px', color: COLORS.ink }}>
      {children}
    </Heading>
  );
}

/** `written`: words a person typed (an answer, a question), in whatever language: they take their own direction. */
export function Paragraph({ children, muted, written }: { children: ReactNode; muted?: boolean; written?: boolean }) {
  return (
    <Text
      {...(written ? { dir: 'auto' } : {})}
      style={{ fontSize: '15px', lineHeight: '24px', margin: '0 0 14px', color: muted ? COLORS.muted : COLORS.ink }}
    >
      {children}
    </Text>
  );
}

/** The one call to action of an e-mail: a wide button on a phone, an absolute link. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLORS.brand,
          color: '#ffffff',
          borderRadius: '8px',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 22px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A one-time code, large and spaced, left to right in both languages. */
export function CodeBox({ code, language }: { code: string; language: LanguageCode }) {
  const words = wordsOf(language);
  const long = code.length > 8;
  return (
    <Section
      style={{
        backgroundColor: COLORS.soft,
        border: `1px solid ${COLORS.line}`,
        borderRadius: '10px',
        padding: '14px 16px',
        margin: '8px 0 16px',
        textAlign: 'center',
      }}
    >
      <Text style={{ fontSize: '13px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 4px' }}>
        {words.codeLabel}
      </Text>
      <Text
        dir="ltr"
        style={{
          fontFamily: 'Menlo, Consolas, "Courier New", monospace',
          fontSize: long ? '16px' : '30px',
          fontWeight: 700,
          letterSpacing: long ? '1px' : '8px',
          lineHeight: long ? '22px' : '38px',
          margin: 0,
          color: COLORS.brandDark,
          wordBreak: 'break-all',
        }}
      >
        {code}
      </Text>
    </Section>
  );
}

export interface EmailOrderLine {
  name: string;
  details?: string | undefined;
  quantity: number;
  unitPriceCents: number;
}

export interface EmailOrder {
  orderNumber: string;
  lines: EmailOrderLine[];
  /** Absent: the lines alone are shown (a part of an order, for instance). */
  totals?:
    | {
        subtotalCents: number;
        discountCents: number;
        shippingCents: number;
        vatCents: number;
        /** The cash-on-delivery fee, on its own line when there is one. */
        codFeeCents?: number | undefined;
        totalCents: number;
      }
    | undefined;
  address?: { name: string; lines: string[]; phone?: string | undefined } | undefined;
}

const money = (cents: number) => isolate(formatPrice(cents, 'USD'));

/** The order's number, its items, its totals and where it goes. */
export function OrderSummary({ order, language }: { order: EmailOrder; language: LanguageCode }) {
  const words = wordsOf(language);
  const align = sideOf(language);
  const other = otherSideOf(language);
  const cell = { fontSize: '14px', lineHeight: '20px', margin: 0, color: COLORS.ink };
  const totals = order.totals;
  const totalRows: [string, number, boolean?][] = totals
    ? [
        [words.subtotal, totals.subtotalCents],
        ...(totals.discountCents > 0 ? [[words.discount, -totals.discountCents] as [string, number]] : []),
        [words.delivery, totals.shippingCents],
        ...(totals.codFeeCents ? [[words.cashFee, totals.codFeeCents] as [string, number]] : []),
        [words.vat, totals.vatCents],
        [words.total, totals.totalCents, true],
      ]
    : [];
  return (
    <Section style={{ border: `1px solid ${COLORS.line}`, borderRadius: '10px', margin: '8px 0 16px' }}>
      <Section style={{ backgroundColor: COLORS.soft, padding: '10px 16px', borderBottom: `1px solid ${COLORS.line}` }}>
        <Text style={{ ...cell, color: COLORS.muted, textAlign: align }}>
          {words.orderNumber}: <strong style={{ color: COLORS.ink }}>{isolate(order.orderNumber)}</strong>
        </Text>
      </Section>
      <Section style={{ padding: '6px 16px' }}>
        <Text style={{ ...cell, fontWeight: 700, margin: '8px 0 4px', textAlign: align }}>{words.items}</Text>
        {order.lines.map((line, index) => (
          // The last line's rule would double the border of the address below it.
          <Row
            key={index}
            style={totals || index < order.lines.length - 1 ? { borderBottom: `1px solid ${COLORS.line}` } : {}}
          >
            <Column style={{ padding: '8px 0', verticalAlign: 'top', textAlign: align }}>
              <Text style={{ ...cell, fontWeight: 600 }}>{line.name}</Text>
              <Text style={{ ...cell, fontSize: '13px', color: COLORS.muted }}>
                {[line.details, words.quantity(line.quantity)].filter(Boolean).join(' · ')}
              </Text>
            </Column>
            <Column style={{ padding: '8px 0', width: '96px', verticalAlign: 'top', textAlign: other }}>
              <Text style={{ ...cell, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {money(line.unitPriceCents * line.quantity)}
              </Text>
            </Column>
          </Row>
        ))}
        {totalRows.map(([label, cents, strong]) => (
          <Row key={label}>
            <Column style={{ padding: strong ? '10px 0 8px' : '6px 0 0', textAlign: align }}>
              <Text
                style={{
                  ...cell,
                  fontWeight: strong ? 700 : 400,
                  fontSize: strong ? '16px' : '14px',
                  color: strong ? COLORS.ink : COLORS.muted,
                }}
              >
                {label}
              </Text>
            </Column>
            <Column style={{ padding: strong ? '10px 0 8px' : '6px 0 0', width: '110px', textAlign: other }}>
              <Text
                style={{
                  ...cell,
                  fontWeight: strong ? 700 : 400,
                  fontSize: strong ? '16px' : '14px',
                  whiteSpace: 'nowrap',
                }}
              >
                {cents === 0 && label === words.delivery ? words.free : cents < 0 ? `−${money(-cents)}` : money(cents)}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      {order.address ? (
        <Section style={{ padding: '10px 16px 12px', borderTop: `1px solid ${COLORS.line}` }}>
          <Text style={{ ...cell, fontWeight: 700, margin: '0 0 4px', textAlign: align }}>{words.address}</Text>
          <Text style={{ ...cell, color: COLORS.muted, textAlign: align }}>
            {[order.address.name, ...order.address.lines].map((line, index) => (
              <span key={index}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
            {order.address.phone ? (
              <>
                <br />
                <span dir="ltr">{order.address.phone}</span>
              </>
            ) : null}
          </Text>
        </Section>
      ) : null}
    </Section>
  );
}

export const Divider = () => <Hr style={{ borderColor: COLORS.line, margin: '16px 0' }} />;
