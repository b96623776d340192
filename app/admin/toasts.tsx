import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { CloseIcon } from "../ui/icons";
import { useAdminTexts } from "./admin-language";

/** docs/product.md §11: one toast at a time, shown for 5 seconds. */
export const TOAST_MS = 5_000;
/** A horizontal swipe this long dismisses a toast. */
export const SWIPE_DISMISS_PX = 50;

type Toast = { id: number; text: string };
const ToastContext = createContext<(text: string) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

/** The admin area's toast region: F8 moves focus to it, a swipe or the close button dismisses. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useAdminTexts();
  const [toast, setToast] = useState<Toast | null>(null);
  const [offset, setOffset] = useState(0);
  const region = useRef<HTMLElement>(null);
  const swipeStart = useRef<number | null>(null);

  const show = useCallback((text: string) => setToast({ id: Date.now(), text }), []);

  useEffect(() => {
    if (!toast) return;
    setOffset(0);
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "F8") {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <section ref={region} tabIndex={-1} aria-label={t.toastRegion} className="fixed right-4 bottom-4 z-50 w-[min(100%-2rem,24rem)] outline-none">
        <div role="status" aria-live="polite">
          {toast ? (
            <div
              key={toast.id}
              className="flex touch-pan-y items-start gap-3 rounded-card bg-ink px-4 py-3 text-white shadow-card"
              style={{ transform: `translateX(${offset}px)`, opacity: 1 - Math.min(Math.abs(offset) / 150, 0.7) }}
              onPointerDown={(event) => {
                swipeStart.current = event.clientX;
              }}
              onPointerMove={(event) => {
                if (swipeStart.current !== null) setOffset(event.clientX - swipeStart.current);
              }}
              onPointerUp={() => {
                swipeStart.current = null;
                if (Math.abs(offset) >= SWIPE_DISMISS_PX) setToast(null);
                else setOffset(0);
              }}
            >
              <p className="flex-1 text-sm">{toast.text}</p>
              <button type="button" onClick={() => setToast(null)} aria-label={t.dismiss} className="-m-1 rounded p-1 text-white/80 hover:text-white">
                <CloseIcon className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
