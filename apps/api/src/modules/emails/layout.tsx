// The server runs through tsx from the repository's root, where no tsconfig names the JSX runtime.
/** @jsxRuntime automatic @jsxImportSource react */
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { directionOfLanguage, type LanguageCode } from '@souk/shared/languages';
import { siteUrl } from './site.ts';
import { wordsOf } from './words.ts';

/** The brand's cedar green (the web theme's cedar 7) and the page's neutral tones. */
export const COLORS = {
  brand: '#1d7a4c',
  brandDark: '#055d36',
  ink: '#1f2933',
  muted: '#5f6b66',
  line: '#e3e8e5',
  page: '#f3f5f4',
  soft: '#f6faf7',
};

// Tahoma and Arial carry Arabic in every mail client; system fonts first where the client has them.
const FONTS = '-apple-system, "Segoe UI", Roboto, Tahoma, Arial, "Noto Sans Arabic", sans-serif';

/** Mail clients ignore `text-align: start`: each block is aligned to the reader's side explicitly. */
export const sideOf = (language: LanguageCode) => (language === 'ar' ? 'right' : 'left');
export const otherSideOf = (language: LanguageCode) => (language === 'ar' ? 'left' : 'right');

/**
 * One layout for every e-mail: the Souk header, the content on a white card (600 px at most, the
 * full width on a phone), and a footer with the site's and the help centre's absolute links.
 */
export function EmailLayout(props: { language: LanguageCode; preview: string; children: ReactNode }) {
  const { language } = props;
  const words = wordsOf(language);
  const dir = directionOfLanguage(language);
  const align = sideOf(language);
  return (
    <Html lang={language} dir={dir}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body
        dir={dir}
        style={{ backgroundColor: COLORS.page, margin: 0, padding: '24px 8px', fontFamily: FONTS, color: COLORS.ink }}
      >
        <Container
          dir={dir}
          style={{
            maxWidth: '600px',
            width: '100%',
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            border: `1px solid ${COLORS.line}`,
            overflow: 'hidden',
          }}
        >
          <Section style={{ backgroundColor: COLORS.brand, padding: '18px 24px', textAlign: align }}>
            <Link
              href={siteUrl('/')}
              style={{
                color: '#ffffff',
                fontSize: '26px',
                fontWeight: 700,
                textDecoration: 'none',
                letterSpacing: '0.5px',
              }}
            >
              {words.brand}
            </Link>
            <Text style={{ color: '#d6eddf', fontSize: '13px', lineHeight: '18px', margin: '2px 0 0' }}>
              {words.tagline}
            </Text>
          </Section>
          <Section dir={dir} style={{ padding: '24px', textAlign: align }}>
            {props.children}
          </Section>
          <Section
            style={{
              backgroundColor: COLORS.soft,
              borderTop: `1px solid ${COLORS.line}`,
              padding: '16px 24px',
              textAlign: align,
            }}
          >
            <Text style={{ color: COLORS.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 6px' }}>
              {words.footer}
            </Text>
            <Text style={{ fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              <Link href={siteUrl('/')} style={{ color: COLORS.brand, textDecoration: 'underline' }}>
                {words.shop}
              </Link>
              {'  ·  '}
              <Link href={siteUrl('/help-center')} style={{ color: COLORS.brand, textDecoration: 'underline' }}>
                {words.help}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
