import { Paper, ScrollArea, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListPager } from '../list-pager.tsx';

interface Props {
  /** Column headings, in order. */
  columns: string[];
  /** The rows (Table.Tr elements); null while loading. */
  rows: ReactNode[] | null;
  empty: string;
  minWidth: number;
  testId: string;
  striped?: boolean;
  pager?: { total: number; page: number; onChange: (page: number) => void } | undefined;
}

/**
 * The frame of a staff list: a bordered table that scrolls sideways on a phone, a skeleton while
 * it loads, a line when it is empty, and a pager when there is more than one page.
 */
export function StaffTable({ columns, rows, empty, minWidth, testId, striped = false, pager }: Props) {
  if (rows === null) return <Skeleton h={240} radius="lg" />;
  return (
    <>
      <Paper withBorder radius="lg">
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" striped={striped} miw={minWidth} data-testid={testId}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </ScrollArea>
        {rows.length === 0 ? (
          <Text ta="center" c="dimmed" py="xl" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        ) : null}
      </Paper>
      {pager ? <ListPager totalPages={pager.total} page={pager.page} onChange={pager.onChange} /> : null}
    </>
  );
}
