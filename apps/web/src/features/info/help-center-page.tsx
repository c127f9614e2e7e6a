import { Accordion, Button, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconHeadset, IconPackage, IconReceiptRefund, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { InfoHero } from './info-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TOPICS = [
  { key: 'orders', icon: IconPackage, questions: 3 },
  { key: 'payments', icon: IconCreditCard, questions: 3 },
  { key: 'returns', icon: IconReceiptRefund, questions: 2 },
  { key: 'account', icon: IconUserCircle, questions: 2 },
] as const;

export function HelpCenterPage() {
  useDocumentTitle('helpCenter');
  const { t } = useTranslation();
  return (
    <>
      <InfoHero title={t('info.help.title')} text={t('info.help.intro')} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {TOPICS.map((topic) => (
            <Card key={topic.key} padding="lg">
              <Group gap="sm" mb="md">
                <ThemeIcon size={40} radius="md" variant="light">
                  <topic.icon size={20} />
                </ThemeIcon>
                <Title order={2} fz={19}>
                  {t(`info.help.topics.${topic.key}.title`)}
                </Title>
              </Group>
              <Accordion variant="contained" radius="md">
                {Array.from({ length: topic.questions }, (_, index) => (
                  <Accordion.Item key={index} value={`${topic.key}-${index}`}>
                    <Accordion.Control>
                      <Text size="sm" fw={600}>
                        {t(`info.help.topics.${topic.key}.q${index + 1}`)}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm" c="dimmed">
                        {t(`info.help.topics.${topic.key}.a${index + 1}`)}
                      </Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Card>
          ))}
        </SimpleGrid>
        <Card mt={40} padding="xl" bg="cedar.0" withBorder={false}>
          <Group justify="space-between" gap="md">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" variant="white">
                <IconHeadset size={24} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t('info.help.stillTitle')}</Text>
                <Text size="sm" c="dimmed">
                  {t('info.help.stillText')}
                </Text>
              </div>
            </Group>
            <Button component={AppLink} to="/contact-us" radius="xl">
              {t('nav.contactUs')}
            </Button>
          </Group>
        </Card>
      </Container>
    </>
  );
}
