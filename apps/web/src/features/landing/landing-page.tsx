import {
  Accordion,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBuildingStore,
  IconCash,
  IconChartLine,
  IconClockHour4,
  IconCoin,
  IconHeadset,
  IconLanguage,
  IconPlayerPlayFilled,
  IconShieldLock,
  IconPackage,
  IconTruckDelivery,
  IconUserPlus,
  IconWorld,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { AnnouncementBanner } from '../../components/announcement-banner.tsx';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useScrollToSection } from '../../lib/scroll-to-section.ts';
import { PromoVideoModal } from './promo-video.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STEPS = [
  { key: 'signUp', icon: IconUserPlus },
  { key: 'setUp', icon: IconBuildingStore },
  { key: 'list', icon: IconPackage },
  { key: 'sell', icon: IconCash },
] as const;

const FEATURES = [
  { key: 'reach', icon: IconWorld },
  { key: 'delivery', icon: IconTruckDelivery },
  { key: 'insights', icon: IconChartLine },
  { key: 'support', icon: IconHeadset },
] as const;

/** What sellers worry about before joining, each with our answer. */
const CONCERNS = [
  { key: 'time', icon: IconClockHour4 },
  { key: 'cost', icon: IconCoin },
  { key: 'payment', icon: IconShieldLock },
  { key: 'language', icon: IconLanguage },
] as const;

/** Spec 1 section 2: the seller FAQ has 9 entries and opens one at a time. */
const FAQ_COUNT = 9;

/** Room for the sticky landing header when a section is scrolled into view. */
const sectionStyle = { scrollMarginTop: 80 };

function SectionTitle({ eyebrow, title, text }: { eyebrow: string; title: string; text?: string }) {
  return (
    <Stack gap={6} align="center" ta="center" mb={40} maw={640} mx="auto">
      <Text c="saffron.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
        {eyebrow}
      </Text>
      <Title order={2} fz={{ base: 26, sm: 34 }}>
        {title}
      </Title>
      {text ? <Text c="dimmed">{text}</Text> : null}
    </Stack>
  );
}

