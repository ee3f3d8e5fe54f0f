import type { ComponentType } from 'react';
import type { NoFiles, RecordFormProps } from './record-form';
import type { RecordScreens } from './record-screens';

/** How a domain reads one record by id (its api-client's `get`). */
export type RecordReader<T> = (id: string) => Promise<{ data: T }>;

/** What an edit sends besides the form: the `__v` of the record as it was loaded (the api-client's EditOptions). */
export interface LoadedVersion {
  version: number;
}

/** A domain's records as its add and edit pages reach them (its api-client's get, create and update). */
export interface RecordApi<T, CreateBody, UpdateBody = CreateBody> {
  get: RecordReader<T>;
  create: (body: CreateBody) => Promise<unknown>;
  update: (id: string, body: UpdateBody, loaded: LoadedVersion) => Promise<unknown>;
}

/**
 * What an add and an edit form send: a multipart body with the chosen files, or a JSON payload (which a domain may
 * make with its schemas, loaded on demand, hence a promise).
 */
export interface RecordBodies<Values, Files, CreateBody, UpdateBody = CreateBody> {
  create: (values: Values, files: Files) => CreateBody | Promise<CreateBody>;
  update: (values: Values, files: Files) => UpdateBody | Promise<UpdateBody>;
}

/**
 * What a domain's add and edit pages are made of, declared once per domain (`<domain>-record.ts`): its screens,
 * its form and the values it starts with, how a record is read and saved, and how an addition is told.
 */
export interface RecordDefinition<
  T,
  Values,
  Files = NoFiles,
  Choices = never,
  CreateBody = FormData,
  UpdateBody = CreateBody,
> {
  screens: RecordScreens;
  /** The domain's record form (the one form contract, RecordFormProps). */
  form: ComponentType<RecordFormProps<Values, Files, T, Choices>>;
  api: RecordApi<T, CreateBody, UpdateBody>;
  body: RecordBodies<Values, Files, CreateBody, UpdateBody>;
  /** The values of a new record's form. */
  emptyValues: Values;
  /** The values of a stored record's form. */
  toFormValues: (record: T) => Values;
  /** What the selects offer (the owners of a property form), loaded as an add or edit page opens. */
  loadChoices?: () => Promise<Choices>;
  /** The choices of an edit form that the stored record itself holds (a contract's parties), loading nothing. */
  storedChoices?: (record: T) => Choices;
  /** How the user is told the record was added (SPEC 2: a popup or a toast). */
  added: () => Promise<void>;
  /** Whether the list opens in place of the add form in the history. */
  replaceAfterAdd?: boolean;
  /** The edit page's heading, where SPEC names one other than "Update Owner". */
  editTitle?: string;
}

/**
 * The multipart bodies of a domain's add and edit forms, made by its api-client's form-data builder: an edit
 * sends only non-empty fields, so an empty field keeps the stored value.
 */
export const multipartBodies = <Values, Files>(
  formData: (values: Values, files: Files, options?: { skipEmpty?: boolean }) => FormData,
): RecordBodies<Values, Files, FormData> => ({
  create: (values, files) => formData(values, files),
  update: (values, files) => formData(values, files, { skipEmpty: true }),
});
