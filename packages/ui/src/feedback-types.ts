// What the feedback store holds and feedback-view.tsx draws: a toast or a popup.

export type PopupIcon = 'success' | 'error' | 'question';
export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  kind: 'toast';
  id: number;
  message: string;
  severity: ToastSeverity;
}
export interface Popup {
  kind: 'popup';
  id: number;
  title?: string;
  message: string;
  icon: PopupIcon;
}
export type Feedback = Toast | Popup;
