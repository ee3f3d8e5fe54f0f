import { showToast } from '@pm/ui/feedback';
import { Box, Button } from '@pm/ui/mui-basics';
import { Link, useNavigate, useParams } from '@pm/ui/navigation';
import type { Attributes, ComponentType } from 'react';
import { BackButton } from './back-button';
import { PageHeading } from './page-heading';
import { LoadStates } from './page-states';
import type { NoFiles, RecordFormProps } from './record-form';
import { RecordHistory } from './record-history';
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

/** The props of a record form element (a key besides, which React's element types ask to be spelled out). */
type FormElementProps<Values, Files, Stored, Choices> = RecordFormProps<Values, Files, Stored, Choices> &
  Attributes;

/** How a page tells the user its record was added (SPEC 2: a popup or a toast). */
type AddedNotice = () => Promise<void>;

interface SavePageProps<Values, Files, Stored, Choices> {
  screens: RecordScreens;
  /** The domain's record form (the one form contract, RecordFormProps). */
  form: ComponentType<RecordFormProps<Values, Files, Stored, Choices>>;
}

/** The page's heading ("Add Owner") with Back to the domain's list. */
function SavePageHeading({ title, screens }: { title: string; screens: RecordScreens }) {
  return <PageHeading title={title} actions={<BackButton to={screens.list} />} />;
}

/**
 * An add page: its heading ("Add Owner") with Back to the list, then the empty form. A valid form is sent with
 * `create`, then `added` tells the user and the list opens (in place of the form in the history, `replace`).
 */
export function AddRecordPage<Values, Files = NoFiles, Choices = never>({
  screens,
  form: Form,
  defaultValues,
  choices,
  create,
  added,
  replace,
}: SavePageProps<Values, Files, never, Choices> & {
  defaultValues: Values;
  choices?: LoadState<Choices>;
  create: (values: Values, files: Files) => Promise<unknown>;
  added: AddedNotice;
  replace?: boolean;
}) {
  const navigate = useNavigate();
  const onSubmit = async (values: Values, files: Files) => {
    await create(values, files);
    await added();
    navigate(screens.list, replace ? { replace } : undefined);
  };
  const props = { mode: 'create', defaultValues, choices, onSubmit } as FormElementProps<
    Values,
    Files,
    never,
    Choices
  >;
  return (
    <>
      <SavePageHeading title={`Add ${screens.name}`} screens={screens} />
      <Form {...props} />
    </>
  );
}

/** What an edit sends besides the form: the `__v` of the record as it was loaded (the api-client's EditOptions). */
export interface LoadedVersion {
  version: number;
}

/**
 * An edit page: its heading ("Update Owner", unless the screen has its own `title`) with Back to the list, then
 * "Loading...", the load error or the form of the record. A valid form is sent with `update`, with the version
 * the record was loaded at (so a record changed since is refused, and the "Failed" alert says so while the form
 * keeps what was typed), then the toast "Owner updated successfully" shows and the list opens.
 */
export function EditRecordPage<T extends { __v: number }, Values, Files = NoFiles, Choices = never>({
  screens,
  form: Form,
  read,
  title = `Update ${screens.name}`,
  toFormValues,
  choices,
  update,
}: SavePageProps<Values, Files, T, Choices> & {
  read: RecordReader<T>;
  title?: string;
  toFormValues: (record: T) => Values;
  /** What the selects offer as they load, or the choices the record itself holds (a contract's parties). */
  choices?: LoadState<Choices> | ((record: T) => Choices);
  update: (id: string, values: Values, files: Files, loaded: LoadedVersion) => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const { id, record } = useRouteRecord(read);
  const formOf = (stored: T) => {
    const props = {
      mode: 'update',
      defaultValues: toFormValues(stored),
      choices: typeof choices === 'function' ? { status: 'loaded', data: choices(stored) } : choices,
      stored,
      onSubmit: async (values: Values, files: Files) => {
        await update(id, values, files, { version: stored.__v });
        await showToast(`${screens.name} updated successfully`);
        navigate(screens.list);
      },
    } as FormElementProps<Values, Files, T, Choices>;
    return <Form key={id} {...props} />;
  };
  return (
    <>
      <SavePageHeading title={title} screens={screens} />
      <LoadStates state={record}>{formOf}</LoadStates>
    </>
  );
}

/**
 * A details page (SPEC 2): its heading ("Owner Details") with Back to the list and, once the record is loaded,
 * the "Update Owner" link to its edit page; then "Loading...", the load error (or the screen's own
 * `errorText`) or the record's `view`, and under it the collapsed "History" of the record (issue 11).
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
