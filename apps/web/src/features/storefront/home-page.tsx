import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCash, IconCurrencyDollar, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { useScrollToSection } from '../../lib/scroll-to-section.ts';

/** Free-delivery threshold shown in the hero, in USD; formatted in the visitor's currency. */
const FREE_DELIVERY_USD = 50;

function PlaceholderShelf({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation();
  return (
    <Box id={id} style={{ scrollMarginTop: 140 }}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {title}
        </Title>
        <Badge color="saffron" variant="light">
          {t('home.soon')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Card key={index} padding="sm">
            <Skeleton height={140} radius="md" animate={false} />
            <Skeleton height={12} mt="sm" width="80%" animate={false} />
            <Skeleton height={12} mt={6} width="40%" animate={false} />
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const price = usePrice();
  useScrollToSection();
  const perks = [
    { icon: IconShieldCheck, title: t('home.perks.trustedTitle'), text: t('home.perks.trustedText') },
    { icon: IconCash, title: t('home.perks.cashTitle'), text: t('home.perks.cashText') },
    { icon: IconCurrencyDollar, title: t('home.perks.currencyTitle'), text: t('home.perks.currencyText') },
    {
      icon: IconTruckDelivery,
      title: t('home.perks.deliveryTitle'),
      // Isolated so the amount keeps its own direction inside Arabic text.
      text: t('home.perks.deliveryText', { amount: `\u2066${price(FREE_DELIVERY_USD)}\u2069` }),
    },
  ];
  return (
    <>
      <Box
        style={{
          background:
            'radial-gradient(circle at 85% 20%, rgba(252,164,26,0.25), transparent 40%), linear-gradient(135deg, var(--mantine-color-cedar-8), var(--mantine-color-cedar-9))',
        }}
        c="white"
        py={{ base: 48, sm: 80 }}
      >
        <Container size="xl">
          <Stack gap="md" maw={640}>
            <Badge color="saffron.6" variant="filled" size="lg" radius="sm" w="fit-content">
              {t('home.badge')}
            </Badge>
            <Title order={1} c="white" fz={{ base: 30, sm: 46 }} lh={1.15} data-testid="home-title">
              {user ? t('home.welcomeBack', { name: user.firstName || user.userName }) : t('home.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="cedar.0">
              {t('home.subtitle')}
            </Text>
            <Group mt="sm">
              <Button
                component={AppLink}
                to="/all-products"
                size="md"
                color="saffron.7"
                radius="xl"
                rightSection={<IconArrowRight size={18} className="flip-rtl" />}
              >
                {t('home.shopNow')}
              </Button>
              {user ? null : (
                <Button component={AppLink} to="/register" size="md" variant="white" color="cedar" radius="xl">
                  {t('home.createAccount')}
                </Button>
              )}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt={{ base: 0, sm: -56 }}>
          {perks.map((perk) => (
            <Card key={perk.title} padding="lg" shadow="sm">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size={42} radius="md" variant="light">
                  <perk.icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{perk.title}</Text>
                  <Text size="sm" c="dimmed">
                    {perk.text}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
        <Stack gap={48} mt={48}>
          <PlaceholderShelf id="deals" title={t('nav.todaysDeals')} />
          <PlaceholderShelf id="featured" title={t('nav.featuredItems')} />
        </Stack>
      </Container>
    </>
  );
}
