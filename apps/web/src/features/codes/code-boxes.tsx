import { Box, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@souk/shared/schemas/otp';
import { formatClock } from './timing.ts';

interface CodeBoxesProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Spec 1 section 5: six single-digit boxes; digits only, the cursor moves on as you type and back
 * on Backspace. A paste keeps the digits of what was pasted ("Souk: 123 456 is your code" works),
 * at most six, from the first box. The digits always read left to right, also on Arabic pages.
 */
export function CodeBoxes({ value, onChange, error, disabled, autoFocus }: CodeBoxesProps) {
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const errorId = useId();

  const boxes = () =>
    Array.from(wrapper.current?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])') ?? []);

  // Emptied after a wrong code or a new one, the boxes are ready for typing again.
  const empty = value === '';
  useEffect(() => {
    if (autoFocus && empty && !disabled)
      wrapper.current?.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
  }, [autoFocus, empty, disabled]);

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text/plain').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    onChange(digits);
    boxes()[Math.min(digits.length, OTP_LENGTH - 1)]?.focus();
  };

  return (
    <Box ref={wrapper}>
      <PinInput
        length={OTP_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        size="lg"
        gap={8}
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder="•"
        // The boxes and the paste rule are ours; the group stays left to right (Mantine sets dir="ltr").
        getInputProps={(index) => ({
          'aria-label': t('codes.digitLabel', { index: index + 1, count: OTP_LENGTH }),
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? errorId : undefined,
          onPaste: paste,
        })}
        styles={{
          root: { justifyContent: 'center' },
          input: { fontWeight: 700, fontSize: 22, width: 'min(52px, 11.5vw)', height: 'min(56px, 12.5vw)' },
        }}
        data-testid="code-boxes"
      />
      {error ? (
        <Text id={errorId} c="red.7" size="sm" ta="center" mt={8} role="alert" data-testid="code-error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** The code boxes under their label, with the time left before the code expires. */
export function CodeEntry({
  expired,
  remaining,
  ...boxes
}: Omit<CodeBoxesProps, 'autoFocus'> & { expired: boolean; remaining: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={8}>
      <Text size="sm" fw={500} ta="center">
        {t('codes.otp.enterCode')}
      </Text>
      <CodeBoxes {...boxes} autoFocus />
      <Group gap={6} justify="center" c={expired ? 'red.7' : 'dimmed'} data-testid="code-expiry">
        <IconClockHour4 size={16} />
        <Text size="sm" c="inherit">
          {expired ? t('messages.codeExpired') : t('codes.expiresIn', { time: formatClock(remaining) })}
        </Text>
      </Group>
    </Stack>
  );
}
