import { Outlet } from "react-router";
import { ToastProvider } from "../../admin/toasts";

/** The admin area's frame: toasts shared by the login page and the signed-in screens. */
export const meta = () => [{ title: "Կառավարման վահանակ" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminShell() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}
