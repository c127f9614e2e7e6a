import { Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { InfoHero } from './info-hero.tsx';

const FACTS = ['founded', 'base', 'sellers', 'reach'] as const;

export function CompanyProfilePage() {
  useDocumentTitle('companyProfile');
  const { t } = useTranslation();
  return (
    <>
      <InfoHero title={t('info.company.title')} text={t('info.company.intro')} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          {FACTS.map((fact) => (
            <Card key={fact} padding="lg" ta="center">
              <Text fz={26} fw={800} c="cedar.7">
                {t(`info.company.facts.${fact}.value`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`info.company.facts.${fact}.label`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap="lg" mt={48} maw={820}>
          {(['story', 'model', 'team'] as const).map((key) => (
            <div key={key}>
              <Title order={2} fz={22} mb="xs">
                {t(`info.company.${key}.title`)}
              </Title>
              <Text c="dark.4">{t(`info.company.${key}.text`)}</Text>
            </div>
          ))}
        </Stack>
      </Container>
    </>
  );
}
