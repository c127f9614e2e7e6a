import { Accordion, Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCreditCard,
  IconHelpCircle,
  IconPackage,
  IconReceiptRefund,
  IconTruckDelivery,
  IconUserCircle,
  IconBuildingStore,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFaqs, type PublicFaq } from '../api/faqs/get-faqs.ts';

const ICONS: Record<string, typeof IconPackage> = {
  orders: IconPackage,
  payments: IconCreditCard,
  shipping: IconTruckDelivery,
  'returns&refunds': IconReceiptRefund,
  account: IconUserCircle,
  selling: IconBuildingStore,
};

/** FAQs grouped by category, each category a card of questions, in the desk's order (issue 15). */
export function FaqList({ audience }: { audience: 'buyer' | 'seller' }) {
  const { t, i18n } = useTranslation();
  const faqs = useFaqs(audience);
  const local = (faq: PublicFaq) =>
    (i18n.language.startsWith('ar') ? faq.translations?.ar : faq.translations?.en) ?? faq;
  if (faqs.isPending) return <Skeleton h={240} radius="lg" />;
  const categories = [...new Set((faqs.data ?? []).map((faq) => faq.category))];
  if (categories.length === 0) return <Text c="dimmed">{t('info.help.noFaqs')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="faq-list">
      {categories.map((category) => {
        const Icon = ICONS[category] ?? IconHelpCircle;
        return (
          <Card key={category} padding="lg">
            <Group gap="sm" mb="md">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={20} />
              </ThemeIcon>
              <Title order={2} fz={19}>
                {t(`cs.faqs.categories.${category}`, { defaultValue: category })}
              </Title>
            </Group>
            <Accordion variant="contained" radius="md">
              {(faqs.data ?? [])
                .filter((faq) => faq.category === category)
                .map((faq) => (
                  <Accordion.Item key={faq._id} value={faq._id}>
                    {/* dir="auto": a question left in English keeps its question mark at its end on an Arabic page. */}
                    <Accordion.Control>
                      <Text size="sm" fw={600} dir="auto" data-testid="faq-question">
                        {local(faq).question}
                      </Text>
                    </Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm" c="dimmed" dir="auto">
                        {local(faq).answer}
                      </Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
            </Accordion>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
