import { Button } from '@pm/ui/mui-basics';
import { Link, useParams } from '@pm/ui/navigation';
import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import { type LoadState, useLoad } from './use-load';

/** How a domain reads one record by id (its api-client's `get`). */
export type RecordReader<T> = (id: string) => Promise<{ data: T }>;

/** The record named by the route's `:id`, loading, failed or loaded (SPEC 4). */
export function useRouteRecord<T>(read: RecordReader<T>): { id: string; record: LoadState<T> } {
  const { id = '' } = useParams();
  const record = useLoad(() => read(id).then((answer) => answer.data), [id]);
  return { id, record };
}

/** An add page: its heading with Back to the domain's list, then the form. */
export function AddRecordPage({
  title,
  listPath,
  children,
}: {
  title: string;
  listPath: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeading title={title} actions={<BackButton to={listPath} />} />
      {children}
    </>
  );
}

/** An edit page: its heading with Back to the list, then "Loading...", the load error or the form of the record. */
export function EditRecordPage<T>({
  title,
  listPath,
  read,
  children,
}: {
  title: string;
  listPath: string;
  read: RecordReader<T>;
  children: (record: T, id: string) => ReactNode;
}) {
  const { id, record } = useRouteRecord(read);
  return (
    <AddRecordPage title={title} listPath={listPath}>
      <LoadStates state={record}>{(data) => children(data, id)}</LoadStates>
    </AddRecordPage>
  );
}

/**
 * A details page (SPEC 2): its heading with Back to the list and, once the record is loaded, the link to its
 * edit page; then "Loading...", the load error (or the screen's own `errorText`) or the record.
 */
export function RecordDetailsPage<T>({
  title,
  listPath,
  editPath,
  editLabel,
  read,
  errorText,
  children,
}: {
  title: string;
  listPath: string;
  editPath: (id: string) => string;
  editLabel: string;
  read: RecordReader<T>;
  errorText?: string;
  children: (record: T, id: string) => ReactNode;
}) {
  const { id, record } = useRouteRecord(read);
  return (
    <>
      <PageHeading
        title={title}
        actions={
          <>
            <BackButton to={listPath} />
            {record.status === 'loaded' && (
              <Button component={Link} to={editPath(id)} variant="contained">
                {editLabel}
              </Button>
            )}
          </>
        }
      />
      <LoadStates state={record} errorText={errorText}>
        {(data) => children(data, id)}
      </LoadStates>
    </>
  );
}
