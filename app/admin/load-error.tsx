import { isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";
import { AdminNotAllowed } from "./not-allowed";

/**
 * An admin screen whose list did not load: the failure in the admin's language and a way to
 * retry; or, when the server refused the account's role (403), the not-allowed state.
 */
export function AdminLoadError() {
  const { t } = useAdminTexts();
  const revalidator = useRevalidator();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminNotAllowed />;
  return (
    <div role="alert" className={`${noticeStyle.error} flex flex-wrap items-center justify-between gap-3`}>
      <p>{t.loadFailed}</p>
      <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
        {t.refresh}
      </button>
    </div>
  );
}
