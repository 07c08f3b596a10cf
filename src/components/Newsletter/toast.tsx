// Loaded on the first newsletter submit only, so no page ships the toast code up front.
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export { toast };

export default function ToastHost() {
  return <ToastContainer position="bottom-right" autoClose={6000} closeOnClick newestOnTop theme="light" />;
}
