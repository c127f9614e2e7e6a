import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconCash,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQuery, FALLBACK_CONFIG, SOCIAL_LINKS } from '../../api/config/get-config.ts';
import { AppLink } from '../../components/app-link.tsx';
import { Logo } from '../../components/logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useSellerFlags } from '../../lib/use-seller-flags.ts';

const PAYMENT_METHODS = ['Visa', 'Mastercard', 'PayPal', 'OMT'];

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string; state?: unknown }[] }) {
  return (
    <Stack gap={8}>
      <Text fw={700} c="white" size="sm" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {title}
      </Text>
      {links.map((link) => (
        <Anchor key={link.label} component={AppLink} to={link.to} state={link.state} c="cedar.1" size="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  );
}

const SOCIAL_ICONS = { facebook: IconBrandFacebook, instagram: IconBrandInstagram, whatsapp: IconBrandWhatsapp };
const SOCIAL_LABELS = { facebook: 'Facebook', instagram: 'Instagram', whatsapp: 'WhatsApp' };

/** The shop's own pages, as the server is configured (SOCIAL_FACEBOOK_URL...); unset ones are left out. */
function SocialLinks() {
  const { data: config = FALLBACK_CONFIG } = useQuery(configQuery);
  const links = SOCIAL_LINKS.flatMap((name) => {
    const href = config.social[name];
    return href ? [{ name, href, Icon: SOCIAL_ICONS[name] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <Group gap={6} data-testid="footer-social">
      {links.map(({ name, href, Icon }) => (
        <ActionIcon
          key={name}
          component="a"
          href={href}
          target="_blank"
          rel="noreferrer"
          variant="light"
          color="white"
          radius="xl"
          aria-label={SOCIAL_LABELS[name]}
        >
          <Icon size={18} />
        </ActionIcon>
      ))}
    </Group>
  );
}

export function StorefrontFooter() {
  const { t } = useTranslation();
  const { seller, becomeSeller } = useSellerFlags();
  const year = new Date().getFullYear();
  return (
    <Box component="footer" bg="cedar.9" c="white" mt="xl">
      <Box bg="cedar.8" py="xl">
        <Container size="xl">
          <Group justify="space-between" gap="lg">
            <Box maw={480}>
              <Title order={2} c="white" fz={{ base: 20, sm: 24 }}>
                {t('footer.newsletterTitle')}
              </Title>
              <Text c="cedar.1" size="sm" mt={4}>
                {t('footer.newsletterText')}
              </Text>
            </Box>
            <Box w={{ base: '100%', sm: 440 }}>
              <NewsletterForm />
            </Box>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py={40}>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xl">
          <Stack gap="sm" style={{ gridColumn: 'span 2' }} maw={360}>
            <Logo inverted />
            <Text size="sm" c="cedar.1">
              {t('footer.about')}
            </Text>
            <SocialLinks />
            {seller ? null : (
              <Button color="saffron.7" radius="xl" w="fit-content" onClick={() => becomeSeller()}>
                {t('nav.becomeSeller')}
              </Button>
            )}
          </Stack>
          <LinkColumn
            title={t('footer.products')}
            links={[
              { to: '/', label: t('nav.todaysDeals'), state: { section: 'deals' } },
              { to: '/', label: t('nav.featuredItems'), state: { section: 'featured' } },
              { to: '/all-products', label: t('footer.allProducts') },
            ]}
          />
          <LinkColumn
            title={t('footer.siteMap')}
            links={[
              { to: '/', label: t('footer.home') },
              { to: '/about-us', label: t('nav.aboutUs') },
              { to: '/contact-us', label: t('nav.contactUs') },
              { to: '/help-center', label: t('nav.helpCenter') },
            ]}
          />
          <LinkColumn
            title={t('footer.usefulLinks')}
            links={[
              { to: '/refund-policy', label: t('nav.refundReturnPolicy') },
              { to: '/order-history', label: t('header.orderHistory') },
              { to: '/company-profile', label: t('footer.companyProfile') },
              { to: '/currency', label: t('footer.currency') },
            ]}
          />
        </SimpleGrid>
        <Divider my="xl" color="cedar.7" />
        <Group justify="space-between" gap="md">
          <Group gap="xs">
            <Text size="sm" c="cedar.1" me={4}>
              {t('footer.weAccept')}
            </Text>
            {PAYMENT_METHODS.map((method) => (
              <Badge key={method} variant="white" color="dark" radius="sm" size="lg" style={{ textTransform: 'none' }}>
                {method}
              </Badge>
            ))}
          </Group>
          <Group gap={8} wrap="nowrap">
            <IconTruckDelivery size={20} />
            <IconCash size={20} />
            <Text size="sm">{t('footer.cashOnDelivery')}</Text>
          </Group>
        </Group>
        <Text size="xs" c="cedar.2" mt="lg" ta="center">
          {t('footer.copyright', { year })}
        </Text>
      </Container>
    </Box>
  );
}
