import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../lib/currency.ts';
import { percentOff } from './product-text.ts';

const SIZES = {
  sm: { price: 16, original: 'xs' },
  md: { price: 20, original: 'sm' },
  lg: { price: 30, original: 'md' },
} as const;

/** The price, the struck-through original and the percent off, in the visitor's currency. */
export function PriceTag({
  price,
  originalPrice,
  size = 'sm',
}: {
  price: number;
  originalPrice: number | null | undefined;
  size?: keyof typeof SIZES;
}) {
  const { t } = useTranslation();
  const format = usePrice();
  const percent = percentOff(price, originalPrice);
  const sizes = SIZES[size];
  return (
    <Group gap={8} align="baseline" wrap="wrap" data-testid="price-tag">
      {/* Isolated so "$24.99" keeps its own reading order inside Arabic text. */}
      <Text fw={700} fz={sizes.price} c={percent > 0 ? 'red.8' : 'dark.8'} dir="ltr" data-testid="price">
        {format(price)}
      </Text>
      {percent > 0 && originalPrice ? (
        <>
          <Text td="line-through" c="dimmed" fz={sizes.original as MantineSize} dir="ltr" data-testid="original-price">
            {format(originalPrice)}
          </Text>
          {size === 'sm' ? null : (
            <Badge color="red" variant="light" c="red.9" radius="sm" data-testid="percent-off">
              {t('catalog.percentOff', { percent })}
            </Badge>
          )}
        </>
      ) : null}
    </Group>
  );
}
