/**
 * User-visible messages: a snackbar for short success and error notices, and a modal for the
 * messages the specs show as one (Access Denied, 'Unable to Update Password'...). Every failure
 * goes through one of them (docs/ARCHITECTURE.md#contracts: none only logged).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ModalMessage, NotifyViewProps, Severity, Toast } from './NotifyView';

let viewLoad: Promise<typeof import('./NotifyView')> | null = null;

/**
 * Fetches the snackbar and the modal (ui/NotifyView.tsx, with MUI's Snackbar and Dialog) once.
 * /login does without them until a notice comes (docs/screens.md#weight); the signed-in screens
 * call this as they load, so a notice about a lost connection still has them at hand.
 */
export function preloadNotifyView(): Promise<typeof import('./NotifyView')> {
  viewLoad ??= import('./NotifyView').catch((error: unknown) => {
    viewLoad = null;
    throw error;
  });
  return viewLoad;
}

/** What a notice falls back to when its view cannot be fetched (offline): its text, plainly. */
function PlainNotice({ toast, open, onCloseToast, modal, onCloseModal }: NotifyViewProps) {
  const text = modal ? `${modal.title}\n${modal.message}` : open ? toast?.message : null;
  if (!text) return null;
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        padding: 16,
        whiteSpace: 'pre-line',
        background: '#fff',
        border: '1px solid #d32f2f',
      }}
    >
      {text}{' '}
      <button type="button" onClick={modal ? onCloseModal : onCloseToast}>
        OK
      </button>
    </div>
  );
}

const NotifyView = lazy<ComponentType<NotifyViewProps>>(() => preloadNotifyView().catch(() => ({ default: PlainNotice })));

/** What useNotify returns. */
export interface Notify {
  /** A short success notice (snackbar). */
  success(message: string): void;
  /** A failure notice (snackbar); the message is the server's when there is one. */
  error(message: string): void;
  /** A neutral notice (snackbar). */
  info(message: string): void;
  /** A modal message with a title and an OK button. */
  alert(message: { title: string; message: string; severity?: Severity; detail?: ReactNode }): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Provides useNotify to the app; renders the snackbar and the message modal once there is a notice. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null);
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState<ModalMessage | null>(null);

  const show = useCallback((message: string, severity: Severity) => {
    setToast({ key: Date.now() + Math.random(), message, severity });
    setOpen(true);
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      info: (m) => show(m, 'info'),
      alert: ({ title, message, severity = 'error', detail }) => setModal({ title, message, severity, detail }),
    }),
    [show],
  );

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {toast || modal ? (
        <Suspense fallback={null}>
          <NotifyView toast={toast} open={open} onCloseToast={() => setOpen(false)} modal={modal} onCloseModal={() => setModal(null)} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

/** The app's messages; must be used under NotifyProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
