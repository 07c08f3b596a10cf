// Loaded on the first newsletter submit only, so no page ships the toast code up front.
import { createPortal } from 'react-dom';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toast.css';
import { toastLabels } from '@site/src/data/copy/a11y';
import { useT } from '@site/src/i18n/useLocale';

export { toast };

/**
 * The toasts, with accessible names in the page's language (the library's own are English), in a
 * portal on <body>: inside the newsletter, a section rendered lazily (content-visibility: auto, which
 * contains its layout), a fixed toast was placed against that section, not the screen, and covered its
 * heading on a phone instead of sitting below the navbar.
 */
export default function ToastHost() {
  const t = useT();
  const close = ({ closeToast }: CloseButtonProps) => (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={t(toastLabels.close)}
      onClick={closeToast}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  return createPortal(
    <ToastContainer
      aria-label={t(toastLabels.region)}
      position="top-right"
      autoClose={6000}
      hideProgressBar
      // No progress bar at all: the library renders a hidden one named "notification timer", in English.
      customProgressBar
      closeButton={close}
      closeOnClick
      newestOnTop
      theme="light"
    />,
    document.body,
  );
}
