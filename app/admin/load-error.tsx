import { useRevalidator } from "react-router";
import { buttonStyles, noticeStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";

/** An admin screen whose list did not load: the failure in the admin's language and a way to retry. */
export function AdminLoadError() {
  const { t } = useAdminTexts();
  const revalidator = useRevalidator();
  return (
    <div role="alert" className={`${noticeStyle.error} flex flex-wrap items-center justify-between gap-3`}>
      <p>{t.loadFailed}</p>
      <button type="button" onClick={() => revalidator.revalidate()} className={buttonStyles.secondary}>
        {t.refresh}
      </button>
    </div>
  );
}
