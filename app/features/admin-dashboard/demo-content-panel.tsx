import { useState } from "react";
import { useAdminTexts } from "../../admin/admin-language";
import { adminSendJson } from "../../admin/session";
import { useToast } from "../../admin/toasts";
import { plural } from "../../i18n/plural";
import { ModalDialog } from "../../ui/modal-dialog";
import { buttonStyles, noticeStyle } from "../../ui/styles";
import type { DemoContent } from "../demo-content/public";

/** While demo content is stored: what of it the public site shows, and its removal after one confirmation. */
export function DemoContentPanel({ demo, onRemoved }: { demo: DemoContent; onRemoved(after: DemoContent): void }) {
  const { lang, t } = useAdminTexts();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (demo.banners + demo.comingSoon + demo.concerts === 0) return null;

  async function remove() {
    setBusy(true);
    setFailed(false);
    try {
      const response = await adminSendJson("/api/admin/demo-content/remove", "POST", {});
      setConfirming(false);
      onRemoved((await response.json()) as DemoContent);
      toast(t.demo.removed);
    } catch (failure) {
      if (failure instanceof Response) throw failure;
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="demo-title" className="rounded-card border border-gold/60 bg-surface p-5" data-testid="demo-content">
      <h2 id="demo-title" className="text-lg font-semibold">
        {t.demo.title}
      </h2>
      <p className="mt-2 text-sm">{t.demo.shown}</p>
      <ul className="mt-2 list-inside list-disc text-sm">
        {demo.banners ? <li>{plural(lang, demo.banners, t.demo.banners)}</li> : null}
        {demo.comingSoon ? <li>{plural(lang, demo.comingSoon, t.demo.comingSoon)}</li> : null}
        {demo.concerts ? <li>{plural(lang, demo.concerts, t.demo.concerts)}</li> : null}
      </ul>
      <button type="button" onClick={() => setConfirming(true)} className={`${buttonStyles.secondary} mt-4`}>
        {t.demo.remove}
      </button>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.demo.confirmTitle}
        closeLabel={t.dismiss}
        footer={
          <>
            <button type="button" onClick={() => setConfirming(false)} className={buttonStyles.quiet}>
              {t.demo.cancel}
            </button>
            <button type="button" onClick={remove} disabled={busy} className={buttonStyles.primary}>
              {t.demo.confirm}
            </button>
          </>
        }
      >
        <p>{t.demo.confirmText}</p>
        {failed ? (
          <p role="alert" className={`${noticeStyle.error} mt-3`}>
            {t.demo.failed}
          </p>
        ) : null}
      </ModalDialog>
    </section>
  );
}
