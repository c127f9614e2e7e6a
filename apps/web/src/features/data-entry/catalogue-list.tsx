import { ActionIcon, Badge, Group, ScrollArea, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteCatalogueItem,
  useSaveCatalogueItem,
  type CatalogueKind,
} from '../../api/data-entry/catalogue-data.ts';
import { openConfirmModal } from '../../lib/confirm-modal.ts';
import { translateMessage } from '../../lib/messages.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';

export interface ListRow {
  _id: string;
  name: string;
  isActive: boolean;
  productCount?: number;
  /** Drawn before the name: a swatch, an icon, a thumbnail. */
  leading?: ReactNode;
  detail?: ReactNode;
  /** Indented under its parent (sub-categories). */
  nested?: boolean;
}

/** The Active switch of a kind edited by multipart (categories, banners). */
export function multipartActive(isActive: boolean) {
  const body = new FormData();
  body.append('isActive', String(isActive));
  return body;
}

interface Props {
  kind: CatalogueKind;
  rows: ListRow[];
  onEdit: (id: string) => void;
  /** A banner toggles by multipart like its other fields; the rest take JSON. */
  activeBody?: (isActive: boolean) => FormData | Record<string, unknown>;
}

/**
 * A block's list (spec 3 section 2.4): each row with its product count, an Active switch
 * (deactivating keeps the row for the products that have it), edit, and delete after a confirmation;
 * the server refuses a delete where something depends on the row and says why.
 */
export function CatalogueList({ kind, rows, onEdit, activeBody = (isActive) => ({ isActive }) }: Props) {
  const { t } = useTranslation();
  const save = useSaveCatalogueItem(kind);
  const remove = useDeleteCatalogueItem(kind);
  const said = (text: string) => translateMessage(t, text) ?? text;

  const toggle = async (row: ListRow, isActive: boolean) => {
    const result = await save.mutateAsync({ id: row._id, body: activeBody(isActive) });
    if (result.success) toastSuccess(t(isActive ? 'dataEntry.activated' : 'dataEntry.deactivated', { name: row.name }));
    else toastError(said(result.message));
  };
  const confirmDelete = (row: ListRow) =>
    openConfirmModal({
      title: t('dataEntry.deleteTitle', { name: row.name }),
      children: <Text size="sm">{t('dataEntry.deleteText')}</Text>,
      labels: { confirm: t('productAdmin.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'red', 'data-testid': 'confirm-delete' } as never,
      onConfirm: async () => {
        const result = await remove.mutateAsync(row._id);
        if (result.success) toastSuccess(said(result.message));
        else toastError(said(result.message));
      },
    });

  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('dataEntry.emptyList')}
      </Text>
    );
  return (
    // The scrollbar sits at the inline end (the left in Arabic): the rows keep clear of it on that side.
    // The content keeps the list's width (Autosize would widen it to the longest line, cutting off the icons).
    <ScrollArea.Autosize mah={360} type="auto" scrollbars="y" scrollbarSize={8} styles={{ content: { minWidth: 0 } }}>
      <Stack gap={4} pe={14} data-testid={`${kind}-list`}>
        {rows.map((row) => (
          <Group
            key={row._id}
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            ps={row.nested ? 'lg' : 0}
            py={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
            data-testid={`${kind}-row`}
          >
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              {row.leading}
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={row.nested ? 400 : 600} truncate c={row.isActive ? undefined : 'dimmed'}>
                  {row.name}
                </Text>
                {row.detail ? (
                  <Text size="xs" c="dimmed" truncate>
                    {row.detail}
                  </Text>
                ) : null}
              </div>
              {row.productCount ? (
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  {t('dataEntry.productCount', { count: row.productCount })}
                </Badge>
              ) : null}
            </Group>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t(row.isActive ? 'productAdmin.active' : 'productAdmin.inactive')}>
                <Switch
                  size="xs"
                  checked={row.isActive}
                  onChange={(event) => void toggle(row, event.currentTarget.checked)}
                  aria-label={t('productAdmin.active')}
                  data-testid="row-active"
                />
              </Tooltip>
              <ActionIcon
                variant="subtle"
                aria-label={t('productAdmin.edit')}
                onClick={() => onEdit(row._id)}
                data-testid="row-edit"
              >
                <IconEdit size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('productAdmin.delete')}
                onClick={() => confirmDelete(row)}
                data-testid="row-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
