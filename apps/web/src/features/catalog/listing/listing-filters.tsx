import { Box, Button, Checkbox, Divider, Group, RangeSlider, Rating, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_RANGES, GENDERS, PRICE_SLIDER_MAX } from '@souk/shared/schemas/catalog';
import { usePrice } from '../../../lib/currency.ts';
import type { ListingChange, ListingState } from './listing-params.ts';

function FilterTitle({ children }: { children: string }) {
  return (
    <Text fw={700} size="sm" mb="xs">
      {children}
    </Text>
  );
}

/** Spec 1 section 9: price 0 to 500, rating 1 to 5 stars, three discount ranges, five genders. */
export function ListingFilters({
  state,
  onChange,
  onReset,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const price = usePrice();
  // The slider moves freely; the listing is asked only when the thumb is let go.
  const [range, setRange] = useState<[number, number]>([state.minPrice, Math.min(state.maxPrice, PRICE_SLIDER_MAX)]);
  useEffect(() => {
    setRange([state.minPrice, Math.min(state.maxPrice, PRICE_SLIDER_MAX)]);
  }, [state.minPrice, state.maxPrice]);

  const toggle = (list: string[], value: string) =>
    list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

  return (
    <Stack gap="lg" data-testid="listing-filters">
      <Box>
        <FilterTitle>{t('catalog.filters.price')}</FilterTitle>
        <RangeSlider
          min={0}
          max={PRICE_SLIDER_MAX}
          step={5}
          minRange={5}
          value={range}
          onChange={setRange}
          onChangeEnd={([min, max]) => onChange({ minPrice: min, maxPrice: max })}
          label={(value) => price(value)}
          thumbFromLabel={t('catalog.filters.minPrice')}
          thumbToLabel={t('catalog.filters.maxPrice')}
          mx={6}
        />
        <Group justify="space-between" mt="sm">
          <Text size="xs" c="dimmed" dir="ltr" data-testid="price-min">
            {price(range[0])}
          </Text>
          <Text size="xs" c="dimmed" dir="ltr" data-testid="price-max">
            {range[1] >= PRICE_SLIDER_MAX ? `${price(PRICE_SLIDER_MAX)}+` : price(range[1])}
          </Text>
        </Group>
      </Box>
      <Divider />
      <Box>
        <FilterTitle>{t('catalog.filters.rating')}</FilterTitle>
        <Stack gap={4}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const selected = state.minRating === stars;
            return (
              <UnstyledButton
                key={stars}
                onClick={() => onChange({ minRating: selected ? null : stars })}
                aria-pressed={selected}
                aria-label={t('catalog.filters.starsAndUp', { count: stars })}
                data-testid={`rating-${stars}`}
                px={8}
                py={4}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  background: selected ? 'var(--mantine-color-cedar-0)' : undefined,
                  outline: selected ? '1px solid var(--mantine-color-cedar-3)' : undefined,
                }}
              >
                <Group gap={8} wrap="nowrap">
                  <Rating value={stars} readOnly size="sm" />
                  <Text size="xs" c="dimmed">
                    {stars < 5 ? t('catalog.filters.andUp') : ''}
                  </Text>
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
      </Box>
      <Divider />
      <Box>
        <FilterTitle>{t('catalog.filters.discount')}</FilterTitle>
        <Stack gap={8}>
          {DISCOUNT_RANGES.map((range) => (
            <Checkbox
              key={range}
              label={t('catalog.filters.discountRange', { from: range.split('-')[0], to: range.split('-')[1] })}
              checked={state.discountRanges.includes(range)}
              onChange={() => onChange({ discountRanges: toggle(state.discountRanges, range) })}
              data-testid={`discount-${range}`}
            />
          ))}
        </Stack>
      </Box>
      <Divider />
      <Box>
        <FilterTitle>{t('catalog.filters.gender')}</FilterTitle>
        <Stack gap={8}>
          {GENDERS.map((gender) => (
            <Checkbox
              key={gender}
              label={t(`catalog.genders.${gender}`)}
              checked={state.gender.includes(gender)}
              onChange={() => onChange({ gender: toggle(state.gender, gender) })}
              data-testid={`gender-${gender}`}
            />
          ))}
        </Stack>
      </Box>
      <Button variant="default" radius="xl" leftSection={<IconRefresh size={16} />} onClick={onReset}>
        {t('catalog.filters.reset')}
      </Button>
    </Stack>
  );
}
