import { useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { useAdminForm } from "../../admin/form";
import { useToast } from "../../admin/toasts";
import { plural } from "../../i18n/plural";
import { ModalDialog } from "../../ui/modal-dialog";
import { buttonStyles, noticeStyle } from "../../ui/styles";
import type { DemoContent } from "../demo-content/public";
import { DASHBOARD_ADMIN_TEXTS } from "./admin-texts";

/** While demo content is stored: what of it the public site shows, and its removal after one confirmation. */
export function DemoContentPanel({ demo, onRemoved }: { demo: DemoContent; onRemoved(after: DemoContent): void }) {
  const { lang, t } = useAdminTexts();
  const dashboardTexts = DASHBOARD_ADMIN_TEXTS[lang];
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const writes = useAdminForm();
  if (demo.banners + demo.comingSoon + demo.concerts === 0) return null;

  /** Through the dashboard route's clientAction (intent `remove-demo`); the answer is what demo content is left. */
  function remove() {
    writes.submit(
      { intent: "remove-demo" },
      {
        onDone(result) {
          setConfirming(false);
          onRemoved(result.data as DemoContent);
          toast(dashboardTexts.demo.removed);
        },
      },
    );
  }

  return (
    <section aria-labelledby="demo-title" className="rounded-card border border-gold/60 bg-surface p-5" data-testid="demo-content">
      <h2 id="demo-title" className="text-lg font-semibold">
        {dashboardTexts.demo.title}
      </h2>
      <p className="mt-2 text-sm">{dashboardTexts.demo.shown}</p>
      <ul className="mt-2 list-inside list-disc text-sm">
        {demo.banners ? <li>{plural(lang, demo.banners, dashboardTexts.demo.banners)}</li> : null}
        {demo.comingSoon ? <li>{plural(lang, demo.comingSoon, dashboardTexts.demo.comingSoon)}</li> : null}
        {demo.concerts ? <li>{plural(lang, demo.concerts, dashboardTexts.demo.concerts)}</li> : null}
      </ul>
      <button type="button" onClick={() => setConfirming(true)} className={`${buttonStyles.secondary} mt-4`}>
        {dashboardTexts.demo.remove}
      </button>
      <ModalDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          writes.clear();
        }}
        title={dashboardTexts.demo.confirmTitle}
        closeLabel={t.dismiss}
        footer={
          <>
            <button type="button" onClick={() => setConfirming(false)} className={buttonStyles.quiet}>
              {dashboardTexts.demo.cancel}
            </button>
            <button type="button" onClick={remove} disabled={writes.busy} className={buttonStyles.primary}>
              {dashboardTexts.demo.confirm}
            </button>
          </>
        }
      >
        <p>{dashboardTexts.demo.confirmText}</p>
        {writes.shown?.kind === "refused" ? (
          <p role="alert" className={`${noticeStyle.error} mt-3`}>
            {dashboardTexts.demo.failed}
          </p>
        ) : null}
      </ModalDialog>
    </section>
  );
}
