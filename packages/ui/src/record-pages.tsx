import { Button } from '@pm/ui/mui-basics';
import { Link, useParams } from '@pm/ui/navigation';
import type { ComponentType, ReactNode } from 'react';
import { BackButton } from './back-button';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import { type RecordScreens, recordPath } from './record-screens';
import { type LoadState, useLoad } from './use-load';

/** How a domain reads one record by id (its api-client's `get`). */
export type RecordReader<T> = (id: string) => Promise<{ data: T }>;

/** The record named by the route's `:id`, loading, failed or loaded (SPEC 4). */
export function useRouteRecord<T>(read: RecordReader<T>): { id: string; record: LoadState<T> } {
  const { id = '' } = useParams();
  const record = useLoad(() => read(id).then((answer) => answer.data), [id]);
  return { id, record };
}

/** An add page: its heading ("Add Owner") with Back to the domain's list, then the form. */
export function AddRecordPage({ screens, children }: { screens: RecordScreens; children: ReactNode }) {
  return (
    <>
      <PageHeading title={`Add ${screens.name}`} actions={<BackButton to={screens.list} />} />
      {children}
    </>
  );
}

/**
 * An edit page: its heading ("Update Owner", unless the screen has its own `title`) with Back to the list, then
 * "Loading...", the load error or the form of the record.
 */
export function EditRecordPage<T>({
  screens,
  read,
  title = `Update ${screens.name}`,
  children,
}: {
  screens: RecordScreens;
  read: RecordReader<T>;
  title?: string;
  children: (record: T, id: string) => ReactNode;
}) {
  const { id, record } = useRouteRecord(read);
  return (
    <>
      <PageHeading title={title} actions={<BackButton to={screens.list} />} />
      <LoadStates state={record}>{(data) => children(data, id)}</LoadStates>
    </>
  );
}

/**
 * A details page (SPEC 2): its heading ("Owner Details") with Back to the list and, once the record is loaded,
 * the "Update Owner" link to its edit page; then "Loading...", the load error (or the screen's own
 * `errorText`) or the record's `view`.
 */
export function RecordDetailsPage<T>({
  screens,
  read,
  view: View,
  errorText,
}: {
  screens: RecordScreens;
  read: RecordReader<T>;
  view: ComponentType<{ record: T; id: string }>;
  errorText?: string;
}) {
  const { id, record } = useRouteRecord(read);
  return (
    <>
      <PageHeading
        title={`${screens.name} Details`}
        actions={
          <>
            <BackButton to={screens.list} />
            {record.status === 'loaded' && (
              <Button component={Link} to={recordPath(screens.edit, id)} variant="contained">
                {`Update ${screens.name}`}
              </Button>
            )}
          </>
        }
      />
      <LoadStates state={record} errorText={errorText}>
        {(data) => <View record={data} id={id} />}
      </LoadStates>
    </>
  );
}
