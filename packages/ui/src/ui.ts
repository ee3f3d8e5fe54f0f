// The public face of @pm/ui. Each app bundles what it uses of it; the two modules that hold state shared by the
// whole page (the feedback store, the router's hooks) are shared at runtime as singletons under their own
// subpaths, @pm/ui/feedback and @pm/ui/navigation (see @pm/mf-config), so this file and every module of the
// package import them by those names, never by a relative path.

export type { PopupIcon, ToastSeverity } from '@pm/ui/feedback';
export {
  FEEDBACK_DURATION_MS,
  FeedbackHost,
  saveOrShowFailure,
  showFailedAlert,
  showPopup,
  showToast,
} from '@pm/ui/feedback';
export { ActionMenu } from './action-menu';
export { BackButton } from './back-button';
export type { DataColumn } from './data-table';
export { changeColumns, DataTable, fieldColumns } from './data-table';
export {
  DetailField,
  DetailFields,
  FileLink,
  FormSection,
  RecordSummaryCard,
  TitledSection,
} from './detail-field';
export { DrawnNext } from './drawn-next';
export type { FileField, FileKind } from './file-upload';
export { FILE_ACCEPT, FileUpload, FileUploads } from './file-upload';
export type { FirstPaintRowsSource, ScreenFirstPaintRows } from './first-paint-rows';
export type { SelectOption } from './form-choice-fields';
export { FormCheckbox, FormSelectField, loadingChoices } from './form-choice-fields';
export type { FormTextFieldProps } from './form-fields';
export { FormDateField, FormTextField } from './form-fields';
export { dateOnly, formatAmount, formatDateTime } from './format';
export {
  AddCircleIcon,
  ArrowBackIcon,
  BrokenImageIcon,
  ChatBubbleIcon,
  CheckCircleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloudUploadIcon,
  ErrorOutlineIcon,
  HelpOutlineIcon,
  MenuIcon,
  MoreVertIcon,
  NotificationsIcon,
  PersonIcon,
  SearchIcon,
  WalletIcon,
} from './icons';
export { ImageWithPlaceholder } from './image-with-placeholder';
export { PageHeading } from './page-heading';
export type { QueryChanges } from './page-param';
export { pageOf, usePageParam, useQueryParams } from './page-param';
export { ErrorState, LoadingState, LoadStates } from './page-states';
export type { PageFacts } from './pager';
export { Pager } from './pager';
export { propertySummaryColumns } from './property-summary-columns';
export type {
  LoadedVersion,
  RecordApi,
  RecordBodies,
  RecordDefinition,
  RecordReader,
} from './record-definition';
export { multipartBodies } from './record-definition';
export type { FormMode, NoFiles, RecordFormProps, SubmitLabels } from './record-form';
export { addOrUpdateLabels, RecordForm, useRecordForm } from './record-form';
export { type HistoryReader, RecordHistory } from './record-history';
export { RecordImportPage } from './record-import-page';
export { actionsColumn, RecordListPage } from './record-list-page';
export type { RecordActionsProps } from './record-pages';
export { AddRecordPage, EditRecordPage, RecordDetailsPage, useRouteRecord } from './record-pages';
export type { RecordScreens } from './record-screens';
export { recordPath } from './record-screens';
export { RelatedRecords } from './related-records';
export type { RemotePage, RemotePages, RemoteRoutesModule, ScreenPages } from './remote-contract';
export { lazyPage } from './remote-contract';
export { ScreenLink } from './screen-link';
export { SearchInput } from './search-input';
export { renderStandalone } from './standalone';
export { StaticPager } from './static-pager';
export { theme } from './theme';
export type { LoadState } from './use-load';
export { useLoad } from './use-load';
export { useReloadable } from './use-reloadable';
