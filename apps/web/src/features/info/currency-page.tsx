import { Card, Container, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FALLBACK_CONFIG, useConfig } from '../../api/config/get-config.ts';
import { CurrencySwitcher } from '../../components/currency-switcher.tsx';
import { usePrice } from '../../lib/currency.ts';
import { InfoHero } from './info-hero.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { intlLocale } from '../../lib/locale-format.ts';

const EXAMPLES = [5, 24.99, 100, 250];

export function CurrencyPage() {
  useDocumentTitle('currency');
  const { t, i18n } = useTranslation();
  const { data: config = FALLBACK_CONFIG } = useConfig();
  const price = usePrice();
  const rate = new Intl.NumberFormat(intlLocale(i18n.resolvedLanguage)).format(config.lbpPerUsd);
  return (
    <>
      <InfoHero title={t('info.currency.title')} text={t('info.currency.intro')} />
      <Container size="md" py={{ base: 40, sm: 64 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card padding="xl">
            <Stack gap="sm">
              <Title order={2} fz={20}>
                {t('info.currency.chooseTitle')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('info.currency.chooseText')}
              </Text>
              <Group>
                <CurrencySwitcher />
              </Group>
            </Stack>
          </Card>
          <Card padding="xl">
            <Stack gap="sm">
              <Title order={2} fz={20}>
                {t('info.currency.rateTitle')}
              </Title>
              <Text fz={24} fw={800} c="cedar.7" dir="ltr" ta="start" data-testid="currency-rate">
                1 USD = {rate} LBP
              </Text>
              <Text size="sm" c="dimmed">
                {t('info.currency.rateText')}
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
        <Card padding="xl" mt="lg">
          <Title order={2} fz={20} mb="sm">
            {t('info.currency.examples')}
          </Title>
          <Table>
            <Table.Tbody>
              {EXAMPLES.map((usd) => (
                <Table.Tr key={usd}>
                  <Table.Td dir="ltr">{`$${usd.toFixed(2)}`}</Table.Td>
                  <Table.Td fw={600} dir="ltr">
                    {price(usd)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </Container>
    </>
  );
}
