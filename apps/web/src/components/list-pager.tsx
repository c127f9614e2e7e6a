import { Group, Pagination } from '@mantine/core';

/**
 * The pager under a seller or staff list: centred, and drawn only when there is more than one page.
 */
export function ListPager({
  totalPages,
  page,
  onChange,
  mt,
}: {
  totalPages: number;
  page: number;
  onChange: (page: number) => void;
  mt?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt={mt}>
      <Pagination total={totalPages} value={page} onChange={onChange} />
    </Group>
  );
}
