import { Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_CONFIG, configQuery, type SocialProvider } from '../api/config/get-config.ts';
import { withHostParam } from '../lib/host.ts';

/** The providers' own marks, drawn inline (no CDN); brand colours as their guidelines ask. */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M15.1 12.9l.4-2.9h-2.8V8.1c0-.8.4-1.6 1.7-1.6h1.3V4c0 0-1.2-.2-2.3-.2-2.3 0-3.8 1.4-3.8 3.9V10H7v2.9h2.6V20h3.1v-7.1h2.4z"
      />
    </svg>
  );
}

const MARKS: Record<SocialProvider, ComponentType> = { google: GoogleMark, facebook: FacebookMark };

/**
 * "Continue with Google / Facebook": a plain link, because the sign-in is a chain of full-page
 * redirects through the provider and back to `returnTo` on this site. Only providers the server
 * has credentials for are shown; with none, nothing is.
 */
export function SocialSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  if (config.socialProviders.length === 0) return null;
  const back = withHostParam(returnTo);
  const target = typeof back === 'string' ? back : returnTo;
  return (
    <Stack gap="sm" mt="lg" data-testid="social-sign-in">
      <Divider label={t('auth.social.or')} labelPosition="center" />
      {config.socialProviders.map((provider) => {
        const Mark = MARKS[provider];
        return (
          <Button
            key={provider}
            component="a"
            href={`/api/auth/${provider}?returnTo=${encodeURIComponent(target)}`}
            variant="default"
            size="md"
            fullWidth
            leftSection={<Mark />}
            data-testid={`social-${provider}`}
          >
            {t(`auth.social.${provider}`)}
          </Button>
        );
      })}
    </Stack>
  );
}
