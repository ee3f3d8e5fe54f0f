// The public face of @pm/ui. It is shared at runtime as one singleton (see @pm/mf-config), so everything a
// remote uses from it is listed here by name.
export { theme } from './theme';
export { FEEDBACK_DURATION_MS, FeedbackHost, showFailedAlert, showPopup, showToast } from './feedback';
export type { PopupIcon, ToastSeverity } from './feedback';
export { ErrorState, LoadingState } from './page-states';
export type { RemotePages, RemoteRoutesModule } from './remote-contract';
export { renderStandalone } from './standalone';
export { FormCheckbox, FormDateField, FormTextField } from './form-fields';
export { PageHeading } from './page-heading';
