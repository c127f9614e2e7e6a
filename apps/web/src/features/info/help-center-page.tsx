import { Button, Card, Container, Group, Text, ThemeIcon } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { FaqList } from '../../components/faq-list.tsx';
import { InfoHero } from './info-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** The Help Center: the buyer FAQs customer service keeps (issue 15), and a way to reach a person. */
export function HelpCenterPage() {
  useDocumentTitle('helpCenter');
  const { t } = useTranslation();
  return (
    <>
      <InfoHero title={t('info.help.title')} text={t('info.help.intro')} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <FaqList audience="buyer" />
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
