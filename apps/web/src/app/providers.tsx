import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../lib/i18n.ts';
import { theme } from './theme.ts';
import './toasts.css';

/** Keeps Mantine's direction (and so every component's mirroring) in step with the language. */
function DirectionSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? 'en';
  useEffect(() => {
    setDirection(directionOf(language));
  }, [language, setDirection]);
  return null;
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={directionOf(i18n.resolvedLanguage ?? 'en')} detectDirection={false}>
        <DirectionSync />
        <MantineProvider theme={theme} defaultColorScheme="light">
          <ModalsProvider>
            {/* Top-right as the spec says, below the header (toasts.css); mirrored in Arabic. */}
            <Notifications position={directionOf(i18n.resolvedLanguage ?? 'en') === 'rtl' ? 'top-left' : 'top-right'} autoClose={4000} zIndex={1000} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
