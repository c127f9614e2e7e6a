import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BannerBlock } from './banner-block.tsx';
import { BrandBlock } from './brand-block.tsx';
import { CategoryBlock } from './category-block.tsx';
import { ColorBlock } from './color-block.tsx';
import { ProductBlock } from './product-block.tsx';

/** `/dataEntryHero`: the admin data-entry blocks of spec 3 section 2.4. */
export function CataloguePage() {
  useDocumentTitle('catalogueData');
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('pageTitles.catalogueData')}
        </Title>
        <Text c="dimmed">{t('dataEntry.intro')}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <CategoryBlock />
        <ProductBlock />
        <ColorBlock />
        <BrandBlock />
        <BannerBlock />
      </SimpleGrid>
    </Stack>
  );
}
