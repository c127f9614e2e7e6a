import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Drawn inline: flag emoji need a colour-emoji font many Linux desktops lack. */
function LebanonFlag() {
  return (
    <svg width="22" height="15" viewBox="0 0 30 20" aria-hidden="true" style={{ borderRadius: 2, flexShrink: 0 }}>
      <rect width="30" height="20" fill="#ed1c24" />
      <rect y="5" width="30" height="10" fill="#ffffff" />
      <path d="M15 5.8 L19.5 13.2 H16 V14.4 H14 V13.2 H10.5 Z" fill="#00a651" />
    </svg>
  );
}

/**
 * Spec 1 section 5: 8 digits typed after a fixed +961 with the Lebanese flag. Non-digits are dropped
 * as they are typed.
 */
export function LebanonPhoneInput({ onChange, ...props }: Omit<TextInputProps, 'onChange'> & { onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={8}
      placeholder="71123456"
      leftSectionWidth={78}
      // The whole field reads left to right in Arabic too, so the +961 prefix never sits on the digits.
      wrapperProps={{ dir: 'ltr' }}
      dir="ltr"
      leftSection={
        <Group gap={4} wrap="nowrap" dir="ltr" aria-label={t('auth.lebanonPrefix')}>
          <LebanonFlag />
          <Text span size="sm" fw={500} c="dark.4">
            +961
          </Text>
        </Group>
      }
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
    />
  );
}
