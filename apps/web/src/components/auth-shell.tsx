import { Anchor, Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCash, IconCurrencyDollar, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';
import { HotlineChat } from './hotline-chat.tsx';

/** The frame of the sign-in and sign-up pages: the form, and on wide screens why Souk is worth it. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <HotlineChat />
      <Paper shadow="sm" radius="xl" withBorder style={{ overflow: 'hidden' }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0}>
          <Box p={{ base: 'lg', sm: 40 }}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
            </Stack>
            {children}
          </Box>
          <Box
            visibleFrom="md"
            p={40}
            style={{
              background: 'linear-gradient(160deg, var(--mantine-color-cedar-7), var(--mantine-color-cedar-9))',
              color: 'white',
            }}
          >
            <Stack justify="center" h="100%" gap="lg">
              <Title order={2} c="white" fz={26}>
                {t('auth.pitchTitle')}
              </Title>
              <Text c="cedar.1">{t('auth.pitchText')}</Text>
              <List spacing="md" center>
                <List.Item
                  icon={
                    <ThemeIcon color="saffron.6" radius="xl" size={28}>
                      <IconShieldCheck size={16} />
                    </ThemeIcon>
                  }
                >
                  {t('auth.pitchTrusted')}
                </List.Item>
                <List.Item
                  icon={
                    <ThemeIcon color="saffron.6" radius="xl" size={28}>
                      <IconCash size={16} />
                    </ThemeIcon>
                  }
                >
                  {t('auth.pitchCash')}
                </List.Item>
                <List.Item
                  icon={
                    <ThemeIcon color="saffron.6" radius="xl" size={28}>
                      <IconCurrencyDollar size={16} />
                    </ThemeIcon>
                  }
                >
                  {t('auth.pitchCurrency')}
                </List.Item>
              </List>
            </Stack>
          </Box>
        </SimpleGrid>
      </Paper>
    </Container>
  );
}

/** The line under a sign-in or sign-up form that offers the other one. */
export function AuthSwitchLink({ question, link, to }: { question: string; link: string; to: '/login' | '/register' }) {
  return (
    <Text ta="center" size="sm" c="dimmed">
      {question}{' '}
      <Anchor component={AppLink} to={to} fw={600}>
        {link}
      </Anchor>
    </Text>
  );
}
