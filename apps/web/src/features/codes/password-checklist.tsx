import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec 1 section 5, new password: a lowercase and an uppercase letter, a digit, 8+ characters. */
export const PASSWORD_RULES = [
  { key: 'lowercase', test: (password: string) => /[a-z]/.test(password) },
  { key: 'uppercase', test: (password: string) => /[A-Z]/.test(password) },
  { key: 'digit', test: (password: string) => /\d/.test(password) },
  { key: 'length', test: (password: string) => password.length >= 8 },
] as const;

export const meetsPasswordRules = (password: string) => PASSWORD_RULES.every((rule) => rule.test(password));

/** Ticks each rule as it is met while the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <List spacing={4} size="sm" center data-testid="password-rules" aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.key}
            data-met={met}
            icon={
              <ThemeIcon size={18} radius="xl" color={met ? 'cedar' : 'gray.4'} variant={met ? 'filled' : 'light'}>
                {met ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text size="sm" c={met ? 'cedar.8' : 'dimmed'}>
              {t(`codes.reset.rules.${rule.key}`)}
              <VisuallyHidden>{met ? t('codes.reset.ruleMet') : t('codes.reset.ruleNotMet')}</VisuallyHidden>
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
