import { Group, Input, Text } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';
import { useId } from '@mantine/hooks';
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
 * as they are typed. The prefix is a box beside the input, not an input section: the number reads
 * left to right in Arabic too, and Mantine mirrors sections by the page's direction, which would
 * put the prefix on top of the digits.
 */
export interface LebanonPhoneInputProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  id?: string;
  name?: string;
  className?: string;
  value?: string;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  'data-testid'?: string;
}

export function LebanonPhoneInput({
  onChange,
  label,
  description,
  error,
  required,
  id,
  className,
  ...props
}: LebanonPhoneInputProps) {
  const { t } = useTranslation();
  const inputId = useId(id);
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      id={inputId}
      className={className}
    >
      <Group dir="ltr" gap={0} wrap="nowrap" className="phone-field">
        <Group gap={4} wrap="nowrap" className="phone-field-prefix" aria-label={t('auth.lebanonPrefix')}>
          <LebanonFlag />
          <Text span size="sm" fw={500} c="dark.4">
            +961
          </Text>
        </Group>
        <Input
          {...props}
          id={inputId}
          dir="ltr"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={8}
          placeholder="71123456"
          required={required}
          error={Boolean(error)}
          className="phone-field-input"
          onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
        />
      </Group>
    </Input.Wrapper>
  );
}
