import { ActionIcon, Box, CloseButton, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppNavigate } from '../../lib/host.ts';

/** Spec 1 "Header": a category select offering only 'All' for now; later issues add suggestions. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    navigate(`/all-products?${new URLSearchParams({ query: text, page: '1' }).toString()}`);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      style={{
        display: 'flex',
        alignItems: 'center',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 'var(--mantine-radius-xl)',
        background: 'white',
        overflow: 'hidden',
        width: '100%',
      }}
    >
      <NativeSelect
        variant="unstyled"
        aria-label={t('header.searchCategory')}
        data={[{ value: 'all', label: t('header.all') }]}
        w={84}
        styles={{
          input: {
            paddingInlineStart: 16,
            fontWeight: 500,
            borderInlineEnd: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 0,
          },
        }}
      />
      <TextInput
        variant="unstyled"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        style={{ flex: 1 }}
        styles={{ input: { paddingInline: 12 } }}
        rightSection={query ? <CloseButton size="sm" aria-label={t('header.clearSearch')} onClick={() => setQuery('')} /> : null}
      />
      <ActionIcon type="submit" size={36} radius="xl" m={3} aria-label={t('header.search')}>
        <IconSearch size={18} />
      </ActionIcon>
    </Box>
  );
}
