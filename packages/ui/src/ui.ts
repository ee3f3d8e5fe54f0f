// The public face of @pm/ui. It is shared at runtime as one singleton (see @pm/mf-config), so everything a
// remote uses from it is listed here by name.

export { ActionMenu } from './action-menu';
export { BackButton } from './back-button';
export type { DataColumn } from './data-table';
export { DataTable } from './data-table';
export { DetailField, FormSection } from './detail-field';
export type { PopupIcon, ToastSeverity } from './feedback';
export {
  FEEDBACK_DURATION_MS,
  FeedbackHost,
  saveOrShowFailure,
  showFailedAlert,
  showPopup,
  showToast,
} from './feedback';
export { FormCheckbox, FormDateField, FormTextField } from './form-fields';
export type { SelectOption } from './form-select-field';
export { FormSelectField } from './form-select-field';
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
export { IMAGE_UPLOAD_ACCEPT, ImageUpload } from './image-upload';
export { ImageWithPlaceholder } from './image-with-placeholder';
export { PageHeading } from './page-heading';
export { ErrorState, LoadingState, LoadStates } from './page-states';
export { propertySummaryColumns } from './property-summary-columns';
export type { RemotePages, RemoteRoutesModule } from './remote-contract';
export { SearchInput } from './search-input';
export { renderStandalone } from './standalone';
export { StaticPager } from './static-pager';
export { theme } from './theme';
export type { LoadState } from './use-load';
export { useLoad } from './use-load';
