import { Box, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../api/catalog/get-categories.ts';
import { AppLink } from '../../components/app-link.tsx';
import { CategoryIcon } from '../../components/category-icon.tsx';
import { useProductText } from '../../components/product/product-text.ts';

/** Shop by category: the way into the catalogue on a phone, where the mega menu is not shown. */
export function CategoryStrip() {
  const { t } = useTranslation();
  const text = useProductText();
  const categories = useCategories();
  return (
    <Box component="section" data-testid="category-strip">
      <Title order={2} fz={{ base: 20, sm: 24 }} mb="md">
        {t('home.shopByCategory')}
      </Title>
      <ScrollArea type="never" offsetScrollbars={false}>
        <Box style={{ display: 'flex', gap: 12 }} pb={4}>
          {categories.isPending
            ? Array.from({ length: 8 }, (_, index) => (
                <Skeleton key={index} w={96} h={104} radius="lg" style={{ flexShrink: 0 }} />
              ))
            : (categories.data ?? []).map((category) => (
                <UnstyledButton
                  key={category._id}
                  component={AppLink}
                  to={`/all-products?category=${category._id}&page=1`}
                  py="sm"
                  px={6}
                  bg="white"
                  className="category-tile"
                  data-testid="category-tile"
                >
                  <Stack gap={8} align="center">
                    <ThemeIcon size={48} radius="xl" variant="light">
                      <CategoryIcon name={category.categoryIcon} size={24} />
                    </ThemeIcon>
                    <Text size="xs" fw={600} ta="center" lh={1.3} lineClamp={2}>
                      {text.local(category)}
                    </Text>
                  </Stack>
                </UnstyledButton>
              ))}
        </Box>
      </ScrollArea>
    </Box>
  );
}