export function LandingPage() {
  useDocumentTitle('landing');
  const { t } = useTranslation();
  const user = useAuthUser();
  const seller = isSeller(accountTypesOf(user));
  const [videoOpened, video] = useDisclosure(false);
  useScrollToSection();

  return (
    <>
      <AnnouncementBanner />
      <Box id="hero" bg="cedar.0" py={{ base: 56, sm: 96 }} style={sectionStyle}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg" justify="center">
              <Badge variant="light" color="saffron" size="lg" w="fit-content">
                {t('landing.hero.badge')}
              </Badge>
              <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.12} data-testid="landing-title">
                {t('landing.hero.title')}
              </Title>
              <Text fz={{ base: 'md', sm: 'lg' }} c="dark.4">
                {t('landing.hero.text')}
              </Text>
              <Group>
                {seller ? null : (
                  <Button
                    component={AppLink}
                    to={user ? '/onBoarding' : '/register'}
                    size="lg"
                    radius="xl"
                    rightSection={<IconArrowRight size={18} className="flip-rtl" />}
                  >
                    {t('landing.hero.cta')}
                  </Button>
                )}
                <Button component="a" href="#how-it-works" size="lg" radius="xl" variant="default">
                  {t('landing.nav.howItWorks')}
                </Button>
              </Group>
            </Stack>
            <SimpleGrid cols={2} spacing="md" visibleFrom="sm">
              {[
                { value: 'USD · LBP', label: t('landing.hero.statCurrencies') },
                { value: 'EN · ع', label: t('landing.hero.statLanguages') },
                { value: '4', label: t('landing.hero.statPayments') },
                { value: '+961', label: t('landing.hero.statLocal') },
              ].map((stat) => (
                <Card key={stat.label} padding="xl" shadow="sm">
                  <Text fz={30} fw={800} c="cedar.7">
                    {/* Codes and figures read left to right in Arabic too ("+961", not "961+"). */}
                    <bdi dir="ltr">{stat.value}</bdi>
                  </Text>
                  <Text c="dimmed" size="sm">
                    {stat.label}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </SimpleGrid>
        </Container>
      </Box>

      <Box id="discover" py={{ base: 56, sm: 88 }} bg="white" style={sectionStyle}>
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="md" justify="center">
              <Text c="saffron.8" fw={700} tt="uppercase" size="sm" style={{ letterSpacing: '0.06em' }}>
                {t('landing.discover.eyebrow')}
              </Text>
              <Title order={2} fz={{ base: 26, sm: 34 }}>
                {t('landing.discover.title')}
              </Title>
              <Text c="dimmed">{t('landing.discover.text')}</Text>
            </Stack>
            <UnstyledButton
              onClick={video.open}
              aria-label={t('landing.discover.watch')}
              data-testid="open-video"
              style={{
                aspectRatio: '16 / 9',
                borderRadius: 'var(--mantine-radius-lg)',
                overflow: 'hidden',
                display: 'grid',
                placeItems: 'center',
                background:
                  'radial-gradient(circle at 75% 25%, rgba(252,164,26,0.35), transparent 45%), linear-gradient(135deg, var(--mantine-color-cedar-7), var(--mantine-color-cedar-9))',
                boxShadow: '0 16px 40px rgba(5, 93, 54, 0.25)',
              }}
            >
              <Stack align="center" gap="sm">
                <ThemeIcon size={76} radius="xl" color="white" variant="filled" c="cedar.8">
                  <IconPlayerPlayFilled size={34} />
                </ThemeIcon>
                <Text c="white" fw={700}>
                  {t('landing.discover.watch')}
                </Text>
              </Stack>
            </UnstyledButton>
          </SimpleGrid>
        </Container>
        <PromoVideoModal opened={videoOpened} onClose={video.close} />
      </Box>

      <Box id="how-it-works" py={{ base: 56, sm: 88 }} bg="white" style={sectionStyle}>
        <Container size="xl">
          <SectionTitle
            eyebrow={t('landing.nav.howItWorks')}
            title={t('landing.how.title')}
            text={t('landing.how.text')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {STEPS.map((step, index) => (
              <Card key={step.key} padding="xl">
                <Group justify="space-between" mb="md">
                  <ThemeIcon size={48} radius="md" variant="light">
                    <step.icon size={24} />
                  </ThemeIcon>
                  <Text fz={32} fw={800} c="gray.3">
                    {index + 1}
                  </Text>
                </Group>
                <Text fw={700} mb={4}>
                  {t(`landing.how.steps.${step.key}.title`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`landing.how.steps.${step.key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box id="features" py={{ base: 56, sm: 88 }} style={sectionStyle}>
        <Container size="xl">
          <SectionTitle eyebrow={t('landing.nav.features')} title={t('landing.features.title')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.key} padding="xl">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={48} radius="md" color="saffron" variant="light">
                    <feature.icon size={24} />
                  </ThemeIcon>
                  <div>
                    <Text fw={700} mb={4}>
                      {t(`landing.features.items.${feature.key}.title`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`landing.features.items.${feature.key}.text`)}
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box id="faq" py={{ base: 56, sm: 88 }} bg="white" style={sectionStyle}>
        <Container size="md">
          <SectionTitle eyebrow={t('landing.nav.faq')} title={t('landing.faq.title')} />
          <Accordion variant="separated" radius="md" data-testid="faq-list">
            {Array.from({ length: FAQ_COUNT }, (_, index) => (
              <Accordion.Item key={index} value={`q${index + 1}`}>
                <Accordion.Control>
                  <Text fw={600}>{t(`landing.faq.q${index + 1}`)}</Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Text c="dimmed">{t(`landing.faq.a${index + 1}`)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Container>
      </Box>

      <Box id="seller-concerns" py={{ base: 56, sm: 88 }} style={sectionStyle}>
        <Container size="xl">
          <SectionTitle eyebrow={t('landing.concerns.eyebrow')} title={t('landing.concerns.title')} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {CONCERNS.map((concern) => (
              <Card key={concern.key} padding="xl">
                <ThemeIcon size={44} radius="xl" variant="light" mb="md">
                  <concern.icon size={22} />
                </ThemeIcon>
                <Text fw={700} mb={6}>
                  {t(`landing.concerns.items.${concern.key}.q`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`landing.concerns.items.${concern.key}.a`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          {seller ? null : (
            <Group justify="center" mt={40}>
              <Button
                component={AppLink}
                to={user ? '/onBoarding' : '/register'}
                size="lg"
                radius="xl"
                color="saffron.7"
                rightSection={<IconArrowRight size={18} className="flip-rtl" />}
              >
                {t('landing.hero.cta')}
              </Button>
            </Group>
          )}
        </Container>
      </Box>
    </>
  );
}
