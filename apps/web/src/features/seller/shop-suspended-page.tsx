import { Anchor, Card, Center, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconBuildingStore, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSellerContactInfo } from '../../api/sellers/get-contact-info.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** What a suspended shop sees in place of its seller area: why it is closed and how to reach Souk. */
export function ShopSuspendedPage() {
  useDocumentTitle('shopSuspended');
  const { t } = useTranslation();
  const contacts = useSellerContactInfo();
  const support = contacts.data;
  return (
    <Center py={{ base: 'lg', sm: 64 }}>
      <Stack align="center" gap="md" maw={520} ta="center" data-testid="shop-suspended-page">
        <ThemeIcon size={72} radius="xl" color="red" variant="light">
          <IconBuildingStore size={38} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('sellerWelcome.suspendedTitle')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('sellerWelcome.suspendedPageText')}
        </Text>
        <Card withBorder radius="lg" padding="lg" w="100%">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{t('sellerWelcome.contactTitle')}</Text>
            {contacts.isPending ? <Skeleton h={48} radius="md" /> : null}
            {support ? (
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} />
                <Text size="sm">{t('sellerWelcome.contactEmail')}</Text>
                <Anchor href={`mailto:${support.email}`} dir="ltr" data-testid="support-email">
                  {support.email}
                </Anchor>
              </Group>
            ) : null}
            {support?.hotline ? (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={18} />
                <Text size="sm">{t('sellerWelcome.contactHotline')}</Text>
                <Anchor href={`tel:${support.hotline}`} dir="ltr" data-testid="support-hotline">
                  {support.hotline}
                </Anchor>
                {support.whatsapp ? (
                  <Anchor href={support.whatsapp} target="_blank" rel="noreferrer" aria-label={t('auth.hotlineChat')}>
                    <IconBrandWhatsapp size={20} />
                  </Anchor>
                ) : null}
              </Group>
            ) : null}
          </Stack>
        </Card>
      </Stack>
    </Center>
  );
}
