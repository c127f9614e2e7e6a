import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';

/** The band that opens every information page: where you are, the title and one line about it. */
export function InfoHero({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box bg="cedar.0" py={{ base: 32, sm: 48 }} style={{ borderBottom: '1px solid var(--mantine-color-cedar-1)' }}>
      <Container size="lg">
        <Breadcrumbs spaceBelow="sm" items={[{ label: t('footer.home'), to: '/' }, { label: title }]} />
        <Title order={1} fz={{ base: 28, sm: 38 }} data-testid="info-title">
          {title}
        </Title>
        {text ? (
          <Text c="dark.4" fz={{ base: 'md', sm: 'lg' }} mt="xs" maw={720}>
            {text}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
