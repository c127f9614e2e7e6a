import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Rating,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWholeShelf } from '../../api/home/get-shelf.ts';
import type { ProductSummary } from '../../api/catalog/product-types.ts';
import { AppLink } from '../../components/app-link.tsx';
import { PriceTag } from '../../components/product/price-tag.tsx';
import { ProductPhoto } from '../../components/product/product-card.tsx';
import { useProductText } from '../../components/product/product-text.ts';

function Tile({ product }: { product: ProductSummary }) {
  const text = useProductText();
  const name = text.name(product);
  return (
    <Card
      component={AppLink}
      to={`/products/${product._id}`}
      padding="sm"
      className="app-link"
      data-testid="may-like-tile"
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Box w={96} style={{ flexShrink: 0 }}>
          <ProductPhoto
            src={product.images[0]?.thumbnail ?? product.image}
            alt={name}
            radius="var(--mantine-radius-md)"
          />
        </Box>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {name}
          </Text>
          <Rating value={product.averageRating} fractions={4} readOnly size="xs" />
          <PriceTag price={product.price} originalPrice={product.originalPrice} />
        </Stack>
      </Group>
    </Card>
  );
}

/** Spec 1 "Landing page": You May Also Like is one large hero and three tiles. */
export function MayAlsoLike() {
  const { t } = useTranslation();
  const text = useProductText();
  const shelf = useWholeShelf('mayAlsoLike', 4);
  const [hero, ...tiles] = shelf.data ?? [];

  return (
    <Box component="section" id="may-also-like" data-testid="may-also-like">
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="md">
        {t('home.mayAlsoLike')}
      </Title>
      {shelf.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {t('catalog.loadFailed')}
        </Alert>
      ) : shelf.isPending ? (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton h={300} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} h={92} radius="lg" />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : hero ? (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card padding="lg" h="100%" bg="saffron.0" data-testid="may-like-hero">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" h="100%">
                <Box>
                  <ProductPhoto
                    src={hero.images[0]?.url ?? hero.image}
                    alt={text.name(hero)}
                    radius="var(--mantine-radius-lg)"
                  />
                </Box>
                <Stack gap="sm" justify="center">
                  <Badge color="saffron.7" variant="filled" w="fit-content">
                    {t('home.pickedForYou')}
                  </Badge>
                  <Title order={3} fz={{ base: 20, sm: 24 }}>
                    {text.name(hero)}
                  </Title>
                  <Text size="sm" c="dimmed" lineClamp={3}>
                    {text.description(hero)}
                  </Text>
                  <PriceTag price={hero.price} originalPrice={hero.originalPrice} size="md" />
                  <Button
                    component={AppLink}
                    to={`/products/${hero._id}`}
                    radius="xl"
                    w="fit-content"
                    rightSection={<IconArrowRight size={16} className="flip-rtl" />}
                  >
                    {t('catalog.viewDetails')}
                  </Button>
                </Stack>
              </SimpleGrid>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md" h="100%" justify="space-between">
              {tiles.slice(0, 3).map((product) => (
                <Tile key={product._id} product={product} />
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
    </Box>
  );
}
