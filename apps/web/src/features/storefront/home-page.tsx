import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconCash, IconCurrencyDollar, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShelf } from '../../api/home/get-shelf.ts';
import { AnnouncementBanner } from '../../components/announcement-banner.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { ProductCarousel } from '../../components/product/product-carousel.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { usePrice } from '../../lib/currency.ts';
import { useScrollToSection } from '../../lib/scroll-to-section.ts';
import { HydrateWhenIdle } from '../../components/hydrate-when-idle.tsx';
import { BannerCarousel } from './banner-carousel.tsx';
import { BestSellers } from './best-sellers.tsx';
import { CategoryStrip } from './category-strip.tsx';
import { MayAlsoLike } from './may-also-like.tsx';
import { SponsorsStrip } from './sponsors-strip.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ltr } from '../../lib/locale-format.ts';

/** Free-delivery threshold shown in the hero, in USD; formatted in the visitor's currency. */
const FREE_DELIVERY_USD = 50;

/** Spec 1 section 9: the deals and featured carousels show 4 at a time (fewer on small screens). */
const SHELF_PER_VIEW = { base: 2, sm: 3, md: 4 };

function HomeShelf({ id, title, shelf }: { id: string; title: string; shelf: 'todayDeals' | 'featured' }) {
  const { t } = useTranslation();
  const query = useShelf(shelf);
  return (
    <ProductCarousel
      id={id}
      testId={`shelf-${id}`}
      title={title}
      products={query.data}
      loading={query.isPending}
      error={query.isError ? t(shelf === 'todayDeals' ? 'home.errors.deals' : 'home.errors.featured') : null}
      perView={SHELF_PER_VIEW}
    />
  );
}

export function HomePage() {
  useDocumentTitle('home');
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
      text: t('home.perks.deliveryText', { amount: ltr(price(FREE_DELIVERY_USD)) }),
    },
  ];
  return (
    <>
      <AnnouncementBanner />
      <Box
        style={{
          background:
            'radial-gradient(circle at 85% 20%, rgba(252,164,26,0.25), transparent 40%), linear-gradient(135deg, var(--mantine-color-cedar-8), var(--mantine-color-cedar-9))',
        }}
        c="white"
        py={{ base: 32, sm: 64 }}
      >
        <Container size="xl">
          <Grid gutter={{ base: 'lg', md: 32 }} align="center">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md" maw={640}>
                <Badge color="saffron.6" variant="filled" size="lg" radius="sm" w="fit-content">
                  {t('home.badge')}
                </Badge>
                <Title order={1} c="white" fz={{ base: 28, sm: 40 }} lh={1.15} data-testid="home-title">
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
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <BannerCarousel />
            </Grid.Col>
          </Grid>
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
          <CategoryStrip />
          <HydrateWhenIdle>
            <HomeShelf id="deals" title={t('nav.todaysDeals')} shelf="todayDeals" />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <HomeShelf id="featured" title={t('nav.featuredItems')} shelf="featured" />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <MayAlsoLike />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <BestSellers />
          </HydrateWhenIdle>
          <HydrateWhenIdle>
            <SponsorsStrip />
          </HydrateWhenIdle>
        </Stack>
      </Container>
    </>
  );
}
