import { Link } from "react-router";
import { cardStyle } from "../ui/styles";
import { useAdminTexts } from "./admin-language";

/** What an editor sees on opening an admin-only screen by its address: a friendly word, and the way back. */
export function AdminNotAllowed() {
  const { t } = useAdminTexts();
  return (
    <section aria-labelledby="not-allowed-title" className={`${cardStyle} max-w-2xl space-y-3 p-6 sm:p-8`}>
      <h1 id="not-allowed-title" className="text-2xl font-semibold tracking-tight">
        {t.notAllowed.title}
      </h1>
      <p className="text-muted">{t.notAllowed.text}</p>
      <Link to="/admin" className="inline-block text-accent underline">
        {t.backToDashboard}
      </Link>
    </section>
  );
}
