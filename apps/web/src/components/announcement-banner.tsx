import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconArrowRight, IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountTypesOf, isSeller } from '@souk/shared/roles';
import { useAuthUser } from '../lib/auth-store.ts';
import { useAppNavigate } from '../lib/host.ts';

/**
 * Spec 1 "Landing page" and section 6: logged-in users who do not sell yet are invited to
 * onboarding, carrying what their account already knows.
 */
export function AnnouncementBanner() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const navigate = useAppNavigate();
  if (!user || isSeller(accountTypesOf(user))) return null;
  return (
    <Box bg="saffron.1" py={8} data-testid="announcement-banner" data-announcement>
      <Container size="xl">
        <Group gap="xs" justify="center" wrap="wrap">
          <IconBuildingStore size={18} color="var(--mantine-color-saffron-9)" />
          <Text size="sm" fw={500} c="dark.6">
            {t('home.announcement.text')}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={700}
            c="saffron.9"
            onClick={() =>
              navigate('/onBoarding', {
                state: { email: user.email, userName: user.userName, phone: user.phone, accountType: user.accountType },
              })
            }
          >
            <Group gap={4} wrap="nowrap">
              {t('home.announcement.link')}
              <IconArrowRight size={14} className="flip-rtl" />
            </Group>
          </Anchor>
        </Group>
      </Container>
    </Box>
  );
}
