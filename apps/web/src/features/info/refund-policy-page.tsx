import { Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FALLBACK_CONFIG, useConfig } from '../../api/config/get-config.ts';
import { InfoHero } from './info-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const SECTIONS = [
  { key: 'window', points: 0 },
  { key: 'eligible', points: 3 },
  { key: 'notEligible', points: 3 },
  { key: 'how', points: 3 },
  { key: 'refunds', points: 0 },
] as const;

export function RefundPolicyPage() {
  useDocumentTitle('refundPolicy');
  const { t } = useTranslation();
  // The window is a setting, read from the config the server rendered the page with.
  const { returnWindowDays } = useConfig().data ?? FALLBACK_CONFIG;
  return (
    <>
      <InfoHero title={t('info.refund.title')} text={t('info.refund.intro')} />
      <Container size="md" py={{ base: 40, sm: 64 }}>
        <Card padding="xl">
          <Stack gap="xl">
            {SECTIONS.map((section) => (
              <div key={section.key}>
                <Title order={2} fz={20} mb="xs">
                  {t(`info.refund.${section.key}.title`)}
                </Title>
                <Text c="dark.4">
                  {section.key === 'window'
                    ? t('info.refund.window.text', { count: returnWindowDays })
                    : t(`info.refund.${section.key}.text`)}
                </Text>
                {section.points ? (
                  <List mt="sm" spacing={6} c="dark.4">
                    {Array.from({ length: section.points }, (_, index) => (
                      <List.Item key={index}>{t(`info.refund.${section.key}.p${index + 1}`)}</List.Item>
                    ))}
                  </List>
                ) : null}
              </div>
            ))}
          </Stack>
        </Card>
      </Container>
    </>
  );
}
