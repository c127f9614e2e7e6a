import { Alert, Box, Button, Group, SimpleGrid, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShelf } from '../../api/home/get-shelf.ts';
import { AppLink } from '../../components/app-link.tsx';
import { ProductCard, ProductCardSkeleton } from '../../components/product/product-card.tsx';

/** Spec 1 section 9: the best sellers grid shows the first 15. */
const BEST_SELLERS = 15;

export function BestSellers() {
  const { t } = useTranslation();
  const shelf = useShelf('bestSellers');
  const products = (shelf.data ?? []).slice(0, BEST_SELLERS);
  return (
    <Box component="section" id="best-sellers" data-testid="best-sellers">
      <Group justify="space-between" mb="md">
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('home.bestSellers')}
        </Title>
        <Button
          component={AppLink}
          to="/all-products?sort=popularity&page=1"
          variant="subtle"
          radius="xl"
          rightSection={<IconArrowRight size={16} className="flip-rtl" />}
        >
          {t('home.seeAll')}
        </Button>
      </Group>
      {shelf.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('catalog.loadFailed')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
          {shelf.isPending
            ? Array.from({ length: 5 }, (_, index) => <ProductCardSkeleton key={index} />)
            : products.map((product) => <ProductCard key={product._id} product={product} />)}
        </SimpleGrid>
      )}
    </Box>
  );
}
