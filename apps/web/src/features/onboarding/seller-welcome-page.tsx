import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChartLine,
  IconClockHour4,
  IconLogin,
  IconLogout,
  IconPackage,
  IconSpeakerphone,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSeller, accountTypesOf } from '@souk/shared/roles';
import { useSellerProfile } from '../../api/sellers/get-seller-profile.ts';
import { useLogoutAction } from '../../app/use-logout-action.ts';
import { AppLink } from '../../components/app-link.tsx';
import { useAuthUser } from '../../lib/auth-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const TOOLS = [
  { key: 'products', icon: IconPackage },
  { key: 'orders', icon: IconTruckDelivery },
  { key: 'sales', icon: IconChartLine },
  { key: 'promotions', icon: IconSpeakerphone },
] as const;

/** Spec 2 section 2: the seller welcome page: a greeting, the tools to come, and where the shop's review stands. */
export function SellerWelcomePage() {
  useDocumentTitle('sellerWelcome');
  const { t } = useTranslation();
  const user = useAuthUser();
  const seller = isSeller(accountTypesOf(user));
  const profile = useSellerProfile(seller);
  const { logout } = useLogoutAction();
  const status = profile.data?.status;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {user
                ? t('sellerWelcome.greeting', { name: user.fullName || user.userName || '' })
                : t('sellerWelcome.greetingVisitor')}
            </Title>
            <Text c="dimmed">{profile.data?.businessName ?? t('sellerWelcome.subtitle')}</Text>
          </div>
          {user ? (
            <Button
              variant="default"
              leftSection={<IconLogout size={16} className="flip-rtl" />}
              onClick={() => void logout('/')}
              data-testid="seller-welcome-logout"
            >
              {t('onboarding.logout')}
            </Button>
          ) : (
            <Button
              component={AppLink}
              to="/login"
              variant="default"
              leftSection={<IconLogin size={16} className="flip-rtl" />}
              data-testid="seller-welcome-login"
            >
              {t('auth.login.submit')}
            </Button>
          )}
        </Group>
        {seller ? null : (
          // A visitor or a buyer: the tools below come with a shop, and this is where one is opened.
          <Alert
            color="cedar"
            icon={<IconBuildingStore size={20} />}
            title={t('sellerWelcome.noShopTitle')}
            data-testid="no-shop-yet"
          >
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('sellerWelcome.noShopText')}</Text>
              <Button component={AppLink} to="/onBoarding" size="xs" data-testid="open-a-shop">
                {t('onboarding.submit')}
              </Button>
            </Group>
          </Alert>
        )}
        {seller && profile.isPending ? <Skeleton h={72} radius="lg" /> : null}
        {status === 'pending' ? (
          <Alert
            color="saffron"
            icon={<IconClockHour4 size={20} />}
            title={t('sellerWelcome.pendingTitle')}
            data-testid="shop-under-review"
          >
            {t('sellerWelcome.pendingText')}
          </Alert>
        ) : null}
        {status === 'suspended' ? (
          <Alert color="red" title={t('sellerWelcome.suspendedTitle')} data-testid="shop-suspended">
            {t('sellerWelcome.suspendedText')}
          </Alert>
        ) : null}
        {status === 'active' ? (
          <Alert color="cedar" title={t('sellerWelcome.activeTitle')} data-testid="shop-active">
            <Group justify="space-between">
              <Text size="sm">{t('sellerWelcome.activeText')}</Text>
              <Button component={AppLink} to="/seller-dashboard" size="xs">
                {t('sellerWelcome.openDashboard')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Title order={2} fz={20}>
          {t('sellerWelcome.toolsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {TOOLS.map((tool) => (
            <Card key={tool.key} withBorder radius="lg" padding="lg">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md">
                  <tool.icon size={22} />
                </ThemeIcon>
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{t(`sellerWelcome.tools.${tool.key}.title`)}</Text>
                    {status !== 'active' ? (
                      <Badge size="xs" variant="light" color="gray">
                        {t('sellerWelcome.soon')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t(`sellerWelcome.tools.${tool.key}.text`)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
