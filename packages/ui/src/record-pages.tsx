import { useCan } from '@pm/session';
import { showToast } from '@pm/ui/feedback';
import { Box, Button } from '@pm/ui/mui-basics';
import { Link, useNavigate, useParams } from '@pm/ui/navigation';
import type { Attributes, ComponentType } from 'react';
import { BackButton } from './back-button';
import { useDrawnRecords } from './first-paint-rows';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import type { RecordDefinition, RecordReader } from './record-definition';
import type { RecordFormProps } from './record-form';
import { RecordHistory } from './record-history';
import { type RecordScreens, recordPath } from './record-screens';
import { type LoadState, useLoad } from './use-load';
import { useReloadable } from './use-reloadable';

/**
 * The record named by the route's `:id`, loading, failed or loaded (SPEC 4), and `reload`, which reads it again
 * after a change while the page keeps showing it.
 */
export function useRouteRecord<T>(read: RecordReader<T>): {
  id: string;
  record: LoadState<T>;
  reload: () => Promise<void>;
} {
  const { id = '' } = useParams();
  const [record, reload] = useReloadable(() => read(id).then((answer) => answer.data), [id]);
  return { id, record, reload };
}

/** What a details page's own actions get: the loaded record, its id, and a way to show it again once changed. */
export interface RecordActionsProps<T> {
  record: T;
  id: string;
  reload: () => Promise<void>;
}

/** The props of a record form element (a key besides, which React's element types ask to be spelled out). */
type FormElementProps<Values, Files, Stored, Choices> = RecordFormProps<Values, Files, Stored, Choices> &
  Attributes;

const noChoices = () => Promise.resolve(undefined);

/** What the selects of a form offer as they load; nothing for a form without selects. */
function useChoices<Choices>(load: (() => Promise<Choices>) | undefined): LoadState<Choices> | undefined {
  const state = useLoad<Choices | undefined>(load ?? noChoices, []);
  return load ? (state as LoadState<Choices>) : undefined;
}

/** The page's heading ("Add Owner") with Back to the domain's list. */
function SavePageHeading({ title, screens }: { title: string; screens: RecordScreens }) {
  return <PageHeading title={title} actions={<BackButton to={screens.list} />} />;
}

/**
 * An add page: its heading ("Add Owner") with Back to the list, then the empty form. A valid form is sent with
 * the record's `api.create`, then `added` tells the user and the list opens.
 */
export function AddRecordPage<T, Values, Files, Choices, CreateBody, UpdateBody>({
  record: definition,
}: {
  record: RecordDefinition<T, Values, Files, Choices, CreateBody, UpdateBody>;
}) {
  const { screens, form: Form, emptyValues, api, body, added, replaceAfterAdd } = definition;
  const navigate = useNavigate();
  const choices = useChoices(definition.loadChoices);
  const onSubmit = async (values: Values, files: Files) => {
    await api.create(await body.create(values, files));
    await added();
    navigate(screens.list, replaceAfterAdd ? { replace: true } : undefined);
  };
  const props = { mode: 'create', defaultValues: emptyValues, choices, onSubmit } as FormElementProps<
    Values,
    Files,
    T,
    Choices
  >;
  return (
    <>
      <SavePageHeading title={`Add ${screens.name}`} screens={screens} />
      <Form {...props} />
    </>
  );
}

/**
 * An edit page: its heading ("Update Owner", unless the record names its own `editTitle`) with Back to the list,
 * then "Loading...", the load error or the form of the record. A valid form is sent with the record's `api.update`
 * and the version the record was loaded at (so a record changed since is refused, and the "Failed" alert says so
 * while the form keeps what was typed), then the toast "Owner updated successfully" shows and the list opens.
 */
export function EditRecordPage<T extends { __v: number }, Values, Files, Choices, CreateBody, UpdateBody>({
  record: definition,
}: {
  record: RecordDefinition<T, Values, Files, Choices, CreateBody, UpdateBody>;
}) {
  const { screens, form: Form, api, body, toFormValues, storedChoices } = definition;
  const navigate = useNavigate();
  const { id, record } = useRouteRecord(api.get);
  const choices = useChoices(storedChoices ? undefined : definition.loadChoices);
  const formOf = (stored: T) => {
    const props = {
      mode: 'update',
      defaultValues: toFormValues(stored),
      choices: storedChoices ? { status: 'loaded', data: storedChoices(stored) } : choices,
      stored,
      onSubmit: async (values: Values, files: Files) => {
        await api.update(id, await body.update(values, files), { version: stored.__v });
        await showToast(`${screens.name} updated successfully`);
        navigate(screens.list);
      },
    } as FormElementProps<Values, Files, T, Choices>;
    return <Form key={id} {...props} />;
  };
  return (
    <>
      <SavePageHeading title={definition.editTitle ?? `Update ${screens.name}`} screens={screens} />
      <LoadStates state={record}>{formOf}</LoadStates>
    </>
  );
}

/**
 * A details page (SPEC 2): its heading ("Owner Details") with Back to the list and, once the record is loaded,
 * the "Update Owner" link to its edit page (for a role that may write) and the domain's own `actions` after it;
 * then "Loading...", the load error (or the screen's own `errorText`) or the record's `view`, and under it the
 * collapsed "History" of the record (issue 11).
 */
export function RecordDetailsPage<T>({
  screens,
  read,
  view: View,
  errorText,
  actions: Actions,
}: {
  screens: RecordScreens;
  read: RecordReader<T>;
  view: ComponentType<{ record: T; id: string }>;
  errorText?: string;
  /** More buttons after "Update Owner", once the record is loaded (each for the roles it is for). */
  actions?: ComponentType<RecordActionsProps<T>>;
}) {
  const routeRecord = useRouteRecord(read);
  const { id, reload } = routeRecord;
  const record = useDrawnRecords(routeRecord.record, ([drawn]) => drawn as T);
  const canWrite = useCan('write');
  return (
    <>
      <PageHeading
        title={`${screens.name} Details`}
        actions={
          <>
            <BackButton to={screens.list} />
            {/* Its place is kept while the record loads (hidden, out of the focus order): Back does not move. */}
            {canWrite && (
              <Button
                component={Link}
                to={recordPath(screens.edit, id)}
                variant="contained"
                sx={record.status === 'loaded' ? undefined : { visibility: 'hidden' }}
              >
                {`Update ${screens.name}`}
              </Button>
            )}
            {Actions && record.status === 'loaded' && (
              <Actions record={record.data} id={id} reload={reload} />
            )}
          </>
        }
      />
      <LoadStates state={record} errorText={errorText}>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <View record={data} id={id} />
            <RecordHistory key={id} load={() => screens.history(id)} />
          </Box>
        )}
      </LoadStates>
    </>
  );
}
