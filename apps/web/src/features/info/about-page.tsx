import { Card, Container, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconEye,
  IconHeartHandshake,
  IconLanguage,
  IconShieldCheck,
  IconShoppingBag,
  IconTarget,
  IconTruckDelivery,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InfoHero } from './info-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const WHY_US = [
  { key: 'trust', icon: IconShieldCheck },
  { key: 'local', icon: IconHeartHandshake },
  { key: 'payments', icon: IconWallet },
  { key: 'delivery', icon: IconTruckDelivery },
  { key: 'languages', icon: IconLanguage },
] as const;

const VALUE_POINTS = ['one', 'two', 'three'] as const;

/** Spec 1 "About page": mission and vision, two value tabs, five why-us cards. */
export function AboutPage() {
  useDocumentTitle('about');
  const { t } = useTranslation();
  return (
    <>
      <InfoHero title={t('info.about.title')} text={t('info.about.intro')} />
      <Container size="lg" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {[
            { key: 'mission', icon: IconTarget },
            { key: 'vision', icon: IconEye },
          ].map((item) => (
            <Card key={item.key} padding="xl">
              <ThemeIcon size={48} radius="md" variant="light" mb="md">
                <item.icon size={24} />
              </ThemeIcon>
              <Title order={2} fz={22} mb="xs">
                {t(`info.about.${item.key}.title`)}
              </Title>
              <Text c="dimmed">{t(`info.about.${item.key}.text`)}</Text>
            </Card>
          ))}
        </SimpleGrid>

        <Title order={2} fz={{ base: 24, sm: 30 }} mt={64} mb="lg" ta="center">
          {t('info.about.valueTitle')}
        </Title>
        <Tabs defaultValue="businesses" variant="pills" radius="xl" data-testid="about-tabs">
          <Tabs.List justify="center" mb="lg">
            <Tabs.Tab value="businesses" leftSection={<IconBuildingStore size={16} />}>
              {t('info.about.tabs.businesses')}
            </Tabs.Tab>
            <Tabs.Tab value="shoppers" leftSection={<IconShoppingBag size={16} />}>
              {t('info.about.tabs.shoppers')}
            </Tabs.Tab>
          </Tabs.List>
          {(['businesses', 'shoppers'] as const).map((tab) => (
            <Tabs.Panel key={tab} value={tab}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                {VALUE_POINTS.map((point) => (
                  <Card key={point} padding="lg">
                    <Text fw={700} mb={4}>
                      {t(`info.about.values.${tab}.${point}.title`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`info.about.values.${tab}.${point}.text`)}
                    </Text>
                  </Card>
                ))}
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>

        <Title order={2} fz={{ base: 24, sm: 30 }} mt={64} mb="lg" ta="center">
          {t('info.about.whyTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" data-testid="why-us">
          {WHY_US.map((item) => (
            <Card key={item.key} padding="lg">
              <Stack gap="xs">
                <ThemeIcon size={42} radius="xl" color="saffron" variant="light">
                  <item.icon size={22} />
                </ThemeIcon>
                <Text fw={700}>{t(`info.about.why.${item.key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`info.about.why.${item.key}.text`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
