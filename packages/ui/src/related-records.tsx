import { PAGING } from '@pm/api-contract/routes';
import type { ReactNode } from 'react';
import { TitledSection } from './detail-field';
import { LoadStates } from './page-states';
import { useLoad } from './use-load';

/**
 * A titled section of a details page listing the records linked to the shown one (an owner's properties, a
 * tenant's contracts), loaded on their own: "Loading...", then their load error inside the section only, or
 * `children(rows)`. `list` asks for a page of them (SPEC 9: page 1, 15 records).
 */
export function RelatedRecords<T>({
  title,
  list,
  children,
}: {
  title: string;
  list: (page: number, limit: number) => Promise<{ data: T[] }>;
  children: (rows: T[]) => ReactNode;
}) {
  const rows = useLoad(() => list(PAGING.page, PAGING.limit).then((answer) => answer.data), []);
  return (
    <TitledSection title={title}>
      <LoadStates state={rows}>{children}</LoadStates>
    </TitledSection>
  );
}
