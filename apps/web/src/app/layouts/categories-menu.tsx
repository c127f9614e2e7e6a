import {
  Box,
  Button,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCategory, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, type Category } from '../../api/catalog/get-categories.ts';
import { CategoryIcon } from '../../components/category-icon.tsx';
import { useAppNavigate } from '../../lib/host.ts';

/**
 * Spec 1 "Header": the All Categories mega menu. A sub-category opens the listing with
 * subCategory and page=1; a category without any says 'No subcategories'.
 */
export function CategoriesMenu() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.resolvedLanguage === 'ar';
  const navigate = useAppNavigate();
  const categories = useCategories();
  const [opened, setOpened] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const list = categories.data ?? [];
  const active: Category | undefined = list.find((category) => category._id === activeId) ?? list[0];
  const local = (named: { name: string; nameAr: string }) => (arabic && named.nameAr ? named.nameAr : named.name);

  const go = (params: Record<string, string>) => {
    setOpened(false);
    navigate(`/all-products?${new URLSearchParams({ ...params, page: '1' }).toString()}`);
  };

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="lg"
      radius="lg"
      offset={6}
      zIndex={300}
      closeOnItemClick
    >
      <Menu.Target>
        <Button
          variant="white"
          color="cedar"
          size="compact-md"
          leftSection={<IconCategory size={18} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="categories-menu"
        >
          {t('nav.allCategories')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown p={0} w={760} maw="calc(100vw - 32px)">
        {categories.isPending ? (
          <Stack p="md" gap="xs">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} height={28} />
            ))}
          </Stack>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {t('nav.noSubcategories')}
          </Text>
        ) : (
          <Group align="stretch" gap={0} wrap="nowrap" data-testid="mega-menu">
            <ScrollArea.Autosize mah={440} w={260} style={{ borderInlineEnd: '1px solid var(--mantine-color-gray-2)' }}>
              <Box p={6}>
                {list.map((category) => (
                  <NavLink
                    key={category._id}
                    label={local(category)}
                    leftSection={<CategoryIcon name={category.categoryIcon} />}
                    rightSection={<IconChevronRight size={14} className="flip-rtl" />}
                    active={active?._id === category._id}
                    onMouseEnter={() => setActiveId(category._id)}
                    onFocus={() => setActiveId(category._id)}
                    onClick={() => setActiveId(category._id)}
                    variant="light"
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    data-testid="mega-category"
                  />
                ))}
              </Box>
            </ScrollArea.Autosize>
            <Box p="md" style={{ flex: 1 }}>
              {active ? (
                <>
                  <Group justify="space-between" mb="sm">
                    <Text fw={800}>{local(active)}</Text>
                    <UnstyledButton onClick={() => go({ category: active._id })} c="cedar.7" fz="sm" fw={600}>
                      {t('catalog.viewAllIn', { name: local(active) })}
                    </UnstyledButton>
                  </Group>
                  {active.subCategories.length === 0 ? (
                    <Text size="sm" c="dimmed" data-testid="no-subcategories">
                      {t('nav.noSubcategories')}
                    </Text>
                  ) : (
                    <SimpleGrid cols={2} spacing={4}>
                      {active.subCategories.map((sub) => (
                        <UnstyledButton
                          key={sub._id}
                          className="suggestion-row"
                          px={10}
                          py={8}
                          onClick={() => go({ subCategory: sub._id })}
                          data-testid="mega-subcategory"
                        >
                          <Text size="sm">{local(sub)}</Text>
                        </UnstyledButton>
                      ))}
                    </SimpleGrid>
                  )}
                </>
              ) : null}
            </Box>
          </Group>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
