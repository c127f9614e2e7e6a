import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2 section 9: edits wait 500 ms before they go to the server. */
export const QUANTITY_DEBOUNCE_MS = 500;

interface Props {
  value: number;
  /** null: backorders allowed, no upper bound. */
  max: number | null;
  onLocalChange: (quantity: number) => void;
  onCommit: (quantity: number) => void;
  label: string;
}

/** Whole numbers from 1 to the stock, clamped, with spec 2 section 5's messages. */
export function QuantityStepper({ value, max, onLocalChange, onCommit, label }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | number>(value);
  const [hint, setHint] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const apply = (wanted: number) => {
    let next = Math.floor(wanted);
    if (!Number.isFinite(next) || next < 1) {
      next = 1;
      setHint(t('cart.minQuantity'));
    } else if (max !== null && next > max) {
      next = Math.max(1, max);
      setHint(t('cart.maxQuantity', { max }));
    } else setHint(null);
    setText(next);
    if (next === value) return;
    onLocalChange(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onCommit(next), QUANTITY_DEBOUNCE_MS);
  };

  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="default"
          size={34}
          radius="md"
          aria-label={t('cart.decrease')}
          onClick={() => apply(value - 1)}
          data-testid="qty-minus"
        >
          <IconMinus size={16} />
        </ActionIcon>
        <NumberInput
          aria-label={label}
          value={text}
          onChange={setText}
          onBlur={() => apply(Number(text))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(Number(text));
          }}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          w={56}
          size="sm"
          styles={{ input: { textAlign: 'center' } }}
          data-testid="qty-input"
        />
        <ActionIcon
          variant="default"
          size={34}
          radius="md"
          aria-label={t('cart.increase')}
          onClick={() => apply(value + 1)}
          data-testid="qty-plus"
        >
          <IconPlus size={16} />
        </ActionIcon>
      </Group>
      {hint ? (
        <Text size="xs" c="red.7" role="status" data-testid="qty-hint">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
